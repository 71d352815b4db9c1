import type { Config } from './config';
import type { Db } from './db/connection';
import type { AuthServices } from './modules/auth/index';
import type { MessageService } from './modules/messages/index';
import type { PushHub } from './realtime/push-hub';

/**
 * What every domain module receives: the database, the server clock, the push channel and the account services
 * (captcha, SMS codes, tokens, sessions, login throttle) and the inbox. Protected routes use `{ requireUser: true }` in the route
 * helpers (or `app.requireUser` as a preHandler) and read the caller with `currentUser(request)`.
 * `now()` is the only source of time on the server (epoch ms), so tests can freeze it and the hall's
 * leftTime, the X-Server-Now header and the status sweeper all agree.
 */
export interface AppContext {
  config: Config;
  db: Db;
  now: () => number;
  push: PushHub;
  auth: AuthServices;
  /** The inbox: every message to a user is stored through it, and its push notice follows (modules/messages). */
  messages: MessageService;
}
