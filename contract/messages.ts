import { z } from 'zod';
import { pagingQuerySchema } from './envelope';
import { MESSAGE_CATEGORIES, type MessageCategory } from './message-paths';
import { msg } from './i18n';

export { MESSAGE_CATEGORIES, MESSAGE_CATEGORY_LABELS, MESSAGE_PATHS, type MessageCategory } from './message-paths';

/**
 * Message types (the event behind a message) and their category. `outbid` keeps at most one unread message per lot.
 */
export const MESSAGE_TYPES = {
  realname_approved: 'verification', realname_rejected: 'verification',
  enrolment_accepted: 'trade', enrolment_refused: 'trade',
  deposit_confirmed: 'deposit', deposit_refunded: 'deposit', deposit_applied: 'deposit', deposit_forfeited: 'deposit',
  outbid: 'trade', deal: 'trade', lot_lost: 'trade', lot_unsold: 'trade',
  settlement_due: 'trade', settlement_proof_rejected: 'trade', settlement_confirmed: 'trade',
  appeal_answered: 'appeal', appeal_closed: 'appeal',
  contract_drafted: 'trade', contract_signed: 'trade', contract_voided: 'trade',
  system: 'system',
} as const satisfies Record<string, MessageCategory>;
export type MessageType = keyof typeof MESSAGE_TYPES;

const messageIdSchema = z.string({ message: msg('消息编号不能为空') }).trim().regex(/^\d{1,19}$/, msg('消息编号格式错误'));

/** GET list query. category: one of MESSAGE_CATEGORIES (omitted = all); unread=1 only unread ones. */
export const messageListQuerySchema = pagingQuerySchema.extend({
  category: z.enum(MESSAGE_CATEGORIES, { message: msg('消息类别不正确') }).optional(),
  unread: z.enum(['0', '1'], { message: msg('未读筛选只能是 0 或 1') }).optional(),
});

/** One message in a list: summary = the first 80 characters of the content. link: a portal href ('' none). Times Beijing. */
export const messageItemSchema = z.object({
  id: z.string(), category: z.enum(MESSAGE_CATEGORIES), categoryLabel: z.string(), type: z.string(), title: z.string(),
  summary: z.string(), assetsId: z.string(), link: z.string(), read: z.boolean(), createTime: z.string(),
});
export type MessageItem = z.infer<typeof messageItemSchema>;

/** A message with its full text and when it was read ('' never). */
export const messageDetailSchema = messageItemSchema.extend({ content: z.string(), readTime: z.string() });
export type MessageDetail = z.infer<typeof messageDetailSchema>;

export const messageDetailQuerySchema = z.object({ id: messageIdSchema });

/** POST read / delete body: 1–100 message ids of the caller. */
export const messageIdsSchema = z.object({
  ids: z.array(messageIdSchema, { message: msg('请选择消息') }).min(1, msg('请选择消息')).max(100, msg('一次最多处理100条消息')),
});
export const messageReadAllSchema = z.object({ category: z.enum(MESSAGE_CATEGORIES, { message: msg('消息类别不正确') }).optional() });

/** Unread counts: in all and per category. */
export const unreadCountSchema = z.object({
  total: z.number().int().nonnegative(),
  byCategory: z.record(z.enum(MESSAGE_CATEGORIES), z.number().int().nonnegative()),
});
export type UnreadCount = z.infer<typeof unreadCountSchema>;
