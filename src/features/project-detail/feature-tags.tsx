import { useQuery } from '@tanstack/react-query';
import { featuresQueryOptions } from '@/features/project-detail/project-detail.queries';
import { useT } from '@/i18n';

/** Feature tags of the project (交通便利, 水源充足 …; GET assets-feature/list). Nothing while loading or without tags. */
export function FeatureTags({ assetsId }: { assetsId: string }) {
  const t = useT('project-detail');
  const { data } = useQuery(featuresQueryOptions(assetsId));
  if (!data?.length) return null;
  return (
    <ul aria-label={t('项目特色')} translate="no" className="flex list-none flex-wrap gap-1.5 p-0">
      {data.map((f) => (
        <li key={f.id} className="rounded-full border border-brand-200 bg-brand-50 px-2 py-0.5 text-xs text-brand-800">
          {f.name}
        </li>
      ))}
    </ul>
  );
}
