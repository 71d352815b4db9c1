import { describe, expect, it } from 'vitest';
import { BehaviorSubject, Subject } from 'rxjs';
import { faceSession$, type FaceNotice, type FaceSessionSnapshot, type FaceView } from '../../streams/face';
import { createClock } from '../../streams/clock';
import type { ConnectionStatus } from '../../streams/push';

const T0 = 1_000_000;
const session: FaceSessionSnapshot = { token: 'a'.repeat(32), status: 'pending', sealStatus: 'binding', expireAt: T0 + 10_000 };

/** A feed over fakes: device time `now`, ticks sent by hand, the socket state and the notices under the test's control. */
function harness(answer: () => FaceSessionSnapshot) {
  let now = T0;
  const clock = createClock(() => now);
  const tick$ = new Subject<number>();
  const connection$ = new BehaviorSubject<ConnectionStatus>('open');
  const notices$ = new Subject<FaceNotice>();
  let loads = 0;
  const views: FaceView[] = [];
  const sub = faceSession$(session, {
    load: async () => { loads += 1; return answer(); }, notices$, connection$, tick$, clock, pollMs: 1000,
  }).subscribe((v) => views.push(v));
  const tick = (ms: number) => { now += ms; tick$.next(clock.now()); };
  return { views, tick, connection$, notices$, loads: () => loads, stop: () => sub.unsubscribe() };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('faceSession$', () => {
  it('applies the session’s own notices, never moves back, and reads expired past expireAt', async () => {
    const h = harness(() => session);
    h.tick(0);
    expect(h.views.at(-1)).toMatchObject({ status: 'pending', secondsLeft: 10 });
    h.notices$.next({ type: 'notice:face', token: 'b'.repeat(32), status: 'passed', sealStatus: 'active', serverNow: T0 });
    h.notices$.next({ type: 'notice:face', token: session.token, status: 'scanned', sealStatus: 'binding', serverNow: T0 });
    expect(h.views.at(-1)).toMatchObject({ status: 'scanned' });
    await flush(); // the open socket's one read answers pending: too late to move the session back
    expect(h.views.at(-1)).toMatchObject({ status: 'scanned' });
    h.tick(10_000);
    expect(h.views.at(-1)).toMatchObject({ status: 'expired', secondsLeft: 0 });
    h.stop();
  });

  it('polls while the socket is down and stops when it is open again', async () => {
    let answer: FaceSessionSnapshot = session;
    const h = harness(() => answer);
    h.connection$.next('reconnecting');
    await flush();
    const afterDrop = h.loads();
    answer = { ...session, status: 'passed', sealStatus: 'active' };
    await new Promise((r) => setTimeout(r, 1100));
    h.tick(1000);
    await flush();
    expect(h.loads()).toBeGreaterThan(afterDrop);
    expect(h.views.at(-1)).toMatchObject({ status: 'passed', sealStatus: 'active', secondsLeft: 0 });
    h.connection$.next('open');
    await flush();
    const afterOpen = h.loads();
    await new Promise((r) => setTimeout(r, 1100));
    h.tick(1000);
    await flush();
    expect(h.loads()).toBe(afterOpen);
    h.stop();
  });
});
