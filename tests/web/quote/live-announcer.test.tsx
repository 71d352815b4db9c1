// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { LotView } from '@streams/feeds/lot';
import { i18n, t } from '@/i18n';
import { addMessages } from '@/i18n/i18n';
import { AnnouncementThrottle, LiveRegion, useThrottledAnnouncer, type Announcement } from '@/features/quote/live-announcer';
import { LotAnnouncer, lotAnnouncements } from '@/features/quote/lot-announcements';
import type { Messages } from '@lingui/core';
// compiled by the catalogue plugin (vite.config.ts / vitest.config.ts), as the app loads it
import enCatalogue from '@/locales/en/quote.json';

const en = enCatalogue as unknown as Messages;

const WAN = { priceType: 1, priceUnitName: '' };
const price = (yuan: number): Announcement => ({ kind: 'price', text: () => t('新的领先价 {price} {unit}。', { price: yuan / 10000, unit: t('万元') }) });
const outbid: Announcement = { kind: 'outbid', text: () => t('您的出价已被超越。') };
const closed: Announcement = { kind: 'closed', text: () => t('竞价已结束：流拍。') };

/** A lot with only what the announcements read. */
const lot = (over: Partial<LotView>): LotView =>
  ({
    phase: 'free', iLead: false, leaderCode: null, me: { code: 'B001' }, bids: [], extendedFrom: null, deadline: 2_000_000, outcome: null, ...over,
  }) as unknown as LotView;
const bidBy = (seq: number, yuan: number, bidderCode: string) => ({ seq, price: yuan, bidderCode, kind: 'bid', at: seq, status: 'leading' });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  act(() => i18n.activate('zh'));
});

describe('AnnouncementThrottle', () => {
  it('speaks at once when quiet, then at most once every 3 s, coalescing leading prices to the latest', () => {
    const spoken: string[] = [];
    const th = new AnnouncementThrottle((s) => spoken.push(s));
    th.push(price(100_000));
    expect(spoken).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(spoken).toEqual(['新的领先价 10 万元。']);
    vi.advanceTimersByTime(500);
    th.push(price(110_000));
    vi.advanceTimersByTime(500);
    th.push(price(120_000));
    vi.advanceTimersByTime(1_999);
    expect(spoken).toHaveLength(1);
    vi.advanceTimersByTime(1);
    // 11 万元 was replaced before it was read
    expect(spoken).toEqual(['新的领先价 10 万元。', '新的领先价 12 万元。']);
    vi.advanceTimersByTime(10_000);
    expect(spoken).toHaveLength(2);
  });

  it('never drops being outbid or the close: they are read with the latest price in the next announcement', () => {
    const spoken: string[] = [];
    const th = new AnnouncementThrottle((s) => spoken.push(s));
    th.push(price(100_000));
    vi.advanceTimersByTime(1_000);
    expect(spoken).toHaveLength(1);
    th.push(outbid);
    th.push(price(110_000));
    th.push(price(130_000));
    th.push(closed);
    expect(spoken).toHaveLength(1);
    vi.advanceTimersByTime(2_000);
    expect(spoken).toEqual(['新的领先价 10 万元。', '您的出价已被超越。 新的领先价 13 万元。 竞价已结束：流拍。']);
  });

  it('builds the text when it is read, in the language active then', () => {
    addMessages('en', en);
    const spoken: string[] = [];
    const th = new AnnouncementThrottle((s) => spoken.push(s));
    th.push(outbid);
    vi.advanceTimersByTime(1_000);
    th.push(price(125_000));
    i18n.activate('en');
    vi.advanceTimersByTime(2_000);
    expect(spoken).toEqual(['您的出价已被超越。', 'New leading price 12.5 10k yuan.']);
  });
});

describe('the live region', () => {
  function Harness({ push }: { push: (announce: (a: Announcement) => void) => void }) {
    const { message, seq, announce } = useThrottledAnnouncer();
    push(announce);
    return <LiveRegion message={message} seq={seq} />;
  }

  it('is one polite, visually hidden status region showing the throttled message', () => {
    let announce: (a: Announcement) => void = () => undefined;
    render(<Harness push={(a) => { announce = a; }} />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.className).toContain('sr-only');
    act(() => { announce(price(100_000)); vi.advanceTimersByTime(0); });
    expect(region.textContent).toBe('新的领先价 10 万元。');
    act(() => { announce(price(110_000)); announce(outbid); });
    expect(region.textContent).toBe('新的领先价 10 万元。');
    act(() => { vi.advanceTimersByTime(3_000); });
    expect(region.textContent).toBe('您的出价已被超越。 新的领先价 11 万元。');
  });

  it('announces lot changes in English when English is active, not the state at mount', () => {
    addMessages('en', en);
    act(() => i18n.activate('en'));
    const first = lot({ iLead: true, leaderCode: 'B001', bids: [bidBy(1, 100_000, 'B001')] as LotView['bids'] });
    const { rerender } = render(<LotAnnouncer lot={first} unit={WAN} serverNow={0} />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    rerender(<LotAnnouncer lot={lot({ iLead: false, leaderCode: 'B002', bids: [bidBy(2, 110_000, 'B002'), bidBy(1, 100_000, 'B001')] as LotView['bids'] })} unit={WAN} serverNow={0} />);
    act(() => { vi.advanceTimersByTime(0); });
    expect(region.textContent).toBe('You have been outbid. New leading price 11 10k yuan.');
  });
});

describe('lotAnnouncements', () => {
  it('finds outbid, a new leading price, an extension and the close', () => {
    const before = lot({ iLead: true, leaderCode: 'B001', bids: [bidBy(1, 100_000, 'B001')] as LotView['bids'] });
    const after = lot({ iLead: false, leaderCode: 'B002', bids: [bidBy(2, 110_000, 'B002'), bidBy(1, 100_000, 'B001')] as LotView['bids'], extendedFrom: 1_900_000 });
    expect(lotAnnouncements(before, after, WAN, 0).map((a) => [a.kind, a.text()])).toEqual([
      ['outbid', '您的出价已被超越。'],
      ['price', '新的领先价 11 万元。'],
      ['extended', expect.stringContaining('延时竞价，截止时间延至')],
    ]);
    const done = lot({ phase: 'closed', leaderCode: 'B002', bids: after.bids, outcome: { result: 'deal', price: 110_000, winnerCode: 'B002' } as LotView['outcome'] });
    expect(lotAnnouncements(after, done, WAN, 0).map((a) => [a.kind, a.text()])).toEqual([['closed', '竞价已结束：成交，成交价 11 万元。']]);
    expect(lotAnnouncements(after, after, WAN, 0)).toEqual([]);
  });
});
