import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { HelpArticleDetail, HelpCategory, HelpSearchHit } from '@contract/help';
import { HELP_PATHS } from '@contract/help-paths';
import { ApiError, api } from '@/lib/api/client';
import { CALLER } from '@/lib/api/error-meta';

/** Query keys of the help centre, general to specific. */
export const helpKeys = {
  all: ['help'] as const,
  categories: () => [...helpKeys.all, 'categories'] as const,
  article: (id: string) => [...helpKeys.all, 'article', id] as const,
  search: (keyword: string) => [...helpKeys.all, 'search', keyword] as const,
};

/** Help articles change rarely; one fetch per visit is enough. */
const HELP_STALE_MS = 10 * 60_000;

/** Every help category with its article titles (GET dscq-content/help/categories). */
export const helpCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: helpKeys.categories(),
    queryFn: ({ signal }) => api.get<HelpCategory[]>(HELP_PATHS.categories, undefined, { signal }),
    staleTime: HELP_STALE_MS,
  });

/** One help article (GET dscq-content/help/article ?id=); 'caller': a 404 becomes the not-found state. */
export const helpArticleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: helpKeys.article(id),
    queryFn: ({ signal }) => api.get<HelpArticleDetail>(HELP_PATHS.article, { id }, { signal }),
    meta: CALLER,
    staleTime: HELP_STALE_MS,
  });

/** Articles matching a keyword, title matches first (GET dscq-content/help/search ?keyword=). */
export const helpSearchQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: helpKeys.search(keyword),
    queryFn: ({ signal }) => api.get<HelpSearchHit[]>(HELP_PATHS.search, { keyword }, { signal }),
    meta: CALLER,
    staleTime: HELP_STALE_MS,
  });

/** Loader of /helpCenterDetail: a missing, unknown (404) or malformed (400) id throws notFound(). */
export async function loadHelpArticle(queryClient: QueryClient, id: string | undefined): Promise<HelpArticleDetail> {
  if (!id) throw notFound();
  try {
    return await queryClient.ensureQueryData(helpArticleQueryOptions(id));
  } catch (e) {
    if (e instanceof ApiError && (e.code === 404 || e.code === 400)) throw notFound();
    throw e;
  }
}
