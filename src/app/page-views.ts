import { PAGE_VIEW_PATH } from '@contract/statistics-path';
import type { PageView } from '@contract/statistics';
import { api } from '@/lib/api/client';

/**
 * Tracks in-app navigation for the page-view statistics (§2 App shell): call `next(href, title)` once per
 * resolved route; it reports `{ path, title, referrer }` where referrer is the previous in-app href.
 * Silent: a lost report never bothers the user (the call is outside the query cache and its error policy). Re-resolving the same href is not a new view.
 */
export function createPageViewReporter(send: (view: PageView) => Promise<unknown> = sendPageView) {
  let previous = '';
  return (href: string, title: string): void => {
    if (href === previous) return;
    const view: PageView = { path: href, title, referrer: previous };
    previous = href;
    void send(view).catch(() => undefined);
  };
}

/** POSTs one page view to the statistics service. */
export function sendPageView(view: PageView): Promise<unknown> {
  return api.post(PAGE_VIEW_PATH, view);
}
