import type { MessageCategory, MessageDetail, MessageItem, UnreadCount } from '../../../../contract/messages';
import type { Page } from '../../../../contract/envelope';
import type { Db } from '../../db/connection';
import { found, offsetOf, toPage } from '../../http/envelope';
import type { PushHub } from '../../realtime/push-hub';
import { findMessage, listMessages, markAllRead, markRead, softDelete } from './repository';
import type { MessageService } from './service';
import { toMessageDetail, toMessageItem } from './view';

export const INBOX_MESSAGES = { notFound: '消息不存在' } as const;

/** What a list asks for: 1-based page, size, category (omitted = all), unread only. */
export interface InboxQuery { current: number; size: number; category?: MessageCategory; unreadOnly: boolean }

/** The caller's side of the inbox (§2 /myMessage /myMessageDetail), every call scoped to `userId`. */
export interface Inbox {
  /** A page of the user's messages (deleted ones never), newest first. */
  list(userId: string, q: InboxQuery): Promise<Page<MessageItem>>;
  /** The message with its text, marked read now (read_time set once). @throws ApiError 404 '消息不存在' (another user's, deleted, unknown) */
  detail(userId: string, id: string): Promise<MessageDetail>;
  /** Marks the user's messages among `ids` read (other ids ignored). @returns the new unread counts */
  read(userId: string, ids: readonly string[]): Promise<UnreadCount>;
  /** Marks every unread message of `category` (or all) read. @returns the new unread counts */
  readAll(userId: string, category?: MessageCategory): Promise<UnreadCount>;
  /** Soft-deletes the user's messages among `ids` (other ids ignored; never shown again). @returns the new unread counts */
  remove(userId: string, ids: readonly string[]): Promise<UnreadCount>;
}

/**
 * The inbox over `db`. A call that changed something pushes `notice:message` with id null and the new unread total
 * to the user's open pages, so every header badge follows (contract/realtime.ts).
 */
export function createInbox(deps: { db: Db; push: PushHub; now: () => number; messages: MessageService }): Inbox {
  const { db, push, now, messages } = deps;

  /** The new counts; when `changed`, told to the user's open pages (a failed push never fails the call). */
  async function countsAfter(userId: string, changed: number, category: MessageCategory | null): Promise<UnreadCount> {
    const counts = await messages.unread(userId);
    if (changed > 0) {
      push.sendToUser(userId, {
        type: 'notice:message', id: null, title: '', messageType: '', category, unread: counts.total, serverNow: now(),
      });
    }
    return counts;
  }

  return {
    async list(userId, q) {
      const { rows, total } = await listMessages(db, userId, { category: q.category, unreadOnly: q.unreadOnly }, offsetOf(q.size, q.current), q.size);
      return toPage(rows.map(toMessageItem), total, q.size, q.current);
    },
    async detail(userId, id) {
      const row = found(await findMessage(db, userId, id), INBOX_MESSAGES.notFound);
      if (row.isRead === 1) return toMessageDetail(row);
      const at = now();
      const changed = await markRead(db, userId, [id], at);
      await countsAfter(userId, changed, null);
      // A second tab reading it at the same moment keeps the time stored first.
      return toMessageDetail(found(await findMessage(db, userId, id), INBOX_MESSAGES.notFound));
    },
    async read(userId, ids) {
      return countsAfter(userId, await markRead(db, userId, [...new Set(ids)], now()), null);
    },
    async readAll(userId, category) {
      return countsAfter(userId, await markAllRead(db, userId, category, now()), category ?? null);
    },
    async remove(userId, ids) {
      return countsAfter(userId, await softDelete(db, userId, [...new Set(ids)]), null);
    },
  };
}
