import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRight, Phone, User } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { RichText } from '@/components/ui/rich-text';
import { maskPhone } from '@/lib/format';
import { demandFacts } from '@/features/demand/demand-format';
import { demandDetailQueryOptions } from '@/features/demand/demand.queries';
import { useT } from '@/i18n';

/**
 * /demandDetail/{id}.html (§2): the full demand — title, purpose and status, facts, description and
 * the contact with the phone masked (§5 Masking: first 3 + last 4; the server masks it already,
 * masking again guards against an unmasked value ever reaching the page).
 */
export function DemandDetailPage({ id }: { id: string }) {
  const t = useT('demand');
  const { data: d } = useSuspenseQuery(demandDetailQueryOptions(id));
  const plain = !/<[a-z][\s\S]*>/i.test(d.description);
  return (
    <div className="page-width space-y-4 py-5">
      <nav aria-label={t('当前位置')} className="flex min-w-0 items-center gap-1 text-sm text-muted">
        <Link to="/index" className="hover:text-brand-700">{t('首页')}</Link>
        <ChevronRight aria-hidden className="size-3.5 shrink-0" />
        <Link to="/demand" className="hover:text-brand-700">{t('需求项目')}</Link>
        <ChevronRight aria-hidden className="size-3.5 shrink-0" />
        <span aria-current="page" className="truncate text-ink-soft" translate="no">{d.title}</span>
      </nav>
      <Card className="p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          {d.demandPurposeName ? <Badge tone="outline" translate="no">{d.demandPurposeName}</Badge> : <Badge tone="outline">{t('需求')}</Badge>}
          <Badge tone={d.status === 1 ? 'brand' : 'muted'}>{t(d.statusLabel)}</Badge>
        </div>
        <h1 className="mt-2 text-xl leading-snug font-semibold" translate="no">{d.title}</h1>
        <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 border-t border-line pt-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {demandFacts(d).map(([label, value, data]) => (
            <div key={label} className="flex min-w-0 gap-1">
              <dt className="shrink-0 text-muted">{t('{label}：', { label })}</dt>
              <dd className="min-w-0 break-words num" translate={data ? 'no' : undefined}>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_280px]">
        <Card>
          <CardHeader title={t('需求描述')} />
          <div className="p-4">
            {!d.description ? (
              <p className="text-[15px] leading-7">{t('暂无描述')}</p>
            ) : plain ? (
              <p className="text-[15px] leading-7 whitespace-pre-line" translate="no">{d.description}</p>
            ) : (
              <div translate="no"><RichText html={d.description} /></div>
            )}
          </div>
        </Card>
        <Card className="self-start">
          <CardHeader title={t('联系方式')} />
          <dl className="space-y-2 px-4 pt-4 text-sm">
            <div className="flex items-center gap-2">
              <dt className="flex items-center gap-2 text-muted"><User aria-hidden className="size-4 text-brand-600" />{t('联系人：')}</dt>
              <dd translate="no">{d.contactName || '--'}</dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="flex items-center gap-2 text-muted"><Phone aria-hidden className="size-4 text-brand-600" />{t('联系电话：')}</dt>
              <dd className="num" translate="no">{d.contactPhone ? maskPhone(d.contactPhone) : '--'}</dd>
            </div>
          </dl>
          <p className="m-0 px-4 pt-3 pb-4 text-xs text-muted">{t('为保护隐私，电话已部分隐藏；如需对接请联系交易机构。')}</p>
        </Card>
      </div>
    </div>
  );
}
