import { useCallback } from 'react';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { messageSearchSchema, type MessageSearch } from '@/features/messages/message-search';
import { messageListQueryOptions } from '@/features/messages/messages.queries';
import { MessageListPage } from '@/features/messages/message-list-page';
import { msg } from '@/i18n';

/**
 * /myMessage?category&unread&current (§2 user centre, requireAuth): the inbox. The loader waits for the page of
 * messages (a failure is left to the page's own error state with retry); page 1 is stripped from the URL.
 */
export const Route = createFileRoute('/_auth/myMessage')({
  staticData: { title: msg('我的消息') },
  validateSearch: messageSearchSchema,
  search: { middlewares: [stripSearchParams({ current: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const baseUserId = context.session.getState().baseUserId ?? '';
    await context.queryClient.ensureQueryData(messageListQueryOptions(baseUserId, deps)).catch(() => undefined);
  },
  component: MyMessageRoute,
});

function MyMessageRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: MessageSearch) => void navigate({ search: next, resetScroll: false }), [navigate]);
  return <MessageListPage search={search} onSearch={onSearch} />;
}
