/**
 * Whether a partner's url may be opened (§2 Home "Partners strip": only valid http, https or ftp
 * addresses open, in a new window). A valid address has one of those schemes, no whitespace, and a
 * host that is a domain with a top-level part (IDN hosts included), a dotted IPv4 address or
 * localhost. Anything else — relative paths, `javascript:`, `mailto:`, bare words — is refused.
 */
export function isValidPartnerUrl(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  const text = url.trim();
  if (!text || /\s/.test(text) || !/^(https?|ftp):\/\/[^/]/i.test(text)) return false;
  let host: string;
  try {
    host = new URL(text).hostname;
  } catch {
    return false;
  }
  if (host === 'localhost') return true;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return host.split('.').every((part) => Number(part) <= 255);
  // The URL parser has already lower-cased the host and turned IDN labels into xn-- punycode.
  return /^([a-z\d](?:[a-z\d-]*[a-z\d])?\.)+([a-z]{2,}|xn--[a-z\d-]+)$/.test(host);
}
