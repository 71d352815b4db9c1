import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilent } from 'pino';

type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Parent = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/**
 * A request's logger that becomes the real child (`parent.child(bindings)`) only when it first writes a line at an
 * enabled level, is asked for a child of its own, or has its level changed. pino builds a child's bindings text
 * eagerly and, with the server's redact paths (http/log-redaction.ts, wildcards), runs the redaction over every
 * binding: about 15 µs for each request's `{ reqId }` under the API benchmark's load (bench/README.md, API), paid
 * by every request although at LOG_LEVEL=warn almost none writes a line. What is written is unchanged: the same
 * child, the same bindings, the same redaction.
 */
class LazyRequestLogger {
  private real: FastifyBaseLogger | undefined;

  constructor(private readonly parent: Parent, private readonly bindings: Bindings) {}

  private realLogger(): FastifyBaseLogger {
    return (this.real ??= this.parent.child(this.bindings));
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
    return this.realLogger().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: a {@link LazyRequestLogger} for requests that inherit the server's level (all of
 * ours), pino's own child when a route sets a log level of its own.
 */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (logger, bindings, options) {
  if (options && Object.keys(options).length > 0) return logger.child(bindings, options);
  return new LazyRequestLogger(logger as Parent, bindings) as unknown as FastifyBaseLogger;
};
