import { useSyncExternalStore } from 'react';
import { i18n, type Language, t } from './i18n';
import { loadNamespace, type Namespace } from './catalogues';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const locale = () => i18n.locale as Language;

/**
 * The message function for a component in namespace `ns` (its folder: src/i18n/catalogues.ts). The component
 * renders again when the language changes, and suspends until the `ns` catalogue of a new language has loaded.
 * @returns {@link t}
 */
export function useT(ns: Namespace): typeof t {
  const language = useSyncExternalStore(subscribe, locale, locale);
  // Suspends (React's Suspense protocol: the pending load is thrown) until the catalogue is in; a loaded one, marked
  // fulfilled, does not.
  const load = loadNamespace(language, ns);
  if (load.status !== 'fulfilled') throw load;
  return t;
}

/** The active language, re-rendering on change (for formatters that take it). */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, locale, locale);
}
