import { MESSAGE_CATEGORIES, MESSAGE_CATEGORY_LABELS, type MessageCategory, type MessageDetail, type UnreadCount } from '@contract/messages';
import type { Answer } from '../detail/detail-fixtures';

/** One stored message of the fake inbox. */
export function message(id: number, category: MessageCategory, read = false): MessageDetail {
  return {
    id: String(id), category, categoryLabel: MESSAGE_CATEGORY_LABELS[category], type: 'system', title: `消息${id}`,
    summary: `摘要${id}`, assetsId: '', link: category === 'deposit' ? '/myDeposit' : '', read,
    createTime: `2026-11-2${id % 10} 10:00:00`, content: `正文${id}：保证金已退还。`, readTime: read ? '2026-11-25 10:00:00' : '',
  };
}

/**
 * A fake inbox server for the fake api (detail-fixtures fakeApi): list with category / unread / paging, detail (marks
 * read; 404 for an unknown id), unread counts, read, read-all and delete answering the new counts. `messages` is the
 * store, newest first; `requests` records each call's path and query or body.
 */
export function fakeInbox(messages: MessageDetail[]) {
  const requests: { path: string; params: Record<string, unknown> }[] = [];
  const counts = (): UnreadCount => {
    const byCategory = Object.fromEntries(MESSAGE_CATEGORIES.map((c) => [c, messages.filter((m) => m.category === c && !m.read).length])) as UnreadCount['byCategory'];
    return { total: messages.filter((m) => !m.read).length, byCategory };
  };
  const ids = (body: Record<string, unknown> | undefined) => new Set((body?.ids as string[] | undefined) ?? []);
  const routes: Record<string, (body: Record<string, unknown> | undefined, query: URLSearchParams) => Answer> = {
    'dscq-user/message/list': (_b, q) => {
      requests.push({ path: 'list', params: Object.fromEntries(q) });
      const current = Number(q.get('current') ?? 1);
      const size = Number(q.get('size') ?? 10);
      const rows = messages.filter((m) => (!q.get('category') || m.category === q.get('category')) && (q.get('unread') !== '1' || !m.read));
      const records = rows.slice((current - 1) * size, current * size).map(({ content: _c, readTime: _r, ...item }) => item);
      return { records, total: rows.length, size, current, pages: Math.ceil(rows.length / size) };
    },
    'dscq-user/message/detail': (_b, q) => {
      const m = messages.find((x) => x.id === q.get('id'));
      if (!m) return { $status: 404, $msg: '消息不存在' };
      m.read = true;
      return m;
    },
    'dscq-user/message/unread-count': () => counts(),
    'dscq-user/message/read': (body) => {
      requests.push({ path: 'read', params: body ?? {} });
      for (const m of messages) if (ids(body).has(m.id)) m.read = true;
      return counts();
    },
    'dscq-user/message/read-all': (body) => {
      requests.push({ path: 'read-all', params: body ?? {} });
      for (const m of messages) if (!body?.category || m.category === body.category) m.read = true;
      return counts();
    },
    'dscq-user/message/delete': (body) => {
      requests.push({ path: 'delete', params: body ?? {} });
      const gone = ids(body);
      messages.splice(0, messages.length, ...messages.filter((m) => !gone.has(m.id)));
      return counts();
    },
  };
  return { routes, requests, counts };
}
