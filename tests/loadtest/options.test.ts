import { describe, expect, it } from 'vitest';
import { offsetOf } from '../../mock-server/bin/replay/clock-sync';
import { isLoopbackHost, parseReplayArgs, UsageError } from '../../mock-server/bin/replay/options';
import { splitWatchers } from '../../mock-server/bin/replay/workers';

const parse = (...args: string[]) => parseReplayArgs(['--file', 's.ndjson', ...args], { workers: 2, now: new Date('2026-11-21T02:00:00Z') });

describe('replay bounds', () => {
  it('accepts loopback targets only, unless --allow-remote', () => {
    for (const host of ['127.0.0.1', '127.3.2.1', 'localhost', '[::1]']) expect(isLoopbackHost(new URL(`http://${host}:8080`).hostname)).toBe(true);
    for (const host of ['10.0.0.5', 'example.com', '128.0.0.1', '0.0.0.0']) expect(isLoopbackHost(host)).toBe(false);
    expect(() => parse('--target', 'http://10.0.0.5:8080')).toThrow(/--allow-remote/);
    expect(parse('--target', 'http://10.0.0.5:8080', '--allow-remote').target.hostname).toBe('10.0.0.5');
  });

  it('enforces the hard caps: duration ≤ 600 s, watchers ≤ 5000, bidders ≤ 500', () => {
    expect(() => parse('--duration', '601')).toThrow(UsageError);
    expect(() => parse('--watchers', '5001')).toThrow(/between 0 and 5000/);
    expect(() => parse('--bidders', '501')).toThrow(/between 1 and 500/);
    expect(() => parse('--speed', '0')).toThrow(UsageError);
    expect(() => parse('--watchers', '2.5')).toThrow(/integer/);
    expect(parse('--duration', '600', '--watchers', '5000', '--bidders', '500')).toMatchObject({ durationS: 600, watchers: 5000, bidders: 500 });
  });

  it('needs a stream file and a well-formed lot id; defaults the rest', () => {
    expect(() => parseReplayArgs([], { workers: 2, now: new Date() })).toThrow(/--file/);
    expect(() => parse('--lot', 'xyz')).toThrow(/assetsId/);
    expect(parse()).toMatchObject({ speed: 1, watchers: 100, workers: 2, report: 'replay-report-20261121T020000.html', allowRemote: false });
  });

  it('spreads watchers evenly over worker processes', () => {
    expect(splitWatchers(2000, 2)).toEqual([1000, 1000]);
    expect(splitWatchers(5, 3)).toEqual([2, 2, 1]);
    expect(splitWatchers(1, 4)).toEqual([1]);
  });
});

describe('clock sync (min RTT)', () => {
  it('takes the offset from the fastest round trip', () => {
    const samples = [{ t0: 1000, serverNow: 1510, t1: 1020 }, { t0: 2000, serverNow: 2503, t1: 2002 }, { t0: 3000, serverNow: 3520, t1: 3040 }];
    expect(offsetOf(samples)).toEqual({ offset: 502, rtt: 2 });
    expect(() => offsetOf([])).toThrow();
  });
});
