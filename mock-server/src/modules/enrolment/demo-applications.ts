import type { EnrolmentEventTable } from '../../db/schema';
import type { Queryable } from '../../db/queryable';
import { newId } from '../../lib/crypto';
import { findApplicationPairs, insertApplicationRow, insertEnrolmentEvents } from './demo-repository';

/**
 * An enrolment as the demo data holds it (the seeded bidders of the demo and historic lots): submitted at
 * `submittedAt` with `materials`, and — when `paidAt` is set — accepted with `bidderCode` once the deposit arrived.
 * Money in fen, times epoch ms.
 */
export interface DemoApplication {
  assetsId: string; userId: string; kind: 'person' | 'org'; depositFen: number;
  materials: Array<{ code: string; fileId: string }>; submittedAt: number; paidAt: number | null; bidderCode: string | null;
}

/** History entry types the demo applications carry (enrolment_event.type). */
export const DEMO_ENROLMENT_EVENTS = { submitted: 'submitted', accepted: 'accepted' } as const;

/**
 * Stores one demo application in the caller's transaction, as the portal's submit and a confirmed deposit leave it:
 * state paid with its bidder code (or pending_payment without one), subAssets '[]', and its history — submitted by
 * the user, accepted by the system when the deposit was confirmed. @returns the application id (the order points at it).
 */
export async function recordDemoApplication(trx: Queryable, a: DemoApplication): Promise<string> {
  const id = newId();
  const paid = a.paidAt !== null && a.bidderCode !== null;
  await insertApplicationRow(trx, {
    id, assetsId: a.assetsId, userId: a.userId, kind: a.kind, subAssets: '[]', materials: JSON.stringify(a.materials), depositFen: a.depositFen,
    state: paid ? 'paid' : 'pending_payment', bidderCode: paid ? a.bidderCode : null, idempotencyKey: `demo-${id}`,
    paidTime: paid ? a.paidAt : null, createTime: a.submittedAt, updateTime: paid ? a.paidAt! : a.submittedAt, refuseReason: '',
  });
  const events: EnrolmentEventTable[] = [{
    id: `${id}1`, enrolmentId: id, type: DEMO_ENROLMENT_EVENTS.submitted, actor: `user:${a.userId}`,
    detail: JSON.stringify({ depositFen: a.depositFen, materials: a.materials.map((m) => m.code) }), createTime: a.submittedAt,
  }];
  if (paid) {
    events.push({
      id: `${id}2`, enrolmentId: id, type: DEMO_ENROLMENT_EVENTS.accepted, actor: 'system',
      detail: JSON.stringify({ bidderCode: a.bidderCode }), createTime: a.paidAt!,
    });
  }
  await insertEnrolmentEvents(trx, events);
  return id;
}

/** Which (user, lot) pairs of `lots` already hold an application: `userId:assetsId` keys, so a re-seed adds none twice. */
export function enrolledPairs(db: Queryable, lots: string[]): Promise<Set<string>> {
  return findApplicationPairs(db, lots);
}
