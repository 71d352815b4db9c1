import { setupI18n, type Messages } from '@lingui/core';

/**
 * The portal's languages (§1 language setting): zh, the source language every message is written in, and en.
 * Messages are keyed by their zh source text (the gettext convention): `t('报价大厅')` shows the text itself in zh and
 * its entry of the en catalogue (src/locales/en/<namespace>.json, compiled to Lingui's format at build time by
 * vite.config.ts) in en. zh therefore needs no catalogue at run time; `npm run i18n` keeps the zh catalogues (the
 * list of every source message) and checks the en ones.
 */
export type Language = 'zh' | 'en';
export const LANGUAGES: readonly Language[] = ['zh', 'en'];
/** The language messages are written in and the default (§1, §9). */
export const SOURCE_LANGUAGE: Language = 'zh';

/** A placeholder in a source message: `{name}`. Source messages use no other ICU syntax. */
const PLACEHOLDER = /\{(\w+)\}/;
const compiled = new Map<string, string | (string | string[])[]>();

/**
 * Source message → Lingui's compiled form: '共 {n} 条' → ['共 ', ['n'], ' 条']; text without a placeholder stays
 * a string. Used for zh and for an en message missing from its catalogue (which then shows in zh).
 */
function compileSource(message: string) {
  let out = compiled.get(message);
  if (out === undefined) {
    const parts = message.split(PLACEHOLDER);
    out = parts.length === 1 ? message : parts.map((p, i) => (i % 2 ? [p] : p)).filter((p) => p !== '');
    compiled.set(message, out);
  }
  return out;
}

/** The portal's one message catalogue instance (Lingui core). */
export const i18n = setupI18n({ locale: SOURCE_LANGUAGE, messages: { zh: {}, en: {} } });
i18n.setMessagesCompiler(compileSource as (message: string) => never);

/** Values a message's placeholders take: `{ n: 3 }` for '共 {n} 条'. */
export type MessageValues = Record<string, string | number | null | undefined>;

/**
 * A message in the active language. `source` is the zh text, with `{name}` placeholders filled from `values`.
 * Call it where the text is shown (render, toast, announcement), not at module load: the language can change.
 * @returns the en translation when en is active and loaded, else the zh source
 */
export function t(source: string, values?: MessageValues): string {
  return i18n._(source, values as Record<string, unknown> | undefined);
}

export { msg } from '@contract/i18n';

/** Adds compiled messages of `language` to the active catalogue. */
export function addMessages(language: Language, messages: Messages): void {
  i18n.load(language, messages);
}

/** The active language. */
export const activeLanguage = (): Language => i18n.locale as Language;

/** The BCP 47 tag of a language for `<html lang>`, `Accept-Language` and Intl formatters. */
export const languageTag = (language: Language): string => (language === 'en' ? 'en' : 'zh-CN');
