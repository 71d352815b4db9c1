import { msg } from './i18n';

/** Why a lot closed as it did (auction-rules.md "Close"): `reason` of a lot's outcome on the wire. */
export type CloseReason =
  | 'highest-bid' // 成交：最高有效出价不低于保留价
  | 'sole-bidder' // phased: one free-period bidder
  | 'accepted' // fcfs 'sell' or dutch: the first acceptance
  | 'no-raise' // vShaped: nobody raised the acceptor's price
  | 'stage1-leader' // twoStage: no stage-2 bid
  | 'sole-qualifier' // twoStage: a single stage-1 qualifier, no stage 2 (logs before this reason say 'stage1-leader')
  | 'no-bids' // 流拍：无人出价
  | 'reserve-not-met' // 流拍：未达保留价
  | 'floor-reached' // 流拍：降至底价无人应价
  | 'not-taken'; // 流拍：先到先得期间无人应价

/**
 * The sentence of each close reason, in zh and in the portal's catalogues: the server sends it as `reasonText` and
 * writes it into the close notices; the bid room shows it in the portal's language from `reason`.
 */
export const CLOSE_REASON_TEXT: Record<CloseReason, string> = {
  'highest-bid': msg('竞价结束，最高有效报价成交'),
  'sole-bidder': msg('自由报价期仅一人出价，按其报价成交'),
  accepted: msg('竞买人应价，按应价成交'),
  'no-raise': msg('限时报价期无人加价，按应价成交'),
  'stage1-leader': msg('第二阶段无人报价，第一阶段最高报价人成交'),
  'sole-qualifier': msg('仅一人入围，不进行第二阶段，按其第一阶段报价成交'),
  'no-bids': msg('无人出价，流拍'),
  'reserve-not-met': msg('最高报价未达保留价，流拍'),
  'floor-reached': msg('降至底价仍无人应价，流拍'),
  'not-taken': msg('挂牌期内无人应价，流拍'),
};

/**
 * The sentence of a close reason as it comes on the wire (`LotOutcome.reason`, a string: a newer server may send a
 * reason this table does not know yet), or undefined for an unknown one — the caller then shows the server's
 * `reasonText`.
 */
export const closeReasonText = (reason: string): string | undefined =>
  Object.hasOwn(CLOSE_REASON_TEXT, reason) ? CLOSE_REASON_TEXT[reason as CloseReason] : undefined;
