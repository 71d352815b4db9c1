import type { LotRules } from '@contract/bid';
import { amountText, formatDate, moneyPhrase } from '@/lib/format';
import type { LotUnit } from './lot-unit';
import { lotPrice } from './quote-format';

const minutes = (sec: number) => (sec % 60 === 0 ? `${sec / 60} 分钟` : `${sec} 秒`);
/** A price or price step in the lot's unit, inside a sentence. */
const money = (yuan: number | null, unit: LotUnit) => moneyPhrase(lotPrice(yuan, unit));

/** The rule lines of 竞价须知 that apply to this lot's mode (null values do not apply). */
export function ruleLines(r: LotRules, unit: LotUnit): string[] {
  const lines = [`竞价方式：${r.modeLabel}`, `起始价：${money(r.startPrice, unit)}`, `加价幅度：${money(r.increment, unit)}`];
  for (const t of r.incrementTiers) lines.push(`价格达到 ${money(t.fromPrice, unit)} 后，加价幅度为 ${money(t.increment, unit)}`);
  // The deposit is a sum of money (元 / 万元), never per the price's unit.
  lines.push(`保证金：${moneyPhrase(amountText(r.deposit))}`, `保留价：${r.hasReserve ? '设有保留价（不公开），最高价未达保留价则流拍' : '无保留价'}`);
  lines.push(`开始时间：${formatDate(r.startAt, 'YYYY-MM-DD HH:mm:ss')}`);
  if (r.endAt !== null) lines.push(`结束时间：${formatDate(r.endAt, 'YYYY-MM-DD HH:mm:ss')}`);
  if (r.extensionWindowSec !== null) lines.push(`延时周期：${minutes(r.extensionWindowSec)}（结束前该时段内有出价，截止时间顺延）`);
  if (r.freeEndAt !== null) lines.push(`自由报价期截止：${formatDate(r.freeEndAt, 'YYYY-MM-DD HH:mm:ss')}`);
  if (r.limitedPeriodSec !== null) lines.push(`限时报价周期：${minutes(r.limitedPeriodSec)}（每次出价后重新计时）`);
  if (r.minBiddersForLimited !== null) lines.push(`进入限时报价期的最少竞买人数：${r.minBiddersForLimited}`);
  if (r.revisionsAllowed !== null) lines.push(`密封报价可修改次数：${r.revisionsAllowed}`);
  if (r.stage1EndAt !== null) lines.push(`第一阶段截止：${formatDate(r.stage1EndAt, 'YYYY-MM-DD HH:mm:ss')}`);
  if (r.qualifyTopK !== null) lines.push(`进入第二阶段人数：前 ${r.qualifyTopK} 名`);
  if (r.step !== null) lines.push(`降价幅度：${money(r.step, unit)}，每 ${r.stepIntervalSec ?? '--'} 秒降价一次，最低降至 ${money(r.floorPrice, unit)}`);
  if (r.onFirstTake !== null) lines.push(r.onFirstTake === 'sell' ? '首个应价者即成交' : `首个应价后进入 ${minutes(r.ascendingSec ?? 0)} 的自由加价期`);
  lines.push(`优先购买权：${r.priorityEnabled ? r.priorityRule : '本标的不适用'}`);
  return lines;
}

/** 竞价须知: the lot's parameters and the server's rule sentences. */
export function RulesPanel({ rules, unit }: { rules: LotRules; unit: LotUnit }) {
  return (
    <div className="space-y-3 text-sm">
      <ul className="m-0 list-none space-y-1 p-0">
        {ruleLines(rules, unit).map((line) => (
          <li key={line} className="text-ink-soft">
            {line}
          </li>
        ))}
      </ul>
      {rules.notes.length > 0 ? (
        <ol className="m-0 list-decimal space-y-1 pl-5 text-xs text-muted">
          {rules.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
