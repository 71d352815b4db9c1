import type { Selectable } from 'kysely';
import type { ListedProject } from '../../../contract/projects';
import type { Db } from '../db/connection';
import type { ProjectTable } from '../db/schema';
import { beijingTime, fenToYuan } from '../http/wire';
import { listingWhere, type ListingFilter } from './listing-filters';
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

/** Sort orders of the listing queries: newest publication, or hottest first. */
export type ListingOrder = 'newest' | 'hottest';

/** Columns read for a ListedProject; also used by other lists that answer ListedProject. */
export const LISTING_COLUMNS = [
  'assetsId', 'projectCode', 'assetsName', 'projectType', 'projectNature', 'priceType', 'startPriceFen', 'priceUnit',
  'provinceCode', 'cityCode', 'countyCode', 'area', 'areaUnit', 'assetTypeId', 'transferType', 'status', 'imgSrc',
  'announcementEndTime', 'publishDate',
] as const;

/**
 * One page of supply projects matching `filter`, plus the total. `limit`/`offset` are rows.
 * Ties are broken by assetsId so paging is stable.
 */
export async function findListings(
  db: Db, filter: ListingFilter, order: ListingOrder, limit: number, offset: number,
): Promise<{ records: ListedProject[]; total: number }> {
  let query = db.selectFrom('project').select(LISTING_COLUMNS).where(listingWhere(filter));
  query = order === 'hottest'
    ? query.orderBy('hotScore', 'desc').orderBy('publishDate', 'desc')
    : query.orderBy('publishDate', 'desc');
  const [rows, counted] = await Promise.all([
    query.orderBy('assetsId', 'desc').limit(limit).offset(offset).execute(),
    db.selectFrom('project').select((eb) => eb.fn.countAll().as('total')).where(listingWhere(filter)).executeTakeFirstOrThrow(),
  ]);
  return { records: await toListedProjects(db, rows), total: Number(counted.total) };
}

/** A project row holding exactly the columns a listing needs. */
export type ListingRow = Pick<Selectable<ProjectTable>, (typeof LISTING_COLUMNS)[number]>;

/**
 * Maps project rows to the wire's ListedProject: prices fen → 元, times → Beijing strings, region codes and the
 * asset type id → names (two lookups for the whole page rather than joins per row).
 */
export async function toListedProjects(db: Db, rows: ListingRow[]): Promise<ListedProject[]> {
  const [regions, types] = await Promise.all([
    regionNames(db, rows.flatMap((r) => [r.provinceCode, r.cityCode, r.countyCode])),
    typeNames(db, rows.map((r) => r.assetTypeId)),
  ]);
  return rows.map((r) => ({
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
  }));
}
