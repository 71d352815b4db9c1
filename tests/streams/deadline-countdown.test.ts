import { describe, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import { createClock } from '@streams/clock';
import type { CountdownParts } from '@streams/countdown';
import { countdownTo$, sameCountdown } from '@streams/deadline-countdown';

const T0 = 1_700_000_000_000;

/** A clock whose device time the test sets, and a tick the test fires. */
function rig() {
  let device = T0;
  const clock = createClock(() => device);
  const tick$ = new Subject<number>();
  return { clock, tick$, at: (ms: number) => (device = ms), fire: () => tick$.next(clock.now()) };
}

describe('countdownTo$ (one row of the hall, §4 Countdown)', () => {
  it('emits leftTime − 5 on each tick, and nothing when a tick would not change the text', () => {
    const { clock, tick$, at, fire } = rig();
    const seen: (CountdownParts | null)[] = [];
    const sub = countdownTo$(T0 + 100_000, clock, tick$).subscribe((p) => seen.push(p));
    fire();
    expect(seen.map((p) => p?.seconds)).toEqual(['35']);
    at(T0 + 300); // same second of the countdown
    fire();
    expect(seen).toHaveLength(1);
    at(T0 + 1000);
    fire();
    at(T0 + 2000);
    fire();
    expect(seen.map((p) => `${p?.minutes}:${p?.seconds}`)).toEqual(['01:35', '01:34', '01:33']);
    sub.unsubscribe();
  });

  it('emits null once when the countdown times out', () => {
    const { clock, tick$, at, fire } = rig();
    const seen: (CountdownParts | null)[] = [];
    countdownTo$(T0 + 7000, clock, tick$).subscribe((p) => seen.push(p));
    for (const s of [0, 1, 2, 3, 4]) {
      at(T0 + s * 1000);
      fire();
    }
    expect(seen.map((p) => p?.seconds ?? null)).toEqual(['02', '01', null]);
  });

  it('follows the clock offset, not the device time', () => {
    const { clock, tick$, fire } = rig();
    clock.observeServerNow(T0 + 60_000, T0); // server a minute ahead
    let last: CountdownParts | null | undefined;
    countdownTo$(T0 + 100_000, clock, tick$).subscribe((p) => (last = p));
    fire();
    expect(last).toMatchObject({ minutes: '00', seconds: '35' });
  });
});

describe('sameCountdown', () => {
  it('compares the four parts and null', () => {
    const a = { days: '00', hours: '01', minutes: '02', seconds: '03' };
    expect(sameCountdown(a, { ...a })).toBe(true);
    expect(sameCountdown(a, { ...a, seconds: '04' })).toBe(false);
    expect(sameCountdown(null, null)).toBe(true);
    expect(sameCountdown(a, null)).toBe(false);
  });
});
