/**
 * The portal's messages in zh and en (§1 language setting). See i18n.ts for the convention (messages keyed by their zh
 * source text), catalogues.ts for the namespaces and their per-route loading, switch.ts for changing the language.
 */
export { activeLanguage, i18n, LANGUAGES, languageTag, msg, SOURCE_LANGUAGE, t, type Language, type MessageValues } from './i18n';
export { loadNamespace, type Namespace } from './catalogues';
export { useLanguage, useT } from './use-t';
export { applyLanguage } from './switch';
