import { Observable } from 'rxjs';
import { BID_PATHS } from '@contract/bid-basics';
import type { BidPlace, BidResult, LotEventsAnswer, LotSnapshot } from '@contract/bid';
import { configureBidRoom, getBidRoom } from '@streams/bid-room';
import { type LotSources, configureLotFeed } from '@streams/feeds/lot';
import type { SubmitAction } from '@streams/feeds/lot-submit';
import { api } from '@/lib/api/client';
import { CALLER } from '@/lib/api/error-meta';
import { withErrorPolicy } from '@/lib/api/error-policy';
import { selectBearerToken, useSessionStore } from '@/stores/session';
import { takeInlinedSnapshot } from './inlined-snapshot';

/**
 * Glue between the stream layer and the app: the bid room authenticates with the session's token (a refresh or a
 * logout reconnects with the new one), and the lot feed's HTTP fallbacks go through the api client. Bid endpoints
 * are 'caller' mode (§8): the quote hall shows the messages itself and a 404 raises no toast; a 401 still ends the
 * session (withErrorPolicy: these calls are outside the query cache).
 */

/** The bearer token as it changes (password grant only, like every API call, §7). */
const token$ = new Observable<string | undefined>((subscriber) => {
  subscriber.next(selectBearerToken(useSessionStore.getState()));
  return useSessionStore.subscribe((s) => subscriber.next(selectBearerToken(s)));
});

configureBidRoom({ token$ });

/** GET /api-bid/lot/snapshot — LotSnapshot (`me` filled with the bearer). */
export const fetchLotSnapshot = (assetsId: string, signal?: AbortSignal) =>
  withErrorPolicy(api.get<LotSnapshot>(BID_PATHS.snapshot, { assetsId }, { signal }), CALLER);

/** GET /api-bid/lot/events — the events after `afterSeq`. */
export const fetchLotEvents = (assetsId: string, afterSeq: number, signal?: AbortSignal) =>
  withErrorPolicy(api.get<LotEventsAnswer>(BID_PATHS.events, { assetsId, afterSeq }, { signal }), CALLER);

/** POST /api-bid/lot/bid | accept — the submitter's fallback while the socket is down. */
export const postBid = (action: SubmitAction, body: BidPlace) =>
  withErrorPolicy(api.post<BidResult>(action === 'bid' ? BID_PATHS.bid : BID_PATHS.accept, { ...body }), CALLER);

/** The app's lot feed sources (module-level: every component of a lot shares one feed). */
export const lotSources: LotSources = {
  room: getBidRoom(), fetchSnapshot: fetchLotSnapshot, fetchEvents: fetchLotEvents, openingSnapshot: takeInlinedSnapshot,
};
configureLotFeed(lotSources);
