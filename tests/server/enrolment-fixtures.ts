import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { CLIENT_ID_HEADER } from '../../contract/envelope';
import type { Db } from '../../mock-server/src/db/connection';
import { signNotification } from '../../mock-server/src/modules/payment/index';
import { hashPassword } from '../../mock-server/src/modules/user/index';
import { loadDetailFacts } from '../../mock-server/src/seed/detail-facts';
import { directionalCodes } from '../../mock-server/src/seed/detail-profile';
import { DEMO_PASSWORD, bearer, freshAddress, login } from './auth-helpers';
import { CLIENT_ID, call } from './helpers';

/** Shared set-up of the detail, enrolment, payment and favourites suites (a helper module, not a suite). */

/** Logs `loginName` in (demo password) and returns the headers of its calls. */
export async function authHeaders(app: FastifyInstance, loginName: string): Promise<Record<string, string>> {
  const res = await login(app, loginName, DEMO_PASSWORD, { remoteAddress: freshAddress() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return bearer(res.body.access_token);
}

let userSeq = 0;
/** A new verified account (authStatus 3) that is on no demo lot's roster; userType 1 person, 2 organisation. */
export async function verifiedUser(db: Db, userType: 1 | 2 = 1): Promise<{ id: string; loginName: string }> {
  userSeq += 1;
  const id = `19100000000000${String(userSeq).padStart(5, '0')}`;
  const loginName = `buyer${userSeq}${Math.floor(Math.random() * 1e6)}`;
  const now = Date.now();
  await db.insertInto('userAccount').values({
    id, loginName, loginNameKey: loginName.toLowerCase(), phone: `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    passwordHash: await hashPassword(DEMO_PASSWORD), name: userType === 2 ? '测试农业有限公司' : '测试买家', authStatus: 3, userType,
    passwordChangedTime: now, createTime: now, updateTime: now,
  }).execute();
  return { id, loginName };
}

/** Uploads a tiny PDF as `headers`' user through the real-name upload endpoint; returns its fileId. */
export async function uploadPdf(app: FastifyInstance, headers: Record<string, string>): Promise<string> {
  const boundary = `----nccq${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="申请书.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    Buffer.from('%PDF-1.4\n% 竞买申请书\n%%EOF\n'), Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST', url: '/api/dscq-user/file/upload', remoteAddress: freshAddress(), payload,
    headers: { ...headers, [CLIENT_ID_HEADER]: CLIENT_ID, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.fileId;
}

/** Every material the project asks of a `kind` enroller, all pointing at `fileId`. */
export async function materialsFor(app: FastifyInstance, assetsId: string, kind: 'person' | 'org', fileId: string) {
  const answer = await call(app, 'GET', '/api/dscq-project/assets-detail/enrol-materials', { assetsId });
  return answer.body.data.materials.filter((m: { appliesTo: string }) => m.appliesTo === 'both' || m.appliesTo === kind)
    .map((m: { code: string }) => ({ code: m.code, fileId }));
}

/** Submits an enrolment as `headers` from a fresh address; resolves the raw envelope (a 409 carries data). */
export async function submit(app: FastifyInstance, headers: Record<string, string>, body: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST', url: '/api/dscq-project/enrolment/submit', remoteAddress: freshAddress(),
    headers: { ...headers, [CLIENT_ID_HEADER]: CLIENT_ID }, payload: { idempotencyKey: `key-${Math.random().toString(36).slice(2, 12)}`, ...body },
  });
  return { status: res.statusCode, body: res.json() as { code: number; success: boolean; data: any; msg: string } };
}

/** Filters of {@link findProject}: the profile and the state of a seeded project. */
export interface ProjectWanted { status?: number; acceptKinds?: string; directional?: boolean; projectType?: number; nature?: 'listing' | 'lot'; open?: number }

/** The first seeded top-level project (asset-id order) matching `w`; `open` = a time inside its enrolment window. */
export async function findProject(db: Db, w: ProjectWanted): Promise<{ assetsId: string; assetsName: string; depositFen: number }> {
  let q = db.selectFrom('project').innerJoin('projectProfile', 'projectProfile.assetsId', 'project.assetsId')
    .select(['project.assetsId', 'project.assetsName', 'project.depositFen']).where('project.parentAssetsId', '=', '');
  if (w.status !== undefined) q = q.where('project.status', '=', w.status);
  if (w.acceptKinds) q = q.where('projectProfile.acceptKinds', '=', w.acceptKinds);
  if (w.directional !== undefined) q = q.where('projectProfile.directionalCodeHash', w.directional ? '<>' : '=', '');
  if (w.projectType !== undefined) q = q.where('project.projectType', '=', w.projectType);
  if (w.nature === 'listing') q = q.where('project.projectNature', '<>', 49);
  if (w.nature === 'lot') q = q.where('project.projectNature', '=', 49);
  if (w.open !== undefined) q = q.where('project.announcementStartTime', '<=', w.open).where('project.announcementEndTime', '>=', w.open);
  const row = await q.orderBy('project.assetsId').executeTakeFirst();
  expect(row, JSON.stringify(w)).toBeDefined();
  return { ...row!, depositFen: Number(row!.depositFen) };
}

/** The release code of a seeded directional project. */
export async function directionalCodeOf(db: Db, assetsId: string): Promise<string> {
  const code = directionalCodes(await loadDetailFacts(db)).get(assetsId);
  expect(code).toBeDefined();
  return code!;
}

/** The sandbox bank's secret of a test app's DATA_DIR. */
export const bankSecret = (dataDir: string) => readFileSync(path.join(dataDir, 'sandbox-bank-secret'), 'utf8').trim();

/** A bank notification signed with `secret` (fields may be overridden after signing with `tamper`). */
export function notification(secret: string, f: { orderNo: string; amount: number; status?: 'SUCCESS' | 'CANCELLED'; timestamp: number; nonce?: string }, tamper: object = {}) {
  const fields = { orderNo: f.orderNo, amount: f.amount, status: f.status ?? 'SUCCESS', nonce: f.nonce ?? `n${Math.random().toString(36).slice(2)}${Date.now()}`.slice(0, 24).padEnd(16, '0'), timestamp: f.timestamp };
  return { ...fields, signature: signNotification(fields, secret), ...tamper };
}
