/** Longest a task given to {@link whenIdle} waits for an idle moment once the page has loaded, ms. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the document has loaded and the browser is idle (`requestIdleCallback`, at most
 * {@link IDLE_TIMEOUT_MS} after the load), or after a 0 ms timer where the browser has no idle callbacks. For work no
 * one waits for on the first screen, such as the page-view report: a request started before the page's largest paint
 * shares a slow link with the page's own and lies on the LCP path that Lighthouse simulates. Tasks run in the order
 * they were given.
 */
export function whenIdle(task: () => void): void {
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(task, 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
