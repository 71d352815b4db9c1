import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { paintWaitedFor, type PaintWaitedFor } from './first-paint';

/**
 * One Lighthouse run (lighthouse 12.8, performance category only) in a fresh headless Chromium (/usr/bin/chromium
 * through chrome-launcher, driven by puppeteer-core), and the figures the benchmark reports from its result.
 * `mobile` is Lighthouse's default profile (Moto G Power viewport, simulated slow 4G, 4× CPU slowdown); `desktop` is
 * lighthouse/core/config/desktop-config.js (simulated dense 4G, no CPU slowdown). `applied` is the mobile profile with
 * Lighthouse's `throttlingMethod: 'devtools'`: the same slow 4G and 4× CPU slowdown applied to the real load (DevTools
 * network and CPU throttling) rather than simulated from an unthrottled one by Lantern — the load a phone sees, for
 * the pages where the two disagree (bench/README.md, twenty-fifth round).
 */

export type Profile = 'mobile' | 'desktop' | 'applied';
export const PROFILES: readonly Profile[] = ['mobile', 'desktop', 'applied'];

/** Lighthouse's config for a profile (undefined: its default, the simulated mobile profile). */
const CONFIGS: Record<Profile, Config | undefined> = {
  mobile: undefined,
  desktop: desktopConfig,
  applied: { extends: 'lighthouse:default', settings: { throttlingMethod: 'devtools' } },
};

/** One audit that costs the page time or bytes: what Lighthouse lists under opportunities and diagnostics. */
export interface Finding { id: string; title: string; displayValue?: string; savingsMs?: number; savingsBytes?: number }

/** The figures of one run: score 0–1, times in ms, CLS unitless, bytes transferred over the network. */
export interface LighthouseFigures {
  url: string; profile: Profile; score: number; lcpMs: number; tbtMs: number; cls: number; fcpMs: number; speedIndexMs: number;
  ttiMs: number; bytes: number; requests: number; top: Finding[];
  /** The unthrottled load the simulation started from (`paintWaitedFor`); absent for a result without its audits. */
  observed?: PaintWaitedFor;
}

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

/** Audits that restate a metric rather than name a cause (the LCP element and its phases). */
const RESTATED = new Set(['largest-contentful-paint-element']);

const num = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/**
 * The three audits of the performance category that cost the most: failing audits (score < 0.9) outside the metrics
 * (and the LCP element, which restates LCP),
 * ranked by the time they are estimated to save (overallSavingsMs, else the sum of their metric savings), then by
 * bytes, then by their own figure (e.g. bootup time, main-thread work).
 */
export function topFindings(lhr: Result, count = 3): Finding[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const found = refs
    .filter((r) => r.group !== 'metrics' && !RESTATED.has(r.id))
    .map((r) => lhr.audits[r.id])
    .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
    .map((a) => {
      const details = a.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
      const metricMs = Object.values(a.metricSavings ?? {}).reduce<number>((s, v) => s + (typeof v === 'number' && v > 1 ? v : 0), 0);
      return {
        finding: { id: a.id, title: a.title, displayValue: a.displayValue, savingsMs: Math.round(details?.overallSavingsMs ?? metricMs) || undefined, savingsBytes: details?.overallSavingsBytes ? Math.round(details.overallSavingsBytes) : undefined },
        rank: [details?.overallSavingsMs ?? metricMs, details?.overallSavingsBytes ?? 0, a.numericValue ?? 0],
      };
    });
  found.sort((x, y) => (y.rank[0] - x.rank[0]) || (y.rank[1] - x.rank[1]) || (y.rank[2] - x.rank[2]));
  return found.slice(0, count).map((f) => f.finding);
}

/** The figures of a Lighthouse result. */
export function figuresOf(lhr: Result, profile: Profile): LighthouseFigures {
  const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
  return {
    url: lhr.finalDisplayedUrl, profile, score: lhr.categories.performance?.score ?? 0,
    lcpMs: Math.round(num(lhr, 'largest-contentful-paint')), tbtMs: Math.round(num(lhr, 'total-blocking-time')),
    cls: Math.round(num(lhr, 'cumulative-layout-shift') * 1000) / 1000, fcpMs: Math.round(num(lhr, 'first-contentful-paint')),
    speedIndexMs: Math.round(num(lhr, 'speed-index')), ttiMs: Math.round(num(lhr, 'interactive')),
    bytes: Math.round(num(lhr, 'total-byte-weight')), requests, top: topFindings(lhr), observed: paintWaitedFor(lhr),
  };
}

/**
 * Runs Lighthouse once on `url` in a Chromium of its own. With `storage` (localStorage key → value, e.g. a portal
 * session from portal-session.ts) the entries are written on the page's origin first (on a JSON API answer, so no
 * portal code runs), the HTTP cache is emptied, and Lighthouse runs without its own storage reset — a cold load of a
 * logged-in page. Without it, Lighthouse's default reset gives a cold load of a logged-out page.
 * @returns the full Lighthouse result (lhr)
 * @throws when Chromium or Lighthouse fails, or the run has a runtime error (e.g. NO_FCP)
 */
export async function runLighthouse(url: string, profile: Profile, storage?: Record<string, string>): Promise<Result> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    try {
      const page = await browser.newPage();
      if (storage) {
        await page.goto(new URL('/api/blade-auth/oauth/public-key', url).href);
        await page.evaluate((entries) => { for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v); }, storage);
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
      }
      const result = await lighthouse(url, { logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableStorageReset: Boolean(storage) }, CONFIGS[profile], page);
      if (!result) throw new Error(`lighthouse gave no result for ${url}`);
      if (result.lhr.runtimeError) throw new Error(`lighthouse ${url} (${profile}): ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      return result.lhr;
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

/** One line of figures, as the bench prints them. */
export function figuresLine(f: LighthouseFigures): string {
  return `score ${f.score.toFixed(2)}  LCP ${(f.lcpMs / 1000).toFixed(2)} s  TBT ${f.tbtMs} ms  CLS ${f.cls.toFixed(3)}  FCP ${(f.fcpMs / 1000).toFixed(2)} s  `
    + `SI ${(f.speedIndexMs / 1000).toFixed(2)} s  ${(f.bytes / 1024).toFixed(0)} KiB in ${f.requests} requests`
    + (f.observed ? `  (observed FCP ${f.observed.fcpMs} ms after ${f.observed.blockingScripts} blocking scripts, ${(f.observed.blockingScriptBytes / 1024).toFixed(0)} KiB)` : '');
}

/** The top findings, one per line, indented. */
export function findingsLines(f: LighthouseFigures): string[] {
  return f.top.map((t) => `    - ${t.id}: ${t.title}${t.displayValue ? ` — ${t.displayValue}` : ''}${t.savingsMs ? ` (saves ~${t.savingsMs} ms)` : ''}`);
}
