import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: { N: number; r: number; p: number }) => Promise<Buffer>;

/**
 * Directional release codes (定向码) are short and typed by hand, so a leaked table must not give them away: they are
 * stored as scrypt (N 2^12, r 8, p 1 — a few ms, cheap enough for the seed, costly to brute-force offline)
 * 'scrypt$<salt hex>$<hash hex>'. Codes compare case-insensitively with spaces removed, as people read them out.
 */
const PARAMS = { N: 4096, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** The form a code is hashed and compared in: upper case, no whitespace. */
export const normaliseCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

/** Hashes `code` with a fresh salt (or `salt`, for deterministic seeds). */
export function hashDirectionalCode(code: string, salt: Buffer = randomBytes(16)): string {
  const hash = scryptSync(normaliseCode(code), salt, KEY_LENGTH, PARAMS);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

/** Whether `code` matches `stored` (constant-time). An empty or malformed stored value matches nothing. */
export async function directionalCodeMatches(code: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(normaliseCode(code), Buffer.from(saltHex, 'hex'), KEY_LENGTH, PARAMS);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
