import { TEXT_CUT } from '../constants';

/**
 * Cuts `text` to `length` characters (code points, so no half emoji) and adds '…' only when something was cut.
 * null/undefined → ''. The default is the general cut of §9 (96).
 * @see §5 Text cut, §9 text cuts
 */
export function cutText(text: string | null | undefined, length: number = TEXT_CUT.general): string {
  if (!text) return '';
  const chars = Array.from(text);
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : text;
}
