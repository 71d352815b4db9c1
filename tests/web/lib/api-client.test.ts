// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { clock } from '@streams/clock';
import { ApiError, api, recordsOf } from '@/lib/api/client';
import { useCommonStore } from '@/stores/common';
import { useSessionStore } from '@/stores/session';

vi.mock('@/lib/toast', () => ({ toast: { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };

const fetchMock = vi.fn<typeof fetch>();
const answer = ({ status = 200, body = { code: 200, success: true, data: null, msg: '操作成功' }, headers = {} }: Answer = {}) =>
  fetchMock.mockResolvedValueOnce(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }),
  );
const envelope = (code: number, extra: Record<string, unknown> = {}) => ({ code, success: code === 200, data: null, msg: '', ...extra });

const lastCall = () => {
  const [url, init] = fetchMock.mock.calls[fetchMock.mock.calls.length - 1];
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().loggedOut();
  useCommonStore.setState({ isLock: false, lockPasswd: '', helpBrowser: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  fetchMock.mockReset();
});

describe('request headers and URL (§7 general rules)', () => {
  it('sends the client id on every call', async () => {
    answer();
    await api.get('dscq-system/industry/list');
    expect(lastCall().headers.get('Client-Id')).toBe('nccq-web');
    answer();
    await api.post('dscq-project/search/page', { size: 10 });
    expect(lastCall().headers.get('Client-Id')).toBe('nccq-web');
  });

  it('sends the bearer token only for the password grant', async () => {
    answer();
    await api.get('a');
    expect(lastCall().headers.has('Blade-Auth')).toBe(false);

    useSessionStore.getState().loggedIn({ baseUserId: '7', token: 'tok-1', refreshToken: 'r', grantType: 'password' });
    answer();
    await api.get('a');
    expect(lastCall().headers.get('Blade-Auth')).toBe('bearer tok-1');

    useSessionStore.getState().loggedIn({ baseUserId: '7', token: 'tok-2', grantType: 'verify_code' });
    answer();
    await api.post('a');
    expect(lastCall().headers.has('Blade-Auth')).toBe(false);
  });

  it('adds a random n to GET calls only', async () => {
    answer();
    answer();
    await api.get('dscq-system/dict/dictionary', { code: 'idType', skipped: undefined, none: null });
    const first = new URL(lastCall().url, 'http://x');
    await api.get('dscq-system/dict/dictionary', { code: 'idType' });
    const second = new URL(lastCall().url, 'http://x');
    expect(first.pathname).toBe('/api/dscq-system/dict/dictionary');
    expect(first.searchParams.get('code')).toBe('idType');
    expect(first.searchParams.has('skipped')).toBe(false);
    expect(first.searchParams.has('none')).toBe(false);
    expect(first.searchParams.get('n')).toBeTruthy();
    expect(first.searchParams.get('n')).not.toBe(second.searchParams.get('n'));

    answer();
    await api.post('dscq-project/search/page', { size: 10, projectNatures: '49' });
    expect(lastCall().url).toBe('/api/dscq-project/search/page');
    expect(lastCall().init.method).toBe('POST');
    expect(lastCall().headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(lastCall().init.body))).toEqual({ size: 10, projectNatures: '49' });
  });

  it('tolerates a leading /api/ or / and keeps bid-base paths', async () => {
    for (const url of ['/api/dscq-system/region/list', '/dscq-system/region/list', 'dscq-system/region/list']) {
      answer();
      await api.post(url);
      expect(lastCall().url).toBe('/api/dscq-system/region/list');
    }
    answer();
    await api.post('/api-bid/round/ongoing');
    expect(lastCall().url).toBe('/api-bid/round/ongoing');
  });

  it('puts params of a POST in the query when asked', async () => {
    answer({ body: { access_token: 'a', refresh_token: 'r', token_type: 'bearer' } });
    await api.post('blade-auth/oauth/token', undefined, { params: { grant_type: 'password', username: 'u' } });
    expect(lastCall().url).toBe('/api/blade-auth/oauth/token?grant_type=password&username=u');
    expect(lastCall().init.body).toBeUndefined();
  });
});

describe('answers (§7, §8): the wire mapped to typed errors', () => {
  it('resolves the data of code 200', async () => {
    answer({ body: envelope(200, { data: { records: [1, 2] } }) });
    await expect(api.get('x')).resolves.toEqual({ records: [1, 2] });
  });

  it('resolves a flat 2xx answer without an envelope as is (token endpoint)', async () => {
    const token = { access_token: 'a', refresh_token: 'r', user_id: '1', isAllowAccess: true };
    answer({ body: token });
    await expect(api.post('blade-auth/oauth/token')).resolves.toEqual(token);
  });

  it('rejects with a refused ApiError carrying msg, then error_description, then 未知错误', async () => {
    answer({ status: 400, body: envelope(400, { msg: '参数错误' }) });
    const e1 = await api.get('x').catch((e: unknown) => e);
    expect(e1).toBeInstanceOf(ApiError);
    expect(e1).toMatchObject({ status: 400, code: 400, message: '参数错误', kind: 'http', category: 'refused' });

    answer({ status: 400, body: { code: 400, msg: '用户名或密码错误', error_description: 'Bad credentials' } });
    await expect(api.get('x')).rejects.toMatchObject({ message: '用户名或密码错误' });

    answer({ status: 400, body: { error_code: 400, msg: '', error_description: '验证码不正确' } });
    await expect(api.post('blade-auth/oauth/token')).rejects.toMatchObject({ code: 400, message: '验证码不正确', category: 'refused' });

    answer({ status: 500, body: envelope(500) });
    await expect(api.get('x')).rejects.toMatchObject({ status: 500, message: '未知错误', category: 'refused' });

    answer({ status: 200, body: envelope(5001, { msg: '项目已下架' }) });
    await expect(api.get('x')).rejects.toMatchObject({ status: 200, code: 5001, message: '项目已下架' });
  });

  it('shows nothing itself: reporting is the query cache\'s error policy', async () => {
    answer({ status: 400, body: envelope(400, { msg: '参数错误' }) });
    await api.get('x').catch(() => undefined);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await api.get('x').catch(() => undefined);
    for (const fn of Object.values(toast)) expect(fn).not.toHaveBeenCalled();
  });

  it('reads the JSON body of 4xx and 5xx answers', async () => {
    answer({ status: 404, body: envelope(404, { msg: '项目不存在' }) });
    await expect(api.get('x')).rejects.toMatchObject({ body: { msg: '项目不存在' } });
  });

  it('marks 369, 407 and a 403 of the token endpoint quiet, with the answer body', async () => {
    const b369 = envelope(369, { msg: '需要实名认证' });
    answer({ body: b369 });
    await expect(api.get('x')).rejects.toMatchObject({ category: 'quiet', code: 369, body: b369 });
    const b407 = envelope(407, { msg: '需要验证' });
    answer({ status: 200, body: b407 });
    await expect(api.post('x')).rejects.toMatchObject({ category: 'quiet', code: 407, body: b407 });
    const b403 = { error_code: 403, error_description: '账号已锁定' };
    answer({ status: 403, body: b403 });
    await expect(api.post('blade-auth/oauth/token')).rejects.toMatchObject({ category: 'quiet', message: '账号已锁定', body: b403 });

    answer({ status: 403, body: envelope(403, { msg: '无权限' }) });
    await expect(api.get('dscq-user/user/detail')).rejects.toMatchObject({ category: 'refused', message: '无权限' });
  });

  it('treats statuses above 500 as an unavailable service', async () => {
    answer({ status: 502, body: '<html>Bad Gateway</html>' });
    await expect(api.get('x')).rejects.toMatchObject({ status: 502, kind: 'http', category: 'unavailable', message: '服务暂不可用，请稍后重试' });
  });
});

describe('401 (§8)', () => {
  it('rejects with category session and leaves the session to the error policy', async () => {
    useSessionStore.getState().loggedIn({ baseUserId: '7', name: '张三', token: 't', grantType: 'password' });
    answer({ status: 401, body: envelope(401, { msg: '请求未授权' }) });
    await expect(api.get('dscq-user/user/detail')).rejects.toMatchObject({ status: 401, code: 401, category: 'session', message: '请求未授权' });
    answer({ status: 200, body: envelope(401) });
    await expect(api.get('dscq-user/user/detail')).rejects.toMatchObject({ code: 401, category: 'session', message: '用户未登录' });
    expect(useSessionStore.getState().baseUserId).toBe('7');
  });
});

describe('failures without an answer', () => {
  it('times out after 15 s', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url, init) => new Promise((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const result = api.get('slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(14_999);
    await vi.advanceTimersByTimeAsync(1);
    const e = await result;
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ kind: 'timeout', category: 'timeout', status: 0, message: '请求超时，请稍后重试' });
  });

  it('clears the timer once answered', async () => {
    vi.useFakeTimers();
    answer();
    await api.get('x');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('maps a network failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('x')).rejects.toMatchObject({ kind: 'network', category: 'network', message: '网络异常，请检查网络连接' });
  });

  it("rejects as aborted when the caller's signal aborts", async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(
      (_url, init) => new Promise((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const result = api.get('x', {}, { signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ kind: 'aborted', category: 'aborted' });
  });
});

describe('server time', () => {
  it('feeds X-Server-Now to the shared clock', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    answer({ headers: { 'X-Server-Now': String(1_700_000_042_000) } });
    await api.get('x');
    expect(clock.now()).toBe(1_700_000_042_000);
    vi.advanceTimersByTime(1000);
    expect(clock.now()).toBe(1_700_000_043_000);
  });

  it('ignores a missing or malformed header', async () => {
    const spy = vi.spyOn(clock, 'observeServerNow');
    answer();
    await api.get('x');
    answer({ headers: { 'X-Server-Now': 'soon' } });
    await api.get('x');
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('recordsOf', () => {
  it('reads data.records, data.data.records and arrays', () => {
    expect(recordsOf({ records: [1, 2], total: 2 })).toEqual([1, 2]);
    expect(recordsOf({ data: { records: [3] } })).toEqual([3]);
    expect(recordsOf([4, 5])).toEqual([4, 5]);
  });

  it('gives [] for anything else', () => {
    expect(recordsOf(null)).toEqual([]);
    expect(recordsOf(undefined)).toEqual([]);
    expect(recordsOf({})).toEqual([]);
    expect(recordsOf({ records: 'x' })).toEqual([]);
    expect(recordsOf({ data: null })).toEqual([]);
  });
});
