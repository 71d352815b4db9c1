import pg from 'pg';

/** The advisory-lock key that marks the running processes of a PostgreSQL deployment (used for nothing else). */
const DEPLOYMENT_LOCK_KEY = 160_017;

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
 * The locks belong to the session: a process killed by SIGKILL releases them with its connection.
 * @throws Error when the database cannot be reached
 */
export async function joinDeployment(url: string): Promise<DeploymentMembership> {
  const client = new pg.Client({ connectionString: url, application_name: 'exchange-deployment' });
  // A lost session only loses the membership; the process keeps serving.
  client.on('error', () => undefined);
  await client.connect();
  const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [DEPLOYMENT_LOCK_KEY]);
  const first = rows[0]?.ok === true;
  if (!first) await client.query('select pg_advisory_lock_shared($1)', [DEPLOYMENT_LOCK_KEY]);
  return {
    first,
    async prepared() {
      if (!first) return;
      await client.query('select pg_advisory_lock_shared($1)', [DEPLOYMENT_LOCK_KEY]);
      await client.query('select pg_advisory_unlock($1)', [DEPLOYMENT_LOCK_KEY]);
    },
    async leave() {
      await client.end().catch(() => undefined);
    },
  };
}
