import type { UsercentreSummary } from '@contract/usercentre';
import { msg } from '@/i18n';

/** One count shown on a tile: what it counts (a message, shown with `t()`) and how many (`warn` draws the eye: something waits for the user). */
export interface TileCount {
  label: string;
  value: number;
  warn?: boolean;
}

/**
 * The live counts of the /usercenterIndex tiles by tile href (issue 14): 我的项目 进行中 / 竞价中, 我的保证金 退还中 /
 * 待支付, 我的消息 未读 (`unread`, the header's count, so both agree; the summary's own when that is not loaded), 我的收藏
 * 收藏, 申诉记录 处理中, 项目结算 待缴款, 我的合同 进行中. Tiles without a count are absent; an empty object before the summary arrives; a count the
 * answer lacks (an older server) is left out rather than shown as a blank.
 */
export function tileCounts(summary: UsercentreSummary | undefined, unread: number | undefined): Record<string, TileCount[]> {
  const all = countsOf(summary ?? undefined, unread);
  const shown: Record<string, TileCount[]> = {};
  for (const [href, counts] of Object.entries(all)) {
    const known = counts.filter((c) => Number.isFinite(c.value));
    if (known.length) shown[href] = known;
  }
  return shown;
}

function countsOf(summary: Partial<UsercentreSummary> | undefined, unread: number | undefined): Record<string, TileCount[]> {
  const n = (v: unknown) => (typeof v === 'number' ? v : Number.NaN);
  if (!summary) return { '/myMessage': [{ label: msg('未读'), value: n(unread), warn: n(unread) > 0 }] };
  const unreadMessages = n(unread ?? summary.unreadMessages);
  return {
    '/myProject': [
      { label: msg('进行中'), value: n(summary.enrolmentsInProgress) },
      { label: msg('竞价中'), value: n(summary.bidding), warn: n(summary.bidding) > 0 },
    ],
    '/myDeposit': [
      { label: msg('退还中'), value: n(summary.depositsRefunding) },
      { label: msg('待支付'), value: n(summary.depositsUnpaid), warn: n(summary.depositsUnpaid) > 0 },
    ],
    '/myMessage': [{ label: msg('未读'), value: unreadMessages, warn: unreadMessages > 0 }],
    '/myCollect': [{ label: msg('收藏'), value: n(summary.favourites) }],
    '/shensuRecord': [{ label: msg('处理中'), value: n(summary.appealsOpen) }],
    '/projectSettlement': [{ label: msg('待缴款'), value: n(summary.settlementsDue), warn: n(summary.settlementsDue) > 0 }],
    '/myContract': [{ label: msg('进行中'), value: n(summary.contractsOpen), warn: n(summary.contractsOpen) > 0 }],
  };
}
