import type { Selectable } from 'kysely';
import { maskPhone } from '../../../../contract/rules/mask';
import { TEXT_CUT } from '../../../../contract/constants';
import { DEMAND_STATUS_LABELS, type DemandDetail, type DemandQuery } from '../../../../contract/demand';
import type { Db } from '../../db/connection';
import type { DemandTable } from '../../db/schema';
import { beijingTime, fenToYuan, likeContains } from '../../http/wire';
import { regionNames, typeNames } from '../../services/catalog';

type DemandRow = Selectable<DemandTable>;
type Filter = Omit<DemandQuery, 'current' | 'size'>;

/** The demand query narrowed by the filters (purpose, keyword in title or description, province, status). */
function filtered(db: Db, f: Filter) {
  let q = db.selectFrom('demand');
  if (f.demandPurpose) q = q.where('demandPurpose', '=', f.demandPurpose);
  if (f.province) q = q.where('provinceCode', '=', f.province);
  if (f.status !== undefined) q = q.where('status', '=', f.status);
  if (f.q) {
    const like = likeContains(f.q);
    q = q.where((eb) => eb.or([eb('title', 'like', like), eb('description', 'like', like)]));
  }
  return q;
}

/** Rows → wire records: names resolved once per page, phone masked (§5), budget 元, summary cut at 96 characters. */
async function toDetails(db: Db, rows: DemandRow[]): Promise<DemandDetail[]> {
  const [regions, types, purposes] = await Promise.all([
    regionNames(db, rows.flatMap((r) => [r.provinceCode, r.cityCode, r.countyCode])), typeNames(db, rows.map((r) => r.assetTypeId)),
    db.selectFrom('dictItem').select(['dictKey', 'dictValue']).where('code', '=', 'demandPurpose').execute(),
  ]);
  const purpose = new Map(purposes.map((p) => [p.dictKey, p.dictValue]));
  const city = (code: string) => { const n = regions.get(code) ?? ''; return n === '市辖区' || n === '县' ? '' : n; };
  return rows.map((r) => {
    const chars = Array.from(r.description);
    return {
      id: r.id, title: r.title, demandPurpose: r.demandPurpose, demandPurposeName: purpose.get(r.demandPurpose) ?? '', typeName: types.get(r.assetTypeId) ?? '',
      province: regions.get(r.provinceCode) ?? '', city: city(r.cityCode), county: regions.get(r.countyCode) ?? '',
      areaMin: r.areaMin === null ? null : Number(r.areaMin), areaMax: r.areaMax === null ? null : Number(r.areaMax), termYears: r.termYears,
      budget: fenToYuan(r.budgetFen) ?? 0, contactName: r.contactName, contactPhone: maskPhone(r.contactPhone), status: r.status,
      statusLabel: DEMAND_STATUS_LABELS[r.status] ?? '--',
      summary: chars.length > TEXT_CUT.general ? `${chars.slice(0, TEXT_CUT.general).join('')}…` : r.description,
      publishDate: beijingTime(r.publishDate), description: r.description,
    };
  });
}

/** One page of demands, newest first (ties by id, so paging is stable). Records carry no description. */
export async function findDemands(db: Db, f: Filter, limit: number, offset: number) {
  const [rows, counted] = await Promise.all([
    filtered(db, f).selectAll().orderBy('publishDate', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    filtered(db, f).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  const records = (await toDetails(db, rows)).map(({ description: _d, ...rest }) => rest);
  return { records, total: Number(counted.n) };
}

/** One demand with its description, or null. */
export async function findDemand(db: Db, id: string): Promise<DemandDetail | null> {
  const row = await db.selectFrom('demand').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await toDetails(db, [row]))[0] : null;
}
