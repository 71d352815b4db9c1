import type { UsercentreSummary } from '@contract/usercentre';

/** One count shown on a tile: what it counts and how many (`warn` draws the eye: something waits for the user). */
export interface TileCount {
  label: string;
  value: number;
  warn?: boolean;
}

/**
 * The live counts of the /usercenterIndex tiles by tile href (issue 14): 我的项目 进行中 / 竞价中, 我的保证金 退还中 /
 * 待支付, 我的消息 未读 (`unread`, the header's count, so both agree; the summary's own when that is not loaded), 我的收藏
 * 收藏, 申诉记录 处理中. Tiles without a count are absent; an empty object before the summary arrives.
 */
export function tileCounts(summary: UsercentreSummary | undefined, unread: number | undefined): Record<string, TileCount[]> {
  if (!summary) return unread === undefined ? {} : { '/myMessage': [{ label: '未读', value: unread, warn: unread > 0 }] };
  const unreadMessages = unread ?? summary.unreadMessages;
  return {
    '/myProject': [
      { label: '进行中', value: summary.enrolmentsInProgress },
      { label: '竞价中', value: summary.bidding, warn: summary.bidding > 0 },
    ],
    '/myDeposit': [
      { label: '退还中', value: summary.depositsRefunding },
      { label: '待支付', value: summary.depositsUnpaid, warn: summary.depositsUnpaid > 0 },
    ],
    '/myMessage': [{ label: '未读', value: unreadMessages, warn: unreadMessages > 0 }],
    '/myCollect': [{ label: '收藏', value: summary.favourites }],
    '/shensuRecord': [{ label: '处理中', value: summary.appealsOpen }],
  };
}
