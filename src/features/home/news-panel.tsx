import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MODULE_HOME_NOTICE } from '@contract/constants';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { HrefLink } from '@/components/ui/href-link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isExternalHref } from '@/lib/paths';
import { moduleTabsQueryOptions } from '@/features/home/home.queries';
import { NewsTabContent } from '@/features/home/news-tab-content';

/** 更多 of the active tab: its moreButtonUrl, in a new tab when it points to another site. */
function MoreLink({ url }: { url: string }) {
  const className = 'text-sm text-muted hover:text-brand-700';
  if (isExternalHref(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
        更多 &gt;
      </a>
    );
  }
  return <HrefLink href={url} className={className}>更多 &gt;</HrefLink>;
}

/**
 * News panel (§2 Home): tabs from the HOME_NOTICE module; each tab lists its source (news,
 * notices or listed assets) and shows its moreButtonUrl as 更多. Only the open tab loads.
 */
export function NewsPanel() {
  const { data, isPending } = useQuery(moduleTabsQueryOptions(MODULE_HOME_NOTICE));
  const tabs = data ?? [];
  const [active, setActive] = useState<string>();
  const current = tabs.find((t) => t.id === active) ?? tabs[0];

  return (
    <Card aria-label="新闻公告">
      {isPending ? (
        <SkeletonLines rows={8} className="p-4" />
      ) : !current ? (
        <EmptyState message="暂无新闻公告" />
      ) : (
        <Tabs value={current.id} onValueChange={setActive} className="px-4 pb-4">
          <div className="flex items-end justify-between gap-3 border-b border-line">
            <TabsList className="border-b-0">
              {tabs.map((t) => (
                <TabsTrigger key={t.id} value={t.id} className="text-base">
                  {t.name}
                </TabsTrigger>
              ))}
            </TabsList>
            {current.moreButtonUrl ? (
              <div className="shrink-0 pb-2">
                <MoreLink url={current.moreButtonUrl} />
              </div>
            ) : null}
          </div>
          {tabs.map((t) => (
            <TabsContent key={t.id} value={t.id}>
              <NewsTabContent tab={t} />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </Card>
  );
}
