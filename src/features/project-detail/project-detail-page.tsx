import { useState, type ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import type { ProjectDetail } from '@contract/project-detail';
import { hasSubAssets } from '@/features/project-detail/detail-facts';
import { DetailHero } from '@/features/project-detail/detail-hero';
import { DetailTabsCard } from '@/features/project-detail/detail-tabs-card';
import type { DetailTabKey } from '@/features/project-detail/detail-tabs';
import { projectDetailQueryOptions } from '@/features/project-detail/project-detail.queries';
import { RecommendList } from '@/features/project-detail/recommend-list';
import { RoadshowCard } from '@/features/project-detail/roadshow-card';
import { SubAssetsTable } from '@/features/project-detail/sub-assets-table';
import { lazyWhenOpen } from '@/components/ui/lazy-when-open';
import { useT } from '@/i18n';

// The code form (react-hook-form, zod, the Radix dialog) loads when the dialog first opens: not on the first screen.
const DirectionalCodeDialog = lazyWhenOpen(() => import('@/features/project-detail/directional-code-dialog').then((m) => m.DirectionalCodeDialog));

/** Renders the enrol button for a project; `askCode` opens the directional-code dialog. Supplied by the route. */
export type EnrolSlot = (project: ProjectDetail, askCode: () => void) => ReactNode;

/**
 * The project page behind /projectDetail/{assetsId}.html and /projectPkg/{assetsId}.html (§2):
 * breadcrumb, hero (gallery, facts, money, enrol and favourite), roadshow, sub-assets of packages,
 * the announcement tabs and recommendations. The loader has put the detail in the cache; the
 * directional-code dialog is shared by the hero notice, locked tabs and the enrol button.
 */
export function ProjectDetailPage({
  assetsId,
  tab,
  onTabChange,
  enrolSlot,
}: {
  assetsId: string;
  tab: DetailTabKey;
  onTabChange: (tab: DetailTabKey) => void;
  enrolSlot: EnrolSlot;
}) {
  const t = useT('project-detail');
  const { data: project } = useSuspenseQuery(projectDetailQueryOptions(assetsId));
  const [codeOpen, setCodeOpen] = useState(false);
  const askCode = () => setCodeOpen(true);

  return (
    <div className="page-width space-y-4 py-5">
      <nav aria-label={t('当前位置')} className="flex min-w-0 items-center gap-1 text-sm text-muted">
        <Link to="/index" className="hover:text-brand-700">
          {t('首页')}
        </Link>
        <ChevronRight aria-hidden className="size-3.5 shrink-0" />
        <Link to="/project" className="hover:text-brand-700">
          {t('供应项目')}
        </Link>
        <ChevronRight aria-hidden className="size-3.5 shrink-0" />
        <span aria-current="page" translate="no" className="truncate text-ink-soft">
          {project.assetsName}
        </span>
      </nav>
      <DetailHero project={project} actions={enrolSlot(project, askCode)} onUnlock={askCode} />
      {project.roadshow ? <RoadshowCard assetsId={assetsId} roadshow={project.roadshow} /> : null}
      {hasSubAssets(project) ? <SubAssetsTable assetsId={assetsId} /> : null}
      <DetailTabsCard project={project} tab={tab} onTabChange={onTabChange} onUnlock={askCode} />
      <RecommendList assetsId={assetsId} />
      <DirectionalCodeDialog assetsId={assetsId} open={codeOpen} onOpenChange={setCodeOpen} />
    </div>
  );
}
