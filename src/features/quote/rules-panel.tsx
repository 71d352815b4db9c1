import { memo } from 'react';
import type { LotRules } from '@contract/bid';
import { amountText, formatDate, moneyPhrase } from '@/lib/format';
import { t, useT } from '@/i18n';
import type { LotUnit } from './lot-unit';
import { lotPricePhrase, unitText } from './quote-format';

/** A period in whole minutes when it is one, else in seconds, in the active language. */
const minutes = (sec: number) => (sec % 60 === 0 ? t('{n} 分钟', { n: sec / 60 }) : t('{n} 秒', { n: sec }));
/** A price or price step in the lot's unit, inside a sentence. */
const money = (yuan: number | null, unit: LotUnit) => lotPricePhrase(yuan, unit);
/** A sum of money (元 / 万元), never per the price's unit, inside a sentence. */
const sum = (yuan: number) => {
  const m = amountText(yuan);
  return moneyPhrase({ text: m.text, unit: unitText(m.unit) });
};
const time = (at: number) => formatDate(at, 'YYYY-MM-DD HH:mm:ss');

/**
 * The rule lines of 竞价须知 that apply to this lot's mode (null values do not apply), in the active language.
 * Call it at render.
 */
export function ruleLines(r: LotRules, unit: LotUnit): string[] {
  const lines = [
    t('竞价方式：{mode}', { mode: t(r.modeLabel) }),
    t('起始价：{price}', { price: money(r.startPrice, unit) }),
    t('加价幅度：{price}', { price: money(r.increment, unit) }),
  ];
  for (const tier of r.incrementTiers) lines.push(t('价格达到 {price} 后，加价幅度为 {increment}', { price: money(tier.fromPrice, unit), increment: money(tier.increment, unit) }));
  lines.push(t('保证金：{amount}', { amount: sum(r.deposit) }), r.hasReserve ? t('保留价：设有保留价（不公开），最高价未达保留价则流拍') : t('保留价：无保留价'));
  lines.push(t('开始时间：{time}', { time: time(r.startAt) }));
  if (r.endAt !== null) lines.push(t('结束时间：{time}', { time: time(r.endAt) }));
  if (r.extensionWindowSec !== null) lines.push(t('延时周期：{period}（结束前该时段内有出价，截止时间顺延）', { period: minutes(r.extensionWindowSec) }));
  if (r.freeEndAt !== null) lines.push(t('自由报价期截止：{time}', { time: time(r.freeEndAt) }));
  if (r.limitedPeriodSec !== null) lines.push(t('限时报价周期：{period}（每次出价后重新计时）', { period: minutes(r.limitedPeriodSec) }));
  if (r.minBiddersForLimited !== null) lines.push(t('进入限时报价期的最少竞买人数：{n}', { n: r.minBiddersForLimited }));
  if (r.revisionsAllowed !== null) lines.push(t('密封报价可修改次数：{n}', { n: r.revisionsAllowed }));
  if (r.stage1EndAt !== null) lines.push(t('第一阶段截止：{time}', { time: time(r.stage1EndAt) }));
  if (r.qualifyTopK !== null) lines.push(t('进入第二阶段人数：前 {n} 名', { n: r.qualifyTopK }));
  if (r.step !== null) {
    lines.push(t('降价幅度：{step}，每 {n} 秒降价一次，最低降至 {floor}', { step: money(r.step, unit), n: r.stepIntervalSec ?? '--', floor: money(r.floorPrice, unit) }));
  }
  if (r.onFirstTake !== null) lines.push(r.onFirstTake === 'sell' ? t('首个应价者即成交') : t('首个应价后进入 {period} 的自由加价期', { period: minutes(r.ascendingSec ?? 0) }));
  lines.push(r.priorityEnabled ? t('优先购买权：{rule}', { rule: t(r.priorityRule) }) : t('优先购买权：本标的不适用'));
  return lines;
}

/** 竞价须知: the lot's parameters and the server's rule sentences. Memoised: rendered when the rules or the unit change. */
export const RulesPanel = memo(function RulesPanel({ rules, unit }: { rules: LotRules; unit: LotUnit }) {
  useT('quote');
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
        // 竞价须知 as the exchange publishes it: binding text in Chinese, shown as written in every language (the
        // structured lines above carry its figures in the reader's language).
        <ol translate="no" lang="zh-CN" className="m-0 list-decimal space-y-1 pl-5 text-xs text-muted">
          {rules.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ol>
      ) : null}
    </div>
  );
});
