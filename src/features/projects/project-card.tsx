import type { ListedProject } from '@contract/projects';
import { HrefLink } from '@/components/ui/href-link';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { PriceText } from '@/components/ui/price-text';
import { StateBadge } from '@/components/ui/state-badge';
import { imageSrc } from '@/lib/env';
import { projectHref } from '@/lib/paths';
import { displayPrice, formatDate, regionText } from '@/lib/format';
import { useT } from '@/i18n';
import { areaText } from '@/features/projects/project-search';

/**
 * One supply project in the /project result list: image, name, project code, region, area,
 * type, listing price with unit, sign-up deadline and state (§3 Latest or listed project, §4 state
 * text), linking to its detail page (package or single asset).
 */
export function ProjectCard({ project }: { project: ListedProject }) {
  const t = useT('projects');
  const href = projectHref(project);
  const area = areaText(project.area, project.areaUnit);
  // [label, value, value is data (not translated)]
  const facts: [string, string, boolean][] = [
    [t('项目编号'), project.projectCode || '--', true],
    [t('所在地区'), regionText(project) || '--', true],
    [t('面积'), area.text, area.data],
    [t('报名截止'), project.announcementEndTime ? formatDate(project.announcementEndTime, 'YYYY-MM-DD HH:mm') : '--', false],
  ];

  return (
    <article className="flex flex-col gap-3 border-b border-line p-4 last:border-b-0 hover:bg-brand-50/40 sm:flex-row">
      <HrefLink href={href} className="block shrink-0 overflow-hidden rounded-control bg-canvas sm:w-44" tabIndex={-1}>
        <img
          src={imageSrc(project.imgSrc)}
          alt={project.assetsName}
          loading="lazy"
          className="aspect-[4/3] w-full object-cover transition-transform hover:scale-105"
        />
      </HrefLink>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          {project.typeName ? <Badge tone="outline" translate="no">{project.typeName}</Badge> : null}
          <StateBadge state={project.state} projectType={project.projectType} />
        </div>
        <h3 className="m-0 mt-1.5 text-base font-semibold">
          <HrefLink href={href} className="line-clamp-2 hover:text-brand-700" title={project.assetsName} translate="no">
            {project.assetsName}
          </HrefLink>
        </h3>
        <dl className="m-0 mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm text-ink-soft sm:grid-cols-2">
          {facts.map(([label, value, data]) => (
            <div key={label} className="flex min-w-0 gap-1">
              <dt className="shrink-0 text-muted">{t('{label}：', { label })}</dt>
              <dd className="m-0 truncate num" translate={data ? 'no' : undefined}>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex shrink-0 flex-row items-center justify-between gap-2 sm:w-44 sm:flex-col sm:items-end sm:justify-center">
        <div className="text-right">
          <div className="text-xs text-muted">{t('挂牌价')}</div>
          <PriceText price={displayPrice(project)} className="text-lg" />
        </div>
        <HrefLink href={href} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {t('查看详情')}
        </HrefLink>
      </div>
    </article>
  );
}
