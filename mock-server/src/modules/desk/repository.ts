import type { Evolution, NavItem, Periodical, Recruit } from '../../../../contract/content';
import { dialectOf, type Db } from '../../db/connection';
import { beijingTime } from '../../http/wire';
import type { ListingFilter } from '../../services/listing-filters';
import { listingWhere } from '../../services/listing-repository';

/** The header navigation, by sort. */
export async function findNavigation(db: Db): Promise<NavItem[]> {
  return db.selectFrom('navigation')
    .select(['id', 'navigationName', 'navigationUrl', 'inStation', 'openPage', 'menuFlag'])
    .orderBy('sort').orderBy('id').execute();
}

/** A page of hot categories (hot_investment rows by sort) with the total. */
export async function findHotInvestments(db: Db, limit: number, offset: number) {
  const [rows, counted] = await Promise.all([
    db.selectFrom('hotInvestment').select(['id', 'assetTypeId']).orderBy('sort').orderBy('id').limit(limit).offset(offset).execute(),
    db.selectFrom('hotInvestment').select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.total) };
}

/** How many listed projects `filter` finds (the same WHERE as the supply-project lists). */
export async function countListedProjects(db: Db, filter: ListingFilter): Promise<number> {
  const counted = await db.selectFrom('project').select((eb) => eb.fn.countAll().as('n'))
    .where(listingWhere(dialectOf(db), filter)).executeTakeFirstOrThrow();
  return Number(counted.n);
}

/** A page of periodicals, newest first, without content. */
export async function findPeriodicals(db: Db, limit: number, offset: number): Promise<{ records: Periodical[]; total: number }> {
  const [rows, counted] = await Promise.all([
    db.selectFrom('periodical').select(['id', 'title', 'issueNo', 'coverImg', 'fileUrl', 'publishDate'])
      .orderBy('publishDate', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    db.selectFrom('periodical').select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map((r) => ({ ...r, publishDate: beijingTime(r.publishDate) })), total: Number(counted.total) };
}

/** One periodical with content, or null. */
export async function findPeriodical(db: Db, id: string): Promise<Periodical | null> {
  const r = await db.selectFrom('periodical').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? { ...r, publishDate: beijingTime(r.publishDate) } : null;
}

/** A page of job openings, newest first, without content. */
export async function findRecruits(db: Db, limit: number, offset: number): Promise<{ records: Recruit[]; total: number }> {
  const [rows, counted] = await Promise.all([
    db.selectFrom('recruit').select(['id', 'jobName', 'department', 'headcount', 'workPlace', 'publishDate'])
      .orderBy('publishDate', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    db.selectFrom('recruit').select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map((r) => ({ ...r, publishDate: beijingTime(r.publishDate) })), total: Number(counted.total) };
}

/** One job opening with content, or null. */
export async function findRecruit(db: Db, id: string): Promise<Recruit | null> {
  const r = await db.selectFrom('recruit').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? { ...r, publishDate: beijingTime(r.publishDate) } : null;
}

/** The development history, oldest year first (a timeline reads forwards). */
export async function findEvolution(db: Db): Promise<Evolution[]> {
  return db.selectFrom('evolution').select(['id', 'year', 'title', 'content']).orderBy('year').orderBy('id').execute();
}
