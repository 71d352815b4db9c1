import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A shared secret of the server (an HMAC key): `configured` when set — it must have at least 32 characters, so several
 * server processes given the same value agree — otherwise generated once (32 random bytes, base64url) into
 * `${dataDir}/${fileName}` with mode 0600 and read back after every restart; when two processes race to create it,
 * both use the one written first.
 * @param name the setting's name, for the error message (e.g. SANDBOX_BANK_SECRET)
 * @throws Error when `configured` is set but shorter than 32 characters (fail fast at start-up), or the file cannot be read.
 */
export function loadSecretFile(dataDir: string, fileName: string, configured: string | undefined, name: string): string {
  if (configured !== undefined && configured !== '') {
    if (configured.length < 32) throw new Error(`${name} 至少 32 个字符`);
    return configured;
  }
  const file = path.join(dataDir, fileName);
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
