import { afterEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject, NEVER, Subject, TimeoutError, throwError } from 'rxjs';
import type { BidAck, BidPlace, BidResult } from '@contract/bid';
import type { BidConnection, BidRoom } from '@streams/bid-room';
import { MSG_UNCONFIRMED, type SubmissionState, createBidSubmitter } from '@streams/feeds/lot-submit';
import { ASSETS_ID, bid } from '../web/quote/fake-bid-socket';

const result = (price: number): BidResult => ({
  bid: bid(9, price, 'A001'), phase: 'ascending', price, leaderCode: 'A001', deadline: 2_000_000, outcome: null, replayed: false, me: null,
});

/** A room whose command answers the test scripts: each emitWithAck call takes the next entry of `answers`. */
function scriptedRoom(connection: BidConnection = 'live') {
  const calls: { event: string; payload: BidPlace }[] = [];
  const answers: (() => ReturnType<BidRoom['emitWithAck']>)[] = [];
  const room: BidRoom = {
    connection$: new BehaviorSubject(connection),
    event$: (() => NEVER) as BidRoom['event$'],
    send: () => undefined,
    emitWithAck: ((event: string, payload: BidPlace) => {
      calls.push({ event, payload });
      return (answers.shift() ?? (() => NEVER))();
    }) as BidRoom['emitWithAck'],
  };
  return { room, calls, answers };
}

function watch(submitter: ReturnType<typeof createBidSubmitter>) {
  const states: SubmissionState[] = [];
  submitter.state$.subscribe((s) => states.push(s));
  return states;
}

let keyN = 0;
const newKey = () => `key-${String(++keyN).padStart(4, '0')}`;
afterEach(() => vi.useRealTimers());

describe('createBidSubmitter', () => {
  it('sends one bid for a double click (exhaustMap drops the second intent while the first is in flight)', () => {
    const { room, calls, answers } = scriptedRoom();
    const ack = new Subject<BidAck>();
    answers.push(() => ack);
    const submitter = createBidSubmitter(ASSETS_ID, { room, newKey });
    const states = watch(submitter);

    submitter.submit(102000);
    submitter.submit(102000);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ event: 'bid:place', payload: { assetsId: ASSETS_ID, price: 102000 } });
    expect(states.at(-1)).toMatchObject({ status: 'sending', price: 102000 });

    ack.next({ data: result(102000) });
    expect(states.at(-1)).toMatchObject({ status: 'accepted', price: 102000, result: { leaderCode: 'A001' } });
  });

  it('retries a lost answer up to twice with the same idempotency key', async () => {
    vi.useFakeTimers();
    const { room, calls, answers } = scriptedRoom();
    answers.push(() => throwError(() => new TimeoutError()), () => throwError(() => new TimeoutError()), () => new BehaviorSubject<BidAck>({ data: result(103000) }));
    const submitter = createBidSubmitter(ASSETS_ID, { room, newKey, retryDelayMs: 100 });
    const states = watch(submitter);

    submitter.submit(103000);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.payload.idempotencyKey)).size).toBe(1);
    expect(states.at(-1)).toMatchObject({ status: 'accepted' });
  });

  it('gives a new intended bid a new key, and the same price after an unconfirmed outcome the same key', async () => {
    vi.useFakeTimers();
    const { room, calls, answers } = scriptedRoom();
    const lost = () => throwError(() => new TimeoutError());
    answers.push(() => new BehaviorSubject<BidAck>({ data: result(101000) }), lost, lost, lost, () => new BehaviorSubject<BidAck>({ data: result(102000) }));
    const submitter = createBidSubmitter(ASSETS_ID, { room, newKey, retryDelayMs: 10 });
    const states = watch(submitter);

    submitter.submit(101000);
    submitter.submit(102000); // a new intention once the first is settled
    await vi.advanceTimersByTimeAsync(100);
    expect(states.at(-1)).toMatchObject({ status: 'rejected', msg: MSG_UNCONFIRMED, unknown: true });
    submitter.submit(102000); // the user tries the same bid again: still the same intended bid
    await vi.advanceTimersByTimeAsync(100);

    const keys = calls.map((c) => c.payload.idempotencyKey);
    expect(keys[0]).not.toBe(keys[1]);
    expect(new Set(keys.slice(1))).toEqual(new Set([keys[1]]));
    expect(states.at(-1)).toMatchObject({ status: 'accepted', price: 102000 });
  });

  it('surfaces a rejection with its Chinese message and the lowest acceptable price, without retrying', () => {
    const { room, calls, answers } = scriptedRoom();
    answers.push(() => new BehaviorSubject<BidAck>({ error: { code: 409, msg: '出价低于最低可出价 105,000.00 元', nextValidPrice: 105000 } }));
    const submitter = createBidSubmitter(ASSETS_ID, { room, newKey });
    const states = watch(submitter);
    submitter.submit(104000);
    expect(calls).toHaveLength(1);
    expect(states.at(-1)).toEqual(expect.objectContaining({ status: 'rejected', msg: '出价低于最低可出价 105,000.00 元', lowestAcceptable: 105000, code: 409, unknown: false }));

    answers.push(() => new BehaviorSubject<BidAck>({ error: { code: 403, msg: '' } }));
    submitter.submit(105000);
    expect(states.at(-1)).toMatchObject({ status: 'rejected', msg: '您暂无出价资格' });
  });

  it('rejects an off-format price locally and accepts over HTTP while the socket is offline', async () => {
    const { room, calls } = scriptedRoom('offline');
    const post = vi.fn(async (_action: string, body: BidPlace) => result(body.price));
    const submitter = createBidSubmitter(ASSETS_ID, { room, newKey, post });
    const states = watch(submitter);
    submitter.submit(100.001);
    expect(states.at(-1)).toMatchObject({ status: 'rejected', msg: '价格最多两位小数' });
    submitter.submit(106000, 'accept');
    await vi.waitFor(() => expect(states.at(-1)).toMatchObject({ status: 'accepted', action: 'accept' }));
    expect(calls).toHaveLength(0);
    expect(post).toHaveBeenCalledWith('accept', expect.objectContaining({ price: 106000, idempotencyKey: expect.any(String) }));
  });
});
