import { setBidRoomLanguage } from '@streams/bid-room-language';
import { i18n, type Language, LANGUAGES, languageTag, SOURCE_LANGUAGE } from './i18n';
import { loadNamespace } from './catalogues';

/**
 * Makes `language` the active one: loads its common and shared catalogues, activates it (every {@link useT} component
 * renders again), sets `<html lang>` and the bid room's handshake language. Resolves when the switch is done; the caller
 * remembers the choice (§3 common state).
 */
export async function applyLanguage(wanted: Language): Promise<void> {
  // A stored value from elsewhere (an old version, a hand edit) falls back to the default.
  const language = LANGUAGES.includes(wanted) ? wanted : SOURCE_LANGUAGE;
  await Promise.all([loadNamespace(language, 'common'), loadNamespace(language, 'shared')]);
  if (i18n.locale !== language) i18n.activate(language);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = languageTag(language);
    rememberForServer(language);
  }
  // The bid room's refusals follow too, from its next handshake.
  setBidRoomLanguage(language);
}

/**
 * The server renders the first screen in zh only (mock-server/src/http/ssr.ts): a cookie tells it that this browser shows
 * another language, so it sends the client-rendered document instead, with the first screen's inlined answers asked in
 * that language (http/first-answers.ts). It carries nothing else; zh removes it.
 */
export const LANGUAGE_COOKIE = 'nccq-lang';

function rememberForServer(language: Language): void {
  document.cookie = language === SOURCE_LANGUAGE
    ? `${LANGUAGE_COOKIE}=; path=/; max-age=0; SameSite=Lax`
    : `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}
