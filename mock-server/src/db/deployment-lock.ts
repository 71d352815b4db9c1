import pg from 'pg';

/** The advisory-lock key that marks the running processes of a PostgreSQL deployment (used for nothing else). */
const DEPLOYMENT_LOCK_KEY = 160_017;
/** How long a process whose session was lost waits before it holds its place again, and between tries, ms. */
const REJOIN_AFTER_MS = 1_000;

/** A process's place in its deployment, held by a PostgreSQL session of its own for as long as the process runs. */
export interface DeploymentMembership {
  /**
   * True when no other process of the deployment was running or preparing the database when this one joined: this
   * one prepares it. False: another one did, or is doing it now and has finished by the time `joinDeployment` returned.
   */
  first: boolean;
  /** Called by the first process once the database is prepared: the processes waiting in `joinDeployment` go on. */
  prepared(): Promise<void>;
  /** Leaves the deployment (ends the session; a process that dies leaves with its connection). */
  leave(): Promise<void>;
}

/**
 * Joins the deployment on the PostgreSQL database at `url`, so that the database is prepared (migrated, seeded,
 * demo lots re-anchored) once per start of the deployment, however many processes start at once and whether or not
 * they were told EXCHANGE_PREPARED. Each running process holds a session-level advisory lock in shared mode; a process
 * that joins first tries it in exclusive mode:
 * - granted: nobody runs, so it prepares, then takes the shared lock and lets go of the exclusive one (`prepared`);
 * - refused: a process runs (shared holders) or is preparing (the exclusive holder), so it waits for the shared lock —
 *   until the preparation ends — and does not prepare. A second preparation would re-anchor lots the others are
 *   running, and two seeds racing on an empty database would insert twice.
 * The locks belong to the session: a process killed by SIGKILL releases them with its connection. A session lost while
 * the process runs is opened again (every `rejoinAfterMs`, default 1 s, until it succeeds) and takes the shared lock.
 * @throws Error when the database cannot be reached
 */
export async function joinDeployment(url: string, opts: { rejoinAfterMs?: number } = {}): Promise<DeploymentMembership> {
  const rejoinAfterMs = opts.rejoinAfterMs ?? REJOIN_AFTER_MS;
  let left = false;
  let retry: NodeJS.Timeout | null = null;
  let session: pg.Client | null = null;
  const rejoinLater = () => {
    retry = setTimeout(() => void rejoin(), rejoinAfterMs);
    retry.unref();
  };
  /** A new session holding the shared lock; tried again later when it cannot (a session that opened is closed first). */
  const rejoin = async () => {
    retry = null;
    if (left) return;
    let next: pg.Client | null = null;
    try {
      next = await connect();
      await next.query('select pg_advisory_lock_shared($1)', [DEPLOYMENT_LOCK_KEY]);
      if (left) await next.end();
      else session = next;
    } catch {
      void next?.end().catch(() => undefined);
      rejoinLater();
    }
  };
  const connect = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: url, application_name: 'exchange-deployment' });
    // A lost session (the database restarted, the connection was cut) loses the locks with it: the process keeps
    // serving and holds its shared lock again as soon as it can, so that a process started meanwhile does not count
    // the deployment as stopped once the database is back.
    client.on('error', () => undefined);
    client.on('end', () => {
      if (!left && session === client) rejoinLater();
    });
    await client.connect();
    return client;
  };
  const opened = await connect();
  session = opened;
  const { rows } = await opened.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [DEPLOYMENT_LOCK_KEY]);
  const first = rows[0]?.ok === true;
  if (!first) await opened.query('select pg_advisory_lock_shared($1)', [DEPLOYMENT_LOCK_KEY]);
  const current = () => session ?? opened;
  return {
    first,
    async prepared() {
      if (!first) return;
      await current().query('select pg_advisory_lock_shared($1)', [DEPLOYMENT_LOCK_KEY]);
      await current().query('select pg_advisory_unlock($1)', [DEPLOYMENT_LOCK_KEY]);
    },
    async leave() {
      left = true;
      if (retry) clearTimeout(retry);
      await current().end().catch(() => undefined);
    },
  };
}
