import Negotiator from 'negotiator';

/** The languages the server answers in: zh (the source of every message and the default) and en. */
export type Language = 'zh' | 'en';

/** The language of a request without a usable Accept-Language (§1: Chinese is the default). */
export const DEFAULT_LANGUAGE: Language = 'zh';

/** What Accept-Language is matched against, best first on a tie: zh-CN, zh-TW, zh… all mean zh. */
const OFFERED = ['zh', 'en'] as const;

/**
 * The language of an `Accept-Language` value (RFC 9110 §12.5.4, negotiated by `negotiator`: q-values, `*`, and
 * prefixes, so `en-GB` and `zh-CN;q=0.9` count). A missing, empty or unmatched header is {@link DEFAULT_LANGUAGE}.
 */
export function negotiateLanguage(acceptLanguage: string | readonly string[] | undefined): Language {
  const header = typeof acceptLanguage === 'object' ? acceptLanguage.join(',') : acceptLanguage;
  if (!header) return DEFAULT_LANGUAGE;
  const best = new Negotiator({ headers: { 'accept-language': header } }).language([...OFFERED]);
  return best === 'en' ? 'en' : DEFAULT_LANGUAGE;
}

/**
 * The language of a socket.io handshake: `auth.language` (what the portal sets: 'en', 'zh', or a BCP 47 tag such as
 * 'zh-CN'), else the handshake's Accept-Language header, else {@link DEFAULT_LANGUAGE}.
 */
export function handshakeLanguage(auth: unknown, headers: Record<string, string | string[] | undefined>): Language {
  const given = (auth as { language?: unknown } | null | undefined)?.language;
  if (typeof given === 'string' && given !== '') return negotiateLanguage(given);
  return negotiateLanguage(headers['accept-language']);
}
