import { useState } from 'react';
import type { SettlementDetail } from '@contract/settlement';
import { msg, useT } from '@/i18n';

/** 复制 for one value: writes it to the clipboard and says 已复制 for a moment. */
function CopyButton({ label, value }: { label: string; value: string }) {
  const t = useT('settlement');
  const [done, setDone] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setDone(true);
      setTimeout(() => setDone(false), 1500);
    } catch {
      setDone(false);
    }
  };
  return (
    <button type="button" onClick={() => void copy()} aria-label={t('复制{label}', { label })} className="shrink-0 text-xs text-brand-700 hover:underline">
      {done ? t('已复制') : t('复制')}
    </button>
  );
}

/** The exchange's settlement account (结算专户) the winner transfers the balance to: each value with a copy button. */
export function PayeeAccount({ payee }: { payee: SettlementDetail['payee'] }) {
  const t = useT('settlement');
  const rows: [string, string][] = [[msg('户名'), payee.accountName], [msg('开户行'), payee.bankName], [msg('账号'), payee.accountNo], [msg('转账用途'), payee.memo]];
  return (
    <section aria-label={t('收款账户')} className="space-y-2">
      <h3 className="m-0 text-sm font-semibold">{t('收款账户（交易所结算专户）')}</h3>
      <dl className="m-0 grid gap-1.5 rounded-card border border-line bg-canvas/60 p-4 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-center gap-2">
            <dt className="w-16 shrink-0 text-muted">{t(label)}</dt>
            <dd translate="no" className="num m-0 min-w-0 flex-1 break-all font-medium">{value}</dd>
            <CopyButton label={t(label)} value={value} />
          </div>
        ))}
      </dl>
      <p className="m-0 text-xs text-muted">{t('请在转账用途中填写成交确认书编号，转账后上传付款凭证，经交易所确认后完成结算。')}</p>
    </section>
  );
}
