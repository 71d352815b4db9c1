import type { ProjectRow } from '../detail/index';
import { pricePhrase } from '../../auction/money';
import type { z } from 'zod';
import type { orderHistorySchema } from '../../../../contract/payment';
import { beijingTime } from '../../http/wire';
import type { EnrolmentEventRow } from './event-repository';
import { wonLot } from './my-lot';
import type { MyProjectRow } from './my-projects-repository';

type OrderHistory = z.infer<typeof orderHistorySchema>;

/** One step before it is written for the wire: its time in epoch ms. */
interface Step { type: string; label: string; at: number; detail: string }

const parse = (detail: string): Record<string, unknown> => {
  try {
    return JSON.parse(detail) as Record<string, unknown>;
  } catch {
    return {};
  }
};

/** The steps of an application's history, in Chinese (answered in the request's language). */
const STEP_LABELS = {
  submitted: '提交报名', accepted: '保证金已确认，竞买号已分配', opened: '竞价开始', closed: '竞价结束',
  refused: (reason: string) => `报名未通过（${reason}）`,
} as const;

/** A stored history entry in Chinese. */
function stepOf(e: EnrolmentEventRow): Step | null {
  const d = parse(e.detail);
  switch (e.type) {
    case 'submitted': return { type: e.type, label: STEP_LABELS.submitted, at: e.createTime, detail: '' };
    case 'accepted': return { type: e.type, label: STEP_LABELS.accepted, at: e.createTime, detail: `竞买号 ${String(d.bidderCode ?? '')}` };
    case 'refused': return { type: e.type, label: STEP_LABELS.refused(String(d.reason ?? '')), at: e.createTime, detail: String(d.reason ?? '') };
    default: return null;
  }
}

/**
 * The history of an application as its owner reads it, oldest first (contract orderHistorySchema: type, Chinese
 * label, Beijing time, detail): the stored entries (enrolment_event), for an application made before they were
 * kept (migration 012) 提交报名 and 保证金已确认 from its own times, then the lot's 竞价开始 and 竞价结束 (with the
 * outcome, the price in the lot's unit of `lotProject`) unless the exchange refused the application.
 */
export function historyOf(row: MyProjectRow, events: EnrolmentEventRow[], lotProject: Pick<ProjectRow, 'priceType' | 'priceUnit'> | null): OrderHistory[] {
  const steps = events.map(stepOf).filter((s): s is Step => s !== null);
  const has = (type: string) => steps.some((s) => s.type === type);
  if (!has('submitted')) steps.unshift({ type: 'submitted', label: STEP_LABELS.submitted, at: row.createTime, detail: '' });
  if (row.paidTime !== null && row.state === 'paid' && !has('accepted')) {
    steps.push({ type: 'accepted', label: STEP_LABELS.accepted, at: row.paidTime, detail: row.bidderCode ? `竞买号 ${row.bidderCode}` : '' });
  }
  if (row.state !== 'refused') {
    if (row.openedTime !== null) steps.push({ type: 'lot_opened', label: STEP_LABELS.opened, at: row.openedTime, detail: '' });
    if (row.phase === 'closed' && row.closedTime !== null) {
      const deal = row.resultOutcome === 'deal';
      const price = deal && row.resultPriceFen !== null ? `，成交价 ${pricePhrase(row.resultPriceFen, lotProject ?? {})}` : '';
      steps.push({ type: 'lot_closed', label: STEP_LABELS.closed, at: row.closedTime, detail: deal ? `${wonLot(row) ? '您已竞得' : '已成交'}${price}` : '未成交（流拍）' });
    }
  }
  // Stable: equal times keep the order they were written in.
  return steps.map((s, i) => ({ s, i })).sort((a, b) => a.s.at - b.s.at || a.i - b.i)
    .map(({ s }) => ({ type: s.type, label: s.label, time: beijingTime(s.at), detail: s.detail }));
}
