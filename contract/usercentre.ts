import { z } from 'zod';
import { depositStatusSchema, lotPhaseSchema } from './bid';
import { pagingQuerySchema } from './envelope';
import { ENROLMENT_STATES, enrolmentViewSchema } from './enrolment';
import { ORDER_STATUSES, orderHistorySchema } from './payment';
import { assetsIdSchema } from './projects';
import { USERCENTRE_SUMMARY_PATH } from './usercentre-paths';

/**
 * The bidder's own records in the user centre (§2 /myProject /enrollDetail /usercenterIndex). Paths relative to
 * `/api/`; every call needs the bearer token and answers only the caller's own records (another user's id: 404).
 * Money in 元, times Beijing strings, `deadline` server epoch ms (count down on the shared clock).
 */
export const USERCENTRE_PATHS = {
  /** GET ?tab&current&size → Page<MyProjectItem>, newest enrolment first. */
  myProjects: 'dscq-project/enrolment/my-projects',
  /** GET ?id= (enrolment id) → EnrolmentDetail. */
  enrolmentDetail: 'dscq-project/enrolment/detail',
  /** GET → UsercentreSummary (the tiles' counts). */
  summary: USERCENTRE_SUMMARY_PATH,
} as const;

/**
 * /myProject tabs: enrolling 报名中 (before the bidding starts), bidding 竞价中 (the lot is open or paused), ended
 * 已结束 (the lot closed, or the enrolment was refused), deal 已成交 (the caller won), unsold 未成交 (closed without the
 * caller winning: lost or 流拍). A closed lot appears under ended and under deal or unsold.
 */
export const MY_PROJECT_TABS = ['all', 'enrolling', 'bidding', 'ended', 'deal', 'unsold'] as const;
export type MyProjectTab = (typeof MY_PROJECT_TABS)[number];
export const MY_PROJECT_TAB_LABELS: Record<MyProjectTab, string> = {
  all: '全部', enrolling: '报名中', bidding: '竞价中', ended: '已结束', deal: '已成交', unsold: '未成交',
};

export const myProjectsQuerySchema = pagingQuerySchema.extend({
  tab: z.enum(MY_PROJECT_TABS, { message: '项目状态不正确' }).default('all'),
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

export const enrolmentDetailQuerySchema = z.object({ id: z.string({ message: '报名编号不能为空' }).trim().regex(/^\d{1,19}$/, '报名编号格式错误') });

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
});
export type UsercentreSummary = z.infer<typeof usercentreSummarySchema>;
