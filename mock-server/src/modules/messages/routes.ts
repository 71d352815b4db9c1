import type { FastifyInstance } from 'fastify';
import {
  MESSAGE_PATHS, messageDetailQuerySchema, messageDetailSchema, messageIdsSchema, messageItemSchema, messageListQuerySchema,
  messageReadAllSchema, unreadCountSchema,
} from '../../../../contract/messages';
import { pageSchema } from '../../../../contract/envelope';
import type { AppContext } from '../../context';
import { tagRoutes } from '../../http/openapi';
import { get, post } from '../../http/route';
import { currentUser } from '../../http/request-user';
import { createInbox } from './inbox';

/**
 * The caller's inbox (站内消息, contract/messages.ts MESSAGE_PATHS, §2 /myMessage /myMessageDetail). Every route needs
 * the bearer token and sees only the caller's own messages. Prefix `/api`.
 */
export async function messageRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  tagRoutes(app, '站内消息');
  const { ctx } = opts;
  const inbox = createInbox({ db: ctx.db, push: ctx.push, now: ctx.now, messages: ctx.messages });

  /** GET /api/dscq-user/message/list?current&size&category&unread=1 — Page<MessageItem>, newest first, deleted never. */
  get(app, `/${MESSAGE_PATHS.list}`, {
    summary: '我的消息列表（按类别、未读筛选，最新在前）',
    params: messageListQuerySchema, answer: pageSchema(messageItemSchema), requireUser: true,
    handler: (q, request) => inbox.list(currentUser(request).id, {
      current: q.current, size: q.size, category: q.category, unreadOnly: q.unread === '1',
    }),
  });

  /** GET /api/dscq-user/message/detail?id= — MessageDetail, marked read. 404 消息不存在 (unknown, deleted, another user's). */
  get(app, `/${MESSAGE_PATHS.detail}`, {
    summary: '消息详情（查看即标为已读）',
    params: messageDetailQuerySchema, answer: messageDetailSchema, requireUser: true,
    handler: ({ id }, request) => inbox.detail(currentUser(request).id, id),
  });

  /** GET /api/dscq-user/message/unread-count — UnreadCount { total, byCategory }. */
  get(app, `/${MESSAGE_PATHS.unread}`, {
    summary: '未读消息数（合计及各类别）',
    answer: unreadCountSchema, requireUser: true,
    handler: (_q, request) => ctx.messages.unread(currentUser(request).id),
  });

  /** POST /api/dscq-user/message/read { ids } — marks the caller's messages read (other ids ignored). Answer UnreadCount. */
  post(app, `/${MESSAGE_PATHS.read}`, {
    summary: '标记消息为已读',
    params: messageIdsSchema, answer: unreadCountSchema, requireUser: true,
    handler: ({ ids }, request) => inbox.read(currentUser(request).id, ids),
  });

  /** POST /api/dscq-user/message/read-all { category? } — every unread message of the category (or all) read. Answer UnreadCount. */
  post(app, `/${MESSAGE_PATHS.readAll}`, {
    summary: '全部标为已读（可按类别）',
    params: messageReadAllSchema, answer: unreadCountSchema, requireUser: true,
    handler: ({ category }, request) => inbox.readAll(currentUser(request).id, category),
  });

  /** POST /api/dscq-user/message/delete { ids } — soft delete of the caller's messages (other ids ignored). Answer UnreadCount. */
  post(app, `/${MESSAGE_PATHS.remove}`, {
    summary: '删除消息',
    params: messageIdsSchema, answer: unreadCountSchema, requireUser: true,
    handler: ({ ids }, request) => inbox.remove(currentUser(request).id, ids),
  });
}
