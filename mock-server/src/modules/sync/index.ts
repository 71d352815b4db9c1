/**
 * The sync module: the dscq-sync service (§7) — the bidding hall and the newly listed assets feed, plus the hall
 * clock that moves lots through their statuses and re-anchors the demo lots; reads and updates project and bid_lot,
 * owns no table. Offers {@link syncRoutes} and the hall clock ({@link reanchorDemoLots}, {@link sweepLotStatuses},
 * {@link startStatusSweeper}) that main.ts runs, and the sweep's statements ({@link sweepMoves}) for their query
 * plans. Uses no other module.
 */
export { syncRoutes } from './routes';
export { reanchorDemoLots, startStatusSweeper, sweepLotStatuses, type Sweeper, type SweepOptions } from './hall-clock';
export { sweepMoves } from './lot-status-repository';
