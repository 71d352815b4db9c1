/**
 * The bid module: the transports of the bid rounds over the auction engine's bid service (auction/service, which owns
 * bid_lot, lot_event, enrolment, bid_idempotency and settlement; its messages go through the messages module) — the HTTP rounds under /api-bid, the
 * operator endpoints and the /bid socket's lot commands. Offers {@link bidRoutes}, {@link operatorRoutes} and
 * {@link registerBidHandlers}, which main.ts hands to the realtime layer. Uses no other module.
 */
export { bidRoutes } from './routes';
export { operatorRoutes } from './operator-routes';
export { registerBidHandlers } from './handlers';
