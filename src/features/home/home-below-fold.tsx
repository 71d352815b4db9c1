import { HotProjects } from '@/features/home/hot-projects';
import { LatestProjects } from '@/features/home/latest-projects';
import { NewsPanel } from '@/features/home/news-panel';
import { PartnersStrip } from '@/features/home/partners-strip';
import { RecommendBlock } from '@/features/home/recommend-block';

/**
 * The home page's sections below the first screen (§2): recommended projects, latest listings, news and notices, hot
 * projects and partners. Loaded as a chunk of its own right after the first screen (home-page.tsx), so their code
 * — the news tabs above all — is not part of the page's initial JavaScript.
 */
export default function HomeBelowFold() {
  return (
    <>
      <RecommendBlock />
      <LatestProjects />
      <NewsPanel />
      <HotProjects />
      <PartnersStrip />
    </>
  );
}
