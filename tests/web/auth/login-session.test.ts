// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { TokenAnswer } from '@contract/auth';
import { ApiError } from '@/lib/api/client';
import { safeRedirect } from '@/lib/paths';
import { SESSION_STORE_KEY, selectBearerToken, useSessionStore } from '@/stores/session';
import { useCommonStore } from '@/stores/common';
import { applyTokenAnswer, authErrorText, isNetworkFailure } from '@/features/auth/login-session';

const answer = (over: Partial<TokenAnswer> = {}): TokenAnswer => ({
  access_token: 'at', refresh_token: 'rt', token_type: 'bearer', expires_in: 900, scope: 'all', user_id: '1001',
  account: 'zhangsan01', user_name: '张三', authStatus: 0, isAllowAccess: true, baseUserId: '1001', ...over,
});

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().loggedOut();
});

describe('storing a login (§4 Session)', () => {
  it('stores tokens, user id, expires_in and the password grant family with a timestamp; clears the lock', () => {
    useCommonStore.getState().screenLocked('0000');
    expect(applyTokenAnswer(answer())).toBe('1001');
    const s = useSessionStore.getState();
    expect(s).toMatchObject({ baseUserId: '1001', token: 'at', refreshToken: 'rt', tokenExpiresIn: 900, grantType: 'password', name: '张三' });
    expect(s.userInfo).toEqual({ loginName: 'zhangsan01', name: '张三', authStatus: 0 });
    expect(typeof s.tokenSavedAt).toBe('number');
    expect(selectBearerToken(s)).toBe('at');
    expect(useCommonStore.getState().isLock).toBe(false);
    expect(JSON.parse(localStorage.getItem(SESSION_STORE_KEY)!).state).toMatchObject({ token: 'at', baseUserId: '1001' });
  });

  it('stores nothing when isAllowAccess is false', () => {
    expect(applyTokenAnswer(answer({ isAllowAccess: false }))).toBeNull();
    const s = useSessionStore.getState();
    expect(s.token).toBeUndefined();
    expect(s.refreshToken).toBeUndefined();
    expect(s.baseUserId).toBeUndefined();
    expect(JSON.parse(localStorage.getItem(SESSION_STORE_KEY) ?? '{"state":{}}').state.token).toBeUndefined();
  });

  it('falls back to user_id when baseUserId is empty', () => {
    expect(applyTokenAnswer(answer({ baseUserId: '', user_id: '77' }))).toBe('77');
  });
});

describe('§8 login / refresh error popup text', () => {
  it('prefers error_description from an ApiError body or a raw 403 body', () => {
    expect(authErrorText(new ApiError('x', { status: 400, body: { error_code: 400, error_description: '图形验证码错误' } }))).toBe('图形验证码错误');
    expect(authErrorText({ error_code: 403, error_description: '账号已停用' })).toBe('账号已停用');
    expect(authErrorText(new ApiError('网络异常，请检查网络连接', { kind: 'network' }))).toBe('网络异常，请检查网络连接');
    expect(authErrorText(null)).toBe('登录失败，请稍后重试');
  });

  it('counts only missing answers and gateway statuses as network errors', () => {
    expect(isNetworkFailure(new ApiError('', { kind: 'network' }))).toBe(true);
    expect(isNetworkFailure(new ApiError('', { kind: 'timeout' }))).toBe(true);
    expect(isNetworkFailure(new ApiError('', { status: 502 }))).toBe(true);
    expect(isNetworkFailure(new ApiError('', { status: 401 }))).toBe(false);
    expect(isNetworkFailure({ error_code: 403, error_description: '账号已停用' })).toBe(false);
  });
});

describe('redirect target (§2 "lands on the redirect target")', () => {
  it('keeps same-origin paths only', () => {
    expect(safeRedirect('/usercenterIndex')).toBe('/usercenterIndex');
    expect(safeRedirect('/project?q=茶园#top')).toBe('/project?q=%E8%8C%B6%E5%9B%AD#top');
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'usercenterIndex', '', undefined, 42]) {
      expect(safeRedirect(bad)).toBe('/index');
    }
    expect(safeRedirect('/login?redirect=%2Fhall')).toBe('/index');
    expect(safeRedirect('/lock')).toBe('/index');
    expect(safeRedirect('/lockers')).toBe('/lockers');
  });
});
