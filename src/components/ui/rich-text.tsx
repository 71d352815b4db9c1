import { useMemo } from 'react';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { isBlankHtml, sanitizeHtml } from '@/components/ui/sanitize-html';
import { useT } from '@/i18n';

/**
 * Server-authored rich text (announcements, notices, disclosures). Every string passes
 * {@link sanitizeHtml} before it reaches the DOM — the only place in the app that sets innerHTML.
 * Blank or fully stripped content shows `emptyText` instead of an empty box.
 */
export function RichText({ html, emptyText, className }: { html: string | null | undefined; emptyText?: string; className?: string }) {
  const t = useT('common');
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (isBlankHtml(clean)) return <EmptyState message={emptyText ?? t('暂无内容')} className="py-10" />;
  return (
    <div
      className={cn(
        'rich-text min-w-0 overflow-x-auto break-words text-[15px] leading-7 text-ink',
        '[&_a]:text-brand-700 [&_a]:underline [&_h1]:text-lg [&_h2]:text-base [&_h3]:text-base [&_h1,&_h2,&_h3]:font-semibold',
        '[&_img]:h-auto [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6',
        '[&_table]:my-3 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-line [&_td]:px-2 [&_td]:py-1',
        '[&_th]:border [&_th]:border-line [&_th]:bg-canvas [&_th]:px-2 [&_th]:py-1',
        className,
      )}
      // Safe: `clean` came out of sanitizeHtml just above; no other path sets this HTML.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
