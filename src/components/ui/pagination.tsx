import { useId, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { SubmitButton } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { pageItems } from '@/components/ui/page-items';
import { useT } from '@/i18n';

const cell =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-control border border-line bg-white px-2 text-sm num ' +
  'hover:border-brand-400 hover:text-brand-700 disabled:pointer-events-none disabled:opacity-40';

/** A plain left click, which the page handles itself; a modified one (new tab, new window) is the browser's. */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * Pagination bar: 共 N 条, previous / numbered / next buttons and a 跳至 … 页 jump box.
 * `current` is 1-based; `onChange` receives the page to show (already clamped to 1..pages).
 * With `hrefOf` (the address of a page, e.g. `/project?current=2`) the previous, numbered and next cells are links:
 * a server-rendered list pages before the browser has run its script (the document of that address), a plain click
 * afterwards goes through `onChange`, and a page opens in a new tab as any link does.
 * Renders nothing when there is no record.
 */
export function Pagination({
  current,
  total,
  size,
  onChange,
  hrefOf,
  className,
}: {
  current: number;
  total: number;
  size: number;
  onChange: (page: number) => void;
  hrefOf?: (page: number) => string;
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
  /**
   * The cell that goes to `page`: a link with `hrefOf` unless `disabled`, else a button. A numbered cell (`numbered`)
   * is marked when it is the current page; the arrows carry `label`.
   */
  const cellTo = (page: number, content: ReactNode, { label, disabled = false, numbered = false }: { label?: string; disabled?: boolean; numbered?: boolean }) => {
    const here = numbered && page === current;
    const key = numbered ? page : label;
    const props = {
      className: cn(cell, here && 'border-brand-600 bg-brand-600 text-white hover:text-white'),
      'aria-label': label, 'aria-current': here ? ('page' as const) : undefined,
    };
    if (!hrefOf || disabled) return <button key={key} {...props} type="button" onClick={() => go(page)} disabled={disabled}>{content}</button>;
    const onClick = (e: MouseEvent) => {
      if (!plainClick(e)) return;
      e.preventDefault();
      go(page);
    };
    return <a key={key} {...props} href={hrefOf(page)} onClick={onClick}>{content}</a>;
  };
  const submitJump = (e: FormEvent) => {
    e.preventDefault();
    const page = Number.parseInt(jump, 10);
    if (Number.isFinite(page)) go(page);
    setJump('');
  };

  return (
    <nav aria-label={t('分页')} className={cn('flex flex-wrap items-center justify-center gap-1.5 text-sm', className)}>
      <span className="mr-2 text-muted">{t('共 {n} 条', { n: total })}</span>
      {cellTo(current - 1, <ChevronLeft aria-hidden className="size-4" />, { label: t('上一页'), disabled: current <= 1 })}
      {pageItems(current, pages).map((item, i) =>
        item === 'gap' ? <span key={`gap-${i}`} className="px-1 text-muted">…</span> : cellTo(item, item, { numbered: true }),
      )}
      {cellTo(current + 1, <ChevronRight aria-hidden className="size-4" />, { label: t('下一页'), disabled: current >= pages })}
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
        <SubmitButton className={cell}>{t('确定')}</SubmitButton>
      </form>
    </nav>
  );
}
