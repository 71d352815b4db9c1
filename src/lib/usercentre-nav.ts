/**
 * Entries of the user centre (§2 "Routes flagged requireAuth", user centre list), grouped the way
 * the user thinks about them: the /usercenterIndex tiles and the side menu of the user-centre pages.
 * Plain hrefs, so a section can list a page whose route module is loaded lazily.
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
      { label: '电子签章', href: '/contract/seal/apply' },
      { label: '账户安全', href: '/accountSafe' },
      { label: '修改密码', href: '/updatePassWord' },
      { label: '更换手机', href: '/memberEditPhone' },
      { label: '修改头像', href: '/memberEditHead' },
    ],
  },
];
