import { z } from 'zod';
import { pagingQuerySchema } from './envelope';
import { assetsIdSchema } from './projects';
import { fileIdSchema } from './realname';
import { DEAL_ROLES, SETTLEMENT_STATUSES } from './settlement-paths';
import { msg } from './i18n';
export {
  DEAL_ROLE_LABELS, DEAL_ROLES, SETTLEMENT_PATHS, SETTLEMENT_STATUS_LABELS, SETTLEMENT_STATUSES, type DealRole, type SettlementStatus,
} from './settlement-paths';

/**
 * 成交确认书: what the hammer decided, issued once per lot that closed with a winner. `confirmationNo` 'CJ' + 14
 * digits; price in 元 with its unit text (`priceUnit`, e.g. 元/亩/年); times Beijing strings.
 */
export const dealConfirmationSchema = z.object({
  confirmationNo: z.string(), assetsId: z.string(), projectCode: z.string(), assetsName: z.string(),
  /** The lot's name when it is a 标段 of a package, '' for a single asset. */
  lotName: z.string(),
  familyName: z.string(), transferorName: z.string(), winnerName: z.string(), bidderCode: z.string(),
  price: z.number(), priceUnit: z.string(), priceText: z.string(), closedTime: z.string(), issuedTime: z.string(),
  /** The caller's side, and the contract drawn from it (null only while the draft is being made). */
  role: z.enum(DEAL_ROLES), contractId: z.string().nullable(),
});
export type DealConfirmation = z.infer<typeof dealConfirmationSchema>;
export const dealConfirmationQuerySchema = z.object({ assetsId: assetsIdSchema });

export const settlementListQuerySchema = pagingQuerySchema.extend({
  status: z.enum(SETTLEMENT_STATUSES, { message: msg('结算状态不正确') }).optional(),
});

/** One settlement in /projectSettlement. Money in 元. */
export const settlementItemSchema = z.object({
  id: z.string(), assetsId: z.string(), assetsName: z.string(), confirmationNo: z.string(), role: z.enum(DEAL_ROLES), roleLabel: z.string(),
  price: z.number(), priceUnit: z.string(), balanceDue: z.number(), status: z.enum(SETTLEMENT_STATUSES), statusLabel: z.string(),
  createTime: z.string(),
});
export type SettlementItem = z.infer<typeof settlementItemSchema>;

/** A step of the settlement's history: created, proof_submitted, proof_rejected, confirmed — with who and why. */
export const settlementEventSchema = z.object({ type: z.string(), label: z.string(), time: z.string(), detail: z.string() });

/**
 * /projectSettleDetail: dealValue − depositApplied + serviceFee = balanceDue (all 元, exact to the fen); `paid` is what
 * the confirmed proof covered (0 until confirmed). `feeRule` describes the schedule used (e.g. '土地承包经营权：50万元以下0.5%…').
 * `proof` is the latest uploaded proof (null before any); `rejectReason` '' unless proof_rejected. `payee` is the
 * exchange's settlement account the winner transfers to. `canPay` true for the winner while a proof may be uploaded.
 */
export const settlementDetailSchema = settlementItemSchema.extend({
  /**
   * The deal's value the balance is counted from (元): the price, or for a per-unit price (元/亩/年) the contract total
   * unit × area × years; `dealValueText` spells that product out ('' for a total price).
   */
  dealValue: z.number(), dealValueText: z.string(),
  depositApplied: z.number(), serviceFee: z.number(), feeRule: z.string(), paid: z.number(),
  bidderCode: z.string(), winnerName: z.string(), transferorName: z.string(), closedTime: z.string(), confirmedTime: z.string(),
  rejectReason: z.string(), canPay: z.boolean(), contractId: z.string().nullable(),
  proof: z.object({ fileId: z.string(), name: z.string(), url: z.string(), contentType: z.string(), time: z.string() }).nullable(),
  payee: z.object({ accountName: z.string(), bankName: z.string(), accountNo: z.string(), memo: z.string() }),
  history: z.array(settlementEventSchema),
});
export type SettlementDetail = z.infer<typeof settlementDetailSchema>;
export const settlementDetailQuerySchema = z.object({ id: z.string({ message: msg('结算编号不能为空') }).trim().regex(/^\d{1,19}$/, msg('结算编号格式错误')) });

/** POST proof: 400 bad file, 404 not the caller's settlement, 409 when the settlement is confirmed or awaits a check. */
export const settlementProofSubmitSchema = z.object({
  id: settlementDetailQuerySchema.shape.id,
  proofFileId: fileIdSchema('付款凭证'),
  remark: z.string().trim().max(200, msg('备注不能超过200个字')).default(''),
});
export type SettlementProofSubmit = z.input<typeof settlementProofSubmitSchema>;
