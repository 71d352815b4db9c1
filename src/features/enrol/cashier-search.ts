import { optionalEnum, optionalMatch, searchSchema, type SearchOf } from '@/lib/search-fields';

/**
 * URL state of /cashierDesk (§2): the enrolment (from the enrol form) or the order number (the
 * bank sends the browser back with `?orderNo=` and, when the payer gave up, `result=cancelled|failed`).
 * `channel` is the payment tab (在线支付 default). Malformed values fall back to undefined, which renders the "missing order" state.
 */
export const cashierSearchSchema = searchSchema({
  enrolmentId: optionalMatch(/^\d{1,19}$/),
  orderNo: optionalMatch(/^BZJ\d{18}$/),
  result: optionalEnum(['cancelled', 'failed', 'success']),
  channel: optionalEnum(['online', 'offline']),
});
export type CashierSearch = SearchOf<typeof cashierSearchSchema.fields>;
