import { Catalogue } from './catalogue';
import enLabels from './labels.en.json';
import enMessages from './en.json';
import type { Language } from './language';

export type { Language } from './language';

/** The en catalogue of every message the server sends (envelope `msg`, bid-room refusals), keyed by the zh text. */
const MESSAGES = new Catalogue(enMessages);
/** The en catalogue of fixed interface labels served as data (dictionary, asset types, menu, platform name). */
const LABELS = new Catalogue(enLabels);

/**
 * A message the server sends (an envelope's `msg`, an ack's error) in `language`: zh is the source and is returned
 * unchanged; en is the catalogue's translation, or the zh text when the catalogue has none.
 */
export function translateMessage(text: string, language: Language): string {
  return language === 'zh' ? text : MESSAGES.translate(text);
}

/**
 * A fixed interface label stored or built as data (a dictionary item's name, an asset type, a menu name) in
 * `language`; a value the label catalogue does not know (a project name, a place, user data) is returned unchanged.
 */
export function translateLabel(text: string, language: Language): string {
  return language === 'zh' ? text : LABELS.translate(text);
}
