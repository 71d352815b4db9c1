import { type ExpressionBuilder, type Kysely, sql, type SqlBool } from 'kysely';
import type { MyProjectTab } from '../../../../contract/usercentre';
import type { Database } from '../../db/schema';
import { isPostgres } from '../../db/migrations/dialect';
import type { Queryable } from '../../db/queryable';

/**
 * The user centre's reads of the caller's applications with the lot each one shows: the project itself, or for a
 * package the first chosen 标段 (sub_assets[0]). The lot's state is the bid service's projection (bid_lot, read here
 * as detail reads it) and the caller's bidder row on that lot (table enrolment).
 */

type Eb = ExpressionBuilder<Database & { bidder: Database['enrolment'] }, 'enrolmentApplication' | 'bidLot' | 'bidder'>;

/**
 * The lot an application shows: its first chosen 标段, else the project (the first element of '[]' is null). The JSON
 * functions differ: SQLite's json_extract, PostgreSQL's ->> on the text cast to jsonb.
 */
const lotIdOf = (db: Queryable) => {
  const subAssets = sql.ref('enrolmentApplication.subAssets');
  const first = isPostgres(db as Kysely<unknown>) ? sql`(cast(${subAssets} as jsonb) ->> 0)` : sql`json_extract(${subAssets}, '$[0]')`;
  return sql<string>`coalesce(${first}, ${sql.ref('enrolmentApplication.assetsId')})`;
};

/** The caller won the lot: closed as a deal with the caller's bidder code as the winner's (never null; a boolean, 0/1 on SQLite). */
const wonSql = sql<SqlBool>`coalesce(${sql.ref('bidLot.resultOutcome')} = 'deal' and ${sql.ref('bidLot.resultWinnerCode')} = ${sql.ref('bidder.bidderCode')}, false)`;

/** The rows of each tab (contract MY_PROJECT_TABS): refused applications only under all and ended. */
function tabFilter(eb: Eb, tab: MyProjectTab) {
  const refused = eb('enrolmentApplication.state', '=', 'refused');
  const live = eb('enrolmentApplication.state', '<>', 'refused');
  const closed = eb('bidLot.phase', '=', 'closed');
  switch (tab) {
    case 'all': return sql<SqlBool>`1 = 1`;
    case 'enrolling': return eb.and([live, eb.or([eb('bidLot.phase', 'is', null), eb('bidLot.phase', '=', 'scheduled')])]);
    case 'bidding': return eb.and([live, eb('bidLot.phase', 'is not', null), eb('bidLot.phase', 'not in', ['scheduled', 'closed'])]);
    case 'ended': return eb.or([refused, closed]);
    case 'deal': return eb.and([live, closed, wonSql]);
    case 'unsold': return eb.and([live, closed, eb.not(wonSql)]);
  }
}

function base(db: Queryable, userId: string) {
  const lotId = lotIdOf(db);
  return db.selectFrom('enrolmentApplication')
    .leftJoin('bidLot', (j) => j.on(sql<SqlBool>`${sql.ref('bidLot.assetsId')} = ${lotId}`))
    .leftJoin('enrolment as bidder', (j) => j.on(sql<SqlBool>`${sql.ref('bidder.assetsId')} = ${lotId}`)
      .onRef('bidder.userId', '=', 'enrolmentApplication.userId'))
    .where('enrolmentApplication.userId', '=', userId);
}

/** 1 when the row is in `tab`, else 0: the list's tabs come from the same filter that pages them. */
const inTab = (eb: Eb, tab: MyProjectTab) => eb.case().when(tabFilter(eb, tab)).then(1).else(0).end();

function withLot(db: Queryable, userId: string) {
  return base(db, userId).selectAll('enrolmentApplication').select((eb) => [
    inTab(eb, 'enrolling').as('inEnrolling'), inTab(eb, 'bidding').as('inBidding'), inTab(eb, 'ended').as('inEnded'),
    inTab(eb, 'deal').as('inDeal'), inTab(eb, 'unsold').as('inUnsold'), wonSql.as('won'),
  ]).select([
    lotIdOf(db).as('lotId'), 'bidLot.phase', 'bidLot.deadline', 'bidLot.paused', 'bidLot.currentPriceFen', 'bidLot.leaderCode',
    'bidLot.resultOutcome', 'bidLot.resultWinnerCode', 'bidLot.resultPriceFen', 'bidLot.openedTime', 'bidLot.closedTime',
    'bidder.bidderCode as lotBidderCode',
  ]);
}

/** An application with the state of the lot it shows (phase null: no bidding yet). */
export type MyProjectRow = Awaited<ReturnType<typeof findMyProjects>>['rows'][number];

/** One page of `userId`'s applications in `tab`, newest first, and the tab's total. */
export async function findMyProjects(db: Queryable, userId: string, tab: MyProjectTab, limit: number, offset: number) {
  const [rows, counted] = await Promise.all([
    withLot(db, userId).where((eb) => tabFilter(eb, tab))
      .orderBy('enrolmentApplication.createTime', 'desc').orderBy('enrolmentApplication.id', 'desc').limit(limit).offset(offset).execute(),
    countMyProjects(db, userId, tab),
  ]);
  return { rows, total: counted };
}

/** How many of `userId`'s applications are in `tab`. */
export async function countMyProjects(db: Queryable, userId: string, tab: MyProjectTab): Promise<number> {
  const row = await base(db, userId).where((eb) => tabFilter(eb, tab)).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** `userId`'s application `id` with its lot, or null (someone else's, or none). */
export async function findMyProject(db: Queryable, userId: string, id: string): Promise<MyProjectRow | null> {
  return (await withLot(db, userId).where('enrolmentApplication.id', '=', id).executeTakeFirst()) ?? null;
}

/** Lots open right now (any phase between the opening and the close) on which `userId` holds a confirmed deposit. */
export async function countOpenLotsOfBidder(db: Queryable, userId: string): Promise<number> {
  const row = await db.selectFrom('enrolment').innerJoin('bidLot', 'bidLot.assetsId', 'enrolment.assetsId')
    .select((eb) => eb.fn.countAll().as('n')).where('enrolment.userId', '=', userId).where('enrolment.depositStatus', '=', 'confirmed')
    .where('bidLot.phase', 'not in', ['scheduled', 'closed']).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Ids of `userId`'s refused applications (their deposit orders are no longer to be paid). */
export async function findRefusedApplicationIds(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('enrolmentApplication').select('id').where('userId', '=', userId).where('state', '=', 'refused').execute();
  return rows.map((r) => r.id);
}
