import { queryOptions } from '@tanstack/react-query';
import type { News } from '@contract/content';
import { api } from '@/lib/api/client';
import { SILENT } from '@/lib/api/error-meta';

/**
 * Queries of the news plates that more than one feature reads (home news panel, the /xwzx-style
 * plate pages). Feature-specific lists stay in their feature's queries file.
 */
export const newsKeys = {
  all: ['news'] as const,
  frontPage: (plateId: string) => [...newsKeys.all, 'front-page', plateId] as const,
};

/** noticeType travels as a number; plate codes of notice tabs (sourceType 2) are numeric strings. */
export const noticeTypeOf = (plateCode: string) => (/^\d+$/.test(plateCode) ? Number(plateCode) : plateCode);

/**
 * Front-page (headline) news of a plate, shown in its carousel (POST news-content/front-page;
 * at most 5, newest first). Failures stay silent: the carousel shows its placeholder (§8 home content).
 */
export const frontPageNewsQueryOptions = (plateId: string) =>
  queryOptions({
    queryKey: newsKeys.frontPage(plateId),
    queryFn: ({ signal }) => api.post<News[]>('dscq-content/news-content/front-page', { plateId }, { signal }),
    meta: SILENT,
  });
