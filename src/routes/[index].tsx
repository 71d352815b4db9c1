import { createFileRoute } from '@tanstack/react-router';
import { AD_CODES } from '@contract/constants';
import { useHallFeed } from '@/features/hall/hall.feed';
import { HomePage } from '@/features/home/home-page';
import { adsQueryOptions } from '@/features/home/home.queries';
import { msg } from '@/i18n';

function IndexPage() {
  // The route composes the two features: the home page renders the hall feed it is given.
  return <HomePage useHallFeed={useHallFeed} />;
}

/**
 * /index — the home page (§2, menu flag index). The three advert groups start loading with the
 * route (§2 "Three advert groups load on mount"); nothing blocks the page, sections fill in.
 */
export const Route = createFileRoute('/index')({
  staticData: { title: msg('首页'), menuFlag: 'index' },
  loader: ({ context }) => {
    for (const code of Object.values(AD_CODES)) void context.queryClient.prefetchQuery(adsQueryOptions(code));
  },
  component: IndexPage,
});
