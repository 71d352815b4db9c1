import { AUTH_STATUS } from '@contract/auth';

/**
 * Entries of the user centre (§2 "Routes flagged requireAuth", user centre list), grouped the way
 * the user thinks about them. Plain hrefs: several pages arrive with later work, and a typed router
 * link cannot point at a route that does not exist yet.
 */
export interface UsercenterLink {
  label: string;
  href: string;
}

export interface UsercenterSection {
  title: string;
  links: UsercenterLink[];
}

export const USERCENTER_SECTIONS: UsercenterSection[] = [
  {
    title: '交易管理',
    links: [
      { label: '我的项目', href: '/myProject' },
      { label: '我的保证金', href: '/myDeposit' },
      { label: '项目结算', href: '/projectSettlement' },
      { label: '我的合同', href: '/myContract' },
      { label: '我的文件', href: '/myFiles' },
    ],
  },
  {
    title: '消息与收藏',
    links: [
      { label: '我的收藏', href: '/myCollect' },
      { label: '我的消息', href: '/myMessage' },
      { label: '申诉记录', href: '/shensuRecord' },
    ],
  },
  {
    title: '账户设置',
    links: [
      { label: '会员信息', href: '/membership' },
      { label: '实名认证', href: '/realNamePersonInfo' },
      { label: '账户安全', href: '/accountSafe' },
      { label: '修改密码', href: '/updatePassWord' },
      { label: '更换手机', href: '/memberEditPhone' },
      { label: '修改头像', href: '/memberEditHead' },
    ],
  },
];

/** Real-name verification entry for the account kind (§6: separate person and organisation flows). */
export function realNameHref(userType: number): string {
  return userType === 2 ? '/realNameOrg' : '/realNamePerson';
}

/**
 * The real-name call to action of the overview card by §3 authStatus: 0 start the flow of the
 * account's kind, 1 follow the review, 2 read why it failed and correct it, 3 see the record.
 */
export function realNameAction(authStatus: number, userType: number): { label: string; href: string } {
  if (authStatus === AUTH_STATUS.verifying) return { label: '查看审核进度', href: '/realNamePersonInfo' };
  if (authStatus === AUTH_STATUS.rejected) return { label: '查看未通过原因', href: '/membershipReason' };
  if (authStatus === AUTH_STATUS.verified) return { label: '查看认证信息', href: '/realNamePersonInfo' };
  return { label: '去实名认证', href: realNameHref(userType) };
}
