import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilent } from 'pino';
import { censorSecrets } from './log-redaction';

type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Parent = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/**
 * A request's logger that becomes the real child (`parent.child(bindings)`) only when it first writes a line at an
 * enabled level, is asked for a child of its own, or has its level changed. pino builds a child's bindings text
 * eagerly (with pino's wildcard redact paths of the time, about 15 µs for each request's `{ reqId }` under the API
 * benchmark's load: bench/README.md, API), paid by every request although at LOG_LEVEL=warn almost none writes a
 * line. What is written is unchanged: the same child, the same bindings, censored as every logged object is
 * (http/log-redaction.ts `censorSecrets`, which pino applies to logged objects but not to a child's bindings).
 */
class LazyRequestLogger {
  private real: FastifyBaseLogger | undefined;

  constructor(private readonly parent: Parent, private readonly bindings: Bindings) {}

  private realLogger(): FastifyBaseLogger {
    return (this.real ??= this.parent.child(censorSecrets(this.bindings) as Bindings));
  }

  get level(): LevelWithSilent | string {
    return this.real ? this.real.level : this.parent.level;
  }

  set level(level: LevelWithSilent | string) {
    this.realLogger().level = level;
  }

  private log(method: LogMethod, args: unknown[]): void {
    const parent = this.parent;
    if (!this.real && parent.isLevelEnabled && !parent.isLevelEnabled(method)) return;
    (this.realLogger()[method] as (...a: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]): void { this.log('fatal', args); }
  error(...args: unknown[]): void { this.log('error', args); }
  warn(...args: unknown[]): void { this.log('warn', args); }
  info(...args: unknown[]): void { this.log('info', args); }
  debug(...args: unknown[]): void { this.log('debug', args); }
  trace(...args: unknown[]): void { this.log('trace', args); }
  silent(): void {}

  /** A child of the request's logger (made real first, so its bindings come before the new ones). */
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.realLogger().child(censorSecrets(bindings) as Bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: a {@link LazyRequestLogger} for requests that inherit the server's level (all of
 * ours), pino's own child when a route sets a log level of its own.
 */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (logger, bindings, options) {
  if (options && Object.keys(options).length > 0) return logger.child(censorSecrets(bindings) as Bindings, options);
  return new LazyRequestLogger(logger as Parent, bindings) as unknown as FastifyBaseLogger;
};
