import { loadSecretFile } from '../../lib/secret-file';

/** File under DATA_DIR holding the secret the exchange shares with the sandbox bank (0600). */
export const BANK_SECRET_FILE = 'sandbox-bank-secret';

/**
 * The HMAC secret of the sandbox bank: SANDBOX_BANK_SECRET when set (≥ 32 characters, so several server processes can
 * share it), otherwise generated once into `${dataDir}/sandbox-bank-secret`. A real bank's key would come the same way.
 * @throws Error when SANDBOX_BANK_SECRET is set but shorter than 32 characters (fail fast at start-up).
 */
export function loadBankSecret(dataDir: string, fromEnv: string | undefined = process.env.SANDBOX_BANK_SECRET): string {
  return loadSecretFile(dataDir, BANK_SECRET_FILE, fromEnv, 'SANDBOX_BANK_SECRET');
}
