import type { Kysely } from 'kysely';

/**
 * 017 — the status sweep as the exchange grows (issue 18). Every 5 s the server moves lots along their time window
 * (modules/sync/lot-status-repository.ts: close, open, close enrolment). Each move asks for lots in some statuses whose
 * end, start or enrolment end has passed; the only index on status (`project_status`: status, publish_date) made each
 * of the three read every project in those statuses — at 100,000 projects about 150 ms on the event loop that accepts
 * bids, every 5 s. Each index below puts the move's time column after the status, so a move reads only the lots that
 * are due.
 */
const INDEXES = [
  ['project_status_bid_end', 'bid_end_time'],
  ['project_status_bid_start', 'bid_start_time'],
  ['project_status_announcement_end', 'announcement_end_time'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, column] of INDEXES) await db.schema.createIndex(name).on('project').columns(['status', column]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
