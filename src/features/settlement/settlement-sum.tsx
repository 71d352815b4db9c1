import type { SettlementDetail } from '@contract/settlement';
import { yuanText } from '@/features/settlement/settlement-bits';

/**
 * The balance as arithmetic (§2 /projectSettleDetail): 成交价款 − 保证金抵扣 + 交易服务费 = 应付余款, all in 元 to the
 * fen, right-aligned; a per-unit price spells out its product; the fee schedule used underneath.
 */
export function SettlementSum({ s }: { s: SettlementDetail }) {
  const rows: [string, string, string][] = [
    ['成交价款', '', yuanText(s.dealValue)], ['保证金抵扣', '−', yuanText(s.depositApplied)], ['交易服务费', '+', yuanText(s.serviceFee)],
  ];
  return (
    <section aria-label="结算金额" className="space-y-2">
      <table className="w-full max-w-md text-sm">
        <tbody>
          {rows.map(([label, sign, value]) => (
            <tr key={label} className="border-b border-line/60">
              <th scope="row" className="py-1.5 text-left font-normal text-muted">{label}</th>
              <td className="w-6 text-center text-muted">{sign}</td>
              <td className="num py-1.5 text-right">{value}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 text-left font-semibold">应付余款</th>
            <td className="w-6 text-center text-muted">=</td>
            <td className="num py-2 text-right text-base font-semibold text-price">{yuanText(s.balanceDue)}</td>
          </tr>
        </tbody>
      </table>
      {s.dealValueText ? <p className="m-0 text-xs text-muted">成交价款 = {s.dealValueText}</p> : null}
      <p className="m-0 text-xs text-muted">交易服务费标准：{s.feeRule}</p>
      {s.status === 'confirmed' ? <p className="m-0 text-xs text-ink-soft">已确认到账：{yuanText(s.paid)}</p> : null}
    </section>
  );
}
