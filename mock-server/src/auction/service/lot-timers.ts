/** Longest single wait; a later deadline is reached by re-arming (setTimeout overflows past 2^31 − 1 ms). */
const MAX_WAIT_MS = 6 * 3600 * 1000;

/**
 * One timer per lot, armed for the lot's next transition (`nextTimerAt(state)`) and re-armed after every command.
 * Timers are unref'd so they never keep the process alive. Firing only *requests* a tick: the tick itself runs in
 * the lot's mailbox like any command, at the server clock of that moment, and the engine plays every transition
 * due by then at its own due instant (a late timer therefore never shifts event times).
 */
export class LotTimers {
  private readonly timers = new Map<string, { at: number; handle: NodeJS.Timeout }>();

  constructor(private readonly now: () => number, private readonly fire: (assetsId: string) => void) {}

  /** Arms (or re-arms) the timer of `assetsId` for epoch ms `at`; null clears it. */
  arm(assetsId: string, at: number | null): void {
    const current = this.timers.get(assetsId);
    if (current && current.at === at) return;
    if (current) clearTimeout(current.handle);
    if (at === null) {
      this.timers.delete(assetsId);
      return;
    }
    const wait = Math.min(MAX_WAIT_MS, Math.max(0, at - this.now()));
    const handle = setTimeout(() => {
      this.timers.delete(assetsId);
      this.fire(assetsId);
    }, wait);
    handle.unref();
    this.timers.set(assetsId, { at, handle });
  }

  /** Clears every timer (shutdown). */
  clearAll(): void {
    for (const { handle } of this.timers.values()) clearTimeout(handle);
    this.timers.clear();
  }

  /** Whether the lot's timer is armed. */
  has(assetsId: string): boolean {
    return this.timers.has(assetsId);
  }

  /** Number of armed timers (tests, logs). */
  size(): number {
    return this.timers.size;
  }
}
