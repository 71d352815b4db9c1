import { z } from 'zod';
import { depositStatusSchema, lotPhaseSchema } from './bid';
import { pagingQuerySchema } from './envelope';
import { ENROLMENT_STATES, enrolmentViewSchema } from './enrolment';
import { ORDER_STATUSES, orderHistorySchema } from './payment';
import { assetsIdSchema } from './projects';
import { MY_PROJECT_TABS } from './usercentre-paths';
import { msg } from './i18n';
export { MY_PROJECT_TAB_LABELS, MY_PROJECT_TABS, USERCENTRE_PATHS, type MyProjectTab } from './usercentre-paths';

export const myProjectsQuerySchema = pagingQuerySchema.extend({
  tab: z.enum(MY_PROJECT_TABS, { message: msg('项目状态不正确') }).default('all'),
});

/**
 * The action a row offers: continue the enrolment (/bidEnrollNormal or /bidEnrollPkg), pay the deposit
 * (/cashierDesk?orderNo=), enter the quote hall (/quoteHall?assetsId=), see the result (the detail page), or none.
 */
export const myProjectActionSchema = z.object({
  kind: z.enum(['continueEnrol', 'payDeposit', 'enterHall', 'seeResult', 'none']), label: z.string(), href: z.string(),
});

/**
 * The lot as the caller sees it in the list: phase (null when the project has no bidding yet), the running countdown
 * `deadline` (epoch ms, null when none), the current price in 元, whether the caller leads, and once closed the
 * outcome, the caller's result (won / lost) and the final price in 元.
 */
export const myLotSchema = z.object({
  phase: lotPhaseSchema.nullable(), phaseLabel: z.string(), startTime: z.string(), deadline: z.number().nullable(), paused: z.boolean(),
  currentPrice: z.number().nullable(), priceUnit: z.string(), leading: z.boolean(),
  outcome: z.enum(['deal', 'unsold']).nullable(), mine: z.enum(['won', 'lost']).nullable(), finalPrice: z.number().nullable(),
});
export type MyLot = z.infer<typeof myLotSchema>;

/** One row of /myProject: the enrolment with its deposit (元, order state) and its lot. */
export const myProjectItemSchema = z.object({
  enrolmentId: z.string(), assetsId: assetsIdSchema, assetsName: z.string(), projectCode: z.string(), projectType: z.number().int(),
  bidderCode: z.string().nullable(), state: z.enum(ENROLMENT_STATES), stateLabel: z.string(),
  deposit: z.number(), orderNo: z.string(), depositStatus: z.enum(ORDER_STATUSES), depositStatusLabel: z.string(),
  lot: myLotSchema, tabs: z.array(z.enum(MY_PROJECT_TABS)), action: myProjectActionSchema, createTime: z.string(),
});
export type MyProjectItem = z.infer<typeof myProjectItemSchema>;

export const enrolmentDetailQuerySchema = z.object({ id: z.string({ message: msg('报名编号不能为空') }).trim().regex(/^\d{1,19}$/, msg('报名编号格式错误')) });

/**
 * /enrollDetail: the enrolment (contract/enrolment.ts view, whose depositStatus is the bidder row's), its state
 * history (oldest first), the refusal reason ('' unless refused), the deposit order's state and the lot.
 */
export const enrolmentDetailSchema = enrolmentViewSchema.extend({
  refuseReason: z.string(), history: z.array(orderHistorySchema),
  orderStatus: z.enum(ORDER_STATUSES), orderStatusLabel: z.string(), lot: myLotSchema, action: myProjectActionSchema,
});
export type EnrolmentDetail = z.infer<typeof enrolmentDetailSchema>;
export { depositStatusSchema };

/** The /usercenterIndex tiles' live counts. */
export const usercentreSummarySchema = z.object({
  /** Enrolments whose lot has not closed (报名中 + 竞价中). */
  enrolmentsInProgress: z.number().int().nonnegative(),
  /** Lots open right now that the caller is a bidder of. */
  bidding: z.number().int().nonnegative(),
  /** Deposit orders waiting for their refund (退还中). */
  depositsRefunding: z.number().int().nonnegative(),
  /** Deposit orders still to pay (待支付 or 转账凭证未通过). */
  depositsUnpaid: z.number().int().nonnegative(),
  unreadMessages: z.number().int().nonnegative(),
  favourites: z.number().int().nonnegative(),
  /** Appeals waiting for the exchange's answer. */
  appealsOpen: z.number().int().nonnegative(),
  /** Deals the caller won whose balance is still to pay (待缴款 or 凭证未通过). */
  settlementsDue: z.number().int().nonnegative(),
  /** Contracts the caller is a party of that are still being confirmed or signed. */
  contractsOpen: z.number().int().nonnegative(),
});
export type UsercentreSummary = z.infer<typeof usercentreSummarySchema>;
