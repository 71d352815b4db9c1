import { t } from '@/i18n/i18n';

/**
 * Login password encryption (§7 POST /oauth/token "password (encrypted)"): RSA-OAEP with SHA-256
 * under the server's public key, ciphertext as standard base64. WebCrypto only, so the same code
 * runs in browsers and in Node (tests). The server publishes the key as base64 DER SPKI
 * (GET blade-auth/oauth/public-key → { algorithm: 'RSA-OAEP-256', keyId, spki }).
 */

/** What the key endpoint answers (contract `PublicKeyAnswer`). */
export interface PublicKeyInfo {
  algorithm: string;
  keyId: string;
  /** base64 DER SubjectPublicKeyInfo */
  spki: string;
}

const ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/** base64 → bytes. @throws on malformed base64 */
export function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64.replace(/\s+/g, ''));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** bytes → standard base64 (with padding). */
export function bytesToBase64(bytes: Uint8Array): string {
  let bin = '';
  // Chunked: String.fromCharCode(...bigArray) overflows the call stack on long inputs.
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

/**
 * Imports the server key for encryption.
 * @throws Error 不支持的加密算法 when the server announces anything but RSA-OAEP-256
 */
export async function importPublicKey(info: PublicKeyInfo, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<CryptoKey> {
  if (info.algorithm !== 'RSA-OAEP-256') throw new Error(t('不支持的加密算法：{algorithm}', { algorithm: info.algorithm }));
  return subtle.importKey('spki', base64ToBytes(info.spki), ALGORITHM, false, ['encrypt']);
}

/**
 * Encrypts the UTF-8 password. A 2048-bit key takes at most 190 bytes of plain text, far above
 * the 64-character password limit for ASCII; longer input rejects with the WebCrypto error.
 * @returns base64 ciphertext (344 characters for a 2048-bit key)
 */
export async function encryptPassword(password: string, key: CryptoKey, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  const cipher = await subtle.encrypt(ALGORITHM, key, new TextEncoder().encode(password));
  return bytesToBase64(new Uint8Array(cipher));
}

/** An encryptor bound to a key source; see {@link createPasswordEncryptor}. */
export interface PasswordEncryptor {
  /** base64 RSA-OAEP-256 ciphertext of `password`. */
  encrypt(password: string): Promise<string>;
  /** Forgets the cached key (after a failed login: the server may have rotated it). */
  reset(): void;
}

/**
 * Caches the imported key for the page session: the first `encrypt` loads it through `loadKey`,
 * later calls reuse it. A failed load is not cached, so the next login tries again.
 */
export function createPasswordEncryptor(loadKey: () => Promise<PublicKeyInfo>): PasswordEncryptor {
  let key: Promise<CryptoKey> | null = null;
  return {
    async encrypt(password) {
      if (!key) {
        const loading = loadKey().then((info) => importPublicKey(info));
        key = loading;
        loading.catch(() => {
          if (key === loading) key = null;
        });
      }
      return encryptPassword(password, await key);
    },
    reset() {
      key = null;
    },
  };
}
