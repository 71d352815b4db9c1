import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { MESSAGE_CATEGORY_LABELS } from '@contract/messages';
import { ApiError } from '@/lib/api/client';
import { errorText } from '@/lib/api/error-policy';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { HrefLink } from '@/components/ui/href-link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { UserCentreLayout } from '@/components/user-centre-layout';
import { useSessionStore } from '@/stores/session';
import { listFilterQuery, listSearchOf, type MessageDetailSearch } from '@/features/messages/message-search';
import { messageDetailQueryOptions } from '@/features/messages/messages.queries';
import { msg, useT } from '@/i18n';

/** The label of a message's link button, by where it leads (a portal href): a message, shown with `t()`. */
export function linkLabel(href: string): string {
  if (/^\/(projectDetail|projectPkg|quoteHall|myProject|enrollDetail)/.test(href)) return msg('查看项目');
  if (/^\/(myDeposit|depositDetail|cashierDesk)/.test(href)) return msg('查看保证金');
  if (href.startsWith('/shensuRecord')) return msg('查看申诉');
  if (/^\/(realName|membership)/.test(href)) return msg('查看认证');
  return msg('查看详情');
}

/** /myMessage with the filters the detail was opened from. */
function listHref(search: MessageDetailSearch): string {
  const text = listFilterQuery(listSearchOf(search)).toString();
  return text ? `/myMessage?${text}` : '/myMessage';
}

/**
 * /myMessageDetail?id= (§2 user centre, issue 14): the message's title, category, time and full text, its link as a
 * button (in-app navigation), and 返回列表 to the list with its filters. Opening it marks it read (the server does;
 * the counts follow, see messageDetailQueryOptions). An unknown id, a malformed one or another user's message
 * (404) shows 消息不存在 — never another page.
 */
export function MessageDetailPage({ search }: { search: MessageDetailSearch }) {
  const t = useT('messages');
  const queryClient = useQueryClient();
  const baseUserId = useSessionStore((s) => s.baseUserId ?? '');
  const id = search.id ?? '';
  const detail = useQuery({ ...messageDetailQueryOptions(queryClient, baseUserId, id), enabled: id !== '' });
  const back = (
    <HrefLink href={listHref(search)} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
      <ArrowLeft aria-hidden /> {t('返回列表')}
    </HrefLink>
  );
  const missing = !id || (detail.error instanceof ApiError && detail.error.status === 404);

  let body;
  if (missing) {
    body = <EmptyState message={t('消息不存在')} action={back} />;
  } else if (detail.isPending) {
    body = <SkeletonLines rows={6} />;
  } else if (detail.isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-sm text-ink-soft">
        {t('消息加载失败：{error}', { error: errorText(detail.error) })}
        <Button size="sm" onClick={() => void detail.refetch()}>{t('重新加载')}</Button>
      </div>
    );
  } else {
    const m = detail.data;
    body = (
      <article className="flex flex-col gap-4">
        <header className="flex flex-col gap-2 border-b border-line pb-3">
          <h2 translate="no" className="m-0 text-lg font-semibold text-ink">{m.title}</h2>
          <div className="flex flex-wrap items-center gap-3 text-xs text-muted">
            <Badge tone="outline">{t(MESSAGE_CATEGORY_LABELS[m.category])}</Badge>
            <time className="num" dateTime={m.createTime.replace(' ', 'T')}>{m.createTime}</time>
          </div>
        </header>
        <div translate="no" className="whitespace-pre-wrap text-sm leading-7 text-ink">{m.content}</div>
        {m.link ? (
          <div>
            <HrefLink href={m.link} className={buttonVariants({ size: 'md' })}>{t(linkLabel(m.link))}</HrefLink>
          </div>
        ) : null}
      </article>
    );
  }

  return (
    <UserCentreLayout title={t('消息详情')} active="/myMessage" extra={missing ? undefined : back}>
      {body}
    </UserCentreLayout>
  );
}
