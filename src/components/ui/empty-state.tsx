import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { useT } from '@/i18n';

/** Chinese empty state: icon, message (default 暂无数据) and an optional action below. */
export function EmptyState({
  message,
  action,
  className,
}: {
  message?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  const t = useT('common');
  return (
    <div className={cn('flex flex-col items-center justify-center gap-2 py-8 text-sm text-muted', className)}>
      <Inbox aria-hidden className="size-9 text-line" strokeWidth={1.5} />
      <p className="m-0">{message ?? t('暂无数据')}</p>
      {action}
    </div>
  );
}
