import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** File under DATA_DIR holding the sandbox e-signature key (0600). */
export const ESIGN_SECRET_FILE = 'esign-sandbox-secret';

/**
 * The sandbox authority's HMAC key: ESIGN_SANDBOX_SECRET when set (≥ 32 characters, so several server processes
 * agree), otherwise generated once into `${dataDir}/esign-sandbox-secret` and reused after restarts, so certificates
 * issued before a restart still verify.
 * @throws Error when the given secret is shorter than 32 characters.
 */
export function loadESignSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < 32) throw new Error('ESIGN_SANDBOX_SECRET 至少 32 个字符');
    return fromEnv;
  }
  const file = path.join(dataDir, ESIGN_SECRET_FILE);
  try {
    const text = readFileSync(file, 'utf8').trim();
    chmodSync(file, 0o600);
    if (text) return text;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another process created it first: use theirs.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readFileSync(file, 'utf8').trim();
}
