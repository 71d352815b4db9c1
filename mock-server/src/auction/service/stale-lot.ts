import { isUniqueViolation } from '../../db/unique-violation';

/**
 * A lot's batch could not be written because another writer got there first: its projection is past the seq the
 * batch was decided on (another server process committed the lot), or one of its events or idempotency keys is
 * already stored. Nothing of the batch is kept; the writer catches the lot up from its event log and decides again.
 */
export class StaleLotError extends Error {
  constructor(assetsId: string, cause?: unknown) {
    super(`lot ${assetsId}: another writer committed first`, { cause });
  }
}

/** `err` as a {@link StaleLotError} when it is one or a unique-key clash of the batch's rows; else `err` itself. */
export function staleOrSelf(assetsId: string, err: unknown): unknown {
  if (err instanceof StaleLotError) return err;
  return isUniqueViolation(err) ? new StaleLotError(assetsId, err) : err;
}
