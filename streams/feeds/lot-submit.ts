import { BehaviorSubject, Observable, Subject, catchError, defer, exhaustMap, from, map, of, retry, startWith, switchMap, take, throwError } from 'rxjs';
import type { BidPlace, BidResult, CommandError } from '@contract/bid';
import { yuanPriceProblem } from '@contract/bid-basics';
import { type BidRoom, getBidRoom } from '../bid-room';
import { msg } from '@contract/i18n';

/** 'bid' = bid:place (raise, match, sealed price); 'accept' = lot:accept (take the offered price). */
export type SubmitAction = 'bid' | 'accept';

/**
 * One submission as the bid form shows it. `unknown` rejections are transport failures after every retry: the bid
 * may have been accepted, so submitting the same price again reuses the same key (it is the same intended bid).
 */
export type SubmissionState =
  | { status: 'idle' }
  | { status: 'sending'; price: number; action: SubmitAction; key: string }
  | { status: 'accepted'; price: number; action: SubmitAction; key: string; result: BidResult }
  | { status: 'rejected'; price: number; action: SubmitAction; key: string; msg: string; lowestAcceptable: number | null; code: number | null; unknown: boolean };

export interface BidSubmitter {
  /** Current submission; replays the latest, 'idle' at first. */
  state$: Observable<SubmissionState>;
  /** A bid intent (price in 元). Ignored while a submission is in flight. */
  submit(price: number, action?: SubmitAction): void;
  /** Back to idle (after the user read the outcome). */
  reset(): void;
  dispose(): void;
}

export interface BidSubmitterOptions {
  room?: BidRoom;
  /** HTTP fallback (POST /api-bid/lot/bid | accept) used while the socket is not live; rejects like the api client. */
  post?: (action: SubmitAction, body: BidPlace) => Promise<BidResult>;
  /** idempotency keys; default crypto.randomUUID */
  newKey?: () => string;
  ackTimeoutMs?: number;
  /** transport retries with the same key; default 2 */
  retries?: number;
  retryDelayMs?: number;
}

/**
 * Text per command error code when the server sent none. These and the other refusals below are source messages
 * (msg): a rejected state's `msg` is shown with t(), which translates them and leaves a server's own text as sent.
 */
const CODE_TEXT: Record<number, string> = {
  400: msg('出价无效，请检查价格'), 401: msg('请先登录后再出价'), 403: msg('您暂无出价资格'), 404: msg('竞价标的不存在'),
  409: msg('出价冲突，请刷新后重试'),
};
export const MSG_UNCONFIRMED = msg('网络异常，出价结果未确认，请查看出价记录后再试');
/** A refusal without a code the portal knows and without the server's text. */
export const MSG_BID_FAILED = msg('出价失败');

/** A transport failure (no answer) as opposed to the server saying no. */
class Unanswered extends Error {}

// randomUUID exists only in secure contexts (https, localhost); a LAN http address still gets 128 random bits.
const randomKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** An HTTP rejection: api client errors carry kind/status/body; the envelope's data may hold nextValidPrice. */
function fromHttpError(e: unknown): Observable<{ error: CommandError }> {
  const err = e as { kind?: string; status?: number; code?: number; message?: string; body?: { code?: number; msg?: string; data?: { nextValidPrice?: number } } };
  if (err?.kind === 'network' || err?.kind === 'timeout' || !err?.kind) return throwError(() => new Unanswered(err?.message));
  const code = err.body?.code ?? err.code ?? err.status ?? 500;
  return of({ error: { code, msg: err.body?.msg || err.message || '', nextValidPrice: err.body?.data?.nextValidPrice } });
}

/**
 * Bid submission for one lot as a stream that cannot double-submit. Intents go through `exhaustMap`: while one is
 * in flight further clicks (double click, Enter held down) are dropped, not queued — a queued second bid would be a
 * bid the user never meant. Each intended bid gets a fresh idempotency key; a timeout or network failure retries
 * up to `retries` times with that same key, so the server never records it twice (auction-rules.md Idempotency).
 * The socket carries it when live, the HTTP endpoint otherwise. Hot: works without a subscriber to `state$`.
 */
export function createBidSubmitter(assetsId: string, options: BidSubmitterOptions = {}): BidSubmitter {
  const { room = getBidRoom(), post, newKey = randomKey, ackTimeoutMs = 8000, retries = 2, retryDelayMs = 300 } = options;
  const intents$ = new Subject<{ price: number; action: SubmitAction }>();
  const state = new BehaviorSubject<SubmissionState>({ status: 'idle' });
  let unconfirmed: { price: number; action: SubmitAction; key: string } | null = null;

  const send$ = (action: SubmitAction, body: BidPlace) =>
    room.connection$.pipe(
      take(1),
      switchMap((c) =>
        c === 'live' || !post
          ? room.emitWithAck(action === 'bid' ? 'bid:place' : 'lot:accept', body, ackTimeoutMs).pipe(catchError(() => throwError(() => new Unanswered())))
          : defer(() => from(post(action, body))).pipe(map((data) => ({ data })), catchError(fromHttpError)),
      ),
    );

  const attempt$ = ({ price, action }: { price: number; action: SubmitAction }): Observable<SubmissionState> => {
    const same = unconfirmed && unconfirmed.price === price && unconfirmed.action === action;
    const key = same ? unconfirmed!.key : newKey();
    const problem = yuanPriceProblem(price);
    if (problem) return of({ status: 'rejected', price, action, key, msg: problem, lowestAcceptable: null, code: 400, unknown: false });
    // defer: every retry re-reads the connection, so a retry after a drop goes over HTTP with the same key.
    return defer(() => send$(action, { assetsId, price, idempotencyKey: key })).pipe(
      take(1), // one answer settles the intent, so exhaustMap frees up for the next one
      retry({ count: retries, delay: retryDelayMs }),
      map((answer): SubmissionState => {
        unconfirmed = null;
        if ('data' in answer) return { status: 'accepted', price, action, key, result: answer.data };
        const { code, msg, nextValidPrice } = answer.error;
        return { status: 'rejected', price, action, key, msg: msg || CODE_TEXT[code] || MSG_BID_FAILED, lowestAcceptable: nextValidPrice ?? null, code, unknown: false };
      }),
      catchError(() => {
        unconfirmed = { price, action, key };
        return of<SubmissionState>({ status: 'rejected', price, action, key, msg: MSG_UNCONFIRMED, lowestAcceptable: null, code: null, unknown: true });
      }),
      startWith<SubmissionState>({ status: 'sending', price, action, key }),
    );
  };

  const subscription = intents$.pipe(exhaustMap(attempt$)).subscribe((s) => state.next(s));
  return {
    state$: state.asObservable(),
    submit: (price, action = 'bid') => intents$.next({ price, action }),
    reset: () => {
      if (state.value.status !== 'sending') state.next({ status: 'idle' });
    },
    dispose: () => subscription.unsubscribe(),
  };
}
