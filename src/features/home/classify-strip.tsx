import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { HrefLink } from '@/components/ui/href-link';
import { Skeleton } from '@/components/ui/skeleton';
import { ArrowScrollList } from '@/features/home/arrow-scroll-list';
import { demandIcon, supplyIcon } from '@/features/home/classify-icons';
import { demandPurposesQueryOptions, hotInvestmentsQueryOptions } from '@/features/home/home.queries';
import { useT } from '@/i18n';

// 119px wide items: 111px for the label (13px type), enough for the eight characters of 农业生产设施设备 on one line.
const tileClass =
  'mx-0.5 flex h-[92px] flex-col items-center justify-start gap-1.5 pt-2 rounded-card px-0.5 text-center text-[13px] leading-tight text-ink-soft hover:bg-brand-50 hover:text-brand-700';

/** A category tile: its icon over its name (server data, one line, cut with an ellipsis and shown whole as a tooltip). */
function Tile({ Icon, label, tone }: { Icon: LucideIcon; label: string; tone: 'supply' | 'demand' }) {
  return (
    <>
      <span className={`grid size-11 place-items-center rounded-full ${tone === 'supply' ? 'bg-brand-100 text-brand-700' : 'bg-amber-50 text-warn'}`}>
        <Icon aria-hidden className="size-6" strokeWidth={1.6} />
      </span>
      <span translate="no" title={label} className="block max-w-full truncate">{label}</span>
    </>
  );
}

function Row({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2 border-b border-line py-2 last:border-b-0">
      <div className="w-[72px] shrink-0 text-center break-words">
        <h3 className="m-0 text-[15px] font-semibold text-brand-800">{title}</h3>
        <p className="m-0 text-xs text-muted">{hint}</p>
      </div>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

const loadingRow = (
  <div className="flex animate-pulse gap-3 px-7">
    {Array.from({ length: 6 }, (_, i) => (
      <Skeleton key={i} className="h-[84px] w-[105px]" />
    ))}
  </div>
);

/**
 * Classify strip (§2 Home): 供应项目 — the eight hot supply categories, each to
 * /project?operationId=&parentId=; 需求项目 — the demand purposes, each to /demand?demandPurpose=.
 * Both are arrow-scroll lists (119px steps, 6 visible).
 */
export function ClassifyStrip() {
  const t = useT('home');
  const supply = useQuery(hotInvestmentsQueryOptions());
  const demand = useQuery(demandPurposesQueryOptions());

  return (
    <Card aria-label={t('项目分类')} className="px-2 py-1">
      <Row title={t('供应项目')} hint={t('转让 · 出租')}>
        {supply.isPending ? loadingRow : (
          <ArrowScrollList
            label={t('供应项目分类')}
            items={(supply.data ?? []).map((c) => ({
              key: c.id,
              node: (
                <Link to="/project" search={{ operationId: c.operationId, parentId: c.parentId }} className={tileClass}>
                  <Tile Icon={supplyIcon(c.typeName)} label={c.typeName} tone="supply" />
                </Link>
              ),
            }))}
          />
        )}
      </Row>
      <Row title={t('需求项目')} hint={t('求租 · 求购')}>
        {demand.isPending ? loadingRow : (
          <ArrowScrollList
            label={t('需求项目分类')}
            items={(demand.data ?? []).map((d) => ({
              key: d.id,
              node: (
                <HrefLink href={`/demand?demandPurpose=${encodeURIComponent(d.dictKey)}`} className={tileClass}>
                  <Tile Icon={demandIcon(d.dictValue)} label={d.dictValue} tone="demand" />
                </HrefLink>
              ),
            }))}
          />
        )}
      </Row>
    </Card>
  );
}
