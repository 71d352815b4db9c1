import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../mock-server/src/config';
import {
  ESIGN_SECRET_FILE, esignatureProviderFor, SANDBOX_AUTHORITY, sandboxESignature, type CertifyInput, type ESignatureProvider,
} from '../../mock-server/src/services/e-signature/index';

const dataDir = mkdtempSync(path.join(tmpdir(), 'esign-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const SECRET = 'a-sandbox-secret-of-at-least-32-characters';
const pdfSha = createHash('sha256').update('%PDF-1.7 合同').digest('hex');
const input: CertifyInput = { documentSha256: pdfSha, signers: ['青山县白石镇东坪村股份经济合作社', '王建国', '李明'], signedAt: Date.UTC(2026, 10, 26, 2, 25) };

describe('the sandbox e-signature authority', () => {
  const provider = sandboxESignature(SECRET);

  it('certifies a document and verifies its own certificate', async () => {
    const cert = await provider.certify(input);
    expect(cert.authority).toBe(SANDBOX_AUTHORITY);
    expect(cert.signedAt).toBe(input.signedAt);
    expect(cert.certificateNo).toMatch(/^SBX-20261126-[0-9A-F]{16}$/);
    expect(cert.signature).toMatch(/^hmac-sha256:[A-Za-z0-9_-]{43}$/);
    expect(await provider.verify(input, cert)).toBe(true);
    // Signers are a set, the hash's case is not significant, and a replayed request gets the same certificate.
    const reordered = { ...input, signers: [...input.signers].reverse(), documentSha256: pdfSha.toUpperCase() };
    expect(await provider.verify(reordered, cert)).toBe(true);
    expect(await provider.certify(reordered)).toEqual(cert);
  });

  it('detects any tampering with the document, the signers, the time or the certificate', async () => {
    const cert = await provider.certify(input);
    const otherSha = createHash('sha256').update('%PDF-1.7 合同 改').digest('hex');
    const tampered: Array<[CertifyInput, typeof cert]> = [
      [{ ...input, documentSha256: otherSha }, cert],
      [{ ...input, signers: ['王建国', '李明'] }, cert],
      [{ ...input, signers: [...input.signers, '张三'] }, cert],
      [{ ...input, signers: ['青山县白石镇东坪村股份经济合作社', '王建国', '李 明'] }, cert],
      [{ ...input, signedAt: input.signedAt + 1 }, cert],
      [input, { ...cert, signedAt: cert.signedAt + 1 }],
      [input, { ...cert, certificateNo: 'SBX-20261126-0000000000000000' }],
      [input, { ...cert, authority: '某 CA' }],
      [input, { ...cert, signature: `${cert.signature.slice(0, -1)}${cert.signature.endsWith('A') ? 'B' : 'A'}` }],
      [input, { ...cert, signature: 'hmac-sha256:' }],
    ];
    for (const [i, c] of tampered) expect(await provider.verify(i, c)).toBe(false);
    // Another key (another authority, or a forger) neither verifies nor is verified.
    const other = sandboxESignature('another-sandbox-secret-of-32-characters!');
    expect(await other.verify(input, cert)).toBe(false);
    expect(await provider.verify(input, await other.certify(input))).toBe(false);
  });

  it('refuses malformed input as a caller\'s bug, and never verifies it', async () => {
    for (const bad of [{ ...input, documentSha256: 'abc' }, { ...input, signers: [] }, { ...input, signers: [' '] }, { ...input, signedAt: 1.5 }]) {
      await expect(provider.certify(bad)).rejects.toBeInstanceOf(TypeError);
      expect(await provider.verify(bad, await provider.certify(input))).toBe(false);
    }
  });
});

describe('choosing the provider (ESIGN_PROVIDER)', () => {
  it('has no authority with none: callers must refuse to complete signing', () => {
    expect(esignatureProviderFor('none')).toBeNull();
  });

  it('keeps one generated sandbox key under DATA_DIR, so certificates verify after a restart', async () => {
    const first = esignatureProviderFor('sandbox', { dataDir }) as ESignatureProvider;
    const cert = await first.certify(input);
    const file = path.join(dataDir, ESIGN_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
    const afterRestart = esignatureProviderFor('sandbox', { dataDir }) as ESignatureProvider;
    expect(await afterRestart.verify(input, cert)).toBe(true);
    const configured = esignatureProviderFor('sandbox', { dataDir, secret: SECRET }) as ESignatureProvider;
    expect(await configured.verify(input, cert)).toBe(false);
    expect(await configured.verify(input, await sandboxESignature(SECRET).certify(input))).toBe(true);
    expect(() => esignatureProviderFor('sandbox', { dataDir, secret: 'short' })).toThrow(/至少 32 个字符/);
  });

  it('is never the sandbox in production', () => {
    expect(() => esignatureProviderFor('sandbox', { dataDir, exchangeEnv: 'production' })).toThrow(/生产环境/);
    const production = { EXCHANGE_ENV: 'production', PAYMENT_PROVIDER: 'none', REALNAME_PROVIDER: 'manual', SMS_PROVIDER: 'sandbox', FACE_PROVIDER: 'none' };
    expect(() => loadConfig({ ...production, ESIGN_PROVIDER: 'sandbox' })).toThrow(/- ESIGN_PROVIDER: 生产环境（EXCHANGE_ENV=production）不能使用沙箱电子签名/);
    // Left unset, production has no authority rather than the sandbox (SMS_PROVIDER is the only refusal left).
    expect(() => loadConfig(production)).toThrow(/^配置无效（1 项）：\n {2}- SMS_PROVIDER/);
    expect(loadConfig({}).ESIGN_PROVIDER).toBe('sandbox');
    expect(loadConfig({ ESIGN_PROVIDER: 'none' }).ESIGN_PROVIDER).toBe('none');
    expect(() => loadConfig({ ESIGN_PROVIDER: 'ca' })).toThrow(/ESIGN_PROVIDER: 只能是 sandbox、none 之一/);
    expect(() => loadConfig({ ESIGN_SANDBOX_SECRET: 'short' })).toThrow(/ESIGN_SANDBOX_SECRET: 至少 32 个字符/);
  });
});
