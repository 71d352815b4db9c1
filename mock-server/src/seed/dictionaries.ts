import type { IdSource } from './random';
import type { Row } from './types';

type Entry = readonly [key: string, value: string, icon?: string, parentKey?: string];

/** Identity document types of §3 (keys '0'–'10'). */
const ID_TYPES: Entry[] = [
  ['0', '居民身份证'], ['1', '临时身份证'], ['2', '户口簿'], ['3', '军官证'], ['4', '因公普通护照'], ['5', '因私普通护照'],
  ['6', '公务护照'], ['7', '外交护照'], ['8', '港澳居民来往内地通行证'], ['9', '台湾居民来往大陆通行证'], ['10', '其他'],
];

/** The seven land purposes of the home classify strip and the /demand filter (§2). */
export const DEMAND_PURPOSES = {
  cultivated: '1', aquaculture: '2', construction: '3', forest: '4', garden: '5', agricultural: '6', barren: '7',
} as const;
const PURPOSES: Entry[] = [
  ['1', '耕地', 'farmland'], ['2', '养殖水面', 'fishpond'], ['3', '建设用地', 'construction'], ['4', '林地', 'forest'],
  ['5', '园地', 'orchard'], ['6', '农用地', 'agriculture'], ['7', '四荒地', 'wasteland'],
];

/** Transfer (roll-out) types; 出租 has two children. */
export const TRANSFER_TYPES = { lease: '1', transfer: '2', exchange: '3', subcontract: '4', shares: '5', sale: '6', other: '7' } as const;
const TRANSFERS: Entry[] = [
  ['1', '出租', 'lease'], ['2', '转让', 'transfer'], ['3', '互换', 'exchange'], ['4', '转包', 'subcontract'],
  ['5', '入股', 'shares'], ['6', '出售', 'sale'], ['7', '其他', 'other'],
  ['101', '短期出租', '', '1'], ['102', '长期出租', '', '1'],
];

/** Price units; project rows store the label. */
export const PRICE_UNITS = {
  wan: '万元', yuan: '元', perMuYear: '元/亩/年', perMu: '元/亩', perYear: '元/年', perSqmYear: '元/平方米/年', perSet: '元/台',
} as const;
const UNITS: Entry[] = Object.values(PRICE_UNITS).map((v, i) => [String(i + 1), v] as const);

const STATUSES: Entry[] = [['0', '预披露'], ['1', '正在报名'], ['2', '报名已截止'], ['3', '正在竞价'], ['4', '已结束'], ['7', '已成交']];
const NOTICE_TYPES: Entry[] = [['1', '交易公告'], ['2', '成交公告'], ['3', '平台公告'], ['4', '流拍公告']];

/** Labels of transfer types by key (for names and descriptions). */
export const TRANSFER_LABELS: Record<string, string> = Object.fromEntries(TRANSFERS.map(([k, v]) => [k, v]));

/** Every dictionary row: idType, demandPurpose, transferType, priceUnit, projectStatus, noticeType. */
export function dictionaryRows(ids: IdSource): Row<'dictItem'>[] {
  const groups: Array<[string, Entry[]]> = [
    ['idType', ID_TYPES], ['demandPurpose', PURPOSES], ['transferType', TRANSFERS], ['priceUnit', UNITS],
    ['projectStatus', STATUSES], ['noticeType', NOTICE_TYPES],
  ];
  const rows: Row<'dictItem'>[] = [];
  for (const [code, entries] of groups) {
    entries.forEach(([dictKey, dictValue, icon = '', parentKey = ''], i) => {
      rows.push({ id: ids.numeric(), code, dictKey, dictValue, parentKey, icon, sort: i + 1 });
    });
  }
  return rows;
}
