import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { MESSAGE_PATHS } from '@contract/message-paths';
import type { UnreadCount } from '@contract/messages';
import { api } from '@/lib/api/client';
import { SILENT } from '@/lib/api/error-meta';
import { usercentreKeys } from '@/lib/usercentre-summary';

/**
 * The inbox's shared cache (§2 /myMessage, header unread count): the query keys of every message query and the unread
 * count query. Kept in lib because the header (shell), the inbox pages (messages) and the user-centre tiles
 * (usercenter) read and update the same entries, and features may not import each other.
 */
export const inboxKeys = {
  all: ['inbox'] as const,
  /** Every message list of one user (any category / unread / page). */
  lists: (baseUserId: string) => [...inboxKeys.all, baseUserId, 'list'] as const,
  details: (baseUserId: string) => [...inboxKeys.all, baseUserId, 'detail'] as const,
  unread: (baseUserId: string) => [...inboxKeys.all, baseUserId, 'unread'] as const,
};

/**
 * The caller's unread counts (GET dscq-user/message/unread-count → { total, byCategory }). Silent: the header must
 * not raise a toast on every page when it fails (a 401 still ends the session). Refetched when the window regains focus.
 */
export const unreadCountQueryOptions = (baseUserId: string) =>
  queryOptions({
    queryKey: inboxKeys.unread(baseUserId),
    queryFn: ({ signal }) => api.get<UnreadCount>(MESSAGE_PATHS.unread, undefined, { signal }),
    meta: SILENT,
    refetchOnWindowFocus: true,
  });

/**
 * The inbox changed on the server: the count takes `counts` (a full answer of read / delete / read-all) or `total`
 * alone (a push notice, whose per-category split is fetched again), at once, so the header and the tiles go down
 * (or up) before any list reloads; the message lists and the user-centre summary are marked stale and refetched
 * when shown.
 */
export function inboxChanged(queryClient: QueryClient, baseUserId: string, change: { counts: UnreadCount } | { total: number }): void {
  const key = inboxKeys.unread(baseUserId);
  if ('counts' in change) {
    queryClient.setQueryData<UnreadCount>(key, change.counts);
  } else {
    queryClient.setQueryData<UnreadCount>(key, (old) => old && { ...old, total: change.total });
    void queryClient.invalidateQueries({ queryKey: key });
  }
  // The summary carries the unread total too: keep it in step with the header without waiting for a refetch.
  const total = 'counts' in change ? change.counts.total : change.total;
  queryClient.setQueriesData<{ unreadMessages: number }>({ queryKey: usercentreKeys.summaries() }, (old) => old && { ...old, unreadMessages: total });
  void queryClient.invalidateQueries({ queryKey: inboxKeys.lists(baseUserId) });
  void queryClient.invalidateQueries({ queryKey: usercentreKeys.summaries() });
}
