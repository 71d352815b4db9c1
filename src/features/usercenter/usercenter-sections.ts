import { AUTH_STATUS } from '@contract/auth';
import { msg } from '@/i18n';
export { USERCENTER_SECTIONS, type UsercenterLink, type UsercenterSection } from '@/lib/usercentre-nav';

/** Real-name verification entry for the account kind (§6: separate person and organisation flows). */
export function realNameHref(userType: number): string {
  return userType === 2 ? '/realNameOrg' : '/realNamePerson';
}

/**
 * The real-name call to action of the overview card by §3 authStatus: 0 start the flow of the
 * account's kind, 1 follow the review, 2 read why it failed and correct it, 3 see the record. `label` is a message (show it
 * with `t()`).
 */
export function realNameAction(authStatus: number, userType: number): { label: string; href: string } {
  if (authStatus === AUTH_STATUS.verifying) return { label: msg('查看审核进度'), href: '/realNamePersonInfo' };
  if (authStatus === AUTH_STATUS.rejected) return { label: msg('查看未通过原因'), href: '/membershipReason' };
  if (authStatus === AUTH_STATUS.verified) return { label: msg('查看认证信息'), href: '/realNamePersonInfo' };
  return { label: msg('去实名认证'), href: realNameHref(userType) };
}
