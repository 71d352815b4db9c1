import type { Result } from 'lighthouse';

/**
 * What the first paint of the Lighthouse stage's pages rests on: whether the server rendered their first screen, and,
 * per run, what Chromium's unthrottled load had done before its first contentful paint (bench/README.md,
 * twenty-eighth round).
 */

/** What the first paint of a run's unthrottled (observed) load came after; times in ms from navigation start. */
export interface PaintWaitedFor {
  /** The observed first contentful paint. */
  fcpMs: number;
  /** Script requests with a render-blocking priority (High or VeryHigh) that finished before that paint. */
  blockingScripts: number;
  /** Their transfer size, bytes. */
  blockingScriptBytes: number;
}

interface NetworkItem { resourceType?: string; priority?: string; networkEndTime?: number; transferSize?: number }

/**
 * What the observed first paint came after (bench/README.md, twenty-eighth round). Lantern simulates FCP and LCP from
 * the unthrottled load's requests and tasks that precede its observed paint: a script that Chromium fetched at a
 * render-blocking priority (High, VeryHigh) and that finished before that paint is downloaded over the simulated slow
 * 4G before the simulated FCP and LCP. The server-rendered pages fetch their scripts at low priority
 * (mock-server/src/http/ssr.ts `withRendered`), so their runs show none; a page rendered in the browser, or a build
 * without its server bundle, shows every script its first screen needs.
 * @returns undefined when the result lacks the metrics or network-requests audit's details
 */
export function paintWaitedFor(lhr: Result): PaintWaitedFor | undefined {
  const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0];
  const network = lhr.audits['network-requests']?.details as { items?: NetworkItem[]; debugData?: { networkStartTimeTs?: number } } | undefined;
  const paintTs = metrics?.observedFirstContentfulPaintTs;
  const startTs = network?.debugData?.networkStartTimeTs;
  if (paintTs === undefined || startTs === undefined || !network?.items || metrics?.observedFirstContentfulPaint === undefined) return undefined;
  const blocking = network.items.filter((r) => r.resourceType === 'Script' && (r.priority === 'High' || r.priority === 'VeryHigh')
    && r.networkEndTime !== undefined && startTs + r.networkEndTime * 1000 <= paintTs);
  return {
    fcpMs: Math.round(metrics.observedFirstContentfulPaint), blockingScripts: blocking.length,
    blockingScriptBytes: blocking.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  };
}

/**
 * Checks that the server renders each page's first screen into its document (`<div id="root" data-url=…>`): a dist/
 * without the first-screen server bundle (`vite build` alone, then `BENCH_NO_BUILD=1`) serves empty documents, and the
 * stage would measure pages rendered in the browser, with their scripts ahead of the first paint.
 * @throws naming the pages whose document came without the server's render, and the build that makes them
 */
export async function assertServerRendered(origin: string, pages: ReadonlyArray<{ path: string }>): Promise<void> {
  const empty: string[] = [];
  for (const page of pages) {
    const html = await (await fetch(`${origin}${page.path}`)).text();
    if (!/<div id="root" data-url="/.test(html)) empty.push(page.path);
  }
  if (empty.length) throw new Error(`not rendered by the server: ${empty.join(', ')}; build dist/ with \`npm run build\` (the client and dist/server)`);
}
