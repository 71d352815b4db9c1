import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** File under DATA_DIR holding the operator token (0600): whoever can read DATA_DIR may operate the exchange. */
export const OPERATOR_TOKEN_FILE = 'operator-token';
/** Written under DATA_DIR while the server listens ({ port, pid }), so `npm run exchange` finds it and goes live. */
export const SERVER_FILE = 'server.json';
/**
 * The port of the server listening on `dataDir` (its SERVER_FILE), or null: no file, or its process is gone after a
 * crash. Operator commands use it to reach the server of the DATA_DIR they are given.
 */
export function liveServerPort(dataDir: string): number | null {
  const file = path.join(dataDir, SERVER_FILE);
  if (!existsSync(file)) return null;
  const { port, pid } = JSON.parse(readFileSync(file, 'utf8')) as { port: number; pid: number };
  try {
    process.kill(pid, 0);
    return port;
  } catch {
    return null;
  }
}

/** Header carrying the operator token on /api-bid/operator/*. */
export const OPERATOR_HEADER = 'X-Operator-Token';

/** The operator token of `dataDir`, created (32 random bytes, base64url) on first use. */
export function loadOperatorToken(dataDir: string): string {
  const file = path.join(dataDir, OPERATOR_TOKEN_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}

/** Constant-time check of a presented token. */
export function sameToken(presented: unknown, expected: string): boolean {
  if (typeof presented !== 'string') return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
