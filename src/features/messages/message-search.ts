import { MESSAGE_CATEGORIES } from '@contract/message-paths';
import { numberOr, optionalEnum, optionalMatch, pageNumber, searchSchema, type SearchOf } from '@/lib/search-fields';

/**
 * URL state of /myMessage (§2): the category tab (absent = 全部), `unread=1` for 仅看未读, the 1-based page. Kept in the
 * URL so back and a shared link restore the same list; malformed values fall back to the defaults.
 */
export const messageSearchSchema = searchSchema({
  category: optionalEnum(MESSAGE_CATEGORIES),
  unread: optionalEnum(['1']),
  current: pageNumber(100_000, 1),
});
export type MessageSearch = SearchOf<typeof messageSearchSchema.fields>;

/**
 * URL state of /myMessageDetail: the message `id` (digits; anything else shows 消息不存在) and the list's filters it
 * was opened from (category, unread, current — absent when opened elsewhere), so 返回列表 restores that list.
 */
export const messageDetailSearchSchema = searchSchema({
  id: optionalMatch(/^\d{1,19}$/),
  category: optionalEnum(MESSAGE_CATEGORIES),
  unread: optionalEnum(['1']),
  current: numberOr((n) => Number.isSafeInteger(n) && n >= 1 && n <= 100_000, 0),
});
export type MessageDetailSearch = SearchOf<typeof messageDetailSearchSchema.fields>;

/** The list search a detail page goes back to: its filters, without defaults (page 1, all categories). */
export function listSearchOf(s: Pick<MessageDetailSearch, 'category' | 'unread' | 'current'>): MessageSearch {
  return {
    ...(s.category ? { category: s.category } : {}),
    ...(s.unread ? { unread: s.unread } : {}),
    current: s.current && s.current > 1 ? s.current : 1,
  };
}

/** The list filters as query text (category, unread, current past 1), for hrefs between the list and a detail. */
export function listFilterQuery(s: MessageSearch): URLSearchParams {
  const q = new URLSearchParams();
  if (s.category) q.set('category', s.category);
  if (s.unread) q.set('unread', s.unread);
  if (s.current > 1) q.set('current', String(s.current));
  return q;
}
