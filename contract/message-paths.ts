import { msg } from './i18n';
/**
 * The inbox's endpoints and categories without zod (the portal's entry chunk reads them: the header's unread count and
 * the /myMessage search params; bench/README.md "Web: initial JS"); re-exported by messages.ts.
 *
 * The user's inbox (站内消息, §2 /myMessage /myMessageDetail). Messages are stored by the server when something
 * happens to the user (real-name decided, enrolment accepted or refused, deposit confirmed / refunded / applied,
 * outbid, lot closed, appeal answered); the same store feeds the push notice `notice:message` (contract/realtime.ts)
 * with the new unread count. Paths relative to `/api/`; every call needs the bearer token and sees only the caller's
 * own messages (another user's id answers 404 '消息不存在').
 */
export const MESSAGE_PATHS = {
  /** GET ?current&size&category&unread=1 → Page<MessageItem>, newest first. */
  list: 'dscq-user/message/list',
  /** GET ?id= → MessageDetail (marks it read). */
  detail: 'dscq-user/message/detail',
  /** GET → UnreadCount. */
  unread: 'dscq-user/message/unread-count',
  /** POST { ids } → UnreadCount. */
  read: 'dscq-user/message/read',
  /** POST { category? } → UnreadCount (every unread message of the category, or all). */
  readAll: 'dscq-user/message/read-all',
  /** POST { ids } → UnreadCount (soft delete; deleted messages never come back). */
  remove: 'dscq-user/message/delete',
} as const;

export const MESSAGE_CATEGORIES = ['system', 'trade', 'deposit', 'verification', 'appeal'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];
export const MESSAGE_CATEGORY_LABELS: Record<MessageCategory, string> = {
  system: msg('系统消息'), trade: msg('交易消息'), deposit: msg('保证金消息'), verification: msg('认证消息'), appeal: msg('申诉消息'),
};
