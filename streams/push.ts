import type ReconnectingWebSocket from 'reconnecting-websocket';
import { Observable, defer, filter, map, merge, share, shareReplay, startWith, switchMap } from 'rxjs';
import { type Clock, clock as sharedClock } from './clock';
import { pushConfig } from './push-url';

export { configurePush } from './push-url';

/**
 * The push channel (`/push`, plain websocket): server-initiated notices such as hall changes and
 * messages. Transport only: callers filter `push$` by `type` and usually just invalidate queries.
 * The socket opens with the first subscriber (reconnecting-websocket is fetched then) and closes with the
 * last; reconnecting-websocket retries with back-off in between.
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
  /**
   * The channel's messages while holding `topics` (contract/realtime.ts: `user` needs `token`, an access token read at
   * each (re)connection): sends `subscribe` on every open, also after a reconnect, and `unsubscribe` when the last
   * subscriber leaves. The server's answers (`subscribed`, `error`, `user:ended`) arrive on the stream like any message.
   */
  topics(topics: readonly string[], token?: () => string | undefined): Observable<PushMessage>;
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
  // reconnecting-websocket loads with the first subscriber, after the first screen (bench/README.md "Web: initial
  // JS"); a failed load errors both streams.
  const socket$ = new Observable<ReconnectingWebSocket>((subscriber) => {
    let ws: ReconnectingWebSocket | null = null;
    let closed = false;
    import('reconnecting-websocket').then(
      ({ default: Rws }) => {
        if (closed) return;
        ws = new Rws(resolvePushUrl(url), [], {
          ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
          maxReconnectionDelay: 30_000,
        });
        subscriber.next(ws);
      },
      (error: unknown) => subscriber.error(error),
    );
    return () => {
      closed = true;
      ws?.close();
    };
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
      ),
    ),
    startWith<ConnectionStatus>('connecting'),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  const topics = (names: readonly string[], token?: () => string | undefined): Observable<PushMessage> => {
    const hold$ = socket$.pipe(
      switchMap(
        (ws) =>
          new Observable<never>(() => {
            const send = (frame: Record<string, unknown>) => {
              if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
            };
            const subscribe = () => {
              const t = token?.();
              send({ type: 'subscribe', topics: [...names], ...(t ? { token: t } : {}) });
            };
            subscribe();
            ws.addEventListener('open', subscribe);
            return () => {
              ws.removeEventListener('open', subscribe);
              send({ type: 'unsubscribe', topics: [...names] });
            };
          }),
      ),
    );
    return merge(push$, hold$).pipe(share());
  };

  return { push$, connection$, topics };
}

let defaultChannel: { channel: PushChannel; version: number } | null = null;

/** The app's channel on the URL set with configurePush (push-url.ts); a new channel after the URL changes. */
const channel = () => {
  const { url, version } = pushConfig();
  if (defaultChannel?.version !== version) defaultChannel = { channel: createPushChannel(url), version };
  return defaultChannel.channel;
};

/** Messages of the app's push channel. @see createPushChannel */
export const push$: Observable<PushMessage> = defer(() => channel().push$);
/** Messages of the app's push channel while holding `topics`. @see PushChannel.topics */
export const pushTopics$ = (topics: readonly string[], token?: () => string | undefined): Observable<PushMessage> =>
  defer(() => channel().topics(topics, token));
/** Status of the app's push channel. */
export const connection$: Observable<ConnectionStatus> = defer(() => channel().connection$);
