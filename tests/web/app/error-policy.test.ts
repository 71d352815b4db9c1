// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api/client';
import type { ErrorMeta } from '@/lib/api/error-meta';
import { createQueryClient } from '@/app/query-client';
import { setLoginPromptHandler, setUnauthorizedHandler, withErrorPolicy } from '@/lib/api/error-policy';
import { useCommonStore } from '@/stores/common';
import { useSessionStore } from '@/stores/session';

vi.mock('@/lib/toast', () => ({ toast: { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
const envelope = (code: number, msg = '') => ({ code, success: code === 200, data: null, msg });
const onUnauthorized = vi.fn<(redirect: string) => void>();
const onLoginPrompt = vi.fn<() => void>();

let queryClient: QueryClient;
/** One query through the app's cache (its retries included, without their delay). */
const query = (meta?: ErrorMeta) =>
  queryClient.fetchQuery({ queryKey: ['t', Math.random()], queryFn: () => api.get('x'), meta, retryDelay: 0 }).catch((e: unknown) => e);
/** One mutation through the app's cache. */
const mutation = (meta?: ErrorMeta) => new MutationObserver(queryClient, { mutationFn: () => api.post('x'), meta }).mutate().catch((e: unknown) => e);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  queryClient = createQueryClient();
  setUnauthorizedHandler(onUnauthorized);
  setLoginPromptHandler(onLoginPrompt);
  useSessionStore.getState().loggedOut();
  useCommonStore.setState({ isLock: false, lockPasswd: '', helpBrowser: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  fetchMock.mockReset();
});

describe('what the user sees (§8)', () => {
  it('a 400 from a mutation shows its msg once', async () => {
    answer(400, envelope(400, '手机号已注册'));
    await mutation();
    expect(toast.warning).toHaveBeenCalledTimes(1);
    expect(toast.warning).toHaveBeenCalledWith('手机号已注册');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('toasts msg, then error_description, then 未知错误', async () => {
    answer(400, { code: 400, msg: '', error_description: '验证码不正确' });
    await query();
    expect(toast.warning).toHaveBeenLastCalledWith('验证码不正确');
    answer(200, envelope(5001, '项目已下架'));
    await query();
    expect(toast.warning).toHaveBeenLastCalledWith('项目已下架');
    answer(400, envelope(400));
    await query();
    expect(toast.warning).toHaveBeenLastCalledWith('未知错误');
    expect(toast.warning).toHaveBeenCalledTimes(3);
  });

  it('shows no-answer failures as error toasts, one network toast for many calls', async () => {
    answer(502, '<html>Bad Gateway</html>');
    answer(502, '');
    answer(502, '');
    await query();
    expect(toast.error).toHaveBeenLastCalledWith('服务暂不可用，请稍后重试');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await mutation();
    expect(toast.error).toHaveBeenLastCalledWith('网络异常，请检查网络连接', { id: 'api-network' });
    expect(toast.warning).not.toHaveBeenCalled();
  });

  it("shows nothing for meta 'silent' and 'caller', nor for §8 quiet rejections (369, 407)", async () => {
    answer(400, envelope(400, '参数错误'));
    await query({ errorMode: 'silent' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await query({ errorMode: 'silent' });
    answer(400, envelope(400, '未报名'));
    await mutation({ errorMode: 'caller' });
    answer(200, envelope(369, '需要实名认证'));
    await query();
    for (const fn of Object.values(toast)) expect(fn).not.toHaveBeenCalled();
  });

  it("alerts instead for meta 'alert' (footer articles)", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    answer(400, envelope(400, '栏目不存在'));
    await query({ errorMode: 'alert' });
    expect(alert).toHaveBeenCalledWith('栏目不存在');
    expect(toast.warning).not.toHaveBeenCalled();
  });
});

describe('401 (§8)', () => {
  beforeEach(() => {
    window.history.pushState({}, '', '/myProject?tab=2#top');
    useSessionStore.getState().loggedIn({ baseUserId: '7', name: '张三', token: 't', grantType: 'password' });
    useCommonStore.setState({ isLock: true, lockPasswd: '1234', helpBrowser: true });
  });

  it('ends the session and hands the current path to the unauthorized handler, even when silent', async () => {
    answer(401, envelope(401, '请求未授权'));
    await query({ errorMode: 'silent' });
    expect(useSessionStore.getState()).toMatchObject({ baseUserId: undefined, token: undefined });
    expect(useCommonStore.getState()).toMatchObject({ isLock: false, lockPasswd: '', helpBrowser: false });
    expect(onUnauthorized).toHaveBeenCalledWith('/myProject?tab=2#top');
    expect(onLoginPrompt).not.toHaveBeenCalled();
    expect(toast.warning).not.toHaveBeenCalled();
  });

  it('opens the login prompt instead for authPrompt mutations, keeping the session', async () => {
    answer(401, envelope(401));
    await mutation({ authPrompt: true });
    expect(onLoginPrompt).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(useSessionStore.getState().baseUserId).toBe('7');
  });

  it('applies to calls outside the cache through withErrorPolicy', async () => {
    answer(401, envelope(401));
    await expect(withErrorPolicy(api.post('/api-bid/lot/bid'), { errorMode: 'caller' })).rejects.toMatchObject({ category: 'session' });
    expect(useSessionStore.getState().baseUserId).toBeUndefined();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('retries', () => {
  it('never repeats a 4xx or a business refusal', async () => {
    answer(400, envelope(400, '参数错误'));
    await query({ errorMode: 'silent' });
    answer(200, envelope(5001, '项目已下架'));
    await query({ errorMode: 'silent' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('repeats a network error and a 5xx twice, then reports once', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    answer(503, '');
    answer(200, { code: 200, success: true, data: 'ok', msg: '' });
    await expect(queryClient.fetchQuery({ queryKey: ['r'], queryFn: () => api.get('x'), retryDelay: 0 })).resolves.toBe('ok');
    expect(fetchMock).toHaveBeenCalledTimes(3);

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await query();
    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(toast.error).toHaveBeenCalledTimes(1);
  });
});
