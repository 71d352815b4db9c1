import type { SettlementDetail } from '@contract/settlement';
import { yuanText } from '@/features/settlement/settlement-bits';
import { msg, useT } from '@/i18n';

/**
 * The balance as arithmetic (§2 /projectSettleDetail): 成交价款 − 保证金抵扣 + 交易服务费 = 应付余款, all in 元 to the
 * fen, right-aligned; a per-unit price spells out its product; the fee schedule used underneath (both as the server
 * words them: data).
 */
export function SettlementSum({ s }: { s: SettlementDetail }) {
  const t = useT('settlement');
  const rows: [string, string, string][] = [
    [msg('成交价款'), '', yuanText(s.dealValue)], [msg('保证金抵扣'), '−', yuanText(s.depositApplied)], [msg('交易服务费'), '+', yuanText(s.serviceFee)],
  ];
  return (
    <section aria-label={t('结算金额')} className="space-y-2">
      <table className="w-full max-w-md text-sm">
        <tbody>
          {rows.map(([label, sign, value]) => (
            <tr key={label} className="border-b border-line/60">
              <th scope="row" className="py-1.5 text-left font-normal text-muted">{t(label)}</th>
              <td className="w-6 text-center text-muted">{sign}</td>
              <td className="num py-1.5 text-right">{value}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 text-left font-semibold">{t('应付余款')}</th>
            <td className="w-6 text-center text-muted">=</td>
            <td className="num py-2 text-right text-base font-semibold text-price">{yuanText(s.balanceDue)}</td>
          </tr>
        </tbody>
      </table>
      {s.dealValueText ? <p className="m-0 text-xs text-muted">{t('成交价款 = ')}<span translate="no">{s.dealValueText}</span></p> : null}
      <p className="m-0 text-xs text-muted">{t('交易服务费标准：')}<span translate="no">{s.feeRule}</span></p>
      {s.status === 'confirmed' ? <p className="m-0 text-xs text-ink-soft">{t('已确认到账：{amount}', { amount: yuanText(s.paid) })}</p> : null}
    </section>
  );
}
