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

const time = (v: string) => (v ? formatDate(v, 'YYYY-MM-DD HH:mm:ss') : '--');

/** Label/value pairs in two columns (one on phones). */
export function FactList({ label, rows }: { label: string; rows: [string, ReactNode][] }) {
  return (
    <dl aria-label={label} className="m-0 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([name, value]) => (
        <div key={name} className="flex min-w-0 gap-1">
          <dt className="shrink-0 text-muted">{name}：</dt>
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
  return (
    <FactList
      label="报名信息"
      rows={[
        ['项目名称', <HrefLink key="p" href={projectHref({ id: d.assetsId, projectType: d.subAssets.length ? 1 : 0 })} className="text-brand-700 hover:underline">{d.assetsName}</HrefLink>],
        ['项目编号', <span key="c" className="num">{d.projectCode || '--'}</span>],
        ['报名类型', d.kind === 'org' ? '机构报名' : '个人报名'],
        ['竞买号', d.bidderCode ? <strong key="b" className="num text-price">{d.bidderCode}</strong> : '--'],
        ['保证金', <PriceText key="m" price={amountText(d.deposit)} />],
        ['保证金订单', (
          <span key="o" className="inline-flex flex-wrap items-center gap-2">
            <HrefLink href={depositDetailHref(d.orderNo)} className="num text-brand-700 hover:underline">{d.orderNo}</HrefLink>
            <OrderStatusBadge status={d.orderStatus} label={d.orderStatusLabel} />
          </span>
        )],
        ['报名时间', <span key="t" className="num">{time(d.createTime)}</span>],
        ['缴纳时间', <span key="pt" className="num">{time(d.paidTime)}</span>],
      ]}
    />
  );
}

/** The chosen 标段 of a package enrolment with their deposits (元, right-aligned). */
export function SubAssetList({ subAssets }: { subAssets: EnrolmentDetail['subAssets'] }) {
  if (!subAssets.length) return null;
  return (
    <section aria-label="报名标段">
      <h3 className="mb-2 text-sm font-semibold">报名标段</h3>
      <ul className="m-0 list-none divide-y divide-line rounded-card border border-line p-0 text-sm">
        {subAssets.map((s) => (
          <li key={s.assetsId} className="flex items-center justify-between gap-3 px-3 py-2">
            <HrefLink href={projectHref({ id: s.assetsId, projectType: 0 })} className="min-w-0 truncate hover:text-brand-700">{s.assetsName}</HrefLink>
            <PriceText price={amountText(s.deposit)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The uploaded materials, each with 查看 (owner-only files, opened through {@link OwnFileLink}). */
export function MaterialList({ materials }: { materials: EnrolmentDetail['materials'] }) {
  return (
    <section aria-label="报名材料">
      <h3 className="mb-2 text-sm font-semibold">报名材料</h3>
      {materials.length ? (
        <ul className="m-0 list-none divide-y divide-line rounded-card border border-line p-0 text-sm">
          {materials.map((m) => (
            <li key={m.code} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="min-w-0 truncate">{m.name}</span>
              {m.fileId ? <OwnFileLink fileId={m.fileId} name={m.name} /> : <span className="text-muted">未上传</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="m-0 text-sm text-muted">无需上传材料</p>
      )}
    </section>
  );
}

/** The lot at a glance: phase, countdown on the shared clock, current or final price in its unit, the result. */
export function LotSummary({ lot }: { lot: MyLot }) {
  return (
    <section aria-label="竞价情况" className="rounded-card border border-line p-3">
      <h3 className="mb-2 mt-0 text-sm font-semibold">竞价情况</h3>
      <FactList
        label="竞价信息"
        rows={[
          ['竞价状态', <LotPhase key="p" lot={lot} />],
          ['倒计时', <LotCountdown key="c" lot={lot} />],
          [lot.outcome === 'deal' ? '成交价' : '当前价', <LotPrice key="pr" lot={lot} />],
          ['竞价结果', <LotResult key="r" lot={lot} />],
          ['竞价开始', <span key="s" className="num">{time(lot.startTime)}</span>],
        ]}
      />
    </section>
  );
}
