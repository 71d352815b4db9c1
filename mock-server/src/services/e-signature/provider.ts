/**
 * The third-party e-signature / timestamp authority (电子签名与可信时间戳服务): when every party of a contract has
 * signed, the exchange has the authority certify the signed PDF's SHA-256, who signed and when, and keeps the
 * certificate with the contract. A real CA answers with its own certificate; the sandbox signs with a local key.
 */
export const ESIGN_PROVIDERS = ['sandbox', 'none'] as const;
/** sandbox: certificates signed with the sandbox key, no legal force (refused in production); none: no authority. */
export type ESignProviderName = (typeof ESIGN_PROVIDERS)[number];

/** What gets certified: the document's SHA-256 (64 lowercase hex), the signers' names (order-free), when (epoch ms). */
export interface CertifyInput { documentSha256: string; signers: string[]; signedAt: number }

/** The authority's answer, stored beside the document and shown on its verification page. */
export interface ESignatureCertificate {
  /** The authority's serial number of this certificate. */
  certificateNo: string;
  /** Who issued it, as it should be printed (e.g. 沙箱电子签名服务（无法律效力）). */
  authority: string;
  /** The authority's signature over the input and the number (`<algorithm>:<base64url>`). */
  signature: string;
  /** The time the authority vouches for (epoch ms). */
  signedAt: number;
}

export interface ESignatureProvider {
  readonly name: Exclude<ESignProviderName, 'none'>;
  /**
   * Certifies `input`. Idempotent: the same input gives the same certificate (a replayed request issues nothing new).
   * @throws TypeError when the input is malformed (not a SHA-256, no signer, a bad time): a caller's bug, never a user's.
   */
  certify(input: CertifyInput): Promise<ESignatureCertificate>;
  /** True when `certificate` was issued by this authority for exactly `input` (any changed field, signer or byte: false). */
  verify(input: CertifyInput, certificate: ESignatureCertificate): Promise<boolean>;
}

/** What callers answer (409) when asked to complete a signing with ESIGN_PROVIDER=none. */
export const ESIGN_UNAVAILABLE_MSG = '电子签名服务尚未接入，暂时无法完成签署，请联系交易机构';

/**
 * The canonical form an authority signs: versioned JSON of the number, the hash (lowercased), the time and the signers
 * (sorted, so their order does not matter). JSON keeps names with any characters unambiguous.
 * @throws TypeError for a malformed input.
 */
export function canonicalInput(input: CertifyInput, certificateNo: string): string {
  const sha = String(input.documentSha256).toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(sha)) throw new TypeError('documentSha256 must be 64 hex digits');
  if (!Array.isArray(input.signers) || input.signers.length === 0 || input.signers.some((s) => typeof s !== 'string' || s.trim() === '')) {
    throw new TypeError('signers must be non-empty names');
  }
  if (!Number.isSafeInteger(input.signedAt) || input.signedAt < 0) throw new TypeError('signedAt must be epoch ms');
  const signers = [...input.signers].sort();
  return JSON.stringify(['nccq-esign-v1', certificateNo, sha, input.signedAt, signers]);
}
