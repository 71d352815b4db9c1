import { useState } from 'react';
import type { SettlementDetail } from '@contract/settlement';

/** 复制 for one value: writes it to the clipboard and says 已复制 for a moment. */
function CopyButton({ label, value }: { label: string; value: string }) {
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
    <button type="button" onClick={() => void copy()} aria-label={`复制${label}`} className="shrink-0 text-xs text-brand-700 hover:underline">
      {done ? '已复制' : '复制'}
    </button>
  );
}

/** The exchange's settlement account (结算专户) the winner transfers the balance to: each value with a copy button. */
export function PayeeAccount({ payee }: { payee: SettlementDetail['payee'] }) {
  const rows: [string, string][] = [['户名', payee.accountName], ['开户行', payee.bankName], ['账号', payee.accountNo], ['转账用途', payee.memo]];
  return (
    <section aria-label="收款账户" className="space-y-2">
      <h3 className="m-0 text-sm font-semibold">收款账户（交易所结算专户）</h3>
      <dl className="m-0 grid gap-1.5 rounded-card border border-line bg-canvas/60 p-4 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-center gap-2">
            <dt className="w-16 shrink-0 text-muted">{label}</dt>
            <dd className="num m-0 min-w-0 flex-1 break-all font-medium">{value}</dd>
            <CopyButton label={label} value={value} />
          </div>
        ))}
      </dl>
      <p className="m-0 text-xs text-muted">请在转账用途中填写成交确认书编号，转账后上传付款凭证，经交易所确认后完成结算。</p>
    </section>
  );
}
