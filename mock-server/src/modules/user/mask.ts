/**
 * Masking of personal data in answers (§5 Masking): phones keep the first 3 and last 4 digits, '138****1234'.
 * Anything shorter than 8 characters is fully starred rather than half shown.
 */
export function maskPhone(phone: string): string {
  return phone.length < 8 ? '*'.repeat(phone.length) : `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/**
 * A login name shown to someone who proved only the phone (find account): the first and last two characters with
 * '***' between, e.g. 'demo_admin' → 'de***in'; names under 6 characters keep one at each end ('lisi' → 'l***i').
 */
export function maskLoginName(loginName: string): string {
  const keep = loginName.length >= 6 ? 2 : 1;
  return `${loginName.slice(0, keep)}***${loginName.slice(-keep)}`;
}
