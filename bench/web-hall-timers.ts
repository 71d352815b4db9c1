/**
 * Timer census for a page (`page.addInitScript(TIMER_CENSUS_SCRIPT)`): wraps setInterval / setTimeout /
 * requestAnimationFrame and their clear/cancel functions before the app's code runs, naming each timer by the stack
 * frame that armed it (file:line:col of the bundle). `window.__timerCensus()` answers the census below. A recurring
 * timer is one that keeps firing: an interval still armed, or a timeout / animation frame that re-arms itself from
 * inside its own callback (a chain). One-shot timers that are cleared or fire once (request timeouts, a delayed
 * unsubscribe) are listed but not counted.
 */

/** One call site that armed timers: its kind, delay (ms) and how often it armed and fired during the census window. */
export interface TimerSite { kind: 'interval' | 'timeout' | 'raf'; site: string; delayMs: number; armed: number; fired: number; live: number; chained: number }

/** What `window.__timerCensus()` answers. */
export interface TimerCensus {
  /** Intervals armed and not cleared at the time of the census. */
  liveIntervals: { site: string; delayMs: number }[];
  /** Timeout / animation-frame sites that re-armed themselves from their own callback ≥ 2 times in the window. */
  chains: { site: string; kind: 'timeout' | 'raf'; chained: number }[];
  /** liveIntervals + chains: the figure the budget (one) is checked against. */
  recurring: number;
  /** Every site that armed something since `__timerCensusReset()`. */
  sites: TimerSite[];
}

/** The init script. Plain ES2019 in a string: it runs in the page before any bundle. */
export const TIMER_CENSUS_SCRIPT = `(() => {
  const w = window;
  const orig = { si: w.setInterval, ci: w.clearInterval, st: w.setTimeout, ct: w.clearTimeout, raf: w.requestAnimationFrame, caf: w.cancelAnimationFrame };
  const sites = new Map();
  const liveIntervals = new Map();
  const liveTimeouts = new Map();
  let running = null;
  // the arming call site: the first three frames outside this script (bundle file:line:col)
  const siteOf = () => {
    const lines = (new Error().stack || '').split('\\n').slice(1).map((l) => l.trim());
    const own = lines.filter((l) => !l.includes('__census') && !l.includes('siteOf'));
    return own.slice(0, 3).map((l) => l.replace(/^at\\s+/, '').replace(/https?:\\/\\/[^/]+/, '')).join(' < ') || 'unknown';
  };
  const rec = (kind, site, delay) => {
    const key = kind + ' ' + site;
    let s = sites.get(key);
    if (!s) sites.set(key, (s = { kind, site, delayMs: delay, armed: 0, fired: 0, live: 0, chained: 0 }));
    s.armed++;
    if (running === key) s.chained++;
    return s;
  };
  const wrap = (key, s, fn) => function __census(...args) {
    const prev = running;
    running = key;
    s.fired++;
    try { return typeof fn === 'function' ? fn.apply(this, args) : undefined; } finally { running = prev; }
  };
  w.setInterval = function __census(fn, delay, ...rest) {
    const site = siteOf();
    const s = rec('interval', site, Number(delay) || 0);
    const id = orig.si.call(w, wrap('interval ' + site, s, fn), delay, ...rest);
    liveIntervals.set(id, { site, delayMs: Number(delay) || 0, s });
    s.live++;
    return id;
  };
  w.clearInterval = function __census(id) {
    const l = liveIntervals.get(id);
    if (l) { l.s.live--; liveIntervals.delete(id); }
    return orig.ci.call(w, id);
  };
  w.setTimeout = function __census(fn, delay, ...rest) {
    const site = siteOf();
    const key = 'timeout ' + site;
    const s = rec('timeout', site, Number(delay) || 0);
    let id;
    const inner = wrap(key, s, fn);
    id = orig.st.call(w, function __census(...a) { liveTimeouts.delete(id); return inner.apply(this, a); }, delay, ...rest);
    liveTimeouts.set(id, s);
    return id;
  };
  w.clearTimeout = function __census(id) { liveTimeouts.delete(id); return orig.ct.call(w, id); };
  w.requestAnimationFrame = function __census(fn) {
    const site = siteOf();
    const s = rec('raf', site, 0);
    return orig.raf.call(w, wrap('raf ' + site, s, fn));
  };
  w.__timerCensusReset = () => { for (const s of sites.values()) { s.armed = 0; s.fired = 0; s.chained = 0; } };
  w.__timerCensus = () => {
    const list = [...sites.values()].filter((s) => s.armed > 0 || s.live > 0);
    const live = [...liveIntervals.values()].map((l) => ({ site: l.site, delayMs: l.delayMs }));
    const chains = list.filter((s) => s.kind !== 'interval' && s.chained >= 2).map((s) => ({ site: s.site, kind: s.kind, chained: s.chained }));
    return { liveIntervals: live, chains, recurring: live.length + chains.length, sites: list.map((s) => ({ ...s })) };
  };
})();`;
