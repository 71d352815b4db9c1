import type pg from 'pg';

/** The advisory-lock key of the lots' timers (any 64-bit number the deployment uses for nothing else). */
const TIMER_LOCK_KEY = 160_016;
/** How often a waiting process tries to take the timers, and the holder checks its session is alive, ms. */
const POLL_MS = 1000;

/** The running election of {@link holdLotTimers}. */
export interface TimerHolder {
  /** Whether this process holds the timers now. */
  holding(): boolean;
  /** Stops trying (and lets go of the timers when held). */
  stop(): Promise<void>;
}

/**
 * Elects the one process of a deployment that holds the lots' timers (closes, extensions, dutch and V-shaped steps,
 * limited periods), with a PostgreSQL session-level advisory lock on a connection of its own: the lock lasts as long
 * as that session. When the holder dies — even by SIGKILL — its connection closes, PostgreSQL releases the lock at
 * once, and another process takes it at its next try (within POLL_MS), then calls `onLead`. A holder whose session
 * fails calls `onLose` and competes again.
 */
export function holdLotTimers(pool: pg.Pool, hooks: { onLead: () => Promise<void>; onLose: () => void; onError: (err: unknown) => void }): TimerHolder {
  let client: pg.PoolClient | null = null;
  let held = false;
  let stopped = false;
  let busy = false;

  const lose = (err?: unknown) => {
    if (err) hooks.onError(err);
    if (held) hooks.onLose();
    held = false;
    // A broken session is destroyed, not returned to the pool.
    client?.release(true);
    client = null;
  };

  const step = async () => {
    if (busy || stopped) return;
    busy = true;
    try {
      client ??= await pool.connect();
      if (held) {
        await client.query('select 1');
      } else {
        const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [TIMER_LOCK_KEY]);
        if (rows[0]?.ok && !stopped) {
          held = true;
          await hooks.onLead();
        }
      }
    } catch (err) {
      lose(err);
    } finally {
      busy = false;
    }
  };

  const timer = setInterval(() => void step(), POLL_MS);
  timer.unref();
  void step();
  return {
    holding: () => held,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      if (client && held) await client.query('select pg_advisory_unlock($1)', [TIMER_LOCK_KEY]).catch(() => undefined);
      held = false;
      client?.release();
      client = null;
    },
  };
}
