import { queryOptions } from '@tanstack/react-query';
import {
  ADS_SIZE,
  HOT_CATEGORIES_SIZE,
  HOT_PROJECTS_BLOCK_SIZE,
  LATEST_PROJECTS_SIZE,
  NEWS_TAB_SIZE,
  NOTICE_BOX_SIZE,
  PARTNERS_SIZE,
  PROJECT_NATURE_BIDDING,
} from '@contract/constants';
import type { Banner, News, NewsPlate, Notice, Partner } from '@contract/content';
import type { HotInvestment, TreeNode } from '@contract/lookups';
import type { ListedProject } from '@contract/projects';
import { api, recordsOf } from '@/lib/api/client';
import { SILENT } from '@/lib/api/error-meta';
import { noticeTypeOf } from '@/lib/news.queries';

/** Home content treats only code 200 as success and otherwise keeps what it shows, silently (§8); `meta` of every query here. */
const meta = SILENT;

/** Query keys of the home page, general to specific. */
export const homeKeys = {
  all: ['home'] as const,
  ads: (code: string) => [...homeKeys.all, 'ads', code] as const,
  hotInvestments: () => [...homeKeys.all, 'hot-investments'] as const,
  demandPurposes: () => [...homeKeys.all, 'demand-purposes'] as const,
  modules: (code: string) => [...homeKeys.all, 'modules', code] as const,
  noticeBox: (noticeType: string) => [...homeKeys.all, 'notice-box', noticeType] as const,
  news: (plateId: string) => [...homeKeys.all, 'news', plateId] as const,
  notices: (noticeType: string) => [...homeKeys.all, 'notices', noticeType] as const,
  latestProjects: () => [...homeKeys.all, 'latest-projects'] as const,
  hotProjects: () => [...homeKeys.all, 'hot-projects'] as const,
  partners: () => [...homeKeys.all, 'partners'] as const,
};

/** Advert group by code (nc_home_banner, nc_home_middle_adds, nc_home_project_adds; §2 Home, §9 size 100). */
export const adsQueryOptions = (code: string) =>
  queryOptions({
    queryKey: homeKeys.ads(code),
    meta,
    queryFn: ({ signal }) => api.post<Banner[]>('dscq-content/ad-ads/list', { code, size: ADS_SIZE, current: 1 }, { signal }),
  });

/** Supply categories of the classify strip (GET blade-desk/hot-investments/list, size 8). */
export const hotInvestmentsQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.hotInvestments(),
    meta,
    queryFn: async ({ signal }) =>
      recordsOf<HotInvestment>(await api.get('blade-desk/hot-investments/list', { size: HOT_CATEGORIES_SIZE, current: 1 }, { signal })),
  });

/** Demand purposes of the classify strip (GET blade-desk/demand-nccq/demand-purpose-tree). */
export const demandPurposesQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.demandPurposes(),
    meta,
    queryFn: ({ signal }) => api.get<TreeNode[]>('blade-desk/demand-nccq/demand-purpose-tree', undefined, { signal }),
    staleTime: 10 * 60_000,
  });

/** Module whose sourceType 2 tabs make up the home notice box; each tab's plateCode is its noticeType. */
export const NOTICE_BOX_MODULE = 'HOME_NOTICE_BOX';

/** Tabs of a page module (HOME_NOTICE news panel, HOME_NOTICE_BOX notice box; POST batch-list). */
export const moduleTabsQueryOptions = (code: string) =>
  queryOptions({
    queryKey: homeKeys.modules(code),
    meta,
    queryFn: ({ signal }) => api.post<NewsPlate[]>('dscq-content/page-modules-content/batch-list', { modulesCodes: code }, { signal }),
  });

/** Notices of one notice-box tab (GET blade-desk/notice-info/list, size 7, noticeType = plateCode). */
export const noticeBoxQueryOptions = (noticeType: string) =>
  queryOptions({
    queryKey: homeKeys.noticeBox(noticeType),
    meta,
    queryFn: async ({ signal }) =>
      recordsOf<Notice>(await api.get('blade-desk/notice-info/list', { size: NOTICE_BOX_SIZE, current: 1, noticeType }, { signal })),
  });

/** News of a sourceType 1 tab (POST dscq-content/news-content/page, 6 items). */
export const newsListQueryOptions = (plateId: string) =>
  queryOptions({
    queryKey: homeKeys.news(plateId),
    meta,
    queryFn: async ({ signal }) =>
      recordsOf<News>(
        await api.post('dscq-content/news-content/page', { plateId, isFrontPage: 0, size: NEWS_TAB_SIZE, current: 1 }, { signal }),
      ),
  });

/** Notices of a sourceType 2 tab (POST dscq-project/notice/page, noticeType = plateCode, 6 items). */
export const noticeListQueryOptions = (plateCode: string) =>
  queryOptions({
    queryKey: homeKeys.notices(plateCode),
    meta,
    queryFn: async ({ signal }) =>
      recordsOf<Notice>(
        await api.post(
          'dscq-project/notice/page',
          { noticeType: noticeTypeOf(plateCode), isFrontPage: 0, size: NEWS_TAB_SIZE, current: 1 },
          { signal },
        ),
      ),
  });

/** Latest listings table (GET dscq-project/top/new-publish, size 6). */
export const latestProjectsQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.latestProjects(),
    meta,
    queryFn: async ({ signal }) =>
      recordsOf<ListedProject>(await api.get('dscq-project/top/new-publish', { size: LATEST_PROJECTS_SIZE, current: 1 }, { signal })),
  });

/** Hot projects block (GET dscq-project/top/hot-by-solr, 6 items of projectNatures 49). */
export const hotProjectsQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.hotProjects(),
    meta,
    queryFn: async ({ signal }) =>
      recordsOf<ListedProject>(
        await api.get(
          'dscq-project/top/hot-by-solr',
          { size: HOT_PROJECTS_BLOCK_SIZE, current: 1, projectNatures: String(PROJECT_NATURE_BIDDING) },
          { signal },
        ),
      ),
  });

/** Partner strip (POST dscq-content/partners/page, size 100). */
export const partnersQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.partners(),
    meta,
    queryFn: async ({ signal }) =>
      recordsOf<Partner>(await api.post('dscq-content/partners/page', { size: PARTNERS_SIZE, current: 1 }, { signal })),
  });
