import { i18n, type Language, languageTag } from './i18n';
import { loadNamespace } from './catalogues';

/**
 * Makes `language` the active one: loads its common and shared catalogues, activates it (every {@link useT} component renders
 * again) and sets `<html lang>`. Resolves when the switch is done; the caller remembers the choice (§3 common state).
 */
export async function applyLanguage(language: Language): Promise<void> {
  await Promise.all([loadNamespace(language, 'common'), loadNamespace(language, 'shared')]);
  if (i18n.locale !== language) i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = languageTag(language);
}
