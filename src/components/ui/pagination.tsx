import { useId, useState, type FormEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { pageItems } from '@/components/ui/page-items';
import { useT } from '@/i18n';

const cell =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-control border border-line bg-white px-2 text-sm num ' +
  'hover:border-brand-400 hover:text-brand-700 disabled:pointer-events-none disabled:opacity-40';

/**
 * Pagination bar: 共 N 条, previous / numbered / next buttons and a 跳至 … 页 jump box.
 * `current` is 1-based; `onChange` receives the page to show (already clamped to 1..pages).
 * Renders nothing when there is no record.
 */
export function Pagination({
  current,
  total,
  size,
  onChange,
  className,
}: {
  current: number;
  total: number;
  size: number;
  onChange: (page: number) => void;
  className?: string;
}) {
  const t = useT('common');
  const pages = Math.max(1, Math.ceil(total / size));
  const [jump, setJump] = useState('');
  const jumpId = useId();
  if (total <= 0) return null;
  // One message around the jump box, so each language orders its words itself (跳至 [ ] 页, Go to page [ ]).
  const [jumpBefore, jumpAfter = ''] = t('跳至{page}页', { page: '\u0000' }).split('\u0000');
  const go = (page: number) => onChange(Math.min(pages, Math.max(1, page)));
  const submitJump = (e: FormEvent) => {
    e.preventDefault();
    const page = Number.parseInt(jump, 10);
    if (Number.isFinite(page)) go(page);
    setJump('');
  };

  return (
    <nav aria-label={t('分页')} className={cn('flex flex-wrap items-center justify-center gap-1.5 text-sm', className)}>
      <span className="mr-2 text-muted">{t('共 {n} 条', { n: total })}</span>
      <button type="button" className={cell} onClick={() => go(current - 1)} disabled={current <= 1} aria-label={t('上一页')}>
        <ChevronLeft aria-hidden className="size-4" />
      </button>
      {pageItems(current, pages).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className="px-1 text-muted">…</span>
        ) : (
          <button
            key={item}
            type="button"
            className={cn(cell, item === current && 'border-brand-600 bg-brand-600 text-white hover:text-white')}
            aria-current={item === current ? 'page' : undefined}
            onClick={() => go(item)}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" className={cell} onClick={() => go(current + 1)} disabled={current >= pages} aria-label={t('下一页')}>
        <ChevronRight aria-hidden className="size-4" />
      </button>
      <form onSubmit={submitJump} className="ml-2 flex items-center gap-1 text-muted">
        <label htmlFor={jumpId}>{jumpBefore.trim()}</label>
        <input
          id={jumpId}
          inputMode="numeric"
          value={jump}
          onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
          className="h-8 w-12 rounded-control border border-line text-center text-ink num"
        />
        {jumpAfter.trim() ? <span>{jumpAfter.trim()}</span> : null}
        <button type="submit" className={cell}>{t('确定')}</button>
      </form>
    </nav>
  );
}
