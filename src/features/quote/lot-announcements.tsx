import { useEffect, useRef } from 'react';
import type { LotView } from '@streams/feeds/lot';
import { t } from '@/i18n';
import type { LotUnit } from './lot-unit';
import { type Announcement, LiveRegion, useThrottledAnnouncer } from './live-announcer';
import { lotPrice, lotTime } from './quote-format';

/**
 * What changed between two states of a lot that a screen reader should hear: a new public leading bid (its price and
 * unit), the viewer being outbid, the deadline extended, and the close (the outcome once known). Texts are built
 * when read, in the language active then.
 */
export function lotAnnouncements(prev: LotView, lot: LotView, unit: LotUnit, serverNow: number): Announcement[] {
  const out: Announcement[] = [];
  const closed = lot.phase === 'closed';
  if (!closed && prev.iLead && !lot.iLead && lot.leaderCode !== (lot.me?.code ?? null)) {
    out.push({ kind: 'outbid', text: () => t('您的出价已被超越。') });
  }
  const top = lot.bids[0];
  if (!closed && top && top.kind !== 'sealed' && top.seq !== prev.bids[0]?.seq) {
    const mine = top.bidderCode === (lot.me?.code ?? null);
    out.push({
      kind: 'price',
      text: () => {
        const p = lotPrice(top.price, unit);
        return mine ? t('您领先，当前价 {price} {unit}。', { price: p.text, unit: p.unit }) : t('新的领先价 {price} {unit}。', { price: p.text, unit: p.unit });
      },
    });
  }
  if (!closed && lot.extendedFrom !== null && lot.deadline !== null && (prev.extendedFrom === null || prev.deadline !== lot.deadline)) {
    const deadline = lot.deadline;
    out.push({ kind: 'extended', text: () => t('延时竞价，截止时间延至 {time}。', { time: lotTime(deadline, serverNow) }) });
  }
  if (closed && (prev.phase !== 'closed' || (!prev.outcome && lot.outcome))) {
    const o = lot.outcome;
    const won = o?.result === 'deal' && lot.me?.code != null && lot.me.code === o.winnerCode;
    out.push({
      kind: 'closed',
      text: () => {
        if (!o) return t('竞价已结束，正在确认结果。');
        if (o.result !== 'deal') return t('竞价已结束：流拍。');
        const p = lotPrice(o.price, unit);
        return won
          ? t('竞价已结束：恭喜您竞得本标的，成交价 {price} {unit}。', { price: p.text, unit: p.unit })
          : t('竞价已结束：成交，成交价 {price} {unit}。', { price: p.text, unit: p.unit });
      },
    });
  }
  return out;
}

/**
 * The quote hall's screen-reader announcements: watches the lot and says, through one polite, visually hidden live
 * region and at most once every 3 s ({@link useThrottledAnnouncer}), what {@link lotAnnouncements} finds. The state
 * at mount is not announced (the page itself shows it).
 */
export function LotAnnouncer({ lot, unit, serverNow }: { lot: LotView; unit: LotUnit; serverNow: number }) {
  const { message, seq, announce } = useThrottledAnnouncer();
  const prev = useRef<LotView | null>(null);
  const now = useRef(serverNow);
  now.current = serverNow;
  useEffect(() => {
    if (prev.current && prev.current !== lot) for (const a of lotAnnouncements(prev.current, lot, unit, now.current)) announce(a);
    prev.current = lot;
  }, [lot, unit, announce]);
  return <LiveRegion message={message} seq={seq} />;
}
