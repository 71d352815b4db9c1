import type { z } from 'zod';
import { ENROLMENT_REASONS, type EnrolmentView, type enrolmentSubmitSchema } from '../../../../contract/enrolment';
import type { Db } from '../../db/connection';
import { ApiError } from '../../http/envelope';
import { newId } from '../../lib/crypto';
import { findProfile, listSubAssets, type Profile, type ProjectRow, requireProject } from '../detail/index';
import { createOrder } from '../payment/index';
import { findUserById } from '../user/index';
import { kindOfUserType, refusals } from './conditions';
import { recordEnrolmentEvent } from './events';
import { isUniqueViolation } from '../../db/unique-violation';
import { findApplication, findApplicationByKey, insertApplication, ownedFileIds } from './repository';
import { applicationView, mineView } from './view';

type Submit = z.output<typeof enrolmentSubmitSchema>;

/**
 * A refused duplicate: 409 with the enrolment that already exists in the envelope's `data`; `msg` says why (already
 * enrolled, or the earlier application was refused by the exchange).
 */
export class DuplicateEnrolment extends ApiError {
  constructor(readonly existing: EnrolmentView | null, msg: string = ENROLMENT_REASONS.alreadyEnrolled.msg) {
    super(409, msg, existing);
  }
}

/** The chosen 标段 of a package and the deposit they add up to. @throws ApiError 400 for a bad choice. */
async function chosenLots(db: Db, project: ProjectRow, ids: string[]): Promise<{ subs: string[]; depositFen: number }> {
  if (project.projectType !== 1) {
    if (ids.length) throw new ApiError(400, '该项目不是打包项目，无需选择标段');
    return { subs: [], depositFen: Number(project.depositFen) };
  }
  if (!ids.length) throw new ApiError(400, '请选择要报名的标段（subAssetsIds）');
  const subs = [...new Set(ids)];
  const children = new Map((await listSubAssets(db, project.assetsId)).map((s) => [s.assetsId, Number(s.depositFen)]));
  const foreign = subs.filter((id) => !children.has(id));
  if (foreign.length) throw new ApiError(400, `标段不属于该项目：${foreign.join('、')}`);
  return { subs, depositFen: subs.reduce((sum, id) => sum + children.get(id)!, 0) };
}

/** Every required material of the caller's kind present, known codes only, files the caller uploaded. @throws ApiError 400. */
async function checkMaterials(db: Db, userId: string, kind: 'person' | 'org', profile: Profile, given: Submit['materials']): Promise<void> {
  const known = new Map(profile.materials.map((m) => [m.code, m]));
  const unknown = given.filter((g) => !known.has(g.code)).map((g) => g.code);
  if (unknown.length) throw new ApiError(400, `参数 materials 无效：未知的报名材料 ${unknown.join('、')}`);
  const codes = new Set(given.map((g) => g.code));
  const missing = profile.materials.filter((m) => m.required && (m.appliesTo === 'both' || m.appliesTo === kind) && !codes.has(m.code));
  if (missing.length) throw new ApiError(400, `请上传报名材料：${missing.map((m) => m.name).join('、')}`);
  const owned = await ownedFileIds(db, userId, [...new Set(given.map((g) => g.fileId))]);
  if (given.some((g) => !owned.has(g.fileId))) throw new ApiError(400, '报名材料文件无效，请重新上传');
}

/**
 * 报名: checks the conditions in order (conditions.ts; the first refusal is thrown with its status), the chosen 标段 and
 * materials, then stores the application, its deposit order (amount = the deposit, fen) and the history entry
 * 'submitted' in one transaction.
 * The same idempotency key answers the stored enrolment again (replayed true); a concurrent second submission loses on
 * the (user, project) unique key and gets the 409 like any duplicate.
 * @throws ApiError 400/403/404/409, DuplicateEnrolment 409.
 */
export async function submitEnrolment(db: Db, userId: string, input: Submit, now: number): Promise<EnrolmentView> {
  const replay = await findApplicationByKey(db, userId, input.idempotencyKey);
  if (replay) {
    if (replay.assetsId !== input.assetsId) throw new ApiError(409, '请求标识已用于其他项目的报名，请刷新后重试');
    return applicationView(db, replay, true);
  }
  const project = await requireProject(db, input.assetsId);
  const profile = await findProfile(db, project);
  const [refused] = await refusals(db, userId, project, profile, { now, directionalCode: input.directionalCode, firstOnly: true });
  if (refused?.status === 409) throw new DuplicateEnrolment(await mineView(db, userId, project.assetsId), refused.msg);
  if (refused) throw new ApiError(refused.status, refused.msg);

  const kind = kindOfUserType((await findUserById(db, userId))?.userType ?? 1);
  const { subs, depositFen } = await chosenLots(db, project, input.subAssetsIds);
  await checkMaterials(db, userId, kind, profile, input.materials);
  const id = newId();
  try {
    await db.transaction().execute(async (trx) => {
      await insertApplication(trx, {
        id, assetsId: project.assetsId, userId, kind, subAssets: JSON.stringify(subs), materials: JSON.stringify(input.materials),
        depositFen, idempotencyKey: input.idempotencyKey, createTime: now, updateTime: now, refuseReason: '',
      });
      const orderNo = await createOrder(trx, { enrolmentId: id, userId, assetsId: project.assetsId, amountFen: depositFen }, now);
      await recordEnrolmentEvent(trx, id, 'submitted', `user:${userId}`, { orderNo, subAssets: subs, depositFen }, now);
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const again = await findApplicationByKey(db, userId, input.idempotencyKey);
    if (again?.assetsId === input.assetsId) return applicationView(db, again, true);
    throw new DuplicateEnrolment(await mineView(db, userId, project.assetsId));
  }
  return applicationView(db, (await findApplication(db, userId, project.assetsId))!);
}
