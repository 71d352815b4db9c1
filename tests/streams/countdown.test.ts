import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countdownParts, deadlineOf, remainingSeconds } from '@streams/countdown';

describe('countdownParts (§4 Countdown: leftTime − 5, two-digit parts)', () => {
  it('shows nothing at or below the 5 s offset', () => {
    expect(countdownParts(5)).toBeNull();
    expect(countdownParts(1)).toBeNull();
    expect(countdownParts(0)).toBeNull();
    expect(countdownParts(-1)).toBeNull();
    expect(countdownParts(-86400)).toBeNull();
    expect(countdownParts(NaN)).toBeNull();
  });

  it('shows one second at leftTime 6', () => {
    expect(countdownParts(6)).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '01' });
  });

  it('splits into days, hours, minutes and seconds', () => {
    // 86401 − 5 = 86396 s = 23:59:56
    expect(countdownParts(86401)).toEqual({ days: '00', hours: '23', minutes: '59', seconds: '56' });
    // 86406 − 5 = 86401 s = 1 day and 1 s
    expect(countdownParts(86406)).toEqual({ days: '01', hours: '00', minutes: '00', seconds: '01' });
    // 3665 − 5 = 3660 s = 1 h 1 min
    expect(countdownParts(3665)).toEqual({ days: '00', hours: '01', minutes: '01', seconds: '00' });
    expect(countdownParts(65)).toEqual({ days: '00', hours: '00', minutes: '01', seconds: '00' });
  });

  it('does not cut days beyond two digits', () => {
    expect(countdownParts(123 * 86400 + 5)).toEqual({ days: '123', hours: '00', minutes: '00', seconds: '00' });
  });

  it('recombines to leftTime − 5 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 6, max: 400 * 86400 }), (left) => {
        const p = countdownParts(left)!;
        const total = Number(p.days) * 86400 + Number(p.hours) * 3600 + Number(p.minutes) * 60 + Number(p.seconds);
        expect(total).toBe(left - 5);
        expect(Number(p.hours)).toBeLessThan(24);
        expect(Number(p.minutes)).toBeLessThan(60);
        expect(Number(p.seconds)).toBeLessThan(60);
        for (const part of Object.values(p)) expect(part.length).toBeGreaterThanOrEqual(2);
      }),
    );
  });
});

describe('deadlineOf / remainingSeconds', () => {
  it('turns leftTime seconds into an absolute deadline in ms', () => {
    expect(deadlineOf(90, 1_700_000_000_000)).toBe(1_700_000_090_000);
    expect(deadlineOf(0, 5)).toBe(5);
  });

  it('rounds up so a fresh row still shows its full leftTime', () => {
    const now = 1_700_000_000_123;
    const deadline = deadlineOf(100, now);
    expect(remainingSeconds(deadline, now)).toBe(100);
    expect(remainingSeconds(deadline, now + 1)).toBe(100);
    expect(remainingSeconds(deadline, now + 999)).toBe(100);
    expect(remainingSeconds(deadline, now + 1000)).toBe(99);
    expect(countdownParts(remainingSeconds(deadline, now + 20))).toEqual(countdownParts(100));
  });

  it('never goes below zero', () => {
    expect(remainingSeconds(1000, 1000)).toBe(0);
    expect(remainingSeconds(1000, 5000)).toBe(0);
    expect(Object.is(remainingSeconds(1000, 1500), 0)).toBe(true);
  });
});
