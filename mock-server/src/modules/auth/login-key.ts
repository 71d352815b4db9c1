import { constants, createPrivateKey, createPublicKey, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';
import { sha256Hex } from '../../lib/crypto';

/** The login key pair: the browser encrypts the password with the public half, only the server can read it. */
export interface LoginKey {
  /** First 16 hex chars of SHA-256 over the DER SPKI: lets a client notice the key changed. */
  keyId: string;
  /** Base64 DER SubjectPublicKeyInfo, for WebCrypto `importKey('spki', …, { name: 'RSA-OAEP', hash: 'SHA-256' })`. */
  spki: string;
  /**
   * Decrypts base64 RSA-OAEP (SHA-256) ciphertext into the UTF-8 password.
   * @returns null when the text is not base64 ciphertext made with this key (stale key, tampering, plain text).
   */
  decrypt(ciphertextB64: string): string | null;
}

/** A fresh RSA 2048 private key as PKCS#8 PEM (generated on first start; ~100 ms). */
export function generateLoginKeyPem(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/**
 * The {@link LoginKey} of an RSA private key in PEM (PKCS#1 or PKCS#8). Literal '\n' sequences are accepted so
 * the key can sit on one line of an env file.
 * @throws Error '登录密钥无效…' when the PEM is not an RSA private key of at least 2048 bits.
 */
export function loginKeyFromPem(pem: string): LoginKey {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem.replace(/\\n/g, '\n'));
  } catch {
    throw new Error('登录密钥无效：无法解析 PEM 私钥');
  }
  if (key.asymmetricKeyType !== 'rsa' || (key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) {
    throw new Error('登录密钥无效：必须是至少 2048 位的 RSA 私钥');
  }
  const spkiDer = createPublicKey(key).export({ type: 'spki', format: 'der' });
  return {
    keyId: sha256Hex(spkiDer.toString('hex')).slice(0, 16),
    spki: spkiDer.toString('base64'),
    decrypt(ciphertextB64) {
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(ciphertextB64)) return null;
      try {
        const plain = privateDecrypt(
          { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(ciphertextB64, 'base64'),
        );
        return plain.toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
