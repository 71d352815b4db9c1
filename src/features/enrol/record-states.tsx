import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { HrefLink } from '@/components/ui/href-link';
import { ApiError } from '@/lib/api/client';
import { useT } from '@/i18n';

/** Whether a record query failed because the record is not the caller's or does not exist (the server's 404). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.code === 404);

/**
 * A record page's load failure (no answer, 5xx) with 重新加载; the pages raise no toast ('caller', §8). `what` names
 * the record in the active language (保证金订单).
 */
export function RecordLoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  const t = useT('enrol');
  return (
    <EmptyState
      className="py-12"
      message={<span role="alert">{t('{what}加载失败，请稍后重试', { what })}</span>}
      action={<Button size="sm" variant="secondary" onClick={onRetry}>{t('重新加载')}</Button>}
    />
  );
}

/** A record that does not exist for the caller (404: unknown, or someone else's), with the way back to its list. */
export function RecordMissing({ message, backHref, backLabel }: { message: string; backHref: string; backLabel: string }) {
  return (
    <EmptyState
      className="py-12"
      message={<span role="alert" className="text-base text-ink-soft">{message}</span>}
      action={<HrefLink href={backHref} className="text-sm text-brand-700 hover:underline">{backLabel}</HrefLink>}
    />
  );
}
