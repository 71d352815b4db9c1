import { useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { FILTER_COLLAPSED_HEIGHT_PX } from '@contract/constants';
import type { FilterGroup } from '@contract/lookups';
import { cn } from '@/components/ui/cn';
import { applyFilter, filterText, type FilterField } from '@/features/projects/project-search';
import { useOverflow } from '@/features/projects/use-overflow';
import { useT } from '@/i18n';

const optionClass =
  'inline-block rounded-control px-2.5 py-1 text-sm leading-5 text-ink-soft hover:text-brand-700 data-[selected=true]:bg-brand-600 data-[selected=true]:text-white data-[selected=true]:hover:text-white';

const labelOf = (label: string) => {
  const { text, data } = filterText(label);
  return { label: text, data };
};

/**
 * One filter panel row (§2 Project list): the group name, 不限 and the options as links that
 * rewrite the URL in place (replace, page back to 1, scroll kept). Rows taller than 58px collapse
 * with a 展开/收起 toggle. `value` is the row's current URL value ('' or undefined = 不限).
 */
export function FilterRow({ group, field, value }: { group: FilterGroup; field: FilterField; value?: string }) {
  const t = useT('projects');
  const listRef = useRef<HTMLUListElement>(null);
  const [expanded, setExpanded] = useState(false);
  const overflows = useOverflow(listRef, FILTER_COLLAPSED_HEIGHT_PX);
  const options = [{ value: '', label: t('不限'), data: false }, ...group.options.map((o) => ({ value: o.value, ...labelOf(o.label) }))];
  const name = t(group.name);

  return (
    <div className="flex items-start gap-2 border-b border-dashed border-line py-2 last:border-b-0">
      <div className="w-20 shrink-0 pt-1 text-sm text-muted sm:w-24">{t('{group}：', { group: name })}</div>
      <div
        className="min-w-0 flex-1 overflow-hidden"
        style={{ maxHeight: expanded ? undefined : FILTER_COLLAPSED_HEIGHT_PX }}
      >
        <ul ref={listRef} className="m-0 flex list-none flex-wrap gap-x-1 gap-y-1 p-0" aria-label={name}>
          {options.map((o) => (
            <li key={o.value || 'all'}>
              <Link
                from="/project"
                to="/project"
                search={(prev) => applyFilter(prev, field, o.value)}
                replace
                resetScroll={false}
                data-selected={(value ?? '') === o.value}
                aria-current={(value ?? '') === o.value ? 'true' : undefined}
                className={optionClass}
                translate={o.data ? 'no' : undefined}
              >
                {o.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {overflows ? (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((v) => !v)}
          className={cn('inline-flex shrink-0 items-center gap-0.5 pt-1 text-sm text-brand-700 hover:underline')}
        >
          {expanded ? t('收起') : t('展开')}
          {expanded ? <ChevronUp className="size-4" aria-hidden /> : <ChevronDown className="size-4" aria-hidden />}
        </button>
      ) : null}
    </div>
  );
}
