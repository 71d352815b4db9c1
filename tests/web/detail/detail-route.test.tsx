// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@/stores/session';
import { ASSETS_ID, detail, fakeApi, detailPageTestHooks } from './detail-fixtures';
import { renderAt } from '../render-app';


const section = (content: string) => () => ({ assetsId: ASSETS_ID, section: 'risk-warning', title: '风险提示', content, items: [], locked: false, updateTime: '' });

detailPageTestHooks();

describe('/projectDetail/{assetsId}.html', () => {
  it('parses the .html param, shows the facts and a 请先登录 enrol link when logged out', async () => {
    const calls = fakeApi({ 'dscq-project/project/detail': () => detail() });
    const router = renderAt(`/projectDetail/${ASSETS_ID.toUpperCase()}.html`);
    expect(await screen.findByRole('heading', { level: 1, name: '东坡区土地承包经营权出租' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/projectDetail/${ASSETS_ID.toUpperCase()}.html`);
    expect(calls).toContain('dscq-project/project/detail');
    expect(screen.getByText('NCCQ-2026-0001')).toBeTruthy();
    const login = screen.getByRole('link', { name: '请先登录' });
    expect(login.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(`/projectDetail/${ASSETS_ID.toUpperCase()}.html`)}`);
    expect(document.title).toBe('农村产权交易平台 - 项目详情');
  });

  it('turns the enrol button into 报名已截止 the second the window closes, without a reload', async () => {
    const endAt = Date.now() + 1200;
    const closing = detail();
    fakeApi({ 'dscq-project/project/detail': () => ({ ...closing, enrolment: { ...closing.enrolment, endAt, open: true } }) });
    renderAt(`/projectDetail/${ASSETS_ID}.html`);
    expect(await screen.findByRole('link', { name: '请先登录' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: '报名已截止' }, { timeout: 4000 })).toBeTruthy();
    expect(Date.now()).toBeGreaterThanOrEqual(endAt);
    expect(screen.queryByRole('link', { name: '请先登录' })).toBeNull();
  });

  it('renders a sanitised rich-text tab chosen through ?tab=', async () => {
    fakeApi({
      'dscq-project/project/detail': () => detail(),
      'dscq-project/assets-detail/risk-warning': section('<p>注意<img src=x onerror="window.pwned=1">风险</p><script>window.pwned=1</script>'),
    });
    renderAt(`/projectDetail/${ASSETS_ID}.html?tab=risk-warning`);
    const panel = await screen.findByRole('article', { name: '风险提示' });
    // the sanitiser's code loads with the tab (components/ui/lazy-rich-text.tsx): the text follows a moment later
    expect(await within(panel).findByText(/注意/)).toBeTruthy();
    expect(panel.innerHTML).not.toMatch(/onerror|<script/);
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });

  it('shows the Chinese not-found state for an unknown project and for a malformed id', async () => {
    fakeApi({ 'dscq-project/project/detail': () => ({ $status: 404, $msg: '项目不存在' }) });
    renderAt(`/projectDetail/${ASSETS_ID}.html`);
    expect(await screen.findByRole('heading', { name: '项目不存在或已下架' })).toBeTruthy();
    cleanup();
    renderAt('/projectPkg/not-an-id.html');
    expect(await screen.findByRole('heading', { name: '项目不存在或已下架' })).toBeTruthy();
  });

  it('favourite while logged out shows 用户未登录 with a go-login button and keeps the session page', async () => {
    const calls = fakeApi({
      'dscq-project/project/detail': () => detail(),
      'dscq-user/collect-assets/add': () => ({ $status: 401, $msg: '请先登录' }),
    });
    const router = renderAt(`/projectDetail/${ASSETS_ID}.html`);
    await userEvent.click(await screen.findByRole('button', { name: /收藏/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('用户未登录')).toBeTruthy();
    expect(calls).toContain('dscq-user/collect-assets/add');
    expect(router.state.location.pathname).toBe(`/projectDetail/${ASSETS_ID}.html`);
    expect(screen.getByRole('button', { name: /收藏/, hidden: true }).getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(within(dialog).getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toMatchObject({ redirect: `/projectDetail/${ASSETS_ID}.html` });
  });

  it('favourite while logged in flips at once, then shows the server state', async () => {
    useSessionStore.getState().loggedIn({ baseUserId: '1', token: 't', grantType: 'password', userInfo: { authStatus: 3 } });
    let collected = false;
    fakeApi({
      'dscq-project/project/detail': () => detail({ isCollected: collected, favouriteCount: collected ? 9 : 8 }),
      'dscq-user/user/detail': () => ({ id: '1', loginName: 'zhangsan', name: '张三', authStatus: 3, headImg: '', phone: '', userType: 1 }),
      'dscq-project/enrolment/check': () => ({ allowed: true, reasons: [] }),
      'dscq-project/enrolment/mine': () => null,
      'dscq-user/collect-assets/add': () => {
        collected = true;
        return { assetsId: ASSETS_ID, collected: true, favouriteCount: 9 };
      },
    });
    renderAt(`/projectDetail/${ASSETS_ID}.html`);
    expect(await screen.findByRole('link', { name: '立即报名' }, { timeout: 5000 })).toBeTruthy();
    const button = screen.getByRole('button', { name: /收藏/ });
    expect(button.textContent).toContain('(8)');
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: /已收藏/ }).textContent).toContain('(9)'));
    expect(screen.getByRole('button', { name: /已收藏/ }).getAttribute('aria-pressed')).toBe('true');
  });
});
