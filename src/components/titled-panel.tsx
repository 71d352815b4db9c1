import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/**
 * The main panel of a user-centre page: a card whose header bar carries `title` (the page's h1, with the brand mark)
 * and `extra` (actions, at the right), over `children`.
 */
export function TitledPanel({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3">
        <h1 className="m-0 flex items-center gap-2 text-base font-semibold text-ink">
          <span aria-hidden className="h-4 w-1 rounded-full bg-brand-600" />
          {title}
        </h1>
        {extra}
      </div>
      <div className="flex flex-col gap-4 p-4 sm:p-6">{children}</div>
    </Card>
  );
}
