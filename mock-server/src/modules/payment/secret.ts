import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** File under DATA_DIR holding the secret the exchange shares with the sandbox bank (0600). */
export const BANK_SECRET_FILE = 'sandbox-bank-secret';

/**
 * The HMAC secret of the sandbox bank: SANDBOX_BANK_SECRET when set (≥ 32 characters, so several server processes can
 * share it), otherwise generated once into `${dataDir}/sandbox-bank-secret`. A real bank's key would come the same way.
 * @throws Error when SANDBOX_BANK_SECRET is set but shorter than 32 characters (fail fast at start-up).
 */
export function loadBankSecret(dataDir: string, fromEnv: string | undefined = process.env.SANDBOX_BANK_SECRET): string {
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < 32) throw new Error('SANDBOX_BANK_SECRET 至少 32 个字符');
    return fromEnv;
  }
  const file = path.join(dataDir, BANK_SECRET_FILE);
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
