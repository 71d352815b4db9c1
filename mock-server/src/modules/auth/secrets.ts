import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { hmacHex } from '../../lib/crypto';
import { generateLoginKeyPem, loginKeyFromPem, type LoginKey } from './login-key';

/** The server's long-lived secrets for accounts. */
export interface AuthSecrets {
  /** HS256 key of access tokens. */
  jwtKey: Uint8Array;
  /** HMAC key for stored captcha answers and SMS codes (derived from jwtKey, so there is one secret to manage). */
  hashKey: Uint8Array;
  /** RSA key the browser encrypts login passwords with. */
  loginKey: LoginKey;
}

const JWT_SECRET_FILE = 'jwt-secret';
const LOGIN_KEY_FILE = 'login-key.pem';

function withKeys(jwtKey: Uint8Array, loginKey: LoginKey): AuthSecrets {
  return { jwtKey, hashKey: Buffer.from(hmacHex(jwtKey, 'nccq-hash-key'), 'hex'), loginKey };
}

/** Reads `file`, or creates it with `make()` readable by the owner only (0600). A second process racing us wins. */
function readOrCreate(file: string, make: () => string): string {
  try {
    const text = readFileSync(file, 'utf8');
    chmodSync(file, 0o600);
    return text;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, make(), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readFileSync(file, 'utf8');
}

/**
 * The secrets of a server process: JWT_SECRET and LOGIN_PRIVATE_KEY from the config when set, otherwise generated on
 * first start and kept in `${DATA_DIR}/jwt-secret` and `${DATA_DIR}/login-key.pem` (mode 0600), so tokens and the
 * published login key survive restarts.
 * @throws Error when LOGIN_PRIVATE_KEY or the key file is not a usable RSA key (fail fast at start-up).
 */
export function loadAuthSecrets(config: Pick<Config, 'DATA_DIR' | 'JWT_SECRET' | 'LOGIN_PRIVATE_KEY'>): AuthSecrets {
  const jwtText = config.JWT_SECRET
    ?? readOrCreate(path.join(config.DATA_DIR, JWT_SECRET_FILE), () => randomBytes(48).toString('base64url')).trim();
  const pem = config.LOGIN_PRIVATE_KEY ?? readOrCreate(path.join(config.DATA_DIR, LOGIN_KEY_FILE), generateLoginKeyPem);
  return withKeys(new TextEncoder().encode(jwtText), loginKeyFromPem(pem));
}

/** Random secrets held in memory only (tests): nothing is written, nothing survives the process. */
export function memoryAuthSecrets(): AuthSecrets {
  return withKeys(randomBytes(48), loginKeyFromPem(generateLoginKeyPem()));
}
