import { describe, expect, it } from 'vitest';
import { enrolActionOf, enrolWindowAt, type EnrolActionInput } from '@/features/enrol/enrol-action-state';
import { ASSETS_ID, detail, enrolment } from './detail-fixtures';

const base = (over: Partial<EnrolActionInput> = {}): EnrolActionInput => ({
  project: detail(),
  loggedIn: true,
  authStatus: 3,
  userType: 1,
  check: { allowed: true, reasons: [] },
  mine: null,
  enrolWindow: 'open',
  here: `/projectDetail/${ASSETS_ID}.html`,
  ...over,
});

describe('enrol button state (§2 enrolment routes)', () => {
  it('logged out: 请先登录 linking to /login with the page as redirect', () => {
    const a = enrolActionOf(base({ loggedIn: false, authStatus: undefined, mine: undefined, check: undefined }));
    expect(a).toMatchObject({ kind: 'login', label: '请先登录', href: `/login?redirect=${encodeURIComponent(`/projectDetail/${ASSETS_ID}.html`)}` });
  });

  it('not verified: 请先完成实名认证 to /realNamePerson for persons and /realNameOrg for organisations', () => {
    expect(enrolActionOf(base({ authStatus: 0 }))).toMatchObject({ kind: 'verify', label: '请先完成实名认证', href: '/realNamePerson' });
    expect(enrolActionOf(base({ authStatus: 2, userType: 2 }))).toMatchObject({ kind: 'verify', href: '/realNameOrg', note: '实名认证未通过，请重新提交' });
    expect(enrolActionOf(base({ authStatus: 1 })).note).toBe('实名认证审核中，通过后即可报名');
  });

  it('falls back to the enrolment check when the profile has not loaded', () => {
    const check = { allowed: false, reasons: [{ code: 'notVerified', msg: '请先完成实名认证' }] };
    expect(enrolActionOf(base({ authStatus: undefined, check })).kind).toBe('verify');
    expect(enrolActionOf(base({ authStatus: undefined })).kind).toBe('enrol');
  });

  it('window: 报名未开始 before it opens, 报名已截止 from its end on (even when logged out)', () => {
    const { enrolment: w } = detail();
    expect(enrolWindowAt(w.startAt - 1, w)).toBe('notStarted');
    expect(enrolWindowAt(w.startAt, w)).toBe('open');
    expect(enrolWindowAt(w.endAt - 1, w)).toBe('open');
    expect(enrolWindowAt(w.endAt, w)).toBe('closed');
    expect(enrolActionOf(base({ enrolWindow: 'notStarted' })).kind).toBe('notStarted');
    expect(enrolActionOf(base({ enrolWindow: 'closed' }))).toMatchObject({ kind: 'closed', label: '报名已截止' });
    expect(enrolActionOf(base({ enrolWindow: 'closed', loggedIn: false })).label).toBe('报名已截止');
  });

  it('enrolled: 去缴纳保证金 to the cashier, then 进入报价厅 once paid', () => {
    expect(enrolActionOf(base({ mine: enrolment() }))).toMatchObject({ kind: 'pay', label: '去缴纳保证金', href: '/cashierDesk?enrolmentId=77' });
    const paid = enrolActionOf(base({ mine: enrolment({ state: 'paid', bidderCode: 'A023' }), enrolWindow: 'closed' }));
    expect(paid).toMatchObject({ kind: 'quote', label: '进入报价厅', href: `/quoteHall?assetsId=${ASSETS_ID}`, note: '已报名，竞买号 A023' });
  });

  it('directional project not unlocked: asks for the code', () => {
    expect(enrolActionOf(base({ project: detail({ directional: true, directionalVerified: false }) }))).toMatchObject({ kind: 'code' });
  });

  it('other refusals of the check disable the button with their messages', () => {
    const check = { allowed: false, reasons: [{ code: 'kindMismatch', msg: '该项目仅限机构（法人或其他组织）报名，个人账号不能报名' }] };
    expect(enrolActionOf(base({ check }))).toMatchObject({ kind: 'blocked', note: check.reasons[0].msg });
  });

  it('a package sub-asset points to its package', () => {
    const check = { allowed: false, reasons: [{ code: 'notEnrollable', msg: '该标段属于打包项目' }] };
    const parent = 'f'.repeat(32);
    expect(enrolActionOf(base({ check, project: detail({ parentAssetsId: parent }) }))).toMatchObject({ kind: 'parent', href: `/projectPkg/${parent}.html` });
  });

  it('otherwise 立即报名 to /bidEnrollNormal, or /bidEnrollPkg for packages', () => {
    expect(enrolActionOf(base())).toMatchObject({ kind: 'enrol', label: '立即报名', href: `/bidEnrollNormal?assetsId=${ASSETS_ID}` });
    expect(enrolActionOf(base({ project: detail({ isPackage: true, projectType: 1 }) }))).toMatchObject({ href: `/bidEnrollPkg?assetsId=${ASSETS_ID}` });
  });
});
