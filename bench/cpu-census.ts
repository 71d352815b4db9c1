import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { statTicks, TICKS_PER_S } from '../mock-server/bin/replay/server-stats';

/**
 * Where the machine's CPU went over a window, read from /proc (Linux): the whole machine's busy share and the
 * server's threads one by one. Percentages are of one core (the machine's ceiling is 100 × cores).
 */
export interface CpuCensus {
  /** Seconds the window lasted. */
  spanS: number;
  cores: number;
  /** Every process on the machine, busy (user + system + irq + steal; not idle or iowait), % of one core. */
  machineBusyPct: number;
  /** The server process, all its threads, % of one core. */
  serverPct: number;
  /** The server's main thread (the event loop that accepts bids), % of one core. */
  serverMainPct: number;
  /** The server's other threads by name (Node's worker threads, V8's helpers, libuv's pool), % of one core each. */
  serverThreads: Array<{ name: string; pct: number }>;
}

function machineTicks(): { busy: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const n = fields.map(Number);
  // user nice system idle iowait irq softirq steal
  return { busy: n[0] + n[1] + n[2] + n[5] + n[6] + (n[7] ?? 0) };
}

/** utime + stime (ticks) of every thread of `pid`, keyed by thread id, with the thread's name. */
function threadTicks(pid: number): Map<number, { name: string; ticks: number }> {
  const out = new Map<number, { name: string; ticks: number }>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      out.set(Number(tid), statTicks(`/proc/${pid}/task/${tid}/stat`));
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return out;
}

/**
 * Starts a census of `serverPid` and the machine; `stop()` returns the window's shares (null when /proc cannot be read:
 * not Linux, or the process is gone). Threads that ended inside the window are not counted.
 */
export function cpuCensus(serverPid: number): { stop: () => CpuCensus | null } {
  let start: { at: number; machine: { busy: number }; threads: Map<number, { name: string; ticks: number }> };
  try {
    start = { at: Date.now(), machine: machineTicks(), threads: threadTicks(serverPid) };
  } catch {
    return { stop: () => null };
  }
  return {
    stop: () => {
      let threads: Map<number, { name: string; ticks: number }>;
      let machine: { busy: number };
      try {
        threads = threadTicks(serverPid);
        machine = machineTicks();
      } catch {
        return null;
      }
      const spanS = (Date.now() - start.at) / 1000;
      const pct = (ticks: number) => Math.round((ticks / TICKS_PER_S / spanS) * 1000) / 10;
      const byName = new Map<string, number>();
      let server = 0;
      let main = 0;
      for (const [tid, t] of threads) {
        const used = t.ticks - (start.threads.get(tid)?.ticks ?? 0);
        server += used;
        if (tid === serverPid) main = used;
        else byName.set(t.name, (byName.get(t.name) ?? 0) + used);
      }
      return {
        spanS, cores: cpus().length, machineBusyPct: pct(machine.busy - start.machine.busy), serverPct: pct(server), serverMainPct: pct(main),
        serverThreads: [...byName].map(([name, ticks]) => ({ name, pct: pct(ticks) })).filter((t) => t.pct > 0).sort((a, b) => b.pct - a.pct),
      };
    },
  };
}

/** How the machine was when a browser-timed run started: the last window's busy share and how long it was waited for. */
export interface Quiet { busyPct: number; waitedS: number }

/**
 * Waits until the machine is quiet before a browser-timed run (the Lighthouse stage's): windows of `windowMs` until one in
 * which every process together kept less than `maxBusyPct` of one core busy (the last browser's shutdown, the
 * server's writes and the database's checkpoints settle), at most `maxWaitS`. Lighthouse's 4× CPU slowdown
 * multiplies whatever else holds a core, and TBT counts it.
 * @returns the last window's busy share (% of one core) and the seconds waited; busyPct −1 where /proc cannot be read
 */
export async function waitForQuiet({ maxBusyPct = 25, windowMs = 1000, maxWaitS = 30 } = {}): Promise<Quiet> {
  const started = Date.now();
  for (;;) {
    let before: { busy: number };
    try {
      before = machineTicks();
    } catch {
      return { busyPct: -1, waitedS: 0 };
    }
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const busyPct = Math.round(((machineTicks().busy - before.busy) / TICKS_PER_S / (windowMs / 1000)) * 1000) / 10;
    const waitedS = Math.round((Date.now() - started) / 100) / 10;
    if (busyPct < maxBusyPct || waitedS >= maxWaitS) return { busyPct, waitedS };
  }
}
