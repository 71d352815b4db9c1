import { AUTH_STATUS, USER_TYPE } from '@contract/auth-paths';
import type { EnrolmentView } from '@contract/enrolment';
import type { ProjectDetail } from '@contract/project-detail';
import type { EnrolmentCheckAnswer } from '@contract/realname';
import { loginHref } from '@/lib/paths';
import { msg, t } from '@/i18n';

/**
 * What the detail page's enrol button does (§2 enrolment routes), one kind per situation:
 * - link kinds carry `href`: login, verify, pay, quote, parent, enrol;
 * - 'code' opens the directional-code dialog;
 * - 'notStarted', 'closed', 'blocked' are disabled and say why in `note`.
 */
export type EnrolAction =
  | { kind: 'login' | 'verify' | 'pay' | 'quote' | 'parent' | 'enrol'; label: string; href: string; note?: string }
  | { kind: 'code'; label: string; note?: string }
  | { kind: 'notStarted' | 'closed' | 'blocked'; label: string; note?: string };

/** Where the server-corrected now stands against a project's enrolment window: all the button reads of the clock. */
export type EnrolWindow = 'notStarted' | 'open' | 'closed';

/**
 * The enrolment window's phase at `now` (server-corrected epoch ms): before `startAt`, from `startAt` up to `endAt`,
 * from `endAt` on (epoch ms, §2 project detail's `enrolment`).
 */
export function enrolWindowAt(now: number, enrolment: { startAt: number; endAt: number }): EnrolWindow {
  if (now < enrolment.startAt) return 'notStarted';
  return now >= enrolment.endAt ? 'closed' : 'open';
}

/** Everything the button depends on; `enrolWindow` is the enrolment window's phase now ({@link enrolWindowAt}). */
export interface EnrolActionInput {
  project: Pick<ProjectDetail, 'assetsId' | 'isPackage' | 'parentAssetsId' | 'directional' | 'directionalVerified' | 'enrolment'>;
  loggedIn: boolean;
  /** §3 authStatus of the logged-in user (3 = 已认证). */
  authStatus?: number;
  /** 1 person, 2 organisation: picks the real-name flow to link to. */
  userType?: number;
  check?: EnrolmentCheckAnswer;
  mine?: EnrolmentView | null;
  enrolWindow: EnrolWindow;
  /** The page to come back to after logging in. */
  here: string;
}

const VERIFY_NOTES: Record<number, string> = { [AUTH_STATUS.verifying]: msg('实名认证审核中，通过后即可报名'), [AUTH_STATUS.rejected]: msg('实名认证未通过，请重新提交') };
const has = (check: EnrolmentCheckAnswer | undefined, code: string) => Boolean(check?.reasons.some((r) => r.code === code));
const VERIFY_REASONS = ['notVerified', 'verifying', 'verificationRejected'];

/** The profile's authStatus when known, else what the enrolment check says; unknown counts as not verified. */
function isVerified(authStatus: number | undefined, check: EnrolmentCheckAnswer | undefined): boolean {
  if (authStatus !== undefined) return authStatus === AUTH_STATUS.verified;
  return check ? !VERIFY_REASONS.some((code) => has(check, code)) : false;
}

/**
 * The enrol button for `input`, checked in this order: an existing enrolment (paid → 进入报价厅,
 * else 去缴纳保证金), a package's sub-asset (enrol on the package), the enrolment window
 * (报名未开始 / 报名已截止), login (请先登录 with redirect), real-name verification (请先完成实名认证
 * → /realNamePerson or /realNameOrg), the directional code, other refusals of the enrolment check,
 * and finally 立即报名 → /bidEnrollNormal or /bidEnrollPkg (packages). Labels and notes are in the active language:
 * call it where the button renders.
 */
export function enrolActionOf(input: EnrolActionInput): EnrolAction {
  const { project: p, loggedIn, authStatus, userType, check, mine, enrolWindow } = input;
  const id = p.assetsId;
  if (loggedIn && mine?.state === 'paid') {
    return { kind: 'quote', label: t('进入报价厅'), href: `/quoteHall?assetsId=${id}`, note: mine.bidderCode ? t('已报名，竞买号 {code}', { code: mine.bidderCode }) : t('已报名，保证金已缴纳') };
  }
  if (loggedIn && mine) return { kind: 'pay', label: t('去缴纳保证金'), href: `/cashierDesk?enrolmentId=${mine.id}`, note: t('已报名，待缴纳保证金') };
  if (p.parentAssetsId && !p.isPackage && has(check, 'notEnrollable')) {
    return { kind: 'parent', label: t('前往打包项目报名'), href: `/projectPkg/${p.parentAssetsId}.html`, note: t('该标段属于打包项目') };
  }
  if (enrolWindow === 'notStarted') return { kind: 'notStarted', label: t('报名未开始'), note: p.enrolment.startTime ? t('报名开始时间 {time}', { time: p.enrolment.startTime.slice(0, 16) }) : undefined };
  if (enrolWindow === 'closed') return { kind: 'closed', label: t('报名已截止') };
  if (!loggedIn) return { kind: 'login', label: t('请先登录'), href: loginHref(input.here), note: t('登录后即可报名') };
  if (!isVerified(authStatus, check)) {
    const href = userType === USER_TYPE.organisation ? '/realNameOrg' : '/realNamePerson';
    const note = VERIFY_NOTES[authStatus ?? -1];
    return { kind: 'verify', label: t('请先完成实名认证'), href, note: note ? t(note) : t('完成实名认证后即可报名') };
  }
  if (p.directional && !p.directionalVerified) return { kind: 'code', label: t('输入定向码报名'), note: t('定向发布项目需验证定向码') };
  if (check && !check.allowed) {
    if (has(check, 'closed')) return { kind: 'closed', label: t('报名已截止') };
    return { kind: 'blocked', label: t('暂不可报名'), note: check.reasons.map((r) => r.msg).join(t('；')) || undefined };
  }
  return { kind: 'enrol', label: t('立即报名'), href: `${p.isPackage ? '/bidEnrollPkg' : '/bidEnrollNormal'}?assetsId=${id}` };
}
