import { describe, expect, it, vi } from 'vitest';
import { webcrypto } from 'node:crypto';
import { bytesToBase64, createPasswordEncryptor, encryptPassword, importPublicKey } from '@/lib/crypto/password-encryption';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;

/** A fresh RSA-OAEP-256 key pair, the public half published the way the server does it. */
async function keyPair() {
  const pair = await subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = bytesToBase64(new Uint8Array(await subtle.exportKey('spki', pair.publicKey)));
  return { privateKey: pair.privateKey, info: { algorithm: 'RSA-OAEP-256', keyId: 'k1', spki } };
}

const decrypt = async (privateKey: CryptoKey, b64: string) =>
  new TextDecoder().decode(await subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))));

describe('login password encryption (§7 password (encrypted))', () => {
  it('round-trips through the server key: base64 RSA-OAEP SHA-256', async () => {
    const { privateKey, info } = await keyPair();
    const key = await importPublicKey(info, subtle);
    for (const password of ['Abc12345!', '农村产权Pa55', 'x'.repeat(64)]) {
      const cipher = await encryptPassword(password, key, subtle);
      expect(cipher).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
      expect(cipher).toHaveLength(344); // 256 bytes
      expect(await decrypt(privateKey, cipher)).toBe(password);
    }
    // OAEP is randomised: the same password never gives the same ciphertext twice.
    expect(await encryptPassword('same', key, subtle)).not.toBe(await encryptPassword('same', key, subtle));
  });

  it('refuses another algorithm', async () => {
    const { info } = await keyPair();
    await expect(importPublicKey({ ...info, algorithm: 'RSA1_5' }, subtle)).rejects.toThrow('不支持的加密算法');
  });

  it('fetches the key once per session, again after reset or a failed load', async () => {
    const { privateKey, info } = await keyPair();
    const load = vi.fn().mockRejectedValueOnce(new Error('网络异常')).mockResolvedValue(info);
    const encryptor = createPasswordEncryptor(load);
    await expect(encryptor.encrypt('pw')).rejects.toThrow('网络异常');
    expect(await decrypt(privateKey, await encryptor.encrypt('pw-1'))).toBe('pw-1');
    await encryptor.encrypt('pw-2');
    expect(load).toHaveBeenCalledTimes(2);
    encryptor.reset();
    await encryptor.encrypt('pw-3');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
