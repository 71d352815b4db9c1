import { queryOptions } from '@tanstack/react-query';
import type { News } from '@contract/content';
import type { ListedProject } from '@contract/projects';
import { api, recordsOf } from '@/lib/api/client';
import { SILENT, type ErrorMode } from '@/lib/api/error-meta';

/**
 * Queries of the news plates that more than one feature reads (home news panel, the /xwzx-style
 * plate pages). Feature-specific lists stay in their feature's queries file.
 */
export const newsKeys = {
  all: ['news'] as const,
  frontPage: (plateId: string) => [...newsKeys.all, 'front-page', plateId] as const,
  listedAssets: (plateId: string, limit: number) => [...newsKeys.all, 'listed-assets', plateId, limit] as const,
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

/**
 * Newly listed assets of a sourceType 3 plate (POST dscq-sync/v1/basic-assets/new-publish, projectTypes 0,3; the
 * endpoint has no paging): `limit` items, newest first. `errorMode` is the reader's §8 policy — the home panel stays
 * silent (4 items), the plate page shows its own error state ('caller', 10 items).
 */
export const listedAssetsQueryOptions = (plateId: string, { limit, errorMode }: { limit: number; errorMode: ErrorMode }) =>
  queryOptions({
    queryKey: newsKeys.listedAssets(plateId, limit),
    queryFn: async ({ signal }) =>
      recordsOf<ListedProject>(
        await api.post('dscq-sync/v1/basic-assets/new-publish', { projectTypes: '0,3', plateId, isFrontPage: 0, limit }, { signal }),
      ),
    meta: { errorMode },
  });
