import { msg } from '@/i18n';

/**
 * Entries of the user centre (§2 "Routes flagged requireAuth", user centre list), grouped the way
 * the user thinks about them: the /usercenterIndex tiles and the side menu of the user-centre pages.
 * Plain hrefs, so a section can list a page whose route module is loaded lazily. Titles and labels are source
 * messages: show them with `t()`.
 */
export interface UsercenterLink {
  label: string;
  href: string;
}

export interface UsercenterSection {
  title: string;
  links: UsercenterLink[];
}

/** The account-settings section's title (the record pages' side menu leaves it out). */
export const ACCOUNT_SETTINGS = msg('账户设置');

export const USERCENTER_SECTIONS: UsercenterSection[] = [
  {
    title: msg('交易管理'),
    links: [
      { label: msg('我的项目'), href: '/myProject' },
      { label: msg('我的保证金'), href: '/myDeposit' },
      { label: msg('项目结算'), href: '/projectSettlement' },
      { label: msg('我的合同'), href: '/myContract' },
      { label: msg('我的文件'), href: '/myFiles' },
    ],
  },
  {
    title: msg('消息与收藏'),
    links: [
      { label: msg('我的收藏'), href: '/myCollect' },
      { label: msg('我的消息'), href: '/myMessage' },
      { label: msg('申诉记录'), href: '/shensuRecord' },
    ],
  },
  {
    title: ACCOUNT_SETTINGS,
    links: [
      { label: msg('会员信息'), href: '/membership' },
      { label: msg('实名认证'), href: '/realNamePersonInfo' },
      { label: msg('电子签章'), href: '/contract/seal/apply' },
      { label: msg('账户安全'), href: '/accountSafe' },
      { label: msg('修改密码'), href: '/updatePassWord' },
      { label: msg('更换手机'), href: '/memberEditPhone' },
      { label: msg('修改头像'), href: '/memberEditHead' },
    ],
  },
];
