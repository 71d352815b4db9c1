import type { ListedProject } from '../../../contract/projects';
import { dialectOf, type Db } from '../db/connection';
import { beijingTime, fenToYuan } from '../http/wire';
import type { ListingFilter } from './listing-filters';
import { keptCount } from './listing-counts';
import { searchedPage } from './listing-match-lists';
import {
  listingRows, listingRowsPlain, listingRowsQueried, listingTotal, listingTotalQueried, pageWindow, plainMax,
  type ListingOrder, type ListingRow,
} from './listing-repository';
import { namesOf } from './listing-names';
import { ListingWorkerGone, listingWorkersOf } from './listing-workers';
import { regionNames, typeNames } from './catalog';

/** Status text of a listing (§4 "Project state text", matched by substring on the client). */
export const STATE_TEXT: Record<number, string> = {
  0: '预披露', 1: '正在报名', 2: '报名已截止', 3: '正在竞价', 4: '已结束', 7: '已成交',
};

/**
 * GB/T 2260 gives the municipalities (Beijing, Tianjin, Shanghai, Chongqing) placeholder cities named 市辖区 / 县;
 * the listing shows province + city + county, so those read as '' ('重庆市永川区', not '重庆市市辖区永川区').
 */
const PLACEHOLDER_CITIES = new Set(['市辖区', '县']);

export { LISTING_COLUMNS, type ListingOrder, type ListingRow } from './listing-repository';

/**
 * One page of supply projects matching `filter`, plus the total. `limit`/`offset` are rows.
 * Ties are broken by assetsId so paging is stable. The hot path of the portal's lists (listing-repository.ts): the
 * total first — kept per listing version (listing-counts.ts), read from the kept top-level count when nothing filters —
 * then, on a table of more than plainMax() top-level projects, the page's ids read in index order (from the far end
 * for a page past the middle) and only its rows (a shorter table: one plain query, `q` by LIKE); a list with `q` is
 * read whole once per listing version and kept (listing-match-lists.ts: a page is a slice, its total the length); prepared
 * statements per shape on SQLite; region and type names from memory (see namesOf).
 * On a SQLite file with listing workers attached (listing-workers.ts, LISTING_WORKERS) the reads run in a worker
 * thread on a read-only connection of its own, off the event loop that accepts bids; otherwise here (see
 * {@link readListings}); a read whose thread dies (or whose pool closes) meanwhile is read again here.
 * Runs on Kysely's connection, so it waits for an open transaction like any Kysely query (and must not be called
 * from inside a transaction's callback, which would wait for itself).
 */
export async function findListings(
  db: Db, filter: ListingFilter, order: ListingOrder, limit: number, offset: number,
): Promise<ListingPage> {
  const workers = listingWorkersOf(db);
  if (workers) {
    try {
      return await workers.read({ filter, order, limit, offset });
    } catch (e) {
      if (!(e instanceof ListingWorkerGone)) throw e;
    }
  }
  return readListings(db, filter, order, limit, offset);
}

/** One page of a supply-project list and the list's total (findListings' answer). */
export interface ListingPage { records: ListedProject[]; total: number }

/** {@link findListings} on this thread, on `db`'s own connection (a listing worker calls it on its read-only one). */
export async function readListings(
  db: Db, filter: ListingFilter, order: ListingOrder, limit: number, offset: number,
): Promise<ListingPage> {
  return db.connection().execute(async (conn) => {
    const sqlite = dialectOf(db) === 'sqlite';
    const counted = (f: ListingFilter, plain = false) =>
      keptCount(db, `t|${JSON.stringify(f)}`, () => (sqlite ? listingTotal(db, f) : listingTotalQueried(conn, f, plain)));
    // A short table (all its top-level projects, not just this list) is read in one plain query.
    const plain = (await counted({})) <= plainMax();
    let rows: ListingRow[] = [];
    let total: number;
    if (!plain && filter.q) ({ rows, total } = await searchedPage(db, conn, filter, order, limit, offset));
    else {
      total = await counted(filter, plain);
      const w = pageWindow(total, limit, offset);
      if (w && sqlite && plain) rows = listingRowsPlain(db, filter, order, w);
      else if (w && sqlite) rows = listingRows(db, filter, order, w);
      else if (w) rows = await listingRowsQueried(conn, filter, order, w, plain);
    }
    const regions = await namesOf(db, conn, 'region', rows.flatMap((r) => [r.provinceCode, r.cityCode, r.countyCode]));
    const types = await namesOf(db, conn, 'assetType', rows.map((r) => r.assetTypeId));
    return { records: rows.map((r) => listedProject(r, regions, types)), total };
  });
}

/**
 * Maps project rows to the wire's ListedProject: prices fen → 元, times → Beijing strings, region codes and the
 * asset type id → names (two lookups for the whole page rather than joins per row).
 */
export async function toListedProjects(db: Db, rows: ListingRow[]): Promise<ListedProject[]> {
  const [regions, types] = await Promise.all([
    regionNames(db, rows.flatMap((r) => [r.provinceCode, r.cityCode, r.countyCode])),
    typeNames(db, rows.map((r) => r.assetTypeId)),
  ]);
  return rows.map((r) => listedProject(r, regions, types));
}

/** One project row as the wire's ListedProject, given the names of its region codes and asset type. */
function listedProject(r: ListingRow, regions: Map<string, string>, types: Map<string, string>): ListedProject {
  return {
    id: r.assetsId,
    assetsId: r.assetsId,
    assetsName: r.assetsName,
    projectCode: r.projectCode,
    projectType: r.projectType,
    projectNature: r.projectNature,
    priceType: r.priceType,
    startPrice: fenToYuan(r.startPriceFen),
    priceUnit: r.priceUnit,
    province: regions.get(r.provinceCode) ?? '',
    city: PLACEHOLDER_CITIES.has(regions.get(r.cityCode) ?? '') ? '' : regions.get(r.cityCode) ?? '',
    county: regions.get(r.countyCode) ?? '',
    area: r.area === null ? null : Number(r.area),
    areaUnit: r.areaUnit,
    typeName: types.get(r.assetTypeId) ?? '',
    transferType: r.transferType,
    status: r.status,
    state: STATE_TEXT[r.status] ?? '--',
    imgSrc: r.imgSrc,
    announcementEndTime: beijingTime(r.announcementEndTime),
    publishDate: beijingTime(r.publishDate),
  };
}
