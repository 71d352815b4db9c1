import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredQuery } from '@/lib/use-deferred-query';
import { MODULE_HOME_NOTICE } from '@contract/constants';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { HrefLink } from '@/components/ui/href-link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isExternalHref } from '@/lib/paths';
import { moduleTabsQueryOptions } from '@/features/home/home.queries';
import { NewsTabContent } from '@/features/home/news-tab-content';
import { useT } from '@/i18n';

/** 更多 of the active tab: its moreButtonUrl, in a new tab when it points to another site. */
function MoreLink({ url }: { url: string }) {
  const t = useT('home');
  const className = 'text-sm text-muted hover:text-brand-700';
  if (isExternalHref(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
        {t('更多 >')}
      </a>
    );
  }
  return <HrefLink href={url} className={className}>{t('更多 >')}</HrefLink>;
}

/**
 * News panel (§2 Home): tabs from the HOME_NOTICE module; each tab lists its source (news,
 * notices or listed assets) and shows its moreButtonUrl as 更多. Only the open tab loads.
 */
export function NewsPanel() {
  const t = useT('home');
  const { data, isPending } = useDeferredQuery(useQuery(moduleTabsQueryOptions(MODULE_HOME_NOTICE)));
  const tabs = data ?? [];
  const [active, setActive] = useState<string>();
  const current = tabs.find((tab) => tab.id === active) ?? tabs[0];

  return (
    <Card aria-label={t('新闻公告')}>
      {isPending ? (
        <SkeletonLines rows={8} className="p-4" />
      ) : !current ? (
        <EmptyState message={t('暂无新闻公告')} />
      ) : (
        <Tabs value={current.id} onValueChange={setActive} className="px-4 pb-4">
          <div className="flex items-end justify-between gap-3 border-b border-line">
            <TabsList className="border-b-0">
              {tabs.map((tab) => (
                <TabsTrigger key={tab.id} value={tab.id} translate="no" className="text-base">
                  {tab.name}
                </TabsTrigger>
              ))}
            </TabsList>
            {current.moreButtonUrl ? (
              <div className="shrink-0 pb-2">
                <MoreLink url={current.moreButtonUrl} />
              </div>
            ) : null}
          </div>
          {tabs.map((tab) => (
            <TabsContent key={tab.id} value={tab.id}>
              <NewsTabContent tab={tab} />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </Card>
  );
}
