import { queryOptions } from '@tanstack/react-query';
import type { NavItem, News, PlateArticles, WebsiteConfig } from '@contract/content';
import { FOOTER_ITEMS_PER_GROUP } from '@contract/constants';
import { api } from '@/lib/api/client';
import { SILENT } from '@/lib/api/error-meta';

/** Footer article group codes (§1): 关于我们, 帮助中心, 政策法规. */
export type FooterCode = 'GYWM' | 'BZZX' | 'ZCFG';

/** Query keys of the shell, general to specific. */
export const shellKeys = {
  all: ['shell'] as const,
  navigation: () => [...shellKeys.all, 'navigation'] as const,
  websiteConfig: () => [...shellKeys.all, 'website-config'] as const,
  footerGroup: (code: FooterCode) => [...shellKeys.all, 'footer', code] as const,
};

/** These rarely change; one fetch per visit is plenty. */
const SHELL_STALE_MS = 10 * 60_000;

/** Navigation menu (§1, GET blade-desk/navigation-config/list). Non-200 does nothing (§8): silent. */
export const navigationQueryOptions = () =>
  queryOptions({
    queryKey: shellKeys.navigation(),
    queryFn: ({ signal }) => api.get<NavItem[]>('blade-desk/navigation-config/list', undefined, { signal }),
    meta: SILENT,
    staleTime: SHELL_STALE_MS,
  });

/** Hotline, footer lines, app QR text (GET dscq-system/website/config). Silent like the menu. */
export const websiteConfigQueryOptions = () =>
  queryOptions({
    queryKey: shellKeys.websiteConfig(),
    queryFn: ({ signal }) => api.get<WebsiteConfig>('dscq-system/website/config', undefined, { signal }),
    meta: SILENT,
    staleTime: SHELL_STALE_MS,
  });

/**
 * One footer link group (§1: first 4 articles of GYWM / BZZX / ZCFG, POST
 * dscq-content/news-platecfg/select, articles in data.data). §8: a failure shows a browser alert
 * with the server message, once (no retries, so no repeated alerts).
 */
export const footerGroupQueryOptions = (code: FooterCode) =>
  queryOptions({
    queryKey: shellKeys.footerGroup(code),
    queryFn: async ({ signal }): Promise<{ name: string; items: News[] }> => {
      const plate = await api.post<PlateArticles>('dscq-content/news-platecfg/select', { code }, { signal });
      return { name: plate?.name ?? '', items: (plate?.data ?? []).slice(0, FOOTER_ITEMS_PER_GROUP) };
    },
    meta: { errorMode: 'alert' },
    staleTime: SHELL_STALE_MS,
    retry: false,
  });
