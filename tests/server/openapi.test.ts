import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeTestApp, type TestApp } from './helpers';
import { openApiPath, registeredRoutes, type RegisteredRoute } from './openapi-routes';

/** Operations as /api/openapi.json lists them (the parts this test reads). */
interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown>; anyOf?: unknown[]; oneOf?: unknown[] } }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

/**
 * Routes that take no parameters at all (lookups, the caller's own data, statistics): every other route must
 * document what it takes. A route added with parameters but without a schema fails here.
 */
const PARAMETERLESS = new Set<string>([
  'GET /api-bid/operator/lots',
  'GET /api/contract/operator/list',
  'GET /api/blade-auth/oauth/captcha',
  'GET /api/blade-auth/oauth/public-key',
  'GET /api/blade-desk/demand-nccq/demand-purpose-tree',
  'GET /api/blade-desk/evolution/list',
  'GET /api/blade-desk/filter-query-config/open-list',
  'GET /api/blade-desk/navigation-config/list',
  'GET /api/dscq-content/help/categories',
  'GET /api/dscq-project/village-assets/roll-out-type-tree',
  'GET /api/dscq-system/industry/list',
  'GET /api/dscq-system/operation-type/tree',
  'GET /api/dscq-system/sandbox',
  'GET /api/dscq-system/validate-code/captcha',
  'GET /api/dscq-system/website/config',
  'GET /api/dscq-user/message/unread-count',
  'GET /api/dscq-user/usercenter/summary',
  'GET /api/enrolment/operator/pending',
  'GET /api/dscq-user/appeal/subjects',
  'GET /api/dscq-user/files/overview',
  'GET /api/dscq-user/realname/detail',
  'GET /api/dscq-user/seal/mine',
  'POST /api/dscq-user/seal/face/start',
  'GET /api/dscq-user/user/detail',
  'GET /api/dscq-user/user/security',
  'GET /api/logout',
  'GET /api/payment/operator/pending',
  'POST /api/dscq-sync/v1/bid-assets/bidding-data',
  'POST /api/dscq-sync/v1/bid-assets/bidding-rate',
]);

const isApi = (r: RegisteredRoute) => /^\/api(-bid)?\//.test(r.path) && !r.path.startsWith('/api/docs') && r.path !== '/api/openapi.json';

describe('the OpenAPI document (/api/openapi.json)', () => {
  let t: TestApp;
  let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };
  let routes: RegisteredRoute[];
  beforeAll(async () => {
    t = await makeTestApp({ devTools: true });
    routes = registeredRoutes(t.app).filter(isApi);
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(async () => { await t?.close(); });

  const operation = (r: RegisteredRoute) => doc.paths[openApiPath(r.path)]?.[r.method.toLowerCase()];

  it('is an OpenAPI 3 document read without Client-Id', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(routes.length).toBeGreaterThan(100);
  });

  it('lists every /api and /api-bid route with a Chinese summary, its module tag and the schema of its 200 answer', () => {
    const flaws = routes.flatMap((r) => {
      const op = operation(r);
      if (!op) return [`${r.method} ${r.path}: missing`];
      const ok = Object.values(op.responses?.['200']?.content ?? {});
      return [
        ...(/[\u4e00-\u9fff]/.test(op.summary ?? '') ? [] : [`${r.method} ${r.path}: no Chinese summary`]),
        ...(op.tags?.length === 1 ? [] : [`${r.method} ${r.path}: tags ${JSON.stringify(op.tags)}`]),
        ...(ok[0]?.schema ? [] : [`${r.method} ${r.path}: no 200 answer schema`]),
      ];
    });
    expect(flaws).toEqual([]);
  });

  it('documents the parameters of every route that takes some', () => {
    const undocumented = routes.filter((r) => {
      const op = operation(r)!;
      const fromPathOrQuery = (op.parameters ?? []).some((p) => p.in === 'query' || p.in === 'path');
      const fromBody = Object.values(op.requestBody?.content ?? {}).some(({ schema }) => Object.keys(schema?.properties ?? {}).length > 0 || !!schema?.anyOf || !!schema?.oneOf);
      return !fromPathOrQuery && !fromBody;
    }).map((r) => `${r.method} ${r.path}`);
    expect(undocumented.sort()).toEqual([...PARAMETERLESS].sort());
  });

  it('spells the envelope and the flat token answer as the wire does', () => {
    const search = doc.paths['/api/dscq-project/search/page'].post;
    const envelope = search.responses!['200'].content!['application/json'].schema as { properties: Record<string, unknown> };
    expect(Object.keys(envelope.properties).sort()).toEqual(['code', 'data', 'msg', 'success']);
    const token = doc.paths['/api/blade-auth/oauth/token'].post.responses!['200'].content!['application/json'].schema;
    expect(JSON.stringify(token)).toContain('access_token');
    const submit = doc.paths['/api/dscq-project/enrolment/submit'].post;
    expect(submit.responses!['409']).toBeDefined();
  });
});

describe('the API reference page (/api/docs)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await makeTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('is served without Client-Id, under the portal CSP, with no inline script', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    // Every other API path still needs the client id.
    expect((await call(t.app, 'GET', '/api/dscq-system/industry/list', {}, { clientId: null })).status).toBe(401);
  });
});
