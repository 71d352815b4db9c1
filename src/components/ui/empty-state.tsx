import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { cn } from '@/components/ui/cn';

/** Chinese empty state: icon, message (default 暂无数据) and an optional action below. */
export function EmptyState({
  message = '暂无数据',
  action,
  className,
}: {
  message?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center justify-center gap-2 py-8 text-sm text-muted', className)}>
      <Inbox aria-hidden className="size-9 text-line" strokeWidth={1.5} />
      <p className="m-0">{message}</p>
      {action}
    </div>
  );
}
