import { MESSAGE_TYPES, type MessageCategory, type MessageType, type UnreadCount } from '../../../../contract/messages';
import { jointCommitsOf } from '../../db/commit-coordinator';
import { dialectOf, type Db } from '../../db/connection';
import type { Queryable } from '../../db/queryable';
import { newId } from '../../lib/crypto';
import type { PushHub } from '../../realtime/push-hub';
import { insertMessagesNow, unreadByCategoryNow } from './bulk-repository';
import { insertMessage, unreadByCategory, type NewMessageRow } from './repository';

/**
 * A message about something that happened to `userId`. type: the event (contract/messages.ts MESSAGE_TYPES, which
 * gives the category). link: the portal page to open ('' none). dedupeKey: keep at most one unread message per key
 * (e.g. `outbid:<assetsId>`).
 */
export interface NewMessage {
  userId: string; type: MessageType; title: string; content: string; assetsId?: string; link?: string; dedupeKey?: string;
}

/** A stored message, what {@link MessageService.announce} tells the user's open pages about. */
export interface StoredMessage { id: string; userId: string; type: MessageType; category: MessageCategory; title: string }

/**
 * The inbox: the one place messages are written, and the push notice `notice:message` that follows each one.
 * Inside a larger transaction call {@link MessageService.store} with the transaction and {@link MessageService.announce}
 * after the commit; otherwise {@link MessageService.send} does both.
 */
export interface MessageService {
  /** Stores `m` through `db` (a transaction or the database). @returns what announce needs. */
  store(db: Queryable, m: NewMessage): Promise<StoredMessage>;
  /** Pushes `notice:message` (with the new unread total) to each stored message's user; never throws. */
  announce(stored: StoredMessage | StoredMessage[]): Promise<void>;
  /** store + announce. */
  send(m: NewMessage): Promise<StoredMessage>;
  /** Stores `list` in ONE transaction (all or none), then announces them (one unread count per user). */
  sendMany(list: NewMessage[]): Promise<StoredMessage[]>;
  /** The user's unread counts. */
  unread(userId: string): Promise<UnreadCount>;
}

/** Creates the inbox over `db`, pushing through `push` with the server clock `now` (epoch ms). */
export function createMessageService(deps: { db: Db; push: PushHub; now: () => number; log?: (err: unknown) => void }): MessageService {
  const { db, push, now } = deps;
  // The synchronous SQLite path needs the database itself (a service made over an open transaction writes through it).
  let sqliteDb: boolean | undefined;
  const onSqlite = () => (sqliteDb ??= !db.isTransaction && dialectOf(db) === 'sqlite');
  /** The row stored for `m`, with a new id and the current time. */
  const rowOf = (m: NewMessage): NewMessageRow => ({
    id: newId(), userId: m.userId, category: MESSAGE_TYPES[m.type], type: m.type, title: m.title, content: m.content,
    assetsId: m.assetsId ?? '', link: m.link ?? '', dedupeKey: m.dedupeKey ?? null, createTime: now(),
  });
  const storedOf = (row: NewMessageRow, id: string): StoredMessage =>
    ({ id, userId: row.userId, type: row.type as MessageType, category: row.category, title: row.title });
  /** SQLite: the unread totals of `userIds`, read while holding the connection. */
  const countNow = (userIds: string[]) => db.connection().execute(async () =>
    new Map(userIds.map((u) => [u, Object.values(unreadByCategoryNow(db, u)).reduce((a, b) => a + b, 0)])));
  async function unread(userId: string): Promise<UnreadCount> {
    const byCategory = await unreadByCategory(db, userId);
    return { total: Object.values(byCategory).reduce((a, b) => a + b, 0), byCategory };
  }
  const service: MessageService = {
    async store(q, m) {
      const row = rowOf(m);
      return storedOf(row, await insertMessage(q, row));
    },
    async announce(stored) {
      // One unread count per user, however many of their messages are announced together.
      const byUser = new Map<string, StoredMessage[]>();
      for (const s of Array.isArray(stored) ? stored : [stored]) byUser.set(s.userId, [...(byUser.get(s.userId) ?? []), s]);
      // On SQLite all users' counts are read in one go while holding the connection (no round trip per user).
      const totals = onSqlite() ? await countNow([...byUser.keys()]).catch((err: unknown) => err) : undefined;
      for (const [userId, list] of byUser) {
        try {
          if (totals instanceof Error) throw totals;
          const total = totals ? (totals as Map<string, number>).get(userId)! : (await unread(userId)).total;
          for (const s of list) {
            push.sendToUser(userId, {
              type: 'notice:message', id: s.id, title: s.title, messageType: s.type, category: s.category, unread: total, serverNow: now(),
            });
          }
        } catch (err) {
          deps.log?.(err);
        }
      }
    },
    async send(m) {
      const stored = await service.store(db, m);
      await service.announce(stored);
      return stored;
    },
    async sendMany(list) {
      if (!list.length) return [];
      let stored: StoredMessage[];
      if (onSqlite()) {
        // Prepared statements run synchronously in the next joint commit of the bid batches (one savepoint, the same
        // fsync): the connection the bids share is held for the statements' own time, not for a Kysely round trip per
        // message and a transaction of its own (bench/README.md, Bids).
        const rows = list.map(rowOf);
        let ids: string[] = [];
        await jointCommitsOf(db).commit(() => { ids = insertMessagesNow(db, rows); });
        stored = rows.map((row, i) => storedOf(row, ids[i]));
      } else {
        stored = await db.transaction().execute(async (trx) => {
          const out: StoredMessage[] = [];
          for (const m of list) out.push(await service.store(trx, m));
          return out;
        });
      }
      await service.announce(stored);
      return stored;
    },
    unread,
  };
  return service;
}
