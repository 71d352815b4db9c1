import { randomInt } from 'node:crypto';

/** Labels of a settlement's steps (settlement_event.type). */
export const SETTLEMENT_EVENT_LABELS: Record<string, string> = {
  created: '成交确认书已出具', proof_submitted: '已上传付款凭证', proof_rejected: '付款凭证未通过', confirmed: '结算已确认',
};

let counter = 0;
/** Event ids sort in the order written: the clock (13 digits), a per-process counter and a random tail. */
export function eventId(now: number): string {
  counter = (counter + 1) % 1000;
  return `${String(now).padStart(13, '0')}${String(counter).padStart(3, '0')}${String(randomInt(0, 1000)).padStart(3, '0')}`;
}
