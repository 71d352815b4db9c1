import { setBidRoomLanguage } from '@streams/bid-room-language';
import { i18n, type Language, languageTag } from './i18n';
import { loadNamespace } from './catalogues';

/**
 * Makes `language` the active one: loads its common and shared catalogues, activates it (every {@link useT} component renders
 * again), sets `<html lang>` and the bid room's handshake language. Resolves when the switch is done; the caller remembers the choice (§3 common state).
 */
export async function applyLanguage(language: Language): Promise<void> {
  await Promise.all([loadNamespace(language, 'common'), loadNamespace(language, 'shared')]);
  if (i18n.locale !== language) i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = languageTag(language);
  // The bid room's refusals follow too, from its next handshake.
  setBidRoomLanguage(language);
}
