import { loadESignSecret } from './secret';
import { sandboxESignature } from './sandbox';
import type { ESignatureProvider, ESignProviderName } from './provider';

/**
 * The e-signature / timestamp authority callers certify a signed document with. Get it once at install with
 * {@link esignatureProviderFor}(ctx.config.ESIGN_PROVIDER, { dataDir, secret, exchangeEnv }); null means no
 * authority is connected: refuse to complete a signing with 409 {@link ESIGN_UNAVAILABLE_MSG}.
 */
export {
  canonicalInput, ESIGN_PROVIDERS, ESIGN_UNAVAILABLE_MSG,
  type CertifyInput, type ESignatureCertificate, type ESignatureProvider, type ESignProviderName,
} from './provider';
export { SANDBOX_AUTHORITY, sandboxESignature } from './sandbox';
export { ESIGN_SECRET_FILE, loadESignSecret } from './secret';

export interface ESignatureOptions {
  /** DATA_DIR: where the sandbox key is generated once when `secret` is not given. */
  dataDir: string;
  /** ESIGN_SANDBOX_SECRET (≥ 32 characters), shared by every server process when set. */
  secret?: string;
  /** EXCHANGE_ENV: the sandbox is never built for production, whatever the caller asks. */
  exchangeEnv?: 'development' | 'production';
}

/**
 * The provider named by ESIGN_PROVIDER: the sandbox authority for `sandbox`, null for `none`.
 * @throws Error for `sandbox` in production (the configuration already refuses it; this guards direct callers), or
 * when the sandbox has no options / a secret shorter than 32 characters.
 */
export function esignatureProviderFor(name: ESignProviderName, opts?: ESignatureOptions): ESignatureProvider | null {
  if (name === 'none') return null;
  if (opts?.exchangeEnv === 'production') throw new Error('生产环境（EXCHANGE_ENV=production）不能使用沙箱电子签名服务');
  if (!opts) throw new Error('沙箱电子签名服务需要 DATA_DIR（dataDir）以保存签名密钥');
  return sandboxESignature(loadESignSecret(opts.dataDir, opts.secret));
}
