import { msg } from '../i18n';
/** §5 "also present": URL check, as the partner strip uses it (§2: valid http, https or ftp address). */
export const URL_MESSAGES = { empty: msg('网址不能为空'), format: msg('网址格式不正确（须以 http://、https:// 或 ftp:// 开头）') } as const;

/** Schemes a link may open (no javascript:, data: or file:). */
export const URL_SCHEMES = ['http', 'https', 'ftp'] as const;

const HOST_LABEL = /^(?!-)[A-Za-z0-9\u00a1-\uffff-]{1,63}(?<!-)$/;

/**
 * An absolute http/https/ftp URL with a host that is a dotted domain, 'localhost' or an IPv4/IPv6 address;
 * optional port, path, query and fragment. Parsed by the platform URL parser, then the host is checked, because
 * the parser alone accepts 'http://foo' and 'http://1'.
 * @returns null when valid, else 网址不能为空 / 网址格式不正确（…）
 * @see §5 Validation rules (URL), §2 Partners strip
 */
export function urlError(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  if (!v) return URL_MESSAGES.empty;
  const m = /^([a-z]+):\/\/([^/?#\s]+)[^\s]*$/i.exec(v);
  if (!m || !(URL_SCHEMES as readonly string[]).includes(m[1].toLowerCase())) return URL_MESSAGES.format;
  let host: string;
  try {
    host = new URL(v).hostname;
  } catch {
    return URL_MESSAGES.format;
  }
  if (host === 'localhost' || /^\[[0-9a-f:.]+\]$/i.test(host)) return null;
  if (/^\d+(\.\d+){3}$/.test(host)) return host.split('.').every((p) => Number(p) <= 255) ? null : URL_MESSAGES.format;
  const labels = host.split('.');
  const tld = labels[labels.length - 1];
  const ok = labels.length >= 2 && labels.every((l) => HOST_LABEL.test(l)) && !/^\d+$/.test(tld);
  return ok ? null : URL_MESSAGES.format;
}

/** True when {@link urlError} finds nothing. */
export const isUrl = (value: string | null | undefined): boolean => urlError(value) === null;
