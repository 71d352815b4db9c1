import { vi } from 'vitest';

/** A recorded call: path under /api/, query, JSON body and headers. */
export interface AuthCall {
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
  headers: Record<string, string>;
}

/** What a route answers: envelope data, or a raw `{ status, body }` (the token endpoint's flat answers). */
export type Answer = { raw: { status: number; body: unknown } } | { data: unknown };

/**
 * Replaces fetch with an in-memory exchange server for the account screens. `routes` maps an
 * /api/ path to its answer; unknown paths answer an empty envelope list. Returns the calls made.
 */
export function authServer(routes: Record<string, (call: AuthCall) => Answer>): AuthCall[] {
  const calls: AuthCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: AuthCall = {
      path: url.pathname.replace(/^\/api\//, ''),
      query: url.searchParams,
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const answer = routes[call.path]?.(call) ?? { data: [] };
    const [status, body] = 'raw' in answer ? [answer.raw.status, answer.raw.body] : [200, { code: 200, success: true, data: answer.data, msg: '操作成功' }];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

/** A captcha answer with a fresh key each time. */
export function captchaRoute(): () => Answer {
  let n = 0;
  return () => ({ data: { key: `cap-${++n}`, image: 'data:image/svg+xml;base64,PHN2Zy8+' } });
}

/** The flat token answer of a user login. */
export const tokenAnswer = (over: Record<string, unknown> = {}) => ({
  access_token: 'at-1', refresh_token: 'rt-1', token_type: 'bearer', expires_in: 900, scope: 'all', user_id: '1001',
  account: 'zhangsan01', user_name: '', authStatus: 0, isAllowAccess: true, baseUserId: '1001', ...over,
});

/** The profile of user 1001. */
export const userDetail = { id: '1001', loginName: 'zhangsan01', name: '', authStatus: 0, headImg: '', phone: '138****8000', userType: 1 };
