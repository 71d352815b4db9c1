import { lazy, Suspense } from 'react';
import { WhenNearViewport } from '@/lib/when-near-viewport';
import { BannerCarousel } from '@/features/home/banner-carousel';
import { ClassifyStrip } from '@/features/home/classify-strip';
import { ClassifyUserPanel } from '@/features/home/classify-user-panel';
import { HallPanel, type HallPanelBody } from '@/features/home/hall-panel';
import { MiddleBanner } from '@/features/home/middle-banner';
import { NoticeBox } from '@/features/home/notice-box';
import { useT } from '@/i18n';

/**
 * Home page /index (§2 Home page), top to bottom: banner; classify strip with the middle banner
 * beside the user panel and the notice box; the 竞价大厅 panel; recommended projects; latest
 * listings; news; hot projects; partners. Every section loads on its own and degrades to a
 * skeleton or an empty state. `HallBody` is the hall panel's live table, supplied (lazily loaded) by the route.
 */
// Built when the visitor scrolls near it; its code is fetched ahead once the page is idle.
const loadBelowFold = () => import('@/features/home/home-below-fold');
const HomeBelowFold = lazy(loadBelowFold);
const BELOW_FOLD_HEIGHT = 'min-h-[1600px]';

export function HomePage({ HallBody }: { HallBody: HallPanelBody }) {
  const t = useT('home');
  return (
    <>
      <h1 className="sr-only">{t('农村产权交易平台首页')}</h1>
      <BannerCarousel />
      <div className="page-width space-y-5 py-5">
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_300px]">
          <div className="min-w-0 space-y-4">
            <ClassifyStrip />
            <MiddleBanner className="aspect-[15/2] rounded-card" />
          </div>
          <div className="space-y-4">
            <ClassifyUserPanel />
            <NoticeBox />
          </div>
        </div>
        <HallPanel Body={HallBody} />
        {/* Not server-rendered: its data may be in the browser's cache before its code, which would not match. */}
        <WhenNearViewport placeholderClassName={BELOW_FOLD_HEIGHT} prepare={() => void loadBelowFold().catch(() => undefined)}>
          <Suspense fallback={<div aria-busy="true" className={BELOW_FOLD_HEIGHT} />}>
            <HomeBelowFold />
          </Suspense>
        </WhenNearViewport>
      </div>
    </>
  );
}
