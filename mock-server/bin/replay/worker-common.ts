import { Histogram } from './histogram';
import type { FromWorker, PerSecond, ToWorker } from './ipc';

/**
 * What both worker kinds share: the IPC channel to the coordinator, batched connection set-up and per-second
 * histograms. Workers ignore SIGINT — Ctrl-C reaches the whole process group, and the coordinator, not each worker,
 * decides how to stop (it sends `stop`, then collects the partial results). A worker whose coordinator is gone exits.
 */

/** Sends a message to the coordinator (no-op when not forked). */
export const send = (message: FromWorker): void => void process.send?.(message);

/** Wires the IPC channel: `handle` gets every coordinator message; a failure is reported as `fatal`. */
export function listen(handle: (message: ToWorker) => Promise<void> | void): void {
  process.on('SIGINT', () => undefined);
  process.on('disconnect', () => process.exit(0));
  process.on('message', (message: ToWorker) => {
    Promise.resolve(handle(message)).catch((err: unknown) => send({ type: 'fatal', message: (err as Error).stack ?? String(err) }));
  });
}

/** Runs `fn` over `items`, at most `size` at a time; resolves when all settled, with the failures counted. */
export async function inBatches<T>(items: readonly T[], size: number, fn: (item: T, index: number) => Promise<void>): Promise<number> {
  let failed = 0;
  let cursor = 0;
  const lane = async () => {
    while (cursor < items.length) {
      const i = cursor++;
      try {
        await fn(items[i], i);
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, lane));
  return failed;
}

/** Histograms by second since the run's start (epoch ms), for latency-over-time plots. */
export class SecondSeries {
  private readonly seconds = new Map<number, Histogram>();
  /** The second recorded last and its histogram: consecutive samples mostly fall in the same second. */
  private lastSecond = NaN;
  private last: Histogram | null = null;
  startEpoch = 0;

  /** Adds a sample (ms) to the second that `epochMs` falls in; ignored before the start is known. */
  record(epochMs: number, ms: number): void {
    if (this.startEpoch === 0) return;
    const second = Math.floor((epochMs - this.startEpoch) / 1000);
    if (second !== this.lastSecond || !this.last) {
      let h = this.seconds.get(second);
      if (!h) this.seconds.set(second, (h = new Histogram()));
      this.lastSecond = second;
      this.last = h;
    }
    this.last.record(ms);
  }

  toJSON(): PerSecond {
    return [...this.seconds.entries()].sort((a, b) => a[0] - b[0]).map(([s, h]) => [s, h.toJSON()]);
  }
}

/** This process's CPU use (% of one core) since `mark()`: tells whether the harness itself ran out of CPU. */
export class CpuMeter {
  private start = process.cpuUsage();
  private at = Date.now();

  mark(): void {
    this.start = process.cpuUsage();
    this.at = Date.now();
  }

  percent(): number {
    const used = process.cpuUsage(this.start);
    return ((used.user + used.system) / 1000 / Math.max(1, Date.now() - this.at)) * 100;
  }
}

/** Sleeps `ms`. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
