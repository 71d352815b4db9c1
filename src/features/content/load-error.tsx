import { EmptyState } from '@/components/ui/empty-state';
import { useT } from '@/i18n';

/** Inline error state of a content block with a retry (the pages raise no toast, §8 'caller'); `message` shown as given. */
export function LoadError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const t = useT('content');
  return (
    <EmptyState
      message={message ?? t('内容加载失败')}
      action={
        <button type="button" onClick={onRetry} className="rounded-control border border-line px-3 py-1 text-sm hover:border-brand-400 hover:text-brand-700">
          {t('重试')}
        </button>
      }
    />
  );
}
