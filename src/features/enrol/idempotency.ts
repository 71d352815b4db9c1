/**
 * A fresh idempotency key for one enrolment attempt (contract/bid idempotencyKeySchema:
 * 8–64 of [A-Za-z0-9_-]). The same key sent twice yields the same enrolment, so double clicks and
 * retries after a lost answer are harmless.
 */
export function newIdempotencyKey(prefix = 'enrol'): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().replace(/-/g, '')
      : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
  return `${prefix}-${random}`.slice(0, 64);
}
