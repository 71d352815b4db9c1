import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { USER_TYPE } from '../../../../contract/auth';
import { FACE_SESSION_TTL_MS, type FaceSession, type SealRecord, type SealStatus, type sealApplySchema } from '../../../../contract/seal';
import type { Db } from '../../db/connection';
import { ApiError, notFound } from '../../http/envelope';
import { newId } from '../../lib/crypto';
import type { PushHub } from '../../realtime/push-hub';
import { sealSvg } from '../../services/seal-art';
import type { MessageService } from '../messages/index';
import type { FileStore } from '../realname/index';
import { latestRecord } from '../realname/index';
import { findUserById } from '../user/index';
import type { FaceProvider } from './provider';
import { findSealOfUser, findSession, openSession, storeApplication, type FaceSessionRow, type SealRow } from './repository';
import { faceSession, sealRecord } from './view';

/**
 * What the seal calls need: the database, the server clock (epoch ms), the upload store (the licence), the push hub
 * (`notice:face`), the inbox, the face provider (null with FACE_PROVIDER=none) and the public origin (PUBLIC_URL).
 */
export interface SealDeps {
  db: Db; now: () => number; files: FileStore; push: PushHub; messages: MessageService;
  provider: FaceProvider | null; publicUrl?: string;
}

export const SEAL_MESSAGES = {
  personAccount: '个人账号不能申请电子印章，请使用机构账号',
  unverified: '机构实名认证通过后才能申请电子印章',
  badLicence: '营业执照无效，请重新上传',
  active: '电子印章已启用，无需重复申请',
  noSeal: '尚未申请电子印章',
  noProvider: '人脸核验服务尚未开通，暂时无法绑定电子印章',
  sessionNotFound: '核验会话不存在',
} as const;

/** The caller's seal, or null when they never applied (§2 /contract/seal/apply). */
export async function mySeal(deps: SealDeps, userId: string): Promise<SealRecord | null> {
  const row = await findSealOfUser(deps.db, userId);
  return row && sealRecord(row);
}

/**
 * Applies for the caller's seal (status binding). The organisation's name and credit code come from its approved
 * real-name record, never from the request; the image is carved from that name (services/seal-art.ts). Applying
 * again after a failed face check (or while binding) replaces the application and expires its open sessions.
 * @throws ApiError 403 a person's account, or an organisation whose latest real-name record is not approved;
 *   400 营业执照无效 (not the caller's upload); 409 the seal is already active.
 */
export async function applySeal(deps: SealDeps, userId: string, input: z.output<typeof sealApplySchema>): Promise<SealRecord> {
  const user = await findUserById(deps.db, userId);
  if (user?.userType !== USER_TYPE.organisation) throw new ApiError(403, SEAL_MESSAGES.personAccount);
  const record = await latestRecord(deps.db, userId);
  if (record?.kind !== 'org' || record.status !== 3) throw new ApiError(403, SEAL_MESSAGES.unverified);
  const file = await deps.files.find(input.licenceFileId);
  if (file?.ownerUserId !== userId || file.purpose !== 'document') throw new ApiError(400, SEAL_MESSAGES.badLicence);
  const stored = await storeApplication(deps.db, {
    id: newId(), userId, orgName: record.orgName, creditCode: record.creditCode, applicantName: input.applicantName,
    applicantPhone: input.applicantPhone, licenceFileId: file.id, imageSvg: sealSvg(record.orgName),
  }, deps.now());
  if (!stored) throw new ApiError(409, SEAL_MESSAGES.active);
  announceExpired(deps, userId, stored.expired, 'binding');
  return sealRecord((await findSealOfUser(deps.db, userId))!);
}

/** Tells the user's open pages that sessions were expired by a newer one or a new application (`notice:face`). */
function announceExpired(deps: SealDeps, userId: string, tokens: string[], sealStatus: SealStatus): void {
  for (const token of tokens) deps.push.sendToUser(userId, { type: 'notice:face', token, status: 'expired', sealStatus, serverNow: deps.now() });
}

/** The caller's seal, or 404 / 409 when there is nothing to bind. */
async function sealToBind(deps: SealDeps, userId: string): Promise<SealRow> {
  const seal = await findSealOfUser(deps.db, userId);
  if (!seal) throw notFound(SEAL_MESSAGES.noSeal);
  if (seal.status === 'active') throw new ApiError(409, SEAL_MESSAGES.active);
  return seal;
}

/**
 * Opens a face-recognition session for the caller's seal: token 32 hex, living FACE_SESSION_TTL_MS; older open
 * sessions of the seal expire. `qrUrl` is `${PUBLIC_URL or origin}${SANDBOX_FACE_PATH}/${token}` with the sandbox.
 * @param origin the request's origin, used when PUBLIC_URL is not set
 * @throws ApiError 404 尚未申请电子印章; 409 already active, or no face provider (FACE_PROVIDER=none).
 */
export async function startFace(deps: SealDeps, userId: string, origin: string): Promise<FaceSession> {
  const seal = await sealToBind(deps, userId);
  if (!deps.provider) throw new ApiError(409, SEAL_MESSAGES.noProvider);
  const now = deps.now();
  const row: FaceSessionRow = {
    token: randomBytes(16).toString('hex'), sealId: seal.id, userId, status: 'pending', expireTime: now + FACE_SESSION_TTL_MS, resultTime: null, createTime: now,
  };
  const expired = await openSession(deps.db, row);
  if (!expired) throw new ApiError(409, SEAL_MESSAGES.active);
  announceExpired(deps, userId, expired, seal.status as SealStatus);
  await deps.provider.start({ token: row.token, applicantName: seal.applicantName, orgName: seal.orgName, expireAt: row.expireTime });
  return faceSession(row, deps.provider.sessionUrl(row.token, deps.publicUrl ?? origin), seal.status as SealStatus, now);
}

/**
 * The caller's session `token` now (expiry computed at read). @throws ApiError 404 核验会话不存在 (unknown or another
 * user's).
 */
export async function faceStatusOf(deps: SealDeps, userId: string, token: string, origin: string): Promise<FaceSession> {
  const row = await findSession(deps.db, token);
  if (row?.userId !== userId) throw notFound(SEAL_MESSAGES.sessionNotFound);
  const seal = (await findSealOfUser(deps.db, userId))!;
  const url = deps.provider ? deps.provider.sessionUrl(token, deps.publicUrl ?? origin) : '';
  return faceSession(row, url, seal.status as SealStatus, deps.now());
}

/** The SVG of the caller's seal (`sealId` given: it must be theirs). @throws ApiError 404 when they have none. */
export async function ownSealImage(deps: SealDeps, userId: string, sealId?: string): Promise<string> {
  const seal = await findSealOfUser(deps.db, userId);
  if (!seal || (sealId && seal.id !== sealId)) throw notFound(SEAL_MESSAGES.noSeal);
  return seal.imageSvg;
}
