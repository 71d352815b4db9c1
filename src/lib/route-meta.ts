import { PLATFORM_NAME } from '@contract/constants';
import { t } from '@/i18n';

/**
 * Per-route metadata read by the shell and the router (§2 route guard, §2 App shell):
 * - `title`: page title, a source message (`msg('项目列表')`) shown translated as `农村产权交易平台 - <title>`;
 * - `menuFlag`: navigation item highlighted while the route is active, remembered for the session;
 * - `outsideMenu`: the route lies under no navigation item (the user centre, the account pages, /404), so unless a
 *   deeper route names its own `menuFlag` no item is highlighted; the remembered flag is kept for the next page;
 * - `hideHeader` / `simpleHeader` / `hideFooter`: toggle the shell parts;
 * - `requireAuth`: documents that the route sits under the login guard (`_auth` layout).
 */
export interface PortalStaticData {
  title?: string;
  menuFlag?: string;
  outsideMenu?: boolean;
  hideHeader?: boolean;
  simpleHeader?: boolean;
  hideFooter?: boolean;
  requireAuth?: boolean;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption extends PortalStaticData {}
}

/**
 * Document title of a page in the active language: the platform name first (§2 "Page titles begin with the platform
 * name"). `title` is the route's source message; it is translated here, when the title is set.
 */
export function pageTitle(title?: string): string {
  const platform = t(PLATFORM_NAME);
  return title ? t('{platform} - {title}', { platform, title: t(title) }) : platform;
}

/**
 * Merges the static data of the matched routes, deepest last, so a child's flag overrides its
 * layout's and the deepest title wins.
 */
export function mergeStaticData(matches: ReadonlyArray<{ staticData?: PortalStaticData }>): PortalStaticData {
  return matches.reduce<PortalStaticData>((acc, m) => ({ ...acc, ...m.staticData }), {});
}
