import { msg } from '@/i18n';

/**
 * The four plate pages of §2 (/xwzx, /zcfg, /notice, /gywm): which plates each shows as tabs
 * (by plate code, looked up on the server with news-platecfg/select). Where an article opens follows
 * its plate code (newsKindOfPlate in app/paths).
 */
export interface ContentSection {
  path: '/xwzx' | '/zcfg' | '/notice' | '/gywm';
  /** zh source of the section's title (a message: show it with `t(title)`). */
  title: string;
  /** Plate codes of the tabs, in order; notice plates use the noticeType as their code. */
  plateCodes: readonly string[];
}

export const SECTIONS = {
  xwzx: { path: '/xwzx', title: msg('新闻中心'), plateCodes: ['XWZX', 'XWZX-JYDT', 'GZDT', 'branch'] },
  zcfg: { path: '/zcfg', title: msg('政策法规'), plateCodes: ['ZCFG'] },
  notice: { path: '/notice', title: msg('通知公告'), plateCodes: ['1', '2', '3', '4'] },
  gywm: { path: '/gywm', title: msg('关于我们'), plateCodes: ['GYWM'] },
} as const satisfies Record<string, ContentSection>;

/** Notice types without a plate of their own still get a readable breadcrumb (§3 Notice); messages, shown with `t()`. */
export const NOTICE_TYPE_NAMES: Record<number, string> = { 1: msg('交易公告'), 2: msg('成交公告'), 3: msg('平台公告'), 4: msg('流拍公告') };
