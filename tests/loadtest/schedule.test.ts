import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseStream } from '../../mock-server/bin/replay/ndjson';
import { bidsOfStream, distinctBidders, incrementAt, planBids, steadyPlan, type StreamBid } from '../../mock-server/bin/replay/schedule';

const bids: StreamBid[] = [{ t: 1000, bidder: 'B001', steps: 0 }, { t: 3000, bidder: 'B002', steps: 2 }, { t: 5000, bidder: 'B001', steps: 0 }];

describe('replay plan', () => {
  it('reads each recorded bid as increments above the lowest valid price', () => {
    const stream = parseStream(readFileSync('mock-server/streams-recorded/ongoing-calm.ndjson', 'utf8'));
    const found = bidsOfStream(stream);
    const placed = stream.events.filter((e) => e.type === 'bid:placed');
    expect(found).toHaveLength(placed.length);
    // Rebuilding the prices from the steps gives back the recorded prices.
    let next = stream.rules.startPrice;
    let price: number | null = null;
    found.forEach((b, i) => {
      const p = placed[i].payload as { price: number; nextPrice: number };
      expect(next + b.steps * incrementAt(stream.rules, price)).toBe(p.price);
      [price, next] = [p.price, p.nextPrice];
    });
  });

  it('keeps distances from the opening divided by the speed and maps pseudonyms to bidder indexes', () => {
    expect(planBids(bids, { speed: 10, bidders: 2 })).toEqual([{ at: 100, bidder: 0, steps: 0 }, { at: 300, bidder: 1, steps: 2 }, { at: 500, bidder: 0, steps: 0 }]);
    expect(planBids(bids, { speed: 1, bidders: 1 }).map((b) => b.bidder)).toEqual([0, 0, 0]);
    expect(distinctBidders(bids)).toBe(2);
    expect(distinctBidders([])).toBe(2);
  });

  it('repeats a short stream to fill --duration and cuts a long one', () => {
    const looped = planBids(bids, { speed: 1, bidders: 2, durationMs: 14_000 });
    // A pass lasts 5 s plus the mean gap of 2 s.
    expect(looped.map((b) => b.at)).toEqual([1000, 3000, 5000, 8000, 10_000, 12_000]);
    expect(planBids(bids, { speed: 1, bidders: 2, durationMs: 3000 }).map((b) => b.at)).toEqual([1000]);
  });

  it('uses the increment of the price band', () => {
    const rules = { increment: 10, incrementTiers: [{ fromPrice: 1000, increment: 20 }, { fromPrice: 5000, increment: 50 }] };
    expect([incrementAt(rules, null), incrementAt(rules, 999), incrementAt(rules, 1000), incrementAt(rules, 7000)]).toEqual([10, 10, 20, 50]);
  });

  it('paces a synthetic load evenly with bidders taking turns', () => {
    const plan = steadyPlan(50, 1000, 3);
    expect(plan).toHaveLength(50);
    expect(plan[1].at - plan[0].at).toBe(20);
    expect(plan.slice(0, 4).map((b) => b.bidder)).toEqual([0, 1, 2, 0]);
  });
});
