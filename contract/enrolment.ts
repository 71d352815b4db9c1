import { z } from 'zod';
import { depositStatusSchema, idempotencyKeySchema } from './bid';
import { assetsIdParam } from './project-detail';
import { assetsIdSchema } from './projects';
import { enrolmentCheckAnswerSchema, fileIdSchema } from './realname';
import { msg } from './i18n';

/**
 * Enrolment (报名, §2 /bidEnrollNormal /bidEnrollPkg /enrollDetail, §7 "the enrolment check"). Paths are relative to
 * the `/api/` base; submit and mine need the bearer token. auction-rules.md Eligibility: enrolled + verified +
 * deposit confirmed → a bidder code (竞买号) unique within the lot.
 */
export { ENROLMENT_PATHS } from './enrolment-paths';

/**
 * Enrolment states: waiting for the deposit, then paid (deposit confirmed, bidder code assigned); refused by the
 * exchange with a reason (报名未通过: a paid deposit is refunded).
 */
export const ENROLMENT_STATES = ['pending_payment', 'paid', 'refused'] as const;
export type EnrolmentState = (typeof ENROLMENT_STATES)[number];
export const ENROLMENT_STATE_LABELS: Record<EnrolmentState, string> = {
  pending_payment: msg('待缴纳保证金'), paid: msg('已缴纳保证金'), refused: msg('报名未通过'),
};

/**
 * Why an enrolment is refused, in the order submit checks them (the check lists every one that applies). Codes of
 * contract/realname.ts (notVerified, verifying, verificationRejected) come from the real-name check itself.
 * HTTP status of each refusal on submit: 401 login, 403 verification / kind / directional code / window, 400 a
 * package sub-asset, 409 duplicate.
 */
export const ENROLMENT_REASONS = {
  notLoggedIn: { code: 'notLoggedIn', msg: msg('请先登录后再报名') },
  notEnrollable: { code: 'notEnrollable', msg: msg('该标段属于打包项目，请在打包项目页面选择标段报名') },
  personOnly: { code: 'kindMismatch', msg: msg('该项目仅限个人报名，机构账号不能报名') },
  orgOnly: { code: 'kindMismatch', msg: msg('该项目仅限机构（法人或其他组织）报名，个人账号不能报名') },
  directionalCodeRequired: { code: 'directionalCodeRequired', msg: msg('该项目为定向发布项目，请先输入定向码') },
  directionalCodeWrong: { code: 'directionalCodeWrong', msg: msg('定向码错误，请核对后重新输入') },
  notStarted: { code: 'notStarted', msg: msg('报名尚未开始') },
  closed: { code: 'closed', msg: msg('报名已截止') },
  alreadyEnrolled: { code: 'alreadyEnrolled', msg: msg('您已报名该项目，请勿重复报名') },
  /** The exchange refused the caller's application in this project (资格审核未通过): one application per project. */
  refused: { code: 'enrolmentRefused', msg: msg('您在该项目的报名未通过资格审核，不能再次报名') },
} as const;

/** GET/POST check ?assetsId= answer (same shape as contract/realname.ts' check). */
export const enrolmentCheckQuerySchema = z.object({ assetsId: assetsIdParam });
export { enrolmentCheckAnswerSchema };

/** One uploaded material: the material code of enrol-materials and the fileId of the caller's upload. */
export const materialFileSchema = z.object({
  code: z.string({ message: msg('材料编码不能为空') }).trim().regex(/^[a-zA-Z][a-zA-Z0-9_]{1,31}$/, msg('材料编码格式错误')),
  fileId: fileIdSchema('报名材料'),
});

/**
 * POST submit (JSON body). subAssetsIds: the chosen 标段 of a package (projectType 1; required there, forbidden
 * elsewhere). materials: every required material of the caller's kind (400 names the missing ones). directionalCode:
 * needed once for a directional project. idempotencyKey: the same key answers the same enrolment (no second one).
 * Answer {@link enrolmentViewSchema}. 401 / 403 / 409 as in {@link ENROLMENT_REASONS}; the 409 duplicate carries the
 * existing enrolment in `data`.
 */
export const enrolmentSubmitSchema = z.object({
  assetsId: assetsIdParam,
  subAssetsIds: z.array(assetsIdParam, { message: msg('标段列表格式错误') }).max(20, msg('标段不能超过20个')).default([]),
  materials: z.array(materialFileSchema, { message: msg('报名材料格式错误') }).max(20, msg('报名材料不能超过20份')).default([]),
  directionalCode: z.string().trim().max(32, msg('定向码格式错误')).optional(),
  idempotencyKey: idempotencyKeySchema,
});
export type EnrolmentSubmit = z.input<typeof enrolmentSubmitSchema>;

/**
 * An enrolment as its owner sees it. deposit in 元 (a package: the chosen sub-assets' deposits added up).
 * bidderCode null until the deposit is confirmed; depositStatus from contract/bid (unpaid → confirmed → refunding /
 * refunded / applied). orderNo: the deposit's payment order (cashier). Times Beijing strings; paidTime '' until paid.
 */
export const enrolmentViewSchema = z.object({
  id: z.string(), assetsId: assetsIdSchema, assetsName: z.string(), projectCode: z.string(),
  kind: z.enum(['person', 'org']), state: z.enum(ENROLMENT_STATES), stateLabel: z.string(),
  subAssets: z.array(z.object({ assetsId: assetsIdSchema, assetsName: z.string(), deposit: z.number() })),
  materials: z.array(z.object({ code: z.string(), name: z.string(), fileId: z.string() })),
  deposit: z.number(), depositStatus: depositStatusSchema, depositStatusLabel: z.string(), bidderCode: z.string().nullable(),
  orderNo: z.string(), createTime: z.string(), paidTime: z.string(), replayed: z.boolean(),
});
export type EnrolmentView = z.infer<typeof enrolmentViewSchema>;

/** GET mine ?assetsId= — the caller's enrolment in that project, or null when not enrolled. */
export const enrolmentMineQuerySchema = z.object({ assetsId: assetsIdParam });
export const enrolmentMineAnswerSchema = enrolmentViewSchema.nullable();
