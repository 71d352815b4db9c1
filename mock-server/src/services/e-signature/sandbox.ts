import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalInput, type CertifyInput, type ESignatureCertificate, type ESignatureProvider } from './provider';

/** How sandbox certificates name their issuer: never mistaken for a real CA's. */
export const SANDBOX_AUTHORITY = '沙箱电子签名服务（测试用，无法律效力）';
const ALGORITHM = 'hmac-sha256';
const BEIJING_MS = 8 * 3600_000;

/**
 * The sandbox authority: HMAC-SHA-256 with `secret` over the canonical input. The certificate number is derived
 * from the input too (SBX-<Beijing date>-<16 hex>), so certifying the same thing twice answers the same certificate.
 * Development only: the configuration refuses ESIGN_PROVIDER=sandbox in production.
 */
export function sandboxESignature(secret: string): ESignatureProvider {
  const mac = (text: string) => createHmac('sha256', secret).update(text, 'utf8').digest();
  const numberFor = (input: CertifyInput) => {
    const date = new Date(input.signedAt + BEIJING_MS).toISOString().slice(0, 10).replaceAll('-', '');
    return `SBX-${date}-${mac(canonicalInput(input, 'number')).toString('hex').slice(0, 16).toUpperCase()}`;
  };
  const sign = (input: CertifyInput, certificateNo: string) => `${ALGORITHM}:${mac(canonicalInput(input, certificateNo)).toString('base64url')}`;

  return {
    name: 'sandbox',
    async certify(input) {
      const certificateNo = numberFor(input);
      return { certificateNo, authority: SANDBOX_AUTHORITY, signature: sign(input, certificateNo), signedAt: input.signedAt };
    },
    async verify(input: CertifyInput, certificate: ESignatureCertificate) {
      let expected: string;
      try {
        expected = sign(input, certificate.certificateNo);
      } catch {
        return false;
      }
      if (certificate.authority !== SANDBOX_AUTHORITY || certificate.signedAt !== input.signedAt) return false;
      const a = Buffer.from(expected);
      const b = Buffer.from(String(certificate.signature));
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
