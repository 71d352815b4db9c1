import { describe, expect, it } from 'vitest';
import { Pseudonyms } from '../../mock-server/bin/replay/pseudonyms';

describe('pseudonymisation of recorded events', () => {
  it('numbers bidder codes B001, B002… by first appearance, stable across events and fields', () => {
    const p = new Pseudonyms();
    const first = p.apply({ bid: { bidderCode: 'C306', price: 1 }, leaderCode: 'C306' });
    const second = p.apply({ bid: { bidderCode: 'A023' }, leaderCode: 'A023', previous: 'C306' });
    const closed = p.apply({ outcome: { winnerCode: 'C306' }, revealed: [{ bidderCode: 'F639' }, { bidderCode: 'A023' }] });
    expect(first).toEqual({ bid: { bidderCode: 'B001', price: 1 }, leaderCode: 'B001' });
    expect(second).toEqual({ bid: { bidderCode: 'B002' }, leaderCode: 'B002', previous: 'C306' });
    expect(closed).toEqual({ outcome: { winnerCode: 'B001' }, revealed: [{ bidderCode: 'B003' }, { bidderCode: 'B002' }] });
    expect(p.size).toBe(3);
  });

  it('drops user ids and personal fields at any depth, keeps nulls and the input untouched', () => {
    const input = { userId: '1900000000000000001', me: { userId: 'x', phone: '13800138001', bidderCode: 'A023' }, leaderCode: null };
    const out = new Pseudonyms().apply(input);
    expect(out).toEqual({ me: { bidderCode: 'B001' }, leaderCode: null });
    expect(input.me.bidderCode).toBe('A023');
  });
});
