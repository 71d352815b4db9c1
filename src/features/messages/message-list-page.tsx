import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGE_CATEGORIES, MESSAGE_CATEGORY_LABELS, type MessageCategory } from '@contract/messages';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { UserCentreLayout } from '@/components/user-centre-layout';
import { errorText } from '@/lib/api/error-policy';
import { unreadCountQueryOptions } from '@/lib/inbox';
import { useSessionStore } from '@/stores/session';
import { MessageRows } from '@/features/messages/message-rows';
import type { MessageSearch } from '@/features/messages/message-search';
import { MESSAGE_PAGE_SIZE, messageListQueryOptions, useInboxActions } from '@/features/messages/messages.queries';
import { useT } from '@/i18n';

const ALL = 'all';

/** A tab's unread badge: nothing at 0, 99+ above 99. */
function UnreadBadge({ n }: { n: number | undefined }) {
  if (!n) return null;
  return (
    <span className="num ml-1 inline-block min-w-4 rounded-full bg-price px-1 text-center text-[10px] leading-4 font-normal text-white">
      {n > 99 ? '99+' : n}
    </span>
  );
}

/**
 * /myMessage (§2 user centre, issue 14): the inbox. Category tabs (全部 and MESSAGE_CATEGORIES, each with its unread
 * count), a 仅看未读 toggle, the page of messages with checkboxes to 标为已读 / 删除 (after a confirm), 全部已读 for the
 * tab, and paging. Filters and page live in the URL (`search`, changed through `onSearch`), so back restores them;
 * a row opens /myMessageDetail with the filters to come back to.
 */
export function MessageListPage({ search, onSearch }: { search: MessageSearch; onSearch: (next: MessageSearch) => void }) {
  const t = useT('messages');
  const baseUserId = useSessionStore((s) => s.baseUserId ?? '');
  const list = useQuery(messageListQueryOptions(baseUserId, search));
  const { data: counts } = useQuery(unreadCountQueryOptions(baseUserId));
  const { markRead, remove, readAll } = useInboxActions(baseUserId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirmDelete, setConfirmDelete] = useState(false);
  const tab = search.category ?? ALL;
  const filterKey = `${tab}|${search.unread ?? ''}|${search.current}`;
  const [shownKey, setShownKey] = useState(filterKey);
  if (shownKey !== filterKey) {
    // Another tab, filter or page: the selection was of the rows no longer shown.
    setShownKey(filterKey);
    setSelected(new Set());
  }

  const page = list.data;
  // A page emptied by deletes (or a stale link past the end) goes to the last page that has messages.
  useEffect(() => {
    if (page && page.records.length === 0 && page.total > 0 && search.current > 1) {
      onSearch({ ...search, current: Math.max(1, Math.ceil(page.total / MESSAGE_PAGE_SIZE)) });
    }
  }, [page, search, onSearch]);

  const ids = [...selected];
  const busy = markRead.isPending || remove.isPending || readAll.isPending;
  const done = () => setSelected(new Set());
  const tabUnread = tab === ALL ? counts?.total : counts?.byCategory[tab];

  const body = list.isPending ? (
    <SkeletonLines rows={6} />
  ) : list.isError ? (
    <div role="alert" className="flex flex-col items-center gap-3 py-8 text-sm text-ink-soft">
      {t('消息加载失败：{error}', { error: errorText(list.error) })}
      <Button size="sm" onClick={() => void list.refetch()}>{t('重新加载')}</Button>
    </div>
  ) : !page || page.records.length === 0 ? (
    <EmptyState message={search.unread ? t('暂无未读消息') : t('暂无消息')} />
  ) : (
    <>
      <MessageRows records={page.records} search={search} selected={selected} onSelect={setSelected} />
      <Pagination current={page.current} total={page.total} size={MESSAGE_PAGE_SIZE} onChange={(current) => onSearch({ ...search, current })} />
    </>
  );

  return (
    <UserCentreLayout title={t('我的消息')} active="/myMessage">
      <Tabs value={tab} onValueChange={(v) => onSearch({ ...search, category: v === ALL ? undefined : (v as MessageCategory), current: 1 })}>
        <TabsList aria-label={t('消息类别')}>
          <TabsTrigger value={ALL}>
            {t('全部')}
            <UnreadBadge n={counts?.total} />
          </TabsTrigger>
          {MESSAGE_CATEGORIES.map((c) => (
            <TabsTrigger key={c} value={c}>
              {t(MESSAGE_CATEGORY_LABELS[c])}
              <UnreadBadge n={counts?.byCategory[c]} />
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={tab} className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-ink-soft">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={search.unread === '1'}
                onChange={(e) => onSearch({ ...search, unread: e.target.checked ? '1' : undefined, current: 1 })}
              />
              {t('仅看未读')}
            </label>
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-xs text-muted" aria-live="polite">{ids.length ? t('已选 {n} 条', { n: ids.length }) : ''}</span>
              <Button size="sm" variant="secondary" disabled={!ids.length || busy} onClick={() => markRead.mutate(ids, { onSuccess: done })}>
                {t('标为已读')}
              </Button>
              <Button size="sm" variant="secondary" disabled={!ids.length || busy} onClick={() => setConfirmDelete(true)}>
                {t('删除')}
              </Button>
              <Button size="sm" variant="outline" disabled={!tabUnread || busy} onClick={() => readAll.mutate(search.category, { onSuccess: done })}>
                {t('全部已读')}
              </Button>
            </div>
          </div>
          {body}
        </TabsContent>
      </Tabs>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('删除消息')}
        description={t('确定删除选中的 {n} 条消息吗？删除后不可恢复。', { n: ids.length })}
        actionText={t('删除')}
        cancelText={t('取消')}
        onAction={() => remove.mutate(ids, { onSuccess: done })}
      />
    </UserCentreLayout>
  );
}
