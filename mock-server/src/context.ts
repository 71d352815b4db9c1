import type { Config } from './config';
import type { Db } from './db/connection';
import type { PushHub } from './realtime/push-hub';

/**
 * What every domain module receives: the database, the server clock and the push channel.
 * `now()` is the only source of time on the server (epoch ms), so tests can freeze it and the hall's
 * leftTime, the X-Server-Now header and the status sweeper all agree.
 */
export interface AppContext {
  config: Config;
  db: Db;
  now: () => number;
  push: PushHub;
  /** When true, every answer is checked against its contract schema and a mismatch becomes a 500 (tests, dev). */
  checkAnswers: boolean;
}
