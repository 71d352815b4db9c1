import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { messageDetailSearchSchema } from '@/features/messages/message-search';
import { MessageDetailPage } from '@/features/messages/message-detail-page';
import { msg } from '@/i18n';

/**
 * /myMessageDetail?id=[&category&unread&current] (§2 user centre, requireAuth): one message; the list filters it was
 * opened from ride along for 返回列表. No loader: opening marks the message read, so it is fetched once, by the page,
 * which also shows 消息不存在 for an unknown or foreign id.
 */
export const Route = createFileRoute('/_auth/myMessageDetail')({
  staticData: { title: msg('消息详情') },
  validateSearch: messageDetailSearchSchema,
  // current 0 means 'opened from no list page': it stays out of the address.
  search: { middlewares: [stripSearchParams({ current: 0 })] },
  component: MyMessageDetailRoute,
});

function MyMessageDetailRoute() {
  return <MessageDetailPage search={Route.useSearch()} />;
}
