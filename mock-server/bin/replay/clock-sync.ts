/**
 * Clock synchronisation with the server through `time:sync` (contract/realtime.ts): the sample with the smallest
 * round trip bounds the error best, so the offset comes from it alone (NTP's min-RTT filter). All times in epoch ms.
 */

/** One exchange: sent at t0, answered with the server's clock, received at t1 (client clock). */
export interface SyncSample { t0: number; serverNow: number; t1: number }
/** The chosen offset (server − client, ms) and the round trip it came from (ms), which bounds its error to ±rtt/2. */
export interface ClockOffset { offset: number; rtt: number }

/** The offset from the minimum-round-trip sample. @throws Error when there is no sample. */
export function offsetOf(samples: readonly SyncSample[]): ClockOffset {
  if (samples.length === 0) throw new Error('no time:sync sample');
  let best = samples[0];
  for (const s of samples) if (s.t1 - s.t0 < best.t1 - best.t0) best = s;
  const rtt = best.t1 - best.t0;
  return { offset: best.serverNow - (best.t0 + rtt / 2), rtt };
}

/** The client's clock in epoch ms with sub-millisecond resolution (Date.now() is whole ms). */
export const preciseNow = (): number => performance.timeOrigin + performance.now();

/** Takes `count` sequential samples with `ask` (one time:sync round trip) and returns the min-RTT offset. */
export async function syncClock(ask: (t0: number) => Promise<number>, count = 5): Promise<ClockOffset> {
  const samples: SyncSample[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = preciseNow();
    const serverNow = await ask(t0);
    samples.push({ t0, serverNow, t1: preciseNow() });
  }
  return offsetOf(samples);
}
