import { lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { AD_CODES } from '@contract/constants';
import type { HallKind } from '@streams/feeds/hall';
import { HomePage } from '@/features/home/home-page';
import {
  adsQueryOptions, demandPurposesQueryOptions, hotInvestmentsQueryOptions, moduleTabsQueryOptions, NOTICE_BOX_MODULE,
} from '@/features/home/home.queries';
import { settleInlined } from '@/lib/api/first-answers';
import { msg } from '@/i18n';

/**
 * The hall panel's table on the live hall feed. Loaded when the page renders, not with it: the feed, its stream layer
 * and the table's cells stay out of the page's initial JavaScript (bench/README.md "Web: initial JS").
 */
const HallPanelBody = lazy(async () => {
  const [{ HallPanelFeedTable }, { useHallFeed }] = await Promise.all([
    import('@/features/home/hall-panel-table'),
    import('@/features/hall/hall.feed'),
  ]);
  return { default: (props: { kind: HallKind; assetsName: string }) => <HallPanelFeedTable {...props} useFeed={useHallFeed} /> };
});

function IndexPage() {
  // The route composes the two features: the home page renders the hall table it is given.
  return <HomePage HallBody={HallPanelBody} />;
}

/**
 * /index — the home page (§2, menu flag index). The three advert groups start loading with the
 * route (§2 "Three advert groups load on mount"); nothing blocks the page, sections fill in.
 */
export const Route = createFileRoute('/index')({
  staticData: { title: msg('首页'), menuFlag: 'index' },
  loader: ({ context }) => {
    const { queryClient } = context;
    const ads = Object.values(AD_CODES).map((code) => queryClient.prefetchQuery(adsQueryOptions(code)));
    // The first screen's sections: when the server inlined their answers they are in the cache before the first render.
    return settleInlined([
      ...ads,
      queryClient.prefetchQuery(hotInvestmentsQueryOptions()),
      queryClient.prefetchQuery(demandPurposesQueryOptions()),
      queryClient.prefetchQuery(moduleTabsQueryOptions(NOTICE_BOX_MODULE)),
    ]);
  },
  component: IndexPage,
});
