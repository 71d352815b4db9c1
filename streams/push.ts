import ReconnectingWebSocket from 'reconnecting-websocket';
import { Observable, defer, filter, map, merge, share, shareReplay, startWith, switchMap } from 'rxjs';
import { type Clock, clock as sharedClock } from './clock';

/**
 * The push channel (`/push`, plain websocket): server-initiated notices such as hall changes and
 * messages. Transport only: callers filter `push$` by `type` and usually just invalidate queries.
 * The socket opens with the first subscriber and closes with the last; reconnecting-websocket
 * retries with back-off in between.
 */

/** Connection state: 'reconnecting' after a drop, while reconnecting-websocket retries. */
export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting';

/**
 * A parsed push message. Every realtime event carries `type`, and normally `seq` (strictly
 * increasing) and `serverNow` (server epoch ms, fed to the shared clock).
 */
export interface PushMessage {
  type: string;
  seq?: number;
  serverNow?: number;
  data?: unknown;
  [key: string]: unknown;
}

export interface PushChannel {
  /** Parsed messages; invalid frames (not JSON, no string `type`) are dropped. */
  push$: Observable<PushMessage>;
  /** Connection status; replays the latest. */
  connection$: Observable<ConnectionStatus>;
}

export interface PushOptions {
  /** WebSocket implementation (tests pass mock-socket's). */
  WebSocket?: unknown;
  /** Clock fed with each message's serverNow; default the shared clock. */
  clock?: Clock;
}

/**
 * ws(s) URL for `pushUrl`: ws/wss URLs unchanged, http(s) mapped to ws(s), a path resolved against
 * the page's host (wss on an https page). Without `location` a path is returned unchanged.
 */
export function resolvePushUrl(pushUrl: string): string {
  if (/^wss?:\/\//i.test(pushUrl)) return pushUrl;
  if (/^https?:\/\//i.test(pushUrl)) return pushUrl.replace(/^http/i, 'ws');
  if (typeof location === 'undefined') return pushUrl;
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${pushUrl.startsWith('/') ? '' : '/'}${pushUrl}`;
}

/** Parses one frame; null for anything that is not a JSON object with a string `type`. */
export function parsePushMessage(raw: unknown): PushMessage | null {
  if (typeof raw !== 'string') return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && typeof (value as PushMessage).type === 'string') return value as PushMessage;
  } catch {
    // not JSON: ignored, the channel carries nothing else worth surfacing
  }
  return null;
}

// rxjs' fromEvent does not accept reconnecting-websocket's listener typings.
function on<K extends 'message' | 'open' | 'close'>(ws: ReconnectingWebSocket, type: K): Observable<K extends 'message' ? MessageEvent : unknown> {
  return new Observable((subscriber) => {
    const listener = (event: unknown) => subscriber.next(event as K extends 'message' ? MessageEvent : unknown);
    ws.addEventListener(type, listener);
    return () => ws.removeEventListener(type, listener);
  });
}

/**
 * Creates a push channel on `url` (resolved with {@link resolvePushUrl}). Both streams share one
 * socket. @see design.md "Streams" (push.ts), "Every realtime event carries seq and serverNow"
 */
export function createPushChannel(url: string, options: PushOptions = {}): PushChannel {
  const c = options.clock ?? sharedClock;
  const socket$ = new Observable<ReconnectingWebSocket>((subscriber) => {
    const ws = new ReconnectingWebSocket(resolvePushUrl(url), [], {
      ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
      maxReconnectionDelay: 30_000,
    });
    subscriber.next(ws);
    return () => ws.close();
  }).pipe(shareReplay({ bufferSize: 1, refCount: true }));

  const push$ = socket$.pipe(
    switchMap((ws) => on(ws, 'message')),
    map((event) => {
      const receivedAt = Date.now();
      const message = parsePushMessage(event.data);
      if (message && typeof message.serverNow === 'number') c.observeServerNow(message.serverNow, receivedAt);
      return message;
    }),
    filter((m): m is PushMessage => m !== null),
    share(),
  );

  const connection$ = socket$.pipe(
    switchMap((ws) =>
      merge(
        on(ws, 'open').pipe(map((): ConnectionStatus => 'open')),
        on(ws, 'close').pipe(map((): ConnectionStatus => 'reconnecting')),
      ).pipe(startWith<ConnectionStatus>('connecting')),
    ),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  return { push$, connection$ };
}

let pushUrl = '/push';
let defaultChannel: PushChannel | null = null;

/** Sets the URL of the app's push channel (env.pushUrl); call before the first subscription. */
export function configurePush(url: string): void {
  pushUrl = url;
  defaultChannel = null;
}

const channel = () => (defaultChannel ??= createPushChannel(pushUrl));

/** Messages of the app's push channel. @see createPushChannel */
export const push$: Observable<PushMessage> = defer(() => channel().push$);
/** Status of the app's push channel. */
export const connection$: Observable<ConnectionStatus> = defer(() => channel().connection$);
