import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress } from './auth-helpers';
import { call, makeTestApp, type TestApp } from './helpers';
import { authHeaders } from './enrolment-fixtures';

/** Every call of the detail, enrolment, payment, favourites and demand modules, with the method it takes. */
const ENDPOINTS: Array<['GET' | 'POST', string]> = [
  ['GET', '/api/dscq-project/project/detail'], ['GET', '/api/dscq-project/assets-detail/base-info'],
  ['GET', '/api/dscq-project/assets-detail/top-info'], ['GET', '/api/dscq-project/assets-detail/subject'],
  ['GET', '/api/dscq-project/assets-detail/enrol-materials'], ['GET', '/api/dscq-project/assets-detail/attachments'],
  ['POST', '/api/dscq-project/assets-detail/verify-code'], ['GET', '/api/dscq-project/bid/nccq/pkg'],
  ['GET', '/api/dscq-project/assets-feature/list'], ['POST', '/api/dscq-project/client-attachment-log/submit'],
  ['GET', '/api/dscq-project/enrolment/check'], ['POST', '/api/dscq-project/enrolment/submit'], ['GET', '/api/dscq-project/enrolment/mine'],
  ['GET', '/api/dscq-project/payment/order'], ['POST', '/api/dscq-project/payment/online/start'],
  ['POST', '/api/dscq-project/payment/offline/proof'], ['POST', '/api/payment/callback/sandbox-bank'],
  ['GET', '/api/dscq-project/payment/orders'], ['POST', '/api/payment/callback/sandbox-bank/refund'],
  ['POST', '/api/dscq-user/collect-assets/add'], ['POST', '/api/dscq-user/collect-assets/assets-list'],
  ['POST', '/api/dscq-project/roadshow/follow'], ['POST', '/api/blade-desk/demand-nccq/page'], ['GET', '/api/blade-desk/demand-nccq/detail'],
];

/** Inputs a careless or hostile client might send. */
const JUNK: Array<Record<string, unknown>> = [
  {}, { assetsId: 'ABC' }, { assetsId: 'G'.repeat(32) }, { assetsId: 'a'.repeat(5000) }, { orderNo: 'BZJ1', enrolmentId: '-1' },
  { id: "1' or '1'='1" }, { current: -1, size: 1e9 }, { q: '%_\\' }, { subAssetsIds: 'x', materials: 'y', idempotencyKey: '!' },
  { assetsId: ['a', 'b'] }, { amount: -5, timestamp: 'soon', signature: 'z' }, { refundNo: 'TK1', tab: 'nope' }, { roadshowId: 'x', code: 'a'.repeat(100) },
];

describe('malformed input to the trading modules is a 4xx envelope in Chinese, never a 500', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await makeTestApp({ devTools: true });
    headers = await authHeaders(t.app, 'zhangsan');
  });
  afterAll(async () => { await t?.close(); });

  it('answers every endpoint and every junk input with an envelope below 500 (valid-looking ones may even succeed)', async () => {
    for (const [method, url] of ENDPOINTS) {
      for (const params of JUNK) {
        for (const h of [{}, headers]) {
          const res = await call(t.app, method, url, params, { headers: h, remoteAddress: freshAddress() });
          expect([200, 400, 401, 403, 404, 409], `${method} ${url} ${JSON.stringify(params)}`).toContain(res.status);
          expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
        }
      }
    }
  });

  it('refuses a JSON array body and a non-JSON body without a 500', async () => {
    for (const payload of ['[1,2]', '{"assetsId":', 'null']) {
      const res = await t.app.inject({
        method: 'POST', url: '/api/dscq-project/enrolment/submit', payload, remoteAddress: freshAddress(),
        headers: { ...headers, 'client-id': 'nccq-web', 'content-type': 'application/json' },
      });
      expect(res.statusCode, payload).toBe(400);
    }
    const page = await t.app.inject({ method: 'POST', url: '/sandbox-bank/pay', payload: 'action=confirm', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('支付请求无效');
    expect((await t.app.inject({ method: 'GET', url: '/sandbox-bank/pay' })).statusCode).toBe(400);
  });
});
