import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Page } from '@contract/envelope';
import { MESSAGE_PATHS, type MessageCategory, type MessageDetail, type MessageItem, type UnreadCount } from '@contract/messages';
import { api } from '@/lib/api/client';
import { CALLER } from '@/lib/api/error-meta';
import { inboxChanged, inboxKeys } from '@/lib/inbox';
import type { MessageSearch } from '@/features/messages/message-search';

/** Messages per page of /myMessage. */
export const MESSAGE_PAGE_SIZE = 10;

/** The list's query params from its search: category omitted for 全部, unread=1 only for 仅看未读. */
const listParams = (s: MessageSearch) => ({
  current: s.current,
  size: MESSAGE_PAGE_SIZE,
  ...(s.category ? { category: s.category } : {}),
  ...(s.unread ? { unread: '1' } : {}),
});

/**
 * One page of the caller's messages (GET dscq-user/message/list → Page<MessageItem>, newest first). meta 'caller': the
 * page shows the error with a retry. The previous page stays on screen while the next loads.
 */
export const messageListQueryOptions = (baseUserId: string, search: MessageSearch) =>
  queryOptions({
    queryKey: [...inboxKeys.lists(baseUserId), listParams(search)] as const,
    queryFn: ({ signal }) => api.get<Page<MessageItem>>(MESSAGE_PATHS.list, listParams(search), { signal }),
    meta: CALLER,
    placeholderData: keepPreviousData,
  });

/**
 * A message was opened (the server marked it read): if a cached list shows it unread, the counts go down by one at
 * once and the row turns read; then the counts, lists and summary are fetched again.
 */
function messageOpened(queryClient: QueryClient, baseUserId: string, id: string): void {
  let category: MessageCategory | null = null;
  for (const [, page] of queryClient.getQueriesData<Page<MessageItem>>({ queryKey: inboxKeys.lists(baseUserId) })) {
    const item = page?.records.find((m) => m.id === id && !m.read);
    if (item) category = item.category;
  }
  if (category) {
    const c = category;
    queryClient.setQueriesData<Page<MessageItem>>({ queryKey: inboxKeys.lists(baseUserId) }, (page) =>
      page && { ...page, records: page.records.map((m) => (m.id === id ? { ...m, read: true } : m)) },
    );
    const old = queryClient.getQueryData<UnreadCount>(inboxKeys.unread(baseUserId));
    if (old) {
      const byCategory = { ...old.byCategory, [c]: Math.max(0, (old.byCategory[c] ?? 0) - 1) };
      inboxChanged(queryClient, baseUserId, { counts: { total: Math.max(0, old.total - 1), byCategory } });
    }
  }
  void queryClient.invalidateQueries({ queryKey: inboxKeys.unread(baseUserId) });
  void queryClient.invalidateQueries({ queryKey: inboxKeys.lists(baseUserId) });
}

/**
 * One message with its content (GET dscq-user/message/detail?id → MessageDetail). The server marks it read on this
 * call, so the counts follow at once ({@link messageOpened}). A 404 (unknown id or another user's message) is shown
 * by the page as 消息不存在, so meta 'caller' and no retry.
 */
export const messageDetailQueryOptions = (queryClient: QueryClient, baseUserId: string, id: string) =>
  queryOptions({
    queryKey: [...inboxKeys.details(baseUserId), id] as const,
    queryFn: async ({ signal }) => {
      const detail = await api.get<MessageDetail>(MESSAGE_PATHS.detail, { id }, { signal });
      messageOpened(queryClient, baseUserId, id);
      return detail;
    },
    meta: CALLER,
    retry: false,
  });

/**
 * The inbox actions of /myMessage: mark read (POST read { ids }), delete (POST delete { ids }), mark all read (POST
 * read-all { category? }). Each answers the new UnreadCount, which the header, the tabs and the tiles take at once
 * (src/lib/inbox.ts inboxChanged); the lists are refetched. Failures show the default toast.
 */
export function useInboxActions(baseUserId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (counts: UnreadCount) => inboxChanged(queryClient, baseUserId, { counts });
  const markRead = useMutation({ mutationFn: (ids: string[]) => api.post<UnreadCount>(MESSAGE_PATHS.read, { ids }), onSuccess });
  const remove = useMutation({ mutationFn: (ids: string[]) => api.post<UnreadCount>(MESSAGE_PATHS.remove, { ids }), onSuccess });
  const readAll = useMutation({
    mutationFn: (category: MessageCategory | undefined) => api.post<UnreadCount>(MESSAGE_PATHS.readAll, category ? { category } : {}),
    onSuccess,
  });
  return { markRead, remove, readAll };
}
