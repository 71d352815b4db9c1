/**
 * §5 Masking: ID numbers keep the first 4 and last 4 characters, phone numbers the first 3 and last 4; everything
 * between becomes '*', one per character, so the length still shows.
 */

function mask(value: string | null | undefined, head: number, tail: number): string {
  const s = (value ?? '').trim();
  if (s.length <= head + tail) return s;
  return s.slice(0, head) + '*'.repeat(s.length - head - tail) + s.slice(-tail);
}

/**
 * '110101199001011234' → '1101**********1234'. Values of 8 characters or fewer are returned as they are; null → ''.
 * @see §5 Masking
 */
export const maskIdNumber = (id: string | null | undefined): string => mask(id, 4, 4);

/**
 * '13812345678' → '138****5678'. Values of 7 characters or fewer are returned as they are; null → ''.
 * @see §5 Masking
 */
export const maskPhone = (phone: string | null | undefined): string => mask(phone, 3, 4);

/**
 * A name shown to others: the first character kept, the rest starred ('张三丰' → '张**'); dots of ethnic-minority
 * names are kept so the shape reads ('阿卜杜·热合曼' → '阿**·***').
 */
export function maskName(name: string | null | undefined): string {
  const chars = Array.from((name ?? '').trim());
  return chars.map((c, i) => (i === 0 || c === '·' ? c : '*')).join('');
}
