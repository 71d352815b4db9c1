import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN } from '../../../../contract/auth';

// The package declares Algorithm as a const enum, which isolated modules cannot read; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
/** OWASP's Argon2id baseline: 19 MiB, 2 passes, 1 lane (the library defaults, spelled out so they cannot drift). */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Argon2id PHC string of `password` (random 16-byte salt). About 10–50 ms depending on the machine. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches the PHC string. With `stored` null (unknown account) a dummy hash is checked, so
 * the answer takes as long as for a real account and timing does not reveal which accounts exist.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    dummyHash ??= hashPassword('unknown-account-placeholder');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let common: Set<string> | undefined;
/** The common-password list (zxcvbn's 'passwords-common', ~49k), lower-cased; only entries long enough matter. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].filter((p) => p.length >= PASSWORD_MIN).map((p) => p.toLowerCase()));
  return common;
}

/**
 * Why `password` may not be used, or null when it may: shorter than 8 or longer than 64 characters, in the
 * common-password list (case-insensitive), or equal to the user's own login name or phone. The §5 strength score
 * is advisory and never a reason (see {@link passwordStrength}).
 */
export function passwordProblem(password: string, own: { loginName?: string; phone?: string } = {}): string | null {
  const length = [...password].length;
  if (length === 0) return PASSWORD_MESSAGES.empty;
  if (length < PASSWORD_MIN) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX) return PASSWORD_MESSAGES.tooLong;
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return PASSWORD_MESSAGES.common;
  if (lower === own.loginName?.toLowerCase() || password === own.phone) return '密码不能与登录名或手机号相同';
  return null;
}

/** §5 password strength (0–4), the one rule shared with the portal. */
export { passwordStrength } from '../../../../contract/rules/password-strength';
