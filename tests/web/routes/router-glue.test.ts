import { describe, expect, it, vi } from 'vitest';
import { isRedirect } from '@tanstack/react-router';
import { ApiError } from '@/lib/api/client';
import { requireLogin } from '@/lib/auth-guard';
import { CHUNK_RETRY_WINDOW_MS, isChunkLoadError, retryChunkOnce } from '@/lib/chunk-retry';
import { shouldRetry } from '@/app/query-client';
import { mergeStaticData, pageTitle } from '@/lib/route-meta';
import { parseSearch, stringifySearch } from '@/app/search-params';
import type { RouterContext } from '@/lib/router-context';

/** Minimal in-memory Storage for the retry bookkeeping. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() { return data.size; },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

describe('plain query strings', () => {
  it('keeps ids as strings and writes them back unquoted', () => {
    const search = parseSearch('?operationId=12&parentId=0012&q=%E8%8C%B6%E5%9B%AD');
    expect(search).toEqual({ operationId: '12', parentId: '0012', q: '茶园' });
    expect(stringifySearch(search)).toBe('?operationId=12&parentId=0012&q=%E8%8C%B6%E5%9B%AD');
  });

  it('drops empty values so defaults never reach the URL', () => {
    expect(stringifySearch({ current: undefined, q: '', status: null, projectActive: 2 })).toBe('?projectActive=2');
    expect(stringifySearch({})).toBe('');
  });
});

describe('page chunk failure (§8)', () => {
  it('recognises dynamic import failures of the major browsers only', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/hall-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new ApiError('网络异常，请检查网络连接'))).toBe(false);
  });

  it('reloads the same href once, so a chunk that is really gone cannot loop', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const t0 = 1_700_000_000_000;
    expect(retryChunkOnce('/hall?projectActive=2', reload, storage, t0)).toBe(true);
    expect(reload).toHaveBeenCalledWith('/hall?projectActive=2');
    expect(retryChunkOnce('/hall?projectActive=2', reload, storage, t0 + 2_000)).toBe(false);
    expect(retryChunkOnce('/project', reload, storage, t0 + 3_000)).toBe(true);
    expect(retryChunkOnce('/hall?projectActive=2', reload, storage, t0 + 4_000 + CHUNK_RETRY_WINDOW_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });
});

describe('query retries', () => {
  it('never repeats a 4xx, retries network and 5xx failures twice', () => {
    expect(shouldRetry(0, new ApiError('参数错误', { status: 400 }))).toBe(false);
    expect(shouldRetry(0, new ApiError('资产不存在', { status: 200, code: 404 }))).toBe(false);
    expect(shouldRetry(0, new ApiError('网络异常', { kind: 'network' }))).toBe(true);
    expect(shouldRetry(1, new ApiError('服务暂不可用', { status: 500 }))).toBe(true);
    expect(shouldRetry(2, new ApiError('服务暂不可用', { status: 500 }))).toBe(false);
    expect(shouldRetry(0, { code: 369, msg: '需要补充资料' })).toBe(false); // raw §8 rejection
  });
});

describe('route metadata (§2 route guard)', () => {
  it('titles start with the platform name and the deepest route wins', () => {
    const meta = mergeStaticData([{ staticData: { title: '用户中心', hideFooter: true } }, { staticData: { title: '我的项目' } }]);
    expect(meta).toEqual({ title: '我的项目', hideFooter: true });
    expect(pageTitle(meta.title)).toBe('农村产权交易平台 - 我的项目');
    expect(pageTitle()).toBe('农村产权交易平台');
  });

  it('the login guard redirects without a baseUserId and passes with one', () => {
    const session = (baseUserId?: string) => ({ getState: () => ({ baseUserId }) }) as unknown as RouterContext['session'];
    const location = { href: '/myProject?current=2' };
    let thrown: unknown;
    try {
      requireLogin({ context: { session: session() }, location });
    } catch (e) {
      thrown = e;
    }
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { href: string } }).options.href).toBe('/login?redirect=%2FmyProject%3Fcurrent%3D2');
    expect(() => requireLogin({ context: { session: session('1001') }, location })).not.toThrow();
  });

  it("lets a server render of a guarded page's public first screen through, and only that", () => {
    const session = { getState: () => ({ baseUserId: undefined }) } as unknown as RouterContext['session'];
    const location = { href: '/quoteHall?assetsId=1' };
    expect(() => requireLogin({ context: { session, serverRender: true }, location })).not.toThrow();
    expect(() => requireLogin({ context: { session, serverRender: false }, location })).toThrow();
  });
});
