import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './auth-helpers';
import { uploadPdf } from './enrolment-fixtures';
import { call, makeTestApp, type TestApp } from './helpers';
import { APPLICANT, ORG_NAME, SEAL, applied, sealAccount } from './seal-fixtures';

let t: TestApp;
beforeAll(async () => { t = await makeTestApp(); });
afterAll(async () => { await t?.close(); });

describe('applying for the e-seal (§2 /contract/seal/apply)', () => {
  it('refuses a person account and an organisation whose real-name check has not passed (403)', async () => {
    const person = await sealAccount(t, { userType: 1 });
    const refused = await call(t.app, 'POST', SEAL.apply, { ...APPLICANT, licenceFileId: person.licenceFileId }, { headers: person.headers });
    expect(refused.body).toMatchObject({ code: 403, msg: '个人账号不能申请电子印章，请使用机构账号' });
    for (const realname of [null, 1, 2] as const) {
      const org = await sealAccount(t, { realname });
      const res = await call(t.app, 'POST', SEAL.apply, { ...APPLICANT, licenceFileId: org.licenceFileId }, { headers: org.headers });
      expect(res.body).toMatchObject({ code: 403, msg: '机构实名认证通过后才能申请电子印章' });
    }
  });

  it('binds the organisation from its approved record, not from the request, and draws its seal', async () => {
    const org = await sealAccount(t);
    expect((await call(t.app, 'GET', SEAL.mine, {}, { headers: org.headers })).body.data).toBeNull();
    const res = await call(t.app, 'POST', SEAL.apply, { ...APPLICANT, licenceFileId: org.licenceFileId, orgName: '别的公司' }, { headers: org.headers });
    expect(res.body.data).toMatchObject({
      orgName: ORG_NAME, creditCode: 'N2350111MF0000010X', applicantName: '林晓', applicantPhoneMasked: '139****9555',
      status: 'binding', statusLabel: '待人脸核验', boundTime: '',
    });
    const image = await t.app.inject({ method: 'GET', url: res.body.data.imageUrl, headers: { ...org.headers, 'client-id': 'nccq-web' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain(`aria-label="${ORG_NAME}电子印章"`);
    expect(image.body).not.toContain('<script');
    expect((await call(t.app, 'GET', SEAL.mine, {}, { headers: org.headers })).body.data.id).toBe(res.body.data.id);
  });

  it("refuses a licence that is not the caller's upload and malformed input (400)", async () => {
    const org = await sealAccount(t);
    const other = await sealAccount(t);
    const foreign = await call(t.app, 'POST', SEAL.apply, { ...APPLICANT, licenceFileId: other.licenceFileId }, { headers: org.headers });
    expect(foreign.body).toMatchObject({ code: 400, msg: '营业执照无效，请重新上传' });
    const badPhone = await call(t.app, 'POST', SEAL.apply, { ...APPLICANT, applicantPhone: '12345', licenceFileId: org.licenceFileId }, { headers: org.headers });
    expect(badPhone.status).toBe(400);
  });

  it("shows the image to its owner only, and another user's id answers 404", async () => {
    const org = await sealAccount(t);
    const seal = await applied(t, org);
    const stranger = await sealAccount(t);
    const res = await call(t.app, 'GET', SEAL.image, { id: seal.id }, { headers: stranger.headers });
    expect(res.status).toBe(404);
    expect((await call(t.app, 'GET', SEAL.image, {})).status).toBe(401);
  });

  it('replaces a binding application with a new licence, keeping one seal per account', async () => {
    const org = await sealAccount(t);
    const first = await applied(t, org);
    const licenceFileId = await uploadPdf(t.app, org.headers);
    const again = await call(t.app, 'POST', SEAL.apply, { ...APPLICANT, applicantName: '林建国', licenceFileId }, { headers: org.headers });
    expect(again.body.data).toMatchObject({ id: first.id, applicantName: '林建国', status: 'binding' });
    const rows = await t.db.selectFrom('eSeal').select('id').where('userId', '=', org.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('needs a login', async () => {
    expect((await call(t.app, 'POST', SEAL.apply, APPLICANT, { headers: bearer('x') })).status).toBe(401);
  });
});
