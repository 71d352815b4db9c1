import {
  MESSAGE_CATEGORIES, MESSAGE_CATEGORY_LABELS, type MessageCategory, type MessageDetail, type MessageItem,
} from '../../../../contract/messages';
import { beijingTime } from '../../http/wire';
import type { MessageRow } from './repository';

/** Characters of the content a list shows (contract: the first 80). */
const SUMMARY_LENGTH = 80;

/** A stored category the contract does not know (older rows) is shown as a trade message, the column's default. */
const categoryOf = (c: string): MessageCategory => ((MESSAGE_CATEGORIES as readonly string[]).includes(c) ? c as MessageCategory : 'trade');

/** The first {@link SUMMARY_LENGTH} characters of `content` (whole code points), with '…' when cut. */
function summaryOf(content: string): string {
  const chars = Array.from(content);
  return chars.length <= SUMMARY_LENGTH ? content : `${chars.slice(0, SUMMARY_LENGTH).join('')}…`;
}

/** A message in a list (contract messageItemSchema): Beijing create time, summary of the content. */
export function toMessageItem(row: MessageRow): MessageItem {
  const category = categoryOf(row.category);
  return {
    id: row.id, category, categoryLabel: MESSAGE_CATEGORY_LABELS[category], type: row.type, title: row.title,
    summary: summaryOf(row.content), assetsId: row.assetsId, link: row.link, read: row.isRead === 1,
    createTime: beijingTime(row.createTime),
  };
}

/** A message with its full text and read time ('' never read), contract messageDetailSchema. */
export function toMessageDetail(row: MessageRow): MessageDetail {
  return { ...toMessageItem(row), content: row.content, readTime: beijingTime(row.readTime) };
}
