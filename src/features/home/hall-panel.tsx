import { Suspense, useState, type ComponentType } from 'react';
import { Link } from '@tanstack/react-router';
import { PROJECT_ACTIVE } from '@contract/constants';
import type { HallFeedParams, HallFeedState, HallKind } from '@streams/feeds/hall';
import { Card, CardHeader } from '@/components/ui/card';
import { SearchBox } from '@/components/ui/search-box';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/i18n';

/** The live hall feed hook, handed in by the /index route (features do not import each other). */
export type HallFeedHook = (params: HallFeedParams) => HallFeedState;

/**
 * The panel's table of `kind` filtered by `assetsName` ('' = all), with its live feed: hall-panel-table.tsx
 * HallPanelFeedTable bound to the feed by the /index route, which loads both after the first screen.
 */
export type HallPanelBody = ComponentType<{ kind: HallKind; assetsName: string }>;

/**
 * 竞价大厅 panel of the home page (§2 Home "Bidding hall panel"): 正在竞价 / 即将竞价 tabs, a search
 * by asset name (Enter or button), the first 8 rows of the live feed and a 更多 link to
 * /hall?projectActive=1|2 for the active tab. The header, tabs and search render with the page; the table (`Body`,
 * lazily loaded with the feed and its stream layer) shows the loading table's skeleton until its code arrives.
 */
export function HallPanel({ Body }: { Body: HallPanelBody }) {
  const t = useT('home');
  const [kind, setKind] = useState<HallKind>('ongoing');
  const [assetsName, setAssetsName] = useState('');
  const projectActive = kind === 'ongoing' ? PROJECT_ACTIVE.ongoing : PROJECT_ACTIVE.upcoming;

  return (
    <Card aria-labelledby="home-hall-title">
      <CardHeader
        title={<span id="home-hall-title">{t('竞价大厅')}</span>}
        extra={
          <Link to="/hall" search={{ projectActive }} className="text-sm text-muted hover:text-brand-700">
            {t('更多 >')}
          </Link>
        }
      />
      <Tabs value={kind} onValueChange={(v) => setKind(v as HallKind)} className="px-4 pb-3">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <TabsList className="border-b-0">
            <TabsTrigger value="ongoing">{t('正在竞价')}</TabsTrigger>
            <TabsTrigger value="upcoming">{t('即将竞价')}</TabsTrigger>
          </TabsList>
          <SearchBox
            className="mb-1 h-8 w-full sm:w-72"
            label={t('按资产名称搜索竞价项目')}
            placeholder={t('请输入资产名称')}
            buttonText={t('查询')}
            onSearch={setAssetsName}
          />
        </div>
        <TabsContent value={kind} className="border-t border-line pt-0">
          <Suspense fallback={<SkeletonLines rows={6} className="pt-3" />}>
            <Body kind={kind} assetsName={assetsName} />
          </Suspense>
        </TabsContent>
      </Tabs>
    </Card>
  );
}
