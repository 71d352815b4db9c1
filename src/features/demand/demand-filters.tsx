import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { demandPurposesQueryOptions, provincesQueryOptions } from '@/features/demand/demand.queries';
import { withDemandFilter, type DemandListSearch } from '@/features/demand/demand-search';
import { useT } from '@/i18n';

const optionClass =
  'inline-block rounded-control px-2.5 py-1 text-sm leading-5 text-ink-soft hover:text-brand-700 data-[selected=true]:bg-brand-600 data-[selected=true]:text-white data-[selected=true]:hover:text-white';

/**
 * Filters of /demand: the land purposes (demand-purpose-tree) as links that rewrite the URL in place
 * (page back to 1), and the province as a select. `onProvince` receives '' for 全部.
 */
export function DemandFilters({ search, onProvince }: { search: DemandListSearch; onProvince: (code: string) => void }) {
  const t = useT('demand');
  const purposes = useQuery(demandPurposesQueryOptions());
  const provinces = useQuery(provincesQueryOptions());
  const options = [{ value: '', label: t('不限') }, ...(purposes.data ?? []).map((p) => ({ value: p.dictKey, label: p.dictValue }))];
  const provinceOptions = [{ value: '', label: t('全部省份') }, ...(provinces.data ?? []).map((r) => ({ value: r.code.slice(0, 2), label: r.name }))];

  return (
    <Card className="space-y-1 px-4 py-2">
      <div className="flex items-start gap-2 border-b border-dashed border-line py-2">
        <div className="w-20 shrink-0 pt-1 text-sm text-muted">{t('土地用途：')}</div>
        {purposes.isPending ? (
          <Skeleton className="h-7 flex-1" />
        ) : (
          <ul aria-label={t('土地用途')} className="flex min-w-0 flex-1 list-none flex-wrap gap-1 p-0">
            {options.map((o) => {
              const selected = (search.demandPurpose ?? '') === o.value;
              return (
                <li key={o.value || 'all'}>
                  <Link
                    from="/demand"
                    to="/demand"
                    search={(prev) => withDemandFilter(prev, 'demandPurpose', o.value)}
                    replace
                    resetScroll={false}
                    data-selected={selected}
                    aria-current={selected ? 'true' : undefined}
                    className={optionClass}
                    // A purpose is the server's dictionary value (data); 不限 is interface text.
                    translate={o.value ? 'no' : undefined}
                  >
                    {o.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className="flex items-center gap-2 py-2">
        <label htmlFor="demand-province" className="w-20 shrink-0 text-sm text-muted">
          {t('所在省份：')}
        </label>
         {/* Province names are data (places), so the list is not translated; its first option comes from t(). */}
        <Select id="demand-province" translate="no" className="max-w-56" options={provinceOptions} value={search.province ?? ''} onChange={(e) => onProvince(e.target.value)} />
      </div>
    </Card>
  );
}
