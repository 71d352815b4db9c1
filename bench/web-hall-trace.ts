import { exactPercentile } from '../mock-server/bin/replay/histogram';

/**
 * Reads a Chromium trace (categories devtools.timeline + toplevel) of a page and splits the renderer main thread's
 * work into clock ticks: the tick is the one timer that fires about every 1000 ms (the shared clock's interval), and
 * tick i is everything that started between its TimerFire and the next. Per tick it sums the self time (an event's
 * duration minus its children's) of scripting events and of rendering events (style, layout, paint, commit), as the
 * DevTools summary does (V8.* events, garbage collection included, count as scripting), plus the whole main-thread
 * task time.
 */

/** A trace event as Chromium writes it (ts and dur in µs). */
export interface TraceEvent { name: string; ph: string; ts: number; dur?: number; tdur?: number; tts?: number; pid: number; tid: number; cat?: string; args?: { data?: { timerId?: number } } }

const SCRIPTING = new Set([
  'EvaluateScript', 'FunctionCall', 'TimerFire', 'TimerInstall', 'TimerRemove', 'RunMicrotasks', 'EventDispatch', 'FireAnimationFrame',
  'RequestAnimationFrame', 'XHRReadyStateChange', 'XHRLoad', 'v8.compile', 'v8.compileModule', 'V8.CompileCode', 'v8.evaluateModule',
  'v8.execute', 'V8.Execute', 'MajorGC', 'MinorGC', 'V8.GCScavenger', 'V8.GCFinalizeMC', 'BlinkGC.AtomicPhase', 'GCEvent', 'ParseHTML', 'BlinkScheduler_PerformMicrotaskCheckpoint',
  'ResourceReceivedData', 'ResourceReceiveResponse', 'ResourceFinish', 'ResourceSendRequest', 'WebSocketReceive', 'WebSocketSend',
  'FireIdleCallback', 'v8.run', 'ScheduleStyleRecalculation', 'InvalidateLayout', 'Animation',
]);
const RENDERING = new Set([
  'UpdateLayoutTree', 'RecalculateStyles', 'Layout', 'UpdateLayer', 'UpdateLayerTree', 'HitTest', 'PrePaint', 'Paint', 'PaintImage',
  'Layerize', 'Commit', 'CompositeLayers', 'ScrollLayer', 'Decode Image', 'RasterTask', 'ComputeIntersections',
  'IntersectionObserverController::computeIntersections', 'ParseAuthorStyleSheet', 'PaintSetup', 'UpdateLayoutTree::Update',
]);
// Outermost task events; only those not nested in another event count towards the main-thread time.
const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);

/** Per-tick figures in ms: wall time as DevTools shows it, and `cpuMs` the same events' thread CPU time (tdur). */
export interface TickCost { scriptingMs: number; renderingMs: number; budgetMs: number; mainThreadMs: number; cpuMs: number }

export interface TickSummary { p50: number; p95: number; max: number; mean: number }

/** Everything read from one trace. */
export interface TraceReport {
  ticks: number;
  tickTimerId: number;
  /** Median spacing of the tick's fires, ms (≈ 1000). */
  tickSpacingMs: number;
  /** scripting + rendering self time per tick: the budgeted figure. */
  budgetMs: TickSummary;
  scriptingMs: TickSummary;
  renderingMs: TickSummary;
  /** All main-thread task time per tick (toplevel RunTask), including what is neither scripting nor rendering. */
  mainThreadMs: TickSummary;
  /**
   * scripting + rendering as thread CPU time: what the page itself cost, without the time the renderer waited for a
   * core. Close to `budgetMs` on a quiet machine; much lower when other processes keep the cores busy.
   */
  cpuMs: TickSummary;
  perTick: TickCost[];
}

const round2 = (v: number) => Math.round(v * 100) / 100;

function summary(values: number[]): TickSummary {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
  return { p50: round2(exactPercentile(sorted, 50)), p95: round2(exactPercentile(sorted, 95)), max: round2(sorted[sorted.length - 1] ?? NaN), mean: round2(mean) };
}

/** The timer that fires about once a second, most often: the shared clock's interval. */
function findTick(events: TraceEvent[]): { timerId: number; pid: number; tid: number; fires: number[]; spacingMs: number } {
  const byTimer = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const id = e.args?.data?.timerId;
    if (e.name !== 'TimerFire' || id === undefined) continue;
    const key = `${e.pid}:${e.tid}:${id}`;
    const list = byTimer.get(key);
    if (list) list.push(e); else byTimer.set(key, [e]);
  }
  let best: { timerId: number; pid: number; tid: number; fires: number[]; spacingMs: number } | null = null;
  for (const fires of byTimer.values()) {
    const ts = fires.map((f) => f.ts).sort((a, b) => a - b);
    const gaps = ts.slice(1).map((t, i) => (t - ts[i]) / 1000).sort((a, b) => a - b);
    const spacing = gaps[Math.floor(gaps.length / 2)] ?? 0;
    if (spacing < 900 || spacing > 1100) continue;
    if (!best || ts.length > best.fires.length) best = { timerId: fires[0].args!.data!.timerId!, pid: fires[0].pid, tid: fires[0].tid, fires: ts, spacingMs: spacing };
  }
  if (!best) throw new Error('no 1-second timer found in the trace');
  return best;
}

/** Complete events ('X', or matched 'B'/'E') of one thread, as [start, end] µs with their name. */
interface Slice { name: string; start: number; end: number; cpu: number }

function slices(events: TraceEvent[], pid: number, tid: number): Slice[] {
  const out: Slice[] = [];
  const open: TraceEvent[] = [];
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid) continue;
    if (e.ph === 'X' && typeof e.dur === 'number') out.push({ name: e.name, start: e.ts, end: e.ts + e.dur, cpu: e.tdur ?? e.dur });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const b = open.pop();
      if (b) out.push({ name: b.name, start: b.ts, end: e.ts, cpu: b.tts !== undefined && e.tts !== undefined ? e.tts - b.tts : e.ts - b.ts });
    }
  }
  return out.sort((a, b) => a.start - b.start || b.end - a.end);
}

/**
 * Splits the trace into ticks and sums each one's costs.
 * @param events the trace's `traceEvents`
 * @throws when no 1-second timer fires in the trace
 */
export function analyseTrace(events: TraceEvent[]): TraceReport {
  const tick = findTick(events);
  const list = slices(events, tick.pid, tick.tid);
  // self time = duration minus direct children's (clamped to the parent)
  const stack: (Slice & { child: number; childCpu: number })[] = [];
  const self: { name: string; start: number; self: number; selfCpu: number; dur: number; top: boolean }[] = [];
  const flush = (upTo: number) => {
    while (stack.length > 0 && stack[stack.length - 1].end <= upTo) {
      const s = stack.pop()!;
      self.push({ name: s.name, start: s.start, self: Math.max(0, s.end - s.start - s.child), selfCpu: Math.max(0, s.cpu - s.childCpu), dur: s.end - s.start, top: stack.length === 0 });
    }
  };
  for (const sl of list) {
    flush(sl.start);
    const parent = stack[stack.length - 1];
    if (parent) {
      parent.child += Math.min(sl.end, parent.end) - sl.start;
      parent.childCpu += sl.cpu;
    }
    stack.push({ ...sl, child: 0, childCpu: 0 });
  }
  flush(Infinity);

  const fires = tick.fires;
  const perTick: TickCost[] = fires.slice(0, -1).map(() => ({ scriptingMs: 0, renderingMs: 0, budgetMs: 0, mainThreadMs: 0, cpuMs: 0 }));
  const windowOf = (ts: number) => {
    let lo = 0;
    let hi = fires.length - 1;
    if (ts < fires[0] || ts >= fires[hi]) return -1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (fires[mid] <= ts) lo = mid; else hi = mid;
    }
    return lo;
  };
  for (const s of self) {
    const w = windowOf(s.start);
    if (w < 0) continue;
    if (s.top && TOP_LEVEL.has(s.name)) perTick[w].mainThreadMs += s.dur / 1000;
    const scripting = SCRIPTING.has(s.name) || /^v8\./i.test(s.name);
    if (scripting) perTick[w].scriptingMs += s.self / 1000;
    else if (RENDERING.has(s.name)) perTick[w].renderingMs += s.self / 1000;
    if (scripting || RENDERING.has(s.name)) perTick[w].cpuMs += s.selfCpu / 1000;
  }
  for (const t of perTick) {
    t.budgetMs = round2(t.scriptingMs + t.renderingMs);
    t.scriptingMs = round2(t.scriptingMs);
    t.renderingMs = round2(t.renderingMs);
    t.mainThreadMs = round2(t.mainThreadMs);
    t.cpuMs = round2(t.cpuMs);
  }
  return {
    ticks: perTick.length, tickTimerId: tick.timerId, tickSpacingMs: tick.spacingMs,
    budgetMs: summary(perTick.map((t) => t.budgetMs)), scriptingMs: summary(perTick.map((t) => t.scriptingMs)),
    renderingMs: summary(perTick.map((t) => t.renderingMs)), mainThreadMs: summary(perTick.map((t) => t.mainThreadMs)),
    cpuMs: summary(perTick.map((t) => t.cpuMs)), perTick,
  };
}
