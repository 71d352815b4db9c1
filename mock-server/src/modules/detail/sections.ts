import { z } from 'zod';
import {
  ACCEPT_KIND_LABELS, DETAIL_SECTIONS, RESTRICTED_SECTIONS, type DetailSection, type SectionAnswer, type baseInfoSchema, type topInfoSchema,
} from '../../../../contract/project-detail';
import type { Db } from '../../db/connection';
import { amountText, moneyPhrase, unitPriceText } from '../../../../contract/rules/money';
import { beijingTime, fenToYuan } from '../../http/wire';
import { STATE_TEXT } from '../../services/listing';
import { regionNames, typeNames } from '../../services/catalog';
import { favouriteFacts } from '../favourites/index';
import { hasDirectionalAccess, isDirectional } from './access';
import { dictLabel, downloadCount, findProfile, findSection, type ProjectRow } from './repository';

const itemsSchema = z.array(z.object({ label: z.string(), value: z.string() }));

/** A package's own row has no amount of its own: its 标段 each have one. */
const PER_LOT = '见各标段';

/**
 * The portal's two money formatters (contract/rules/money.ts) for the detail tables, so a value reads here exactly as
 * in the price panel: a price or price step in the project's unit, a sum (the deposit) as money (元 / 万元).
 */
const priceCell = (fen: number | null, p: ProjectRow) => (fen === null ? PER_LOT : moneyPhrase(unitPriceText(fenToYuan(fen), p)));
const amountCell = (fen: number | null) => (fen === null ? PER_LOT : moneyPhrase(amountText(fenToYuan(fen))));

/** 基本信息 rows in display order. Prices and the increment in the project's price unit, the deposit in 元 / 万元. */
export async function baseInfo(db: Db, p: ProjectRow): Promise<z.infer<typeof baseInfoSchema>> {
  const [regions, types, transfer, profile] = await Promise.all([
    regionNames(db, [p.provinceCode, p.cityCode, p.countyCode]), typeNames(db, [p.assetTypeId]),
    dictLabel(db, 'transferType', p.transferType), findProfile(db, p),
  ]);
  const city = regions.get(p.cityCode) ?? '';
  const rows: Array<[string, string]> = [
    ['项目编号', p.projectCode], ['项目名称', p.assetsName], ['资产类别', types.get(p.assetTypeId) ?? ''], ['交易方式', transfer],
    ['所在地区', `${regions.get(p.provinceCode) ?? ''}${city === '市辖区' || city === '县' ? '' : city}${regions.get(p.countyCode) ?? ''}`],
    ['坐落位置', `${p.townName}${p.villageName}`], ['面积', p.area === null ? '—' : `${p.area}${p.areaUnit}`],
    ['流转期限', p.termYears ? `${p.termYears}年` : '—'], ['挂牌价格', priceCell(p.startPriceFen, p)], ['交易保证金', amountCell(p.depositFen)],
    ['加价幅度', priceCell(p.incrementFen, p)], ['转出方', p.transferor], ['报名条件', ACCEPT_KIND_LABELS[profile.acceptKinds]],
    ['公告期', `${beijingTime(p.announcementStartTime)} 至 ${beijingTime(p.announcementEndTime)}`],
    ['项目状态', STATE_TEXT[p.status] ?? '--'],
  ];
  return { assetsId: p.assetsId, assetsName: p.assetsName, items: rows.map(([label, value]) => ({ label, value })) };
}

/** The announcement header: title, code, dates, state and counts (`*At` are epoch ms for countdowns). */
export async function topInfo(db: Db, p: ProjectRow): Promise<z.infer<typeof topInfoSchema>> {
  const [favourites, downloads, profile] = await Promise.all([favouriteFacts(db, p.assetsId, null), downloadCount(db, p.assetsId), findProfile(db, p)]);
  return {
    assetsId: p.assetsId, assetsName: p.assetsName, projectCode: p.projectCode, publishDate: beijingTime(p.publishDate),
    status: p.status, state: STATE_TEXT[p.status] ?? '--', announcementStartTime: beijingTime(p.announcementStartTime),
    announcementEndTime: beijingTime(p.announcementEndTime), announcementEndAt: Number(p.announcementEndTime),
    bidStartAt: p.bidStartTime === null ? null : Number(p.bidStartTime), favouriteCount: favourites.count, downloadCount: downloads,
    directional: isDirectional(profile),
  };
}

/**
 * One rich-text tab for `userId`. A restricted tab of a directional project comes back locked (no content) until the
 * caller enters the code; a tab nothing was written for is an empty tab, not an error (lots created by operators).
 */
export async function sectionAnswer(db: Db, p: ProjectRow, section: DetailSection, userId: string | null): Promise<SectionAnswer> {
  const base = { assetsId: p.assetsId, section, title: DETAIL_SECTIONS[section] };
  if (RESTRICTED_SECTIONS.includes(section)) {
    const profile = await findProfile(db, p);
    if (!(await hasDirectionalAccess(db, p.assetsId, userId, profile))) {
      return { ...base, content: '', items: [], locked: true, updateTime: '' };
    }
  }
  const row = await findSection(db, p.assetsId, section);
  if (!row) return { ...base, content: '', items: [], locked: false, updateTime: beijingTime(p.publishDate) };
  return { ...base, content: row.content, items: itemsSchema.parse(JSON.parse(row.items)), locked: false, updateTime: beijingTime(row.updateTime) };
}
