import { cn } from '@/components/ui/cn';

/**
 * Structured facts of a tab (label/value pairs from the server) as a two-column table that wraps to
 * two cells per row on wide screens and one on phones. Renders nothing without items. Values are data (not translated).
 */
export function LabelValueTable({ items, className }: { items: { label: string; value: string }[]; className?: string }) {
  if (!items.length) return null;
  return (
    <dl className={cn('grid grid-cols-1 border-t border-l border-line text-sm md:grid-cols-2', className)}>
      {items.map((item, i) => (
        <div key={`${item.label}-${i}`} className="flex min-w-0 border-r border-b border-line">
          <dt className="w-28 shrink-0 bg-canvas px-3 py-2 text-muted">{item.label}</dt>
          <dd translate="no" className="min-w-0 flex-1 px-3 py-2 break-words text-ink">{item.value || '--'}</dd>
        </div>
      ))}
    </dl>
  );
}
