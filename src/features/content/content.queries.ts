import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@contract/constants';
import type { Evolution, News, NewsPlate, Notice, Periodical, PlateArticles, Recruit } from '@contract/content';
import type { Page } from '@contract/envelope';
import { api, recordsOf } from '@/lib/api/client';
import { CALLER } from '@/lib/api/error-meta';
import { noticeTypeOf } from '@/lib/news.queries';

/** The pages show their own error and not-found states, so no toast is raised (§8 'caller'); `meta` of every query here. */
const meta = CALLER;

/** A list record as the keyword search answers it: the title with the matches in `<mark>` (HTML, escaped). */
export type Highlighted<T> = T & { titleHighlight?: string };

/** A link to the neighbouring item of the same plate / notice type. */
export interface Neighbour {
  id: string;
  title: string;
}

/** An attachment of an article: `size` in bytes. */
export interface Attachment {
  name: string;
  url: string;
  size?: number;
}

/** Fields a detail answer may carry besides the list fields (all optional: older servers omit them). */
export interface DetailExtras {
  source?: string;
  viewCount?: number;
  attachments?: Attachment[];
  prev?: Neighbour | null;
  next?: Neighbour | null;
}
export type NewsDetail = News & DetailExtras;
export type NoticeDetail = Notice & DetailExtras;

/** Page, size and keyword of a plate list. */
export interface ListParams {
  current: number;
  keyword?: string;
}

/** Query keys of the content pages, general to specific. */
export const contentKeys = {
  all: ['content'] as const,
  plates: () => [...contentKeys.all, 'plate'] as const,
  plateByCode: (code: string) => [...contentKeys.plates(), 'code', code] as const,
  plateById: (id: string) => [...contentKeys.plates(), 'id', id] as const,
  lists: () => [...contentKeys.all, 'list'] as const,
  news: (plateId: string, p: ListParams) => [...contentKeys.lists(), 'news', plateId, p] as const,
  notices: (noticeType: string, p: ListParams) => [...contentKeys.lists(), 'notices', noticeType, p] as const,
  details: () => [...contentKeys.all, 'detail'] as const,
  newsDetail: (id: string) => [...contentKeys.details(), 'news', id] as const,
  noticeDetail: (id: string, source: NoticeSource = 'project') => [...contentKeys.details(), 'notice', source, id] as const,
  evolution: () => [...contentKeys.all, 'evolution'] as const,
  periodicals: (current: number) => [...contentKeys.all, 'periodicals', current] as const,
  periodical: (id: string) => [...contentKeys.details(), 'periodical', id] as const,
  recruits: (current: number) => [...contentKeys.all, 'recruits', current] as const,
  recruit: (id: string) => [...contentKeys.details(), 'recruit', id] as const,
};

const withKeyword = (p: ListParams) => (p.keyword ? { keyword: p.keyword } : {});

/** A plate by code, e.g. XWZX, ZCFG, GYWM or a noticeType (POST news-platecfg/select). The articles it carries are not used. */
export const plateByCodeQueryOptions = (code: string) =>
  queryOptions({
    queryKey: contentKeys.plateByCode(code),
    meta,
    queryFn: ({ signal }) => api.post<PlateArticles>('dscq-content/news-platecfg/select', { code }, { signal }),
    staleTime: 5 * 60_000,
  });

/** A plate by id (GET news-platecfg/detail), for a plateId in the URL that is not one of the page's own tabs. */
export const plateByIdQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contentKeys.plateById(id),
    meta,
    queryFn: ({ signal }) => api.get<NewsPlate>('dscq-content/news-platecfg/detail', { id }, { signal }),
    staleTime: 5 * 60_000,
  });

/** News of a sourceType 1 plate (POST news-content/page, isFrontPage 0, page size 10, optional keyword). */
export const newsPageQueryOptions = (plateId: string, p: ListParams) =>
  queryOptions({
    queryKey: contentKeys.news(plateId, p),
    meta,
    queryFn: ({ signal }) =>
      api.post<Page<Highlighted<News>>>(
        'dscq-content/news-content/page',
        { plateId, isFrontPage: 0, size: DEFAULT_PAGE_SIZE, current: p.current, ...withKeyword(p) },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** Notices of a sourceType 2 plate (POST dscq-project/notice/page, noticeType = plateCode, page size 10). */
export const noticePageQueryOptions = (plateCode: string, p: ListParams) =>
  queryOptions({
    queryKey: contentKeys.notices(plateCode, p),
    meta,
    queryFn: ({ signal }) =>
      api.post<Page<Highlighted<Notice>>>(
        'dscq-project/notice/page',
        { noticeType: noticeTypeOf(plateCode), isFrontPage: 0, size: DEFAULT_PAGE_SIZE, current: p.current, ...withKeyword(p) },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** One article with its content (POST news-content/detail); 404 → ApiError code 404. */
export const newsDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contentKeys.newsDetail(id),
    meta,
    queryFn: ({ signal }) => api.post<NewsDetail>('dscq-content/news-content/detail', { id }, { signal }),
  });

/**
 * Where a notice is read from: 'project' = POST dscq-project/notice/detail (/noticeDetail), 'desk' = GET
 * blade-desk/notice-info/detail, the detail of the home notice box's source (§7 Home; /newsDetailZxdt).
 */
export type NoticeSource = 'project' | 'desk';

/** One notice with its content and prev / next of its type; 404 → ApiError code 404, a malformed id 400. */
export const noticeDetailQueryOptions = (id: string, source: NoticeSource = 'project') =>
  queryOptions({
    queryKey: contentKeys.noticeDetail(id, source),
    meta,
    queryFn: ({ signal }) =>
      source === 'desk'
        ? api.get<NoticeDetail>('blade-desk/notice-info/detail', { id }, { signal })
        : api.post<NoticeDetail>('dscq-project/notice/detail', { id }, { signal }),
  });

/** The exchange's development history, oldest first (GET blade-desk/evolution/list). */
export const evolutionQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.evolution(),
    meta,
    queryFn: async ({ signal }) => recordsOf<Evolution>(await api.get('blade-desk/evolution/list', undefined, { signal })),
  });

/** Periodicals, newest first (GET blade-desk/periodical/list, page size 10). */
export const periodicalsQueryOptions = (current: number) =>
  queryOptions({
    queryKey: contentKeys.periodicals(current),
    meta,
    queryFn: ({ signal }) =>
      api.get<Page<Periodical>>('blade-desk/periodical/list', { size: DEFAULT_PAGE_SIZE, current }, { signal }),
  });

/** One periodical with its content (GET blade-desk/periodical/detail). */
export const periodicalQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contentKeys.periodical(id),
    meta,
    queryFn: ({ signal }) => api.get<Periodical>('blade-desk/periodical/detail', { id }, { signal }),
  });

/** Job openings, newest first (GET blade-desk/recruit/list, page size 10). */
export const recruitsQueryOptions = (current: number) =>
  queryOptions({
    queryKey: contentKeys.recruits(current),
    meta,
    queryFn: ({ signal }) => api.get<Page<Recruit>>('blade-desk/recruit/list', { size: DEFAULT_PAGE_SIZE, current }, { signal }),
  });

/** One job opening with its content (GET blade-desk/recruit/detail). */
export const recruitQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contentKeys.recruit(id),
    meta,
    queryFn: ({ signal }) => api.get<Recruit>('blade-desk/recruit/detail', { id }, { signal }),
  });
