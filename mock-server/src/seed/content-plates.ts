import type { IdSource } from './random';
import type { Row } from './types';

/** Plate keys used by the content builders. */
export type PlateKey = 'jydt' | 'zcfg' | 'gzdt' | 'branch' | 'notice1' | 'notice2' | 'notice3' | 'notice4' | 'listed' | 'gywm' | 'bzzx' | 'xwzx';

/**
 * News plates (tabs): [key, name, plateCode, sourceType, hasFrontPage, more page].
 * sourceType 1 news, 2 notices (plateCode = noticeType), 3 newly listed assets.
 * 分支动态 has hasFrontPage 1 but plateCode 'branch', which the home page never lays out as a front page.
 */
const PLATES: Array<[PlateKey, string, string, number, number, string]> = [
  ['jydt', '交易动态', 'XWZX-JYDT', 1, 1, '/xwzx'],
  ['zcfg', '政策法规', 'ZCFG', 1, 1, '/zcfg'],
  ['gzdt', '工作动态', 'GZDT', 1, 0, '/xwzx'],
  ['branch', '分支动态', 'branch', 1, 1, '/xwzx'],
  ['notice1', '交易公告', '1', 2, 0, '/notice'],
  ['notice2', '成交公告', '2', 2, 0, '/notice'],
  ['notice3', '平台公告', '3', 2, 0, '/notice'],
  ['notice4', '流拍公告', '4', 2, 0, '/notice'],
  ['listed', '最新挂牌', 'LISTED', 3, 0, '/project'],
  ['gywm', '关于我们', 'GYWM', 1, 0, '/gywm'],
  ['bzzx', '帮助中心', 'BZZX', 1, 0, '/helpCenter'],
  ['xwzx', '新闻中心', 'XWZX', 1, 0, '/xwzx'],
];

/** Tabs of the home news panel (HOME_NOTICE) and of the notice box (HOME_NOTICE_BOX), in order. */
const MODULES: Array<[string, PlateKey[]]> = [
  ['HOME_NOTICE', ['jydt', 'zcfg', 'notice1', 'notice2', 'listed', 'branch']],
  ['HOME_NOTICE_BOX', ['notice3', 'notice1', 'notice2']],
];

/** Plate rows, the module tab rows, and each plate's id by key. */
export function plateRows(ids: IdSource): { plates: Row<'newsPlate'>[]; modules: Row<'pageModuleItem'>[]; plateId: Record<PlateKey, string> } {
  const plateId = {} as Record<PlateKey, string>;
  const plates = PLATES.map(([key, name, plateCode, sourceType, hasFrontPage, page], i) => {
    const id = ids.numeric();
    plateId[key] = id;
    const moreButtonUrl = sourceType === 3 ? page : `${page}?plateId=${id}`;
    return { id, name, plateCode, sourceType, moreButtonUrl, hasFrontPage, sort: i + 1 };
  });
  const modules = MODULES.flatMap(([moduleCode, keys]) =>
    keys.map((k, i) => ({ id: ids.numeric(), moduleCode, plateId: plateId[k], sort: i + 1 })));
  return { plates, modules, plateId };
}
