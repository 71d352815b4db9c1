import { isIP } from 'node:net';
import { parseArgs } from 'node:util';

/** Hard caps of a replay run (bounded by design, whatever the flags say). */
export const CAPS = { durationS: 600, watchers: 5000, bidders: 500, speed: 1000, workers: 16 } as const;

/** A validated replay command line. Times in seconds, speed a factor (10 = ten times faster than recorded). */
export interface ReplayOptions {
  file: string; target: URL; speed: number; watchers: number; bidders?: number; durationS?: number; lot?: string;
  dataDir: string; report: string; workers: number; allowRemote: boolean;
}

/** A bad command line; the message says what to change. */
export class UsageError extends Error {}

/** Whether a host name is this machine (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1' || host === '0:0:0:0:0:0:0:1';
}

const number = (name: string, raw: string | undefined, min: number, max: number, integer: boolean): number | undefined => {
  if (raw === undefined) return undefined;
  const v = Number(raw);
  if (!Number.isFinite(v) || (integer && !Number.isInteger(v))) throw new UsageError(`--${name} must be ${integer ? 'an integer' : 'a number'}`);
  if (v < min || v > max) throw new UsageError(`--${name} must be between ${min} and ${max} (cap)`);
  return v;
};

/** Parses and bounds `npm run replay -- …` arguments. @throws UsageError */
export function parseReplayArgs(argv: string[], defaults: { workers: number; now: Date }): ReplayOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv, strict: true,
      options: {
        file: { type: 'string' }, target: { type: 'string', default: 'http://127.0.0.1:8080' }, speed: { type: 'string', default: '1' },
        watchers: { type: 'string', default: '100' }, bidders: { type: 'string' }, duration: { type: 'string' }, lot: { type: 'string' },
        'data-dir': { type: 'string', default: process.env.DATA_DIR || './data' }, report: { type: 'string' }, workers: { type: 'string' },
        'allow-remote': { type: 'boolean', default: false },
      },
    }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (!values.file) throw new UsageError('--file <stream.ndjson> is required');
  let target: URL;
  try {
    target = new URL(values.target);
  } catch {
    throw new UsageError(`--target ${values.target} is not a URL`);
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new UsageError('--target must be http:// or https://');
  if (!values['allow-remote'] && !isLoopbackHost(target.hostname)) {
    throw new UsageError(`--target ${target.hostname} is not this machine; pass --allow-remote to load a remote server`);
  }
  if (values.lot !== undefined && !/^[0-9a-f]{32}$/.test(values.lot)) throw new UsageError('--lot must be a 32-char lowercase hex assetsId');
  const stamp = defaults.now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  return {
    file: values.file, target, lot: values.lot, dataDir: values['data-dir'], allowRemote: values['allow-remote'],
    speed: number('speed', values.speed, 0.01, CAPS.speed, false)!,
    watchers: number('watchers', values.watchers, 0, CAPS.watchers, true)!,
    bidders: number('bidders', values.bidders, 1, CAPS.bidders, true),
    durationS: number('duration', values.duration, 1, CAPS.durationS, false),
    workers: number('workers', values.workers ?? String(defaults.workers), 1, CAPS.workers, true)!,
    report: values.report ?? `replay-report-${stamp}.html`,
  };
}
