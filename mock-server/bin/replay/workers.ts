import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FromWorker, ToWorker, WorkerConfig, WorkerResult } from './ipc';

/**
 * The coordinator's side of one worker process (node:child_process fork running TypeScript through tsx): send
 * commands, await the next message of a type, follow progress, collect the result. A worker that dies rejects what
 * is awaited and yields no result.
 */

const SCRIPTS = {
  watchers: fileURLToPath(new URL('./watcher-worker.ts', import.meta.url)),
  bidders: fileURLToPath(new URL('./bidder-worker.ts', import.meta.url)),
};

type Waiter = { type: FromWorker['type']; resolve: (m: FromWorker) => void; reject: (err: Error) => void };

export class WorkerHandle {
  private readonly child: ChildProcess;
  private readonly waiters: Waiter[] = [];
  private readonly inbox: FromWorker[] = [];
  /** Latest progress count (deliveries or bids). */
  progress = 0;
  exited = false;

  constructor(readonly config: WorkerConfig) {
    this.child = fork(SCRIPTS[config.role], [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.child.on('message', (m: FromWorker) => this.deliver(m));
    this.child.on('exit', (code) => {
      this.exited = true;
      for (const w of this.waiters.splice(0)) w.reject(new Error(`${config.role} worker exited (code ${code}) before '${w.type}'`));
    });
    this.send({ type: 'start', config });
  }

  send(message: ToWorker): void {
    if (!this.exited && this.child.connected) this.child.send(message);
  }

  /** The next message of `type` (already received or still to come). @throws Error on timeout, fatal or exit */
  next<T extends FromWorker['type']>(type: T, timeoutMs: number): Promise<Extract<FromWorker, { type: T }>> {
    const queued = this.inbox.findIndex((m) => m.type === type);
    if (queued >= 0) return Promise.resolve(this.inbox.splice(queued, 1)[0] as Extract<FromWorker, { type: T }>);
    if (this.exited) return Promise.reject(new Error(`${this.config.role} worker has exited`));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { type, resolve: resolve as Waiter['resolve'], reject };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error(`${this.config.role} worker: no '${type}' within ${Math.round(timeoutMs / 1000)} s`));
      }, timeoutMs);
      waiter.resolve = (m) => { clearTimeout(timer); (resolve as Waiter['resolve'])(m); };
      waiter.reject = (err) => { clearTimeout(timer); reject(err); };
      this.waiters.push(waiter);
    });
  }

  /** Asks for the result (after `final` or `stop`) and waits for it; null when the worker died or timed out. */
  async result(timeoutMs: number): Promise<WorkerResult | null> {
    try {
      return (await this.next('result', timeoutMs)).result;
    } catch {
      return null;
    }
  }

  kill(): void {
    if (!this.exited) this.child.kill('SIGTERM');
  }

  private deliver(m: FromWorker): void {
    if (m.type === 'progress') return void (this.progress = m.count);
    if (m.type === 'fatal') {
      console.error(`[${this.config.role} worker] ${m.message}`);
      for (const w of this.waiters.splice(0)) w.reject(new Error(m.message.split('\n')[0]));
      return;
    }
    const i = this.waiters.findIndex((w) => w.type === m.type);
    if (i >= 0) this.waiters.splice(i, 1)[0].resolve(m);
    else this.inbox.push(m);
  }
}

/** Splits `total` watchers over `workers` processes as evenly as possible (no empty worker). */
export function splitWatchers(total: number, workers: number): number[] {
  const n = Math.max(1, Math.min(workers, total));
  return Array.from({ length: n }, (_, i) => Math.floor(total / n) + (i < total % n ? 1 : 0)).filter((c) => c > 0);
}
