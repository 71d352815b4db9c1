import { loadSecretFile } from '../../lib/secret-file';

/** File under DATA_DIR holding the sandbox e-signature key (0600). */
export const ESIGN_SECRET_FILE = 'esign-sandbox-secret';

/**
 * The sandbox authority's HMAC key: ESIGN_SANDBOX_SECRET when set (≥ 32 characters, so several server processes
 * agree), otherwise generated once into `${dataDir}/esign-sandbox-secret` and reused after restarts, so certificates
 * issued before a restart still verify.
 * @throws Error when the given secret is shorter than 32 characters.
 */
export function loadESignSecret(dataDir: string, fromEnv: string | undefined): string {
  return loadSecretFile(dataDir, ESIGN_SECRET_FILE, fromEnv, 'ESIGN_SANDBOX_SECRET');
}
