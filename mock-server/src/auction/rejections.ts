import { formatYuan } from './money';
import type { Fen, LotPhase, Rejection } from './types';

/**
 * Rejections with their Chinese messages. 400 = the price (bad, off the grid, too low, stale), 403 = the bidder
 * (not eligible, not qualified, self-outbid, nothing left to submit), 409 = the lot's state (phase, closed, paused, time).
 * Price messages always name the lowest acceptable price. @see auction-rules.md § Price grid
 */
export const reject = {
  invalidPrice: (): Rejection => ({ code: 400, reason: 'invalid-price', msg: '出价金额无效，须为正的整数分' }),
  price: (lowest: Fen, tooLow: boolean): Rejection => ({
    code: 400,
    reason: tooLow ? 'too-low' : 'off-grid',
    msg: `出价须不低于 ${formatYuan(lowest)}且符合加价幅度`,
    lowestAcceptable: lowest,
  }),
  sealedPrice: (lowest: Fen, tooLow: boolean): Rejection => ({
    code: 400,
    reason: tooLow ? 'too-low' : 'off-grid',
    msg: `报价须不低于 ${formatYuan(lowest)}且符合加价幅度`,
    lowestAcceptable: lowest,
  }),
  sealedRevision: (own: Fen, lowest: Fen, tooLow: boolean): Rejection => ({
    code: 400,
    reason: tooLow ? 'too-low' : 'off-grid',
    msg: `修改报价只能提高：须高于您的原报价 ${formatYuan(own)}，不低于 ${formatYuan(lowest)}且符合加价幅度`,
    lowestAcceptable: lowest,
  }),
  stalePrice: (current: Fen): Rejection => ({
    code: 400,
    reason: 'stale-price',
    msg: `当前价已变为 ${formatYuan(current)}，应价须等于当前价`,
    lowestAcceptable: current,
  }),
  notEnrolled: (): Rejection => ({ code: 403, reason: 'not-enrolled', msg: '您未报名本标的，不能出价' }),
  notEligible: (): Rejection => ({
    code: 403,
    reason: 'not-eligible',
    msg: '您尚未取得竞买资格：须完成报名、实名认证并缴纳保证金',
  }),
  notQualified: (phase: LotPhase): Rejection => ({
    code: 403,
    reason: 'not-qualified',
    msg: phase === 'stage2' ? '您未入围第二阶段报价，不能出价' : '仅自由报价期内出过价的竞买人可参加限时报价',
  }),
  selfOutbid: (): Rejection => ({ code: 403, reason: 'self-outbid', msg: '您已是当前最高报价人，不能自我加价' }),
  alreadySubmitted: (revisionsAllowed: number): Rejection => ({
    code: 403,
    reason: 'already-submitted',
    msg: revisionsAllowed === 0 ? '您已提交报价，一次性报价不可修改' : `您已提交报价并修改 ${revisionsAllowed} 次，不能再修改`,
  }),
  notStarted: (): Rejection => ({ code: 409, reason: 'not-started', msg: '竞价尚未开始' }),
  alreadyOpen: (): Rejection => ({ code: 409, reason: 'wrong-phase', msg: '竞价已开始，无需再次开启' }),
  closed: (): Rejection => ({ code: 409, reason: 'closed', msg: '竞价已结束' }),
  paused: (): Rejection => ({ code: 409, reason: 'paused', msg: '竞价已暂停，请等待恢复' }),
  alreadyPaused: (): Rejection => ({ code: 409, reason: 'paused', msg: '竞价已处于暂停状态' }),
  notPaused: (): Rejection => ({ code: 409, reason: 'not-paused', msg: '竞价未处于暂停状态' }),
  useAccept: (): Rejection => ({ code: 409, reason: 'wrong-phase', msg: '当前阶段须按当前价应价，不能自由出价' }),
  useBid: (): Rejection => ({ code: 409, reason: 'wrong-phase', msg: '当前阶段不接受应价，请出价' }),
  staleTime: (): Rejection => ({ code: 409, reason: 'stale-time', msg: '指令时间早于最近事件，已拒绝' }),
};
