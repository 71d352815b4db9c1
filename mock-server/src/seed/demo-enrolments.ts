import type { Db } from '../db/connection';
import { formatYuan } from '../auction/money';
import { findProfile } from '../modules/detail/index';
import { enrolledPairs, recordDemoApplication } from '../modules/enrolment/index';
import { recordDemoDeposit } from '../modules/payment/index';
import { AUCTION_ROSTER } from './auction-bidders';
import { MaterialFiles, type MaterialOwner } from './material-files';
import { Rng } from './random';
import { findDemoBidderRows } from './seed-repository';
import { beijingAt, DAY, HOUR, MINUTE } from './time';

/** Seed of the enrolment times (independent of the other seeds). */
const ENROL_SEED = 20261124;
/** Accounts that pay by bank transfer with a proof an operator confirms (an organisation); the others pay online. */
const OFFLINE_PAYERS = new Set(['cqnongye']);

export const kindOf = (userType: number): 'person' | 'org' => (userType === 2 ? 'org' : 'person');

/**
 * When a seeded bidder enrolled and paid: on an office-hour day 2–8 days before `now`, never before the
 * enrolment opened nor within the last hour; an online payment minutes later, an offline one confirmed hours later.
 */
export function enrolmentTimes(rng: Rng, now: number, opensAt: number, offline: boolean) {
  const day = -rng.int(2, 8);
  const submittedAt = Math.min(now - HOUR, Math.max(opensAt + HOUR, beijingAt(now, day, rng.int(9, 15), rng.int(0, 59))));
  const startedAt = submittedAt + rng.int(2, 25) * MINUTE;
  const paidAt = Math.min(now - 5 * MINUTE, offline ? startedAt + rng.int(1, 3) * HOUR + rng.int(0, 50) * MINUTE : startedAt + rng.int(1, 4) * MINUTE);
  return { submittedAt, startedAt, paidAt: Math.max(paidAt, startedAt + MINUTE) };
}

/**
 * Gives every roster bidder row of every demo lot (seed/auction-bidders.ts) the portal's own records of it, as if the
 * bidder had enrolled and paid through the portal: an enrolment application (person / org by account type, the
 * project's required materials as the bidder's uploads, the same bidder code, paid) with its history, and its deposit
 * order (paid online, or offline with a transfer proof for cqnongye) with the payment and the order log — lisi's
 * unpaid rows get an application awaiting payment and an unpaid order. Rows that already have an application (also
 * from an earlier start) are skipped, so it is idempotent and brings existing databases up to date.
 * @returns how many applications were added.
 */
export async function seedDemoEnrolments(db: Db, opts: { dataDir: string; now: number }): Promise<number> {
  const roster = new Map<string, string>(AUCTION_ROSTER.map((r) => [r.loginName, r.code]));
  const rows = (await findDemoBidderRows(db)).filter((r) => roster.get(r.loginName) === r.bidderCode);
  const done = await enrolledPairs(db, [...new Set(rows.map((r) => r.assetsId))]);
  const todo = rows.filter((r) => !done.has(`${r.userId}:${r.assetsId}`));
  if (!todo.length) return 0;
  const files = new MaterialFiles(db, opts.dataDir, opts.now - 9 * DAY);
  const rng = new Rng(ENROL_SEED);
  const plan = async (r: (typeof todo)[number]) => {
    const owner: MaterialOwner = { userId: r.userId, name: r.name, kind: kindOf(r.userType) };
    const profile = await findProfile(db, { assetsId: r.assetsId, imgSrc: r.imgSrc });
    const offline = OFFLINE_PAYERS.has(r.loginName);
    const t = enrolmentTimes(rng, opts.now, Number(r.announcementStartTime), offline);
    const paid = r.depositStatus !== 'unpaid';
    const depositFen = Number(r.depositFen);
    return {
      r, owner, t, paid, offline, depositFen, materials: await files.forMaterials(owner, profile.materials),
      proof: paid && offline ? await files.transferProof(owner, r.assetsName, formatYuan(depositFen), t.startedAt) : undefined,
    };
  };
  const planned: Array<Awaited<ReturnType<typeof plan>>> = [];
  for (const r of todo) planned.push(await plan(r));
  return db.transaction().execute(async (trx) => {
    // Checked again inside the transaction: another process starting at the same time may have added them.
    const now = await enrolledPairs(trx, [...new Set(planned.map((p) => p.r.assetsId))]);
    const fresh = planned.filter((p) => !now.has(`${p.r.userId}:${p.r.assetsId}`));
    for (const p of fresh) {
      const enrolmentId = await recordDemoApplication(trx, {
        assetsId: p.r.assetsId, userId: p.r.userId, kind: p.owner.kind, depositFen: p.depositFen, materials: p.materials,
        submittedAt: p.t.submittedAt, paidAt: p.paid ? p.t.paidAt : null, bidderCode: p.paid ? p.r.bidderCode : null,
      });
      await recordDemoDeposit(trx, {
        enrolmentId, userId: p.r.userId, assetsId: p.r.assetsId, amountFen: p.depositFen, createdAt: p.t.submittedAt,
        pay: p.paid ? { channel: p.offline ? 'offline' : 'online', startedAt: p.t.startedAt, paidAt: p.t.paidAt, proofFileId: p.proof, bidderCode: p.r.bidderCode } : undefined,
      });
    }
    return fresh.length;
  });
}
