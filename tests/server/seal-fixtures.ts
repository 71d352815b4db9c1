import { expect } from 'vitest';
import { SEAL_PATHS } from '../../contract/seal';
import type { PushMessage } from '../../contract/realtime';
import { silentPushHub, type PushHub } from '../../mock-server/src/realtime/push-hub';
import { bearer } from './auth-helpers';
import { uploadPdf, verifiedUser } from './enrolment-fixtures';
import { accessTokenFor, call, type TestApp } from './helpers';

/** Shared fixtures of the seal-* suites. */

export const SEAL = {
  mine: `/api/${SEAL_PATHS.mine}`, apply: `/api/${SEAL_PATHS.apply}`, faceStart: `/api/${SEAL_PATHS.faceStart}`,
  faceStatus: `/api/${SEAL_PATHS.faceStatus}`, image: `/api/${SEAL_PATHS.image}`,
};
export const ORG_NAME = '福州市晋安区宦溪镇峨嵋村股份经济合作社';
export const APPLICANT = { applicantName: '林晓', applicantPhone: '13900139555' };

/** A push hub that records every `sendToUser` frame. */
export function capturingPush(): { push: PushHub; sent: Array<{ userId: string; msg: PushMessage }> } {
  const sent: Array<{ userId: string; msg: PushMessage }> = [];
  return { sent, push: { ...silentPushHub, sendToUser: (userId, msg) => { sent.push({ userId, msg }); return 1; } } };
}

let recordSeq = 0;
/**
 * A new account of `userType` (2 organisation) with, unless `realname` is null, a latest real-name record of that
 * status (3 approved, 1 pending); its bearer headers and an uploaded licence.
 */
export async function sealAccount(t: TestApp, opts: { userType?: 1 | 2; realname?: 1 | 2 | 3 | null } = {}) {
  const user = await verifiedUser(t.db, opts.userType ?? 2);
  const status = opts.realname === undefined ? 3 : opts.realname;
  if (status !== null) {
    recordSeq += 1;
    await t.db.insertInto('realnameVerification').values({
      id: `18800000000000${String(recordSeq).padStart(5, '0')}`, userId: user.id, kind: (opts.userType ?? 2) === 2 ? 'org' : 'person',
      status, orgName: ORG_NAME, creditCode: 'N2350111MF0000010X', submittedTime: t.now() - 60_000, reviewedTime: status === 1 ? null : t.now() - 30_000,
    }).execute();
  }
  const headers = bearer(await accessTokenFor(t.db, user.id, t.now));
  const licenceFileId = await uploadPdf(t.app, headers);
  return { id: user.id, headers, licenceFileId };
}

/** Applies for the account's seal and asserts it is accepted. */
export async function applied(t: TestApp, a: { headers: Record<string, string>; licenceFileId: string }) {
  const res = await call(t.app, 'POST', SEAL.apply, { ...APPLICANT, licenceFileId: a.licenceFileId }, { headers: a.headers });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data;
}

/** Starts a face session and returns it. */
export async function faceStarted(t: TestApp, headers: Record<string, string>) {
  const res = await call(t.app, 'POST', SEAL.faceStart, {}, { headers });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data as { token: string; qrUrl: string; status: string; expireAt: number; sealStatus: string };
}

/** What the phone does: opens the sandbox page (GET) or posts a result (pass | fail); status and HTML. */
export async function phone(t: TestApp, token: string, result?: 'pass' | 'fail') {
  const res = await t.app.inject(result
    ? { method: 'POST', url: `/sandbox-face/${token}`, payload: `result=${result}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } }
    : { method: 'GET', url: `/sandbox-face/${token}` });
  return { status: res.statusCode, html: res.body, headers: res.headers };
}
