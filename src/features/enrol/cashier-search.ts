import { z } from 'zod';

const asString = (v: unknown) => (typeof v === 'number' ? String(v) : v);

/**
 * URL state of /cashierDesk (§2): the enrolment (from the enrol form) or the order number (the
 * bank sends the browser back with `?orderNo=` and, when the payer gave up, `result=cancelled|failed`).
 * `channel` is the payment tab (在线支付 default). Malformed values fall back to undefined, which renders the "missing order" state.
 */
export const cashierSearchSchema = z.object({
  enrolmentId: z.preprocess(asString, z.string().regex(/^\d{1,19}$/)).optional().catch(undefined),
  orderNo: z.preprocess(asString, z.string().regex(/^BZJ\d{18}$/)).optional().catch(undefined),
  result: z.enum(['cancelled', 'failed', 'success']).optional().catch(undefined),
  channel: z.enum(['online', 'offline']).optional().catch(undefined),
});
export type CashierSearch = z.infer<typeof cashierSearchSchema>;
