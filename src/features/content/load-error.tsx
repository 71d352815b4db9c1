import { EmptyState } from '@/components/ui/empty-state';

/** Inline error state of a content block with a retry (the pages raise no toast, §8 'caller'). */
export function LoadError({ onRetry, message = '内容加载失败' }: { onRetry: () => void; message?: string }) {
  return (
    <EmptyState
      message={message}
      action={
        <button type="button" onClick={onRetry} className="rounded-control border border-line px-3 py-1 text-sm hover:border-brand-400 hover:text-brand-700">
          重试
        </button>
      }
    />
  );
}
