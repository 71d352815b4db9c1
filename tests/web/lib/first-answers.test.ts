// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api/client';
import { resetFirstAnswers, settleInlined } from '@/lib/api/first-answers';
import { useSessionStore } from '@/stores/session';

const fetchMock = vi.fn<typeof fetch>();
const envelope = (data: unknown) => ({ code: 200, success: true, data, msg: '操作成功' });

/** Puts the server's inlined answers into the document, as mock-server/src/http/first-answers.ts writes them. */
function inline(answers: Record<string, unknown>, lang = 'zh-CN') {
  document.body.innerHTML = '';
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'first-answers';
  el.textContent = JSON.stringify({ lang, answers });
  document.body.append(el);
  resetFirstAnswers();
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(envelope('from server')), { headers: { 'Content-Type': 'application/json' } }));
  useSessionStore.getState().loggedOut();
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  document.body.innerHTML = '';
  resetFirstAnswers();
});

describe('answers inlined into the document (first screen)', () => {
  it('serves the call with exactly that method, path and parameters once, then asks the server', async () => {
    inline({
      'GET dscq-system/website/config {}': envelope({ hotline: '400' }),
      'POST dscq-sync/v1/bid-assets/hall/page {"projectNature":49,"current":1,"size":8}': envelope({ total: 3 }),
    });
    expect(await api.get('dscq-system/website/config')).toEqual({ hotline: '400' });
    expect(await api.post('dscq-sync/v1/bid-assets/hall/page', { projectNature: 49, current: 1, size: 8 })).toEqual({ total: 3 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await api.get('dscq-system/website/config')).toBe('from server');
    expect(await api.post('dscq-sync/v1/bid-assets/hall/page', { projectNature: 49, current: 2, size: 8 })).toBe('from server');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('uses an anonymous answer only without a token, and none in another language', async () => {
    inline({ 'anon GET dscq-project/project/detail {"assetsId":"a1"}': envelope({ isCollected: false }) });
    useSessionStore.getState().loggedIn({ baseUserId: '7', token: 'tok', refreshToken: 'r', grantType: 'password' });
    expect(await api.get('dscq-project/project/detail', { assetsId: 'a1' })).toBe('from server');
    inline({ 'anon GET dscq-project/project/detail {"assetsId":"a1"}': envelope({ isCollected: false }) });
    useSessionStore.getState().loggedOut();
    expect(await api.get('dscq-project/project/detail', { assetsId: 'a1' })).toEqual({ isCollected: false });
    inline({ 'GET dscq-system/website/config {}': envelope({ hotline: '400' }) }, 'en');
    expect(await api.get('dscq-system/website/config')).toBe('from server');
  });

  it('waits for inlined work before the first render, but not for the network', async () => {
    let settled = false;
    await settleInlined([new Promise(() => undefined)]).then(() => { settled = true; });
    expect(settled).toBe(true);
    inline({});
    const never = new Promise(() => undefined);
    const started = performance.now();
    await settleInlined([Promise.resolve(), never]);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
