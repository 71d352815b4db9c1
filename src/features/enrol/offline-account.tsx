import type { PaymentOrder } from '@contract/payment';
import { useT } from '@/i18n';

/**
 * The exchange's account to transfer the deposit to (from the order): 户名, 开户行, 账号 and the 转账用途 to write
 * (the order number), with the reminder that the proof is checked by staff.
 */
export function OfflineAccount({ order }: { order: Pick<PaymentOrder, 'orderNo' | 'offlineAccount'> }) {
  const t = useT('enrol');
  const acct = order.offlineAccount;
  const rows: [string, string][] = [[t('户名'), acct.accountName], [t('开户行'), acct.bankName], [t('账号'), acct.accountNo], [t('转账用途'), acct.remark || order.orderNo]];
  return (
    <>
      <dl aria-label={t('收款账户')} className="m-0 grid gap-1.5 rounded-card border border-line bg-canvas/60 p-4 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="w-16 shrink-0 text-muted">{label}</dt>
            <dd className="m-0 min-w-0 break-all font-medium num" translate="no">{value || '--'}</dd>
          </div>
        ))}
      </dl>
      <p className="m-0 text-xs text-muted">{t('请务必在转账用途中填写订单编号，到账后上传转账凭证，工作人员确认后生成竞买号。')}</p>
    </>
  );
}
