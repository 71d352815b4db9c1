import { afterEach, describe, expect, it } from 'vitest';
import { SANDBOX_BANK_BANNER } from '../../contract/sandbox';
import { loadConfig } from '../../mock-server/src/config';
import { LISI, bearer, freshAddress } from './auth-helpers';
import { materialsFor, submit, uploadPdf, verifiedUser } from './enrolment-fixtures';
import { accessTokenFor, call, makeTestApp, type TestApp } from './helpers';
import { accessToken, citizenId, uploadImage } from './realname-helpers';

/** The message loadConfig throws for `env`, or '' when it accepts it. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
    return '';
  } catch (err) {
    return (err as Error).message;
  }
}

describe('sandbox providers at start-up', () => {
  it('runs the complete sandbox demo by default (development, every provider a sandbox)', () => {
    expect(loadConfig({})).toMatchObject({ EXCHANGE_ENV: 'development', PAYMENT_PROVIDER: 'sandbox', SMS_PROVIDER: 'sandbox', REALNAME_PROVIDER: 'sandbox' });
  });

  it('refuses production with a sandbox, naming each variable, set or left to its default', () => {
    const message = refusal({ EXCHANGE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' });
    expect(message).toMatch(/^配置无效（4 项）/);
    expect(message).toMatch(/- PAYMENT_PROVIDER: 生产环境（EXCHANGE_ENV=production）不能使用沙箱银行/);
    expect(message).toMatch(/- SMS_PROVIDER: 生产环境（EXCHANGE_ENV=production）不能使用沙箱短信网关/);
    expect(message).toMatch(/- REALNAME_PROVIDER: 生产环境（EXCHANGE_ENV=production）不能使用沙箱实名审核/);
    expect(message).toMatch(/- FACE_PROVIDER: 生产环境（EXCHANGE_ENV=production）不能使用沙箱人脸核验/);
  });

  it('refuses development tools in production, and production without a real SMS gateway', () => {
    const withTools = refusal({ EXCHANGE_ENV: 'production', EXCHANGE_DEV_TOOLS: '1', PAYMENT_PROVIDER: 'none', REALNAME_PROVIDER: 'manual', FACE_PROVIDER: 'none' });
    expect(withTools).toMatch(/- EXCHANGE_DEV_TOOLS: 生产环境（EXCHANGE_ENV=production）不能开启开发工具/);
    const noGateway = refusal({ EXCHANGE_ENV: 'production', PAYMENT_PROVIDER: 'none', REALNAME_PROVIDER: 'manual', FACE_PROVIDER: 'none' });
    expect(noGateway).toMatch(/^配置无效（1 项）：\n {2}- SMS_PROVIDER: .*尚未接入真实短信网关，生产环境暂时无法启动$/);
  });

  it('refuses unknown provider names and lists the production refusals with the other errors', () => {
    expect(refusal({ PAYMENT_PROVIDER: 'alipay' })).toContain('- PAYMENT_PROVIDER: 只能是 sandbox、none 之一');
    expect(refusal({ EXCHANGE_ENV: 'staging' })).toContain('- EXCHANGE_ENV: 只能是 development、production 之一');
    const both = refusal({ EXCHANGE_ENV: 'production', PORT: 'eighty', PAYMENT_PROVIDER: 'none', REALNAME_PROVIDER: 'manual' });
    expect(both).toContain('- PORT:');
    expect(both).toContain('- SMS_PROVIDER:');
  });
});

describe('sandbox providers at work', () => {
  let t: TestApp | undefined;
  afterEach(async () => { await t?.close(); t = undefined; });

  /** A verified user's unpaid deposit order on a lot open for enrolment. */
  async function unpaidOrder(app: TestApp) {
    const user = await verifiedUser(app.db);
    // A token without the login form: these servers run without the development tools that solve captchas.
    const headers = bearer(await accessTokenFor(app.db, user.id, app.now));
    const lot = await app.db.selectFrom('bidLot').innerJoin('project', 'project.assetsId', 'bidLot.assetsId').select('project.assetsId')
      .where('bidLot.phase', '=', 'scheduled').where('project.announcementEndTime', '>', app.now())
      .where('project.announcementStartTime', '<=', app.now()).orderBy('project.assetsId').executeTakeFirstOrThrow();
    const fileId = await uploadPdf(app.app, headers);
    const res = await submit(app.app, headers, { assetsId: lot.assetsId, materials: await materialsFor(app.app, lot.assetsId, 'person', fileId) });
    expect(res.status, res.body.msg).toBe(200);
    return { headers, orderNo: res.body.data.orderNo as string };
  }

  it('tells the portal which providers are sandboxes', async () => {
    t = await makeTestApp();
    expect((await call(t.app, 'GET', '/api/dscq-system/sandbox')).body.data)
      .toEqual({ environment: 'development', payment: 'sandbox', sms: 'sandbox', realname: 'sandbox' });
  });

  it('marks every sandbox bank page 沙箱', async () => {
    t = await makeTestApp();
    const { headers, orderNo } = await unpaidOrder(t);
    const { payUrl } = (await call(t.app, 'POST', '/api/dscq-project/payment/online/start', { orderNo }, { headers })).body.data;
    const page = await t.app.inject({ method: 'GET', url: payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(SANDBOX_BANK_BANNER);
    const broken = await t.app.inject({ method: 'GET', url: '/sandbox-bank/pay?orderNo=x' });
    expect(broken.statusCode).toBe(400);
    expect(broken.body).toContain(SANDBOX_BANK_BANNER);
  });

  it('has no sandbox bank with PAYMENT_PROVIDER=none: no online start, /sandbox-bank/pay is the 404 envelope', async () => {
    t = await makeTestApp({ env: { PAYMENT_PROVIDER: 'none' } });
    const { headers, orderNo } = await unpaidOrder(t);
    const start = await call(t.app, 'POST', '/api/dscq-project/payment/online/start', { orderNo }, { headers });
    expect([start.status, start.body.msg]).toEqual([409, '在线支付暂未开通，请使用线下转账缴纳保证金']);
    const confirm = await t.app.inject({
      method: 'POST', url: '/sandbox-bank/pay', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `orderNo=${orderNo}&amount=1&expires=${t.now() + 60_000}&sign=x&action=confirm`,
    });
    expect([confirm.statusCode, confirm.json()]).toEqual([404, { code: 404, success: false, data: null, msg: '接口不存在' }]);
    const order = await call(t.app, 'GET', '/api/dscq-project/payment/order', { orderNo }, { headers });
    expect(order.body.data.status).toBe('unpaid');
    expect((await call(t.app, 'GET', '/api/dscq-system/sandbox')).body.data.payment).toBe('none');
  });

  it('leaves every real-name submission to an operator with REALNAME_PROVIDER=manual', async () => {
    t = await makeTestApp({ devTools: true, env: { REALNAME_PROVIDER: 'manual' } });
    const token = await accessToken(t.app, LISI.loginName);
    const [front, back] = [await uploadImage(t.app, token), await uploadImage(t.app, token)];
    const submitted = await call(t.app, 'POST', '/api/dscq-user/realname/person/submit', {
      name: '李四', idType: 0, idNumber: citizenId('350102', '19900307'), phone: LISI.phone, frontImage: front, backImage: back,
    }, { headers: bearer(token), remoteAddress: freshAddress() });
    expect(submitted.body.data.status).toBe(1);
    await t.app.realnameReviews.drain();
    expect((await call(t.app, 'GET', '/api/dscq-user/realname/detail', {}, { headers: bearer(token) })).body.data.status).toBe(1);
  });
});
