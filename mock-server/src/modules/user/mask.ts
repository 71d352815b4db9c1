export { maskPhone } from '../../../../contract/rules/mask';

/**
 * A login name shown to someone who proved only the phone (find account): the first and last two characters with
 * '***' between, e.g. 'demo_admin' → 'de***in'; names under 6 characters keep one at each end ('lisi' → 'l***i').
 */
export function maskLoginName(loginName: string): string {
  const keep = loginName.length >= 6 ? 2 : 1;
  return `${loginName.slice(0, keep)}***${loginName.slice(-keep)}`;
}
