import { EMPTY, Observable, defer, distinctUntilChanged, mergeMap, of, share, shareReplay, startWith, switchMap, take, timeout } from 'rxjs';
import { BID_NAMESPACE } from '@contract/bid-basics';
import type { BidClientToServerEvents, BidServerToClientEvents } from '@contract/realtime';
import { bidRoomLanguage } from './bid-room-language';
import { type Clock, clock as sharedClock } from './clock';

/**
 * The bid room transport: ONE socket.io connection to namespace `/bid` (path /socket.io, websocket only — where a
 * websocket cannot be opened the lot feeds poll the HTTP snapshot instead) shared by every lot feed and bid submitter. Opens with the first subscriber, closes with
 * the last; reconnects with the new token whenever the session's token changes (refresh, login, logout).
 * @see contract/bid.ts, contract/realtime.ts, design.md "The exchange server"
 */

/** live: connected; connecting: first attempt; reconnecting: lost, retrying; offline: cannot connect (callers poll HTTP). */
export type BidConnection = 'connecting' | 'live' | 'reconnecting' | 'offline';

// any: socket.io's listener typings are per event; this interface is the untyped common ground of socket and fake.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Listener = (...args: any[]) => void;
/** The part of a socket.io client socket the room uses; tests pass a small fake. */
export interface BidSocketLike {
  on(event: string, listener: Listener): unknown;
  off(event: string, listener: Listener): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  disconnect(): unknown;
  readonly connected?: boolean;
  /** false once socket.io stopped retrying (refused by the server's middleware). */
  readonly active?: boolean;
  /** The manager: `reconnect_failed` when its attempts ran out. */
  readonly io?: { on(event: 'reconnect_failed', listener: () => void): unknown; off(event: 'reconnect_failed', listener: () => void): unknown };
}
/** Opens a socket with the handshake auth, now or once its code has loaded; called again for each new token. */
export type BidSocketFactory = (auth: { token?: string }) => BidSocketLike | Promise<BidSocketLike>;

/** Client commands that answer through an ack, their payloads and answers. */
export type BidCommand = keyof BidClientToServerEvents;
type Args<E extends BidCommand> = Parameters<BidClientToServerEvents[E]>;
export type CommandPayload<E extends BidCommand> = Args<E>[0];
export type CommandAnswer<E extends BidCommand> = Parameters<NonNullable<Args<E>[1]>>[0];
export type BidEventName = keyof BidServerToClientEvents;
export type BidEventPayload<N extends BidEventName> = Parameters<BidServerToClientEvents[N]>[0];

export interface BidRoom {
  /** Connection state, replays the latest; 'connecting' at first. */
  connection$: Observable<BidConnection>;
  /**
   * Sends `event` and emits its ack once, then completes. Errors with rxjs TimeoutError after `timeoutMs`
   * (default 8 s) — the command may still have been applied, so bid commands retry with the same key.
   */
  emitWithAck<E extends BidCommand>(event: E, payload: CommandPayload<E>, timeoutMs?: number): Observable<CommandAnswer<E>>;
  /** Fire-and-forget on the socket open now, if any (never opens one): `lot:leave` when a feed closes. */
  send<E extends BidCommand>(event: E, payload: CommandPayload<E>): void;
  /** Broadcasts named `name` (hot, shared per name); each `serverNow` is fed to the clock. */
  event$<N extends BidEventName>(name: N): Observable<BidEventPayload<N>>;
}

export interface BidRoomOptions {
  /** Socket factory; default socket.io-client to `/bid`. */
  connect?: BidSocketFactory;
  /** Access token for the handshake (undefined = watcher); each change reconnects. */
  token$?: Observable<string | undefined>;
  /** Failed attempts in a row after which the state is 'offline'; default 2. */
  offlineAfterFailures?: number;
  clock?: Clock;
}

/** Default ack timeout of {@link BidRoom.emitWithAck}, ms. */
export const ACK_TIMEOUT_MS = 8000;

/**
 * A socket that never connects: it reports one `connect_error` and has given up (`active` false), so the room is
 * 'offline' and the feeds poll HTTP, as when a websocket cannot be opened.
 */
function unreachableSocket(error: unknown): BidSocketLike {
  return {
    active: false,
    connected: false,
    on(event, listener) {
      if (event === 'connect_error') queueMicrotask(() => listener(error));
    },
    off() {},
    emit() {},
    disconnect() {},
  };
}

/**
 * socket.io-client to the namespace on this origin (or `baseUrl`), websocket only, the handshake carrying the token and
 * the language of {@link setBidRoomLanguage} (refusals come back in it); (the server offers no long-polling);
 * after `offlineAfterFailures` failed attempts the room reports 'offline' and the feeds fall back to HTTP polling.
 * socket.io-client is fetched with the first socket, after the bid room's first screen (bench/README.md "Web: initial
 * JS"); when that fetch fails the room is 'offline' the same way.
 */
export const socketIoFactory = (baseUrl = ''): BidSocketFactory => async (auth) => {
  try {
    const { io } = await import('socket.io-client');
    // auth as a callback: read at every (re)connection, so it carries the language current at that moment.
    const handshake = (cb: (data: object) => void) => {
      const language = bidRoomLanguage();
      cb(language ? { ...auth, language } : auth);
    };
    return io(`${baseUrl}${BID_NAMESPACE}`, { path: '/socket.io', transports: ['websocket'], auth: handshake });
  } catch (error) {
    return unreachableSocket(error);
  }
};

function listen<T>(target: Pick<BidSocketLike, 'on' | 'off'>, event: string, project: Listener): Observable<T> {
  return new Observable<T>((subscriber) => {
    const listener: Listener = (...args) => subscriber.next(project(...args) as T);
    target.on(event, listener);
    return () => target.off(event, listener);
  });
}

/** The state machine of one socket's lifetime (a new token makes a new socket, which starts over). */
function status$(socket: BidSocketLike, offlineAfter: number): Observable<BidConnection> {
  return new Observable<BidConnection>((subscriber) => {
    let everConnected = false;
    let failures = 0;
    subscriber.next('connecting');
    const subs = [
      listen(socket, 'connect', () => null).subscribe(() => {
        everConnected = true;
        failures = 0;
        subscriber.next('live');
      }),
      listen(socket, 'disconnect', (reason: string) => reason).subscribe((reason) =>
        // socket.io retries on its own except after a deliberate disconnect by either side
        subscriber.next(reason === 'io client disconnect' || reason === 'io server disconnect' ? 'offline' : 'reconnecting'),
      ),
      listen(socket, 'connect_error', () => null).subscribe(() => {
        failures += 1;
        const gaveUp = socket.active === false || failures >= offlineAfter;
        subscriber.next(gaveUp ? 'offline' : everConnected ? 'reconnecting' : 'connecting');
      }),
    ];
    const gaveUp = () => subscriber.next('offline');
    socket.io?.on('reconnect_failed', gaveUp);
    if (socket.connected) {
      everConnected = true;
      subscriber.next('live');
    }
    return () => {
      subs.forEach((s) => s.unsubscribe());
      socket.io?.off('reconnect_failed', gaveUp);
    };
  });
}

/** Creates a bid room; the app uses {@link getBidRoom}, tests build their own with a fake factory. */
export function createBidRoom(options: BidRoomOptions = {}): BidRoom {
  const { connect = socketIoFactory(), token$ = of(undefined), offlineAfterFailures = 2, clock = sharedClock } = options;

  // switchMap: a new token replaces the socket (the old one is disconnected by the teardown), so the server
  // re-authenticates the handshake; shareReplay+refCount: one socket for every subscriber, closed with the last.
  let current: BidSocketLike | null = null;
  const socket$ = token$.pipe(
    distinctUntilChanged(),
    switchMap(
      (token) =>
        new Observable<BidSocketLike>((subscriber) => {
          let socket: BidSocketLike | null = null;
          let closed = false;
          const open = (s: BidSocketLike) => {
            if (closed) return void s.disconnect();
            socket = current = s;
            subscriber.next(s);
          };
          const made = connect(token ? { token } : {});
          if (made instanceof Promise) made.then(open, (error: unknown) => subscriber.error(error));
          else open(made);
          return () => {
            closed = true;
            if (current === socket) current = null;
            socket?.disconnect();
          };
        }),
    ),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  const connection$ = socket$.pipe(
    switchMap((socket) => status$(socket, offlineAfterFailures)),
    startWith<BidConnection>('connecting'),
    distinctUntilChanged(),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  const events = new Map<string, Observable<unknown>>();
  function event$<N extends BidEventName>(name: N): Observable<BidEventPayload<N>> {
    let obs$ = events.get(name);
    if (!obs$) {
      obs$ = socket$.pipe(
        switchMap((socket) =>
          listen(socket, name, (payload: BidEventPayload<N>) => {
            const serverNow = (payload as { serverNow?: unknown } | null)?.serverNow;
            if (typeof serverNow === 'number') clock.observeServerNow(serverNow);
            return payload;
          }),
        ),
        share(),
      );
      events.set(name, obs$);
    }
    return obs$ as Observable<BidEventPayload<N>>;
  }

  function emitWithAck<E extends BidCommand>(event: E, payload: CommandPayload<E>, timeoutMs = ACK_TIMEOUT_MS): Observable<CommandAnswer<E>> {
    // mergeMap on the first socket only, take(1) after it: the socket stays subscribed until the ack (a command
    // alone keeps the connection open), and a socket replaced meanwhile does not get the command a second time.
    return socket$.pipe(
      mergeMap((socket, index) =>
        index > 0
          ? EMPTY
          : new Observable<CommandAnswer<E>>((subscriber) => {
            socket.emit(event, payload, (answer: CommandAnswer<E>) => {
              subscriber.next(answer);
              subscriber.complete();
            });
          }),
      ),
      take(1),
      timeout({ first: timeoutMs }),
    );
  }

  const send = <E extends BidCommand>(event: E, payload: CommandPayload<E>) => void current?.emit(event, payload);

  return { connection$, emitWithAck, send, event$ };
}

let defaultOptions: BidRoomOptions = {};
let defaultRoom: BidRoom | null = null;

/** Sets how the app's bid room connects (the session's token$, a base URL); call before the first subscription. */
export function configureBidRoom(options: BidRoomOptions): void {
  defaultOptions = options;
  defaultRoom = null;
}

/** The app's shared bid room. */
export const getBidRoom = (): BidRoom => (defaultRoom ??= createBidRoom(defaultOptions));

/** Connection state of the app's bid room. */
export const bidConnection$: Observable<BidConnection> = defer(() => getBidRoom().connection$);
