import type { ProjectDetail } from '@contract/project-detail';
import { Card } from '@/components/ui/card';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AnnouncementPanel } from '@/features/project-detail/announcement-panel';
import { AttachmentsPanel } from '@/features/project-detail/attachments-panel';
import { BaseInfoPanel } from '@/features/project-detail/base-info-panel';
import { DETAIL_TABS, isSectionTab, type DetailTabKey } from '@/features/project-detail/detail-tabs';
import { MaterialsPanel } from '@/features/project-detail/materials-panel';
import { SectionPanel } from '@/features/project-detail/section-panel';
import { useNearViewport } from '@/lib/use-near-viewport';
import { useT } from '@/i18n';

/**
 * The announcement sections of a project as tabs (the asset-detail family, §7). The active tab
 * lives in the URL (`tab`); only the active panel is mounted, so each section is fetched when it
 * is first opened, and the first one only when the card comes near the viewport ({@link useNearViewport}): on a
 * phone the card sits below the first screen, and its request, rendering and layout wait for the visitor to scroll
 * (or press Tab), with the panel's own loading skeleton in its place. Arrow keys move between tabs (Radix).
 */
export function DetailTabsCard({
  project,
  tab,
  onTabChange,
  onUnlock,
}: {
  project: ProjectDetail;
  tab: DetailTabKey;
  onTabChange: (tab: DetailTabKey) => void;
  onUnlock: () => void;
}) {
  const t = useT('project-detail');
  const [ref, near] = useNearViewport<HTMLElement>();
  const { assetsId, description } = project;
  const panel = (key: DetailTabKey, title: string) => {
    if (key === 'base') return <BaseInfoPanel assetsId={assetsId} description={description} />;
    if (key === 'announcement') return <AnnouncementPanel assetsId={assetsId} description={description} />;
    if (key === 'materials') return <MaterialsPanel assetsId={assetsId} />;
    if (key === 'attachments') return <AttachmentsPanel assetsId={assetsId} onUnlock={onUnlock} />;
    return isSectionTab(key) ? <SectionPanel assetsId={assetsId} section={key} title={title} onUnlock={onUnlock} /> : null;
  };

  return (
    <Card ref={ref}>
      <Tabs value={tab} onValueChange={(v) => onTabChange(v as DetailTabKey)} activationMode="manual">
        <TabsList aria-label={t('项目信息')} className="px-2 pt-1">
          {DETAIL_TABS.map((d) => (
            <TabsTrigger key={d.key} value={d.key} className="px-2.5 text-sm">
              {t(d.title)}
            </TabsTrigger>
          ))}
        </TabsList>
        {DETAIL_TABS.map((d) => (
          <TabsContent key={d.key} value={d.key} className="min-h-48 p-4">
            {d.key !== tab ? null : near ? panel(d.key, t(d.title)) : <SkeletonLines rows={6} className="py-2" />}
          </TabsContent>
        ))}
      </Tabs>
    </Card>
  );
}
