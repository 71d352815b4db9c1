import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { SkeletonLines } from '@/components/ui/skeleton';
import { FilterRow } from '@/features/projects/filter-row';
import { filterGroupsQueryOptions } from '@/features/projects/projects.queries';
import {
  clearFilters,
  isFilterField,
  selectedChips,
  type FilterField,
  type ProjectListSearch,
} from '@/features/projects/project-search';
import { useT } from '@/i18n';

/**
 * Filter panels of /project (§2): one row per configured group (asset type, demand purpose,
 * transfer type, province, investment band, status), then the selected filters as removable
 * chips with 清空筛选. `search` is the validated URL state.
 */
export function FilterPanel({ search }: { search: ProjectListSearch }) {
  const t = useT('projects');
  const { data: groups = [], isPending } = useQuery(filterGroupsQueryOptions());
  const chips = selectedChips(search, groups);

  return (
    <Card className="px-4 py-2">
      {isPending ? (
        <SkeletonLines rows={5} className="py-2" />
      ) : (
        groups
          .filter((g) => isFilterField(g.field))
          .map((g) => <FilterRow key={g.field} group={g} field={g.field as FilterField} value={search[g.field as FilterField]} />)
      )}
      {chips.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-line py-2.5 text-sm">
          <span className="text-muted">{t('已选条件：')}</span>
          {chips.map((chip) => (
            <Link
              key={chip.field}
              from="/project"
              to="/project"
              search={(prev) => ({
                ...prev,
                [chip.field]: undefined,
                ...(chip.field === 'operationId' ? { parentId: undefined } : {}),
                current: undefined,
              })}
              replace
              resetScroll={false}
              aria-label={t('移除 {filter}', { filter: chip.label })}
              className="inline-flex items-center gap-1 rounded-full border border-brand-300 bg-brand-50 px-2.5 py-0.5 text-brand-800 hover:border-brand-500"
            >
              <span translate={chip.field === 'q' ? 'no' : undefined}>{chip.label}</span>
              <X aria-hidden className="size-3.5" />
            </Link>
          ))}
          <Link
            from="/project"
            to="/project"
            search={(prev) => clearFilters(prev)}
            replace
            resetScroll={false}
            className="ml-1 text-brand-700 hover:underline"
          >
            {t('清空筛选')}
          </Link>
        </div>
      ) : null}
    </Card>
  );
}
