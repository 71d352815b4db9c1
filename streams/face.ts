import { EMPTY, type Observable, catchError, combineLatest, defer, distinctUntilChanged, filter, from, map, merge, scan, startWith, switchMap } from 'rxjs';
import type { FaceStatus, SealStatus } from '../contract/seal-paths';
import { clock as sharedClock, tick$ as sharedTick$, type Clock } from './clock';
import { poll$ } from './poll';
import { type ConnectionStatus, connection$ as pushConnection$, push$, type PushMessage } from './push';

/**
 * The live state of one face-recognition session (§2 /contract/seal/qrcode, contract/seal.ts): the push channel's
 * `notice:face` messages of the `user` topic (held by the portal's session runtime while logged in), with a polling
 * fallback on faceStatus while the socket is not open, and the expiry read on the ONE shared clock.
 */

/** `notice:face` as this client reads it (contract/realtime.ts). */
export interface FaceNotice { type: 'notice:face'; token: string; status: FaceStatus; sealStatus: SealStatus; serverNow: number }

/** The part of a session the page follows (a FaceSession answer fits). */
export interface FaceSessionSnapshot { token: string; status: FaceStatus; sealStatus: SealStatus; expireAt: number }

/** What the page shows each second: the session, its status with the expiry applied, and whole seconds left. */
export interface FaceView extends FaceSessionSnapshot { secondsLeft: number }

const isFaceNotice = (m: PushMessage): m is PushMessage & FaceNotice =>
  m.type === 'notice:face' && typeof m.token === 'string' && typeof m.status === 'string' && typeof m.sealStatus === 'string';

/** The user's `notice:face` messages on the app's push channel (or `source$`). */
export const faceNotices$ = (source$: Observable<PushMessage> = push$): Observable<FaceNotice> =>
  source$.pipe(filter(isFaceNotice), map((m) => ({ type: m.type, token: m.token, status: m.status, sealStatus: m.sealStatus, serverNow: m.serverNow })));

/** How far a status is along: a notice or poll never moves a session back (a late poll after the push, say). */
const RANK: Record<FaceStatus, number> = { pending: 0, scanned: 1, passed: 2, failed: 2, expired: 2 };
/** True once nothing more can happen to the session. */
export const isFinal = (status: FaceStatus) => RANK[status] === 2;

/** Whole seconds left until `expireAt` at `now` (rounded up, never negative). */
export const secondsLeft = (expireAt: number, now: number) => Math.max(0, Math.ceil((expireAt - now) / 1000));

/** Sources of {@link faceSession$}; tests pass fakes. */
export interface FaceSessionSources {
  /** Reads the session from the server (faceStatus). */
  load: (token: string, signal: AbortSignal) => Promise<FaceSessionSnapshot>;
  notices$?: Observable<FaceNotice>;
  connection$?: Observable<ConnectionStatus>;
  tick$?: Observable<number>;
  clock?: Clock;
  /** Polling period while the socket is down, ms (default 3000). */
  pollMs?: number;
}

/**
 * The live view of `initial` (the answer of faceStart): its notices patch it at once; while the push socket is not
 * open the session is polled every `pollMs` (paced on the shared tick), and a socket that opens (again) reads it once,
 * so nothing pushed during a gap is missed. Each tick recomputes the seconds left; an open session past `expireAt`
 * reads expired. Emits only when what is shown changes. Cold: one per shown session.
 */
export function faceSession$(initial: FaceSessionSnapshot, sources: FaceSessionSources): Observable<FaceView> {
  const { load, notices$ = faceNotices$(), connection$ = pushConnection$, tick$ = sharedTick$, clock = sharedClock, pollMs = 3000 } = sources;
  const loadOnce = (signal: AbortSignal) => load(initial.token, signal);
  const snapshots$ = connection$.pipe(
    distinctUntilChanged(),
    // switchMap: a change of connection replaces the fallback (an open socket stops the poll, a drop starts it).
    switchMap((c) => c === 'open'
      ? defer(() => from(loadOnce(new AbortController().signal))).pipe(catchError(() => EMPTY))
      : poll$(loadOnce, pollMs, { tick$ }).pipe(filter((r) => r.status === 'data'), map((r) => r.data))),
  );
  const updates$ = merge(notices$.pipe(filter((n) => n.token === initial.token)), snapshots$);
  const state$ = updates$.pipe(
    scan((s: FaceSessionSnapshot, u: { status: FaceStatus; sealStatus: SealStatus }) =>
      RANK[u.status] > RANK[s.status] || (u.status === s.status && u.sealStatus !== s.sealStatus) ? { ...s, status: u.status, sealStatus: u.sealStatus } : s, initial),
    startWith(initial),
  );
  return combineLatest([state$, tick$]).pipe(
    map(([s]) => {
      const left = secondsLeft(s.expireAt, clock.now());
      return { ...s, status: !isFinal(s.status) && left === 0 ? 'expired' : s.status, secondsLeft: isFinal(s.status) ? 0 : left } satisfies FaceView;
    }),
    distinctUntilChanged((a, b) => a.status === b.status && a.sealStatus === b.sealStatus && a.secondsLeft === b.secondsLeft),
  );
}
