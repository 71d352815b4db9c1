import type { ReactNode } from 'react';
import type { SettlementDetail } from '@contract/settlement';
import { HistoryTimeline } from '@/components/history-timeline';
import { ProtectedFileLink } from '@/components/protected-file-link';
import { UserCentreLayout } from '@/components/user-centre-layout';
import { HrefLink } from '@/components/ui/href-link';
import { formatDate } from '@/lib/format';
import { confirmationPdfUrl } from '@/features/settlement/settlement.queries';
import { PayeeAccount } from '@/features/settlement/payee-account';
import { priceOf, roleText, SettlementStatusBadge } from '@/features/settlement/settlement-bits';
import { contractHref, settlementPayHref } from '@/features/settlement/settlement-search';
import { WithSettlement } from '@/features/settlement/settlement-states';
import { SettlementSum } from '@/features/settlement/settlement-sum';
import { DataText, slotValue } from '@/components/data-text';
import { useT } from '@/i18n';

const time = (v: string) => (v ? formatDate(v, 'YYYY-MM-DD HH:mm') : '--');

/**
 * /projectSettleDetail?id= (§2): one settlement of the caller's — the deal's facts, the arithmetic of the balance with
 * the fee rule, the exchange's account (copy buttons), the latest proof, the history, links to the 成交确认书 PDF and to
 * the contract; the winner's 上传付款凭证 while the balance is open. Unknown or someone else's: 结算单不存在.
 */
export function SettlementDetailPage({ id }: { id?: string }) {
  const t = useT('settlement');
  return (
    <UserCentreLayout title={t('结算详情')} active="/projectSettlement">
      <WithSettlement id={id}>{(s) => <DetailBody s={s} />}</WithSettlement>
    </UserCentreLayout>
  );
}

function DetailBody({ s }: { s: SettlementDetail }) {
  const t = useT('settlement');
  const facts: [string, ReactNode][] = [
    [t('成交确认书编号'), s.confirmationNo], [t('我的角色'), roleText(s)], [t('成交价'), priceOf(s)],
    [t('受让方'), <DataText text={t('{name}（竞买号 {code}）', { name: slotValue(), code: s.bidderCode })} data={s.winnerName} />],
    [t('转让方'), <span translate="no">{s.transferorName}</span>], [t('成交时间'), time(s.closedTime)],
    ...(s.confirmedTime ? [[t('结算确认时间'), time(s.confirmedTime)] as [string, string]] : []),
  ];
  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-center gap-2">
        <h2 translate="no" className="m-0 min-w-0 flex-1 text-base font-semibold">{s.assetsName}</h2>
        <SettlementStatusBadge status={s.status} label={s.statusLabel} />
      </header>
      {s.status === 'proof_rejected' ? (
        <p role="alert" className="m-0 rounded-control bg-price-soft px-3 py-2 text-sm text-price">
          {t('付款凭证未通过：')}{s.rejectReason ? <span translate="no">{s.rejectReason}</span> : t('请重新上传')}
        </p>
      ) : null}
      <dl className="m-0 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
        {facts.map(([k, v]) => (
          <div key={k} className="flex gap-2">
            <dt className="w-28 shrink-0 text-muted">{k}</dt>
            <dd className="num m-0 min-w-0 break-all">{v}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-4 text-sm">
        <ProtectedFileLink url={confirmationPdfUrl(s.assetsId)} name={t('成交确认书-{no}.pdf', { no: s.confirmationNo })} label={t('查看成交确认书')} />
        {s.contractId ? <HrefLink href={contractHref(s.contractId)} className="text-brand-700 hover:underline">{t('查看交易合同')}</HrefLink> : null}
        {s.canPay ? <HrefLink href={settlementPayHref(s.id)} className="font-semibold text-price hover:underline">{t('上传付款凭证')}</HrefLink> : null}
      </div>
      <SettlementSum s={s} />
      {s.role === 'transferee' && s.status !== 'confirmed' ? <PayeeAccount payee={s.payee} /> : null}
      {s.proof ? (
        <section aria-label={t('付款凭证')} className="text-sm">
          <h3 className="mb-1 text-sm font-semibold">{t('付款凭证')}</h3>
          <span translate="no" className="mr-3">{s.proof.name}</span>
          <span className="num mr-3 text-xs text-muted">{time(s.proof.time)}</span>
          {s.role === 'transferee' ? <ProtectedFileLink url={s.proof.url} name={s.proof.name} /> : null}
        </section>
      ) : null}
      <HistoryTimeline history={s.history} title={t('结算记录')} />
    </div>
  );
}
