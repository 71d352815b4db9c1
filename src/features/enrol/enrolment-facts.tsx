import type { ReactNode } from 'react';
import type { EnrolmentDetail, MyLot } from '@contract/usercentre';
import { HrefLink } from '@/components/ui/href-link';
import { PriceText } from '@/components/ui/price-text';
import { amountText, formatDate } from '@/lib/format';
import { projectHref } from '@/lib/paths';
import { LotCountdown, LotPhase, LotPrice, LotResult } from '@/features/enrol/my-project-cells';
import { OrderStatusBadge } from '@/features/enrol/order-status-badge';
import { OwnFileLink } from '@/features/enrol/own-file-link';
import { depositDetailHref } from '@/features/enrol/records-search';
import { useT } from '@/i18n';

const time = (v: string) => (v ? formatDate(v, 'YYYY-MM-DD HH:mm:ss') : '--');

/** Label/value pairs in two columns (one on phones); `label` and the row names are in the active language. */
export function FactList({ label, rows }: { label: string; rows: [string, ReactNode][] }) {
  const t = useT('enrol');
  return (
    <dl aria-label={label} className="m-0 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([name, value]) => (
        <div key={name} className="flex min-w-0 gap-1">
          <dt className="shrink-0 text-muted">{t('{label}：', { label: name })}</dt>
          <dd className="m-0 min-w-0 break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The enrolment's facts (/enrollDetail): project (to its detail page), kind, bidder code, deposit 元, the deposit
 * order (to /depositDetail) with its state, and the times.
 */
export function EnrolmentFacts({ detail: d }: { detail: EnrolmentDetail }) {
  const t = useT('enrol');
  return (
    <FactList
      label={t('报名信息')}
      rows={[
        [t('项目名称'), <HrefLink key="p" href={projectHref({ id: d.assetsId, projectType: d.subAssets.length ? 1 : 0 })} translate="no" className="text-brand-700 hover:underline">{d.assetsName}</HrefLink>],
        [t('项目编号'), <span key="c" className="num" translate="no">{d.projectCode || '--'}</span>],
        [t('报名类型'), d.kind === 'org' ? t('机构报名') : t('个人报名')],
        [t('竞买号'), d.bidderCode ? <strong key="b" className="num text-price" translate="no">{d.bidderCode}</strong> : '--'],
        [t('保证金'), <PriceText key="m" price={amountText(d.deposit)} />],
        [t('保证金订单'), (
          <span key="o" className="inline-flex flex-wrap items-center gap-2">
            <HrefLink href={depositDetailHref(d.orderNo)} translate="no" className="num text-brand-700 hover:underline">{d.orderNo}</HrefLink>
            <OrderStatusBadge status={d.orderStatus} label={d.orderStatusLabel} />
          </span>
        )],
        [t('报名时间'), <span key="t" className="num">{time(d.createTime)}</span>],
        [t('缴纳时间'), <span key="pt" className="num">{time(d.paidTime)}</span>],
      ]}
    />
  );
}

/** The chosen 标段 of a package enrolment with their deposits (元, right-aligned). */
export function SubAssetList({ subAssets }: { subAssets: EnrolmentDetail['subAssets'] }) {
  const t = useT('enrol');
  if (!subAssets.length) return null;
  return (
    <section aria-label={t('报名标段')}>
      <h3 className="mb-2 text-sm font-semibold">{t('报名标段')}</h3>
      <ul className="m-0 list-none divide-y divide-line rounded-card border border-line p-0 text-sm">
        {subAssets.map((s) => (
          <li key={s.assetsId} className="flex items-center justify-between gap-3 px-3 py-2">
            <HrefLink href={projectHref({ id: s.assetsId, projectType: 0 })} translate="no" className="min-w-0 truncate hover:text-brand-700">{s.assetsName}</HrefLink>
            <PriceText price={amountText(s.deposit)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The uploaded materials, each with 查看 (owner-only files, opened through {@link OwnFileLink}). */
export function MaterialList({ materials }: { materials: EnrolmentDetail['materials'] }) {
  const t = useT('enrol');
  return (
    <section aria-label={t('报名材料')}>
      <h3 className="mb-2 text-sm font-semibold">{t('报名材料')}</h3>
      {materials.length ? (
        <ul className="m-0 list-none divide-y divide-line rounded-card border border-line p-0 text-sm">
          {materials.map((m) => (
            <li key={m.code} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="min-w-0 truncate" translate="no">{m.name}</span>
              {m.fileId ? <OwnFileLink fileId={m.fileId} name={m.name} /> : <span className="text-muted">{t('未上传')}</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="m-0 text-sm text-muted">{t('无需上传材料')}</p>
      )}
    </section>
  );
}

/** The lot at a glance: phase, countdown on the shared clock, current or final price in its unit, the result. */
export function LotSummary({ lot }: { lot: MyLot }) {
  const t = useT('enrol');
  return (
    <section aria-label={t('竞价情况')} className="rounded-card border border-line p-3">
      <h3 className="mb-2 mt-0 text-sm font-semibold">{t('竞价情况')}</h3>
      <FactList
        label={t('竞价信息')}
        rows={[
          [t('竞价状态'), <LotPhase key="p" lot={lot} />],
          [t('倒计时'), <LotCountdown key="c" lot={lot} />],
          [lot.outcome === 'deal' ? t('成交价') : t('当前价'), <LotPrice key="pr" lot={lot} />],
          [t('竞价结果'), <LotResult key="r" lot={lot} />],
          [t('竞价开始'), <span key="s" className="num">{time(lot.startTime)}</span>],
        ]}
      />
    </section>
  );
}
