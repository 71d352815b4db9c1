import { useRouter } from '@tanstack/react-router';
import type { SettlementDetail } from '@contract/settlement';
import { UserCentreLayout } from '@/components/user-centre-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { HrefLink } from '@/components/ui/href-link';
import { toast } from '@/lib/toast';
import { t, useT } from '@/i18n';
import { PayeeAccount } from '@/features/settlement/payee-account';
import { SettlementProofForm } from '@/features/settlement/settlement-proof-form';
import { settlementDetailHref } from '@/features/settlement/settlement-search';
import { WithSettlement } from '@/features/settlement/settlement-states';
import { SettlementSum } from '@/features/settlement/settlement-sum';

/** Why a settlement takes no proof now, in the active language. */
function closedReason(s: SettlementDetail): string {
  if (s.role !== 'transferee') return t('您是该项目的转让方，余款由受让方缴纳');
  if (s.status === 'confirmed') return t('该结算已确认，无需再上传付款凭证');
  return t('付款凭证正在审核中，请等待审核结果');
}

/**
 * /settleDetailPayInfo?id= (§2): the winner uploads the proof of the balance transfer — the amount due, the exchange's
 * account and the proof form (a rejected proof's reason above it); once the server took it: a toast and back to
 * /projectSettleDetail. Other states (or the transferor) say why no proof is taken; unknown ids show 结算单不存在.
 */
export function SettlementPayPage({ id }: { id?: string }) {
  const t = useT('settlement');
  return (
    <UserCentreLayout title={t('上传付款凭证')} active="/projectSettlement">
      <WithSettlement id={id}>{(s) => <PayBody s={s} />}</WithSettlement>
    </UserCentreLayout>
  );
}

function PayBody({ s }: { s: SettlementDetail }) {
  const t = useT('settlement');
  const router = useRouter();
  if (!s.canPay) {
    return (
      <EmptyState className="py-10" message={<span role="alert">{closedReason(s)}</span>}
        action={<HrefLink href={settlementDetailHref(s.id)} className="text-brand-700 hover:underline">{t('查看结算详情')}</HrefLink>} />
    );
  }
  const sent = () => {
    toast.success(t('付款凭证已提交，请等待交易所确认'));
    void router.navigate({ href: settlementDetailHref(s.id) });
  };
  return (
    <div className="space-y-5">
      <h2 translate="no" className="m-0 text-base font-semibold">{s.assetsName}</h2>
      {s.status === 'proof_rejected' ? (
        <p role="alert" className="m-0 rounded-control bg-price-soft px-3 py-2 text-sm text-price">
          {t('付款凭证未通过：')}{s.rejectReason ? <span translate="no">{s.rejectReason}</span> : t('请重新上传')}
        </p>
      ) : null}
      <SettlementSum s={s} />
      <PayeeAccount payee={s.payee} />
      <SettlementProofForm s={s} onSent={sent} />
    </div>
  );
}
