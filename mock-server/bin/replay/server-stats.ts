import { readFileSync } from 'node:fs';

/**
 * CPU and memory of the target server process, read from /proc/<pid> once a second (local targets only; the server
 * has no stats endpoint). CPU in percent of one core, RSS in MiB.
 */

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
export const TICKS_PER_S = 100;

/** One sample: seconds since sampling began, CPU % of one core over the last interval, resident memory MiB. */
export interface ServerSample { s: number; cpu: number; rssMiB: number }
/** Summary of a run: mean and peak CPU %, peak and final RSS MiB, and the series. */
export interface ServerStats { pid: number; meanCpu: number; maxCpu: number; maxRssMiB: number; lastRssMiB: number; samples: ServerSample[] }

/**
 * The name and utime + stime (ticks) of a process or thread, from its stat file (`/proc/<pid>/stat` or
 * `/proc/<pid>/task/<tid>/stat`: fields 14 and 15, after the parenthesised name). Throws when it cannot be read.
 */
export function statTicks(file: string): { name: string; ticks: number } {
  const stat = readFileSync(file, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ticks: Number(fields[11]) + Number(fields[12]) };
}

/** utime + stime of a process, in ticks. */
const cpuTicks = (pid: number): number => statTicks(`/proc/${pid}/stat`).ticks;

function rssMiB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** Starts sampling `pid`; `stop()` ends it and returns the summary (null when the process cannot be read). */
export function sampleServer(pid: number, intervalMs = 1000): { stop: () => ServerStats | null } {
  const samples: ServerSample[] = [];
  let start: { at: number; ticks: number };
  let prev: { at: number; ticks: number };
  try {
    start = prev = { at: Date.now(), ticks: cpuTicks(pid) };
  } catch {
    return { stop: () => null };
  }
  const timer = setInterval(() => {
    try {
      const now = { at: Date.now(), ticks: cpuTicks(pid) };
      const cpu = ((now.ticks - prev.ticks) / TICKS_PER_S / ((now.at - prev.at) / 1000)) * 100;
      samples.push({ s: Math.round((now.at - start.at) / 1000), cpu, rssMiB: rssMiB(pid) });
      prev = now;
    } catch {
      clearInterval(timer);
    }
  }, intervalMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      if (samples.length === 0) return null;
      let total: number;
      try {
        total = ((cpuTicks(pid) - start.ticks) / TICKS_PER_S / ((Date.now() - start.at) / 1000)) * 100;
      } catch {
        total = samples.reduce((sum, x) => sum + x.cpu, 0) / samples.length;
      }
      const rss = samples.map((x) => x.rssMiB);
      return { pid, meanCpu: total, maxCpu: Math.max(...samples.map((x) => x.cpu)), maxRssMiB: Math.max(...rss), lastRssMiB: rss[rss.length - 1], samples };
    },
  };
}
