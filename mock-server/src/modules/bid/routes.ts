import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { UNAUTHORIZED_MSG } from '../../../../contract/auth';
import {
  bidPlaceSchema, bidResultSchema, BID_PATHS, lotEventsAnswerSchema, lotEventsQuerySchema, lotSnapshotSchema, yuanSchema,
} from '../../../../contract/bid';
import { assetsIdSchema } from '../../../../contract/projects';
import { yuanToFen } from '../../auction/money';
import type { BidService } from '../../auction/service/bid-service';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/envelope';
import { tagRoutes } from '../../http/openapi';
import { get, post } from '../../http/route';
import { bearerToken, currentUser } from '../../http/request-user';

const BASE = '/api-bid';
const relative = (path: string) => path.slice(BASE.length);

/** POST parameters may come as query-string text (§7): a numeric price string is read as a number. */
const bidParams = bidPlaceSchema.extend({
  price: z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), yuanSchema),
});

/**
 * The bid-round endpoints (contract/bid.ts BID_PATHS), prefix `/api-bid`: Client-Id required like /api, envelope
 * answers, 404 '竞价标的不存在' for an unknown lot. They call the same service as the /bid socket, so an HTTP bid and a
 * socket bid are one and the same (idempotency key included). The §7 mode-named bid-round endpoints map onto these
 * (BID_ROUND_ENDPOINTS).
 */
export async function bidRoutes(app: FastifyInstance, opts: { ctx: AppContext; bids: BidService }): Promise<void> {
  tagRoutes(app, '竞价');
  const { ctx, bids } = opts;

  /** The optional caller of a public route: a valid bearer makes the answer personal; an invalid one is a 401. */
  const optionalUser = async (request: FastifyRequest): Promise<string | null> => {
    const token = bearerToken(request);
    if (token === undefined) return null;
    const claims = token === null ? null : await ctx.auth.tokens.verify(token);
    if (!claims?.userId) throw new ApiError(401, UNAUTHORIZED_MSG);
    return claims.userId;
  };

  /**
   * GET /api-bid/lot/snapshot?assetsId — the lot's snapshot (LotSnapshot, 元, ms). With a bearer token the answer
   * includes `me` (bidder code, deposit, priority rank, next valid price, canBid + reason); without, `me` is null.
   */
  get(app, relative(BID_PATHS.snapshot), {
    summary: '获取竞价标的快照（含本人竞买状态）',
    params: z.object({ assetsId: assetsIdSchema }),
    answer: lotSnapshotSchema, messages: ['reason'],
    handler: async ({ assetsId }, request) => bids.snapshot(assetsId, await optionalUser(request)),
  });

  /**
   * GET /api-bid/lot/events?assetsId&afterSeq — the lot's events after `afterSeq` (default 0), at most 200, as
   * `{ events: [{ name, payload }], lastSeq, hasMore }`; sealed prices stay hidden until the reveal.
   */
  get(app, relative(BID_PATHS.events), {
    summary: '按序号补取竞价事件',
    params: lotEventsQuerySchema,
    answer: lotEventsAnswerSchema,
    handler: ({ assetsId, afterSeq }) => bids.eventsAfter(assetsId, afterSeq),
  });

  /**
   * POST /api-bid/lot/bid {assetsId, price (元), idempotencyKey} — a bid (or sealed submission), bearer required.
   * Answer BidResult; errors 400 price (msg names the lowest acceptable price), 401, 403 eligibility, 404, 409 phase /
   * paused / '同一请求标识的出价金额不一致'.
   */
  post(app, relative(BID_PATHS.bid), {
    summary: '出价（或密封报价）',
    params: bidParams, answer: bidResultSchema, requireUser: true, messages: ['reason'],
    handler: ({ assetsId, price, idempotencyKey }, request) =>
      bids.place(currentUser(request).id, { assetsId, priceFen: yuanToFen(price), idempotencyKey }, 'bid'),
  });

  /**
   * POST /api-bid/lot/accept {assetsId, price (元), idempotencyKey} — takes the offered price (first-come-first-served,
   * dutch, V-shaped); price must equal the current price (400 with the current price otherwise). Bearer required.
   */
  post(app, relative(BID_PATHS.accept), {
    summary: '接受当前价（先到先得、荷兰式、V 型竞价）',
    params: bidParams, answer: bidResultSchema, requireUser: true, messages: ['reason'],
    handler: ({ assetsId, price, idempotencyKey }, request) =>
      bids.place(currentUser(request).id, { assetsId, priceFen: yuanToFen(price), idempotencyKey }, 'accept'),
  });
}
