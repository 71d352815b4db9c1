import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { FilterPanel } from '@/features/projects/filter-panel';
import { ProjectResults } from '@/features/projects/project-results';
import { projectsQueryOptions } from '@/features/projects/projects.queries';
import { useT } from '@/i18n';

const route = getRouteApi('/project');

/**
 * Supply project list /project (§2 Project list): keyword search (pushes /project?q=, other
 * filters cleared), filter panels, selected-filter chips, results and pagination — all state in
 * the URL. The loader has already put the first page in the cache.
 */
export function ProjectListPage() {
  const t = useT('projects');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const router = useRouter();
  const { data, isPlaceholderData, isFetching } = useQuery(projectsQueryOptions(search));

  return (
    <div className="page-width space-y-4 py-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="m-0 text-xl font-semibold">
          {t('供应项目')}
          <span className="ml-2 text-sm font-normal text-muted">{t('农村产权公开挂牌项目')}</span>
        </h1>
        <SearchBox
          className="w-full sm:w-96"
          value={search.q ?? ''}
          label={t('搜索项目')}
          placeholder={t('请输入项目名称或编号')}
          onSearch={(q) => void navigate({ to: '/project', search: { q: q || undefined } })}
        />
      </div>
      <FilterPanel search={search} />
      <ProjectResults page={data} refreshing={isPlaceholderData || (isFetching && !data)} />
      {data ? (
        <Pagination
          current={search.current}
          total={data.total}
          size={search.size}
          onChange={(page) => void navigate({ search: (prev) => ({ ...prev, current: page }) })}
          hrefOf={(page) => router.buildLocation({ to: '/project', search: { ...search, current: page } }).href}
          className="pt-1"
        />
      ) : null}
    </div>
  );
}
