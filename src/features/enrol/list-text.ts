import { activeLanguage, languageTag } from '@/i18n';

/**
 * Names joined as a list in the active language ('甲、乙、丙' in zh, 'A, B, C' in en), for lists of data such as the
 * chosen 标段 or the missing materials. Call it where the text is shown.
 */
export function listText(items: readonly string[]): string {
  return new Intl.ListFormat(languageTag(activeLanguage()), { type: 'conjunction', style: 'narrow' }).format(items);
}
