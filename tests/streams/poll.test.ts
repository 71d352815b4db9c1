import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEVER, Subject, of } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { poll$ } from '@streams/poll';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const ok = (data: unknown) => ({ status: 'data', data });

describe('poll$ (marbles)', () => {
  it('loads at once, then every interval', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const out$ = poll$(() => cold('-a|', { a: 1 }), 10, { visible$: of(true), online$: of(true) });
      expectObservable(out$, '^ 35ms !').toBe('-a 9ms a 9ms a 9ms a', { a: ok(1) });
    });
  });

  it('pauses while hidden and reloads at once when visible again', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      const visible$ = hot('t 14ms f 19ms t', { t: true, f: false });
      const out$ = poll$(() => cold('-a|', { a: 1 }), 10, { visible$, online$: of(true) });
      // loads at 0 and 10; hidden at 15 (nothing at 20, 30); visible at 35 → load at once, then 45
      expectObservable(out$, '^ 50ms !').toBe('-a 9ms a 24ms a 9ms a', { a: ok(1) });
    });
  });

  it('pauses while offline', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      const online$ = hot('t 4ms f 9ms t', { t: true, f: false });
      const out$ = poll$(() => cold('-a|', { a: 1 }), 10, { visible$: of(true), online$ });
      expectObservable(out$, '^ 20ms !').toBe('-a 14ms a', { a: ok(1) });
    });
  });

  it('reloads at once on refresh$ and restarts the interval', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      const refresh$ = hot('4ms r');
      const out$ = poll$(() => cold('-a|', { a: 1 }), 10, { visible$: of(true), online$: of(true), refresh$ });
      // 0 → a at 1; refresh at 4 → a at 5; next scheduled load at 14 → a at 15
      expectObservable(out$, '^ 20ms !').toBe('-a 3ms a 9ms a', { a: ok(1) });
    });
  });

  it('emits an error state and keeps polling', () => {
    scheduler().run(({ cold, expectObservable }) => {
      let n = 0;
      const load = () => (n++ === 1 ? cold<number>('-#', undefined, new Error('boom')) : cold('-a|', { a: n }));
      const out$ = poll$(load, 10, { visible$: of(true), online$: of(true) });
      expectObservable(out$, '^ 25ms !').toBe('-a 9ms e 9ms c', {
        a: ok(1),
        e: { status: 'error', error: new Error('boom') },
        c: ok(3),
      });
    });
  });

  it('drops ticks while a slow load is in flight (exhaustMap)', () => {
    scheduler().run(({ cold, expectObservable }) => {
      let loads = 0;
      const out$ = poll$(() => (loads++, cold('15ms a|', { a: loads })), 10, { visible$: of(true), online$: of(true) });
      // load at 0 answers at 15; the tick at 10 is dropped; next load at 20 answers at 35
      expectObservable(out$, '^ 40ms !').toBe('15ms a 19ms b', { a: ok(1), b: ok(2) });
    });
  });

  it('aborts the signal of a load dropped by pausing', () => {
    scheduler().run(({ hot, flush }) => {
      const signals: AbortSignal[] = [];
      const visible$ = hot('t 4ms f', { t: true, f: false });
      poll$((signal) => (signals.push(signal), NEVER), 10, { visible$, online$: of(true) }).subscribe();
      flush();
      expect(signals).toHaveLength(1);
      expect(signals[0].aborted).toBe(true);
    });
  });
});

describe('poll$ paced on a clock tick', () => {
  afterEach(() => vi.useRealTimers());

  it('owns no timer and loads on the first tick at least interval − 500 ms after the previous load', () => {
    vi.useFakeTimers({ now: 1_700_000_000_300 }); // 300 ms past a whole second, as a page opens at any moment
    const tick$ = new Subject<void>();
    const loads: number[] = [];
    const sub = poll$(() => (loads.push(Date.now()), of(1)), 5000, { visible$: of(true), online$: of(true), tick$ }).subscribe();
    expect(loads).toHaveLength(1); // at once
    expect(vi.getTimerCount()).toBe(0);
    for (let s = 1; s <= 10; s++) {
      vi.setSystemTime(1_700_000_000_000 + s * 1000); // ticks on whole seconds
      tick$.next();
    }
    // 4.7 s after the first load is within half a tick of 5 s; then exactly 5 s
    expect(loads.map((t) => t - 1_700_000_000_000)).toEqual([300, 5000, 10_000]);
    expect(vi.getTimerCount()).toBe(0);
    sub.unsubscribe();
  });
});
