import type { ApplicationRow } from './repository';

/** The lots an application covers: the chosen 标段 of a package, else the project itself. */
export function lotsOf(app: Pick<ApplicationRow, 'assetsId' | 'subAssets'>): string[] {
  const subs = JSON.parse(app.subAssets) as string[];
  return subs.length ? subs : [app.assetsId];
}
