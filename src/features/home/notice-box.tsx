import { useQuery } from '@tanstack/react-query';
import { TEXT_CUT } from '@contract/constants';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { HrefLink } from '@/components/ui/href-link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { noticeHref } from '@/lib/paths';
import { cutText, formatDate } from '@/lib/format';
import { moduleTabsQueryOptions, NOTICE_BOX_MODULE, noticeBoxQueryOptions } from '@/features/home/home.queries';
import { useT } from '@/i18n';

function NoticeBoxList({ noticeType }: { noticeType: string }) {
  const t = useT('home');
  const { data, isPending } = useQuery(noticeBoxQueryOptions(noticeType));
  // The list's own size (7 lines of 24 px): nothing below moves when it arrives.
  if (isPending) return <SkeletonLines rows={7} className="space-y-1 pb-1 *:h-5" />;
  if (!data?.length) return <EmptyState message={t('暂无公告')} className="py-6" />;
  return (
    // Each link a whole 24 px line, edge to edge with the next: a target of WCAG 2.2's minimum size (2.5.8), however
    // the font's line box rounds.
    <ul className="m-0 list-none p-0">
      {data.map((n) => (
        <li key={n.id} className="flex items-center gap-2 text-[13px]">
          <span aria-hidden className="size-1 shrink-0 rounded-full bg-brand-400" />
          <HrefLink href={noticeHref(n.id)} title={n.noticeTitle} translate="no" className="min-w-0 flex-1 truncate leading-6 hover:text-brand-700">
            {cutText(n.noticeTitle, TEXT_CUT.noticeBoxTitle)}
          </HrefLink>
          <span className="num shrink-0 text-xs text-muted">{formatDate(n.publishDate || n.createTime, 'MM-DD')}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Tabbed notice box next to the classify strip (§2 Home): tabs from the HOME_NOTICE_BOX module
 * (sourceType 2), each listing 7 notices of its type with titles cut at 20 characters, linking to
 * /noticeDetail?id=.
 */
export function NoticeBox({ className }: { className?: string }) {
  const t = useT('home');
  const { data, isPending } = useQuery(moduleTabsQueryOptions(NOTICE_BOX_MODULE));
  const tabs = (data ?? []).filter((tab) => tab.sourceType === 2);

  return (
    <Card aria-label={t('公告')} className={className}>
      {isPending ? (
        <SkeletonLines rows={7} className="p-4" />
      ) : tabs.length === 0 ? (
        <EmptyState message={t('暂无公告')} />
      ) : (
        <Tabs defaultValue={tabs[0].id} className="px-3 pb-3">
          <TabsList className="gap-0">
            {tabs.map((tab) => (
              <TabsTrigger key={tab.id} value={tab.id} translate="no" className="px-1 text-[13px]">
                {tab.name}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((tab) => (
            <TabsContent key={tab.id} value={tab.id} className="pt-2">
              <NoticeBoxList noticeType={tab.plateCode} />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </Card>
  );
}
