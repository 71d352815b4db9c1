import { z } from 'zod';
import { AUTH_STATUS, USER_TYPE } from '../../../../contract/auth';
import type { orgVerificationRequestSchema, personVerificationRequestSchema, RealnameRecord } from '../../../../contract/realname';
import type { Db } from '../../db/connection';
import { ApiError } from '../../http/envelope';
import { newId } from '../../lib/crypto';
import type { MessageService } from '../messages/index';
import { findUserById } from '../user/index';
import { applyDecision, verdictOf } from './decision';
import type { FileStore } from './file-store';
import { sandboxProvider, type VerificationProvider } from './provider';
import {
  findRecord, insertPendingRecord, latestRecord, numberVerifiedByOther, pendingRecords, verifiedNameOf, type NewRecord,
} from './repository';
import { ReviewQueue } from './review-queue';
import { toRecordView, toSubmission } from './view';

export const REALNAME_MESSAGES = {
  pending: '实名认证正在审核中，请耐心等待',
  verified: '您已完成实名认证，无需重复提交',
  wrongFlow: (userType: number) => (userType === USER_TYPE.organisation ? '机构账号请进行机构实名认证' : '个人账号请进行个人实名认证'),
  notYourFile: '上传的文件不存在或已失效，请重新上传',
  notImage: '证件照片须为 JPG 或 PNG 图片',
} as const;

/**
 * Options of {@link createRealnameService}; `provider` defaults to the sandbox, `reviewDelayMs` to 800; `messages` is
 * the inbox that tells the user the decision.
 */
export interface RealnameOptions {
  db: Db; now: () => number; files: FileStore; messages: MessageService; provider?: VerificationProvider; reviewDelayMs?: number;
  log?: (details: object, msg: string) => void;
}
export type RealnameService = ReturnType<typeof createRealnameService>;
type PersonRequest = z.output<typeof personVerificationRequestSchema>;
type OrgRequest = z.output<typeof orgVerificationRequestSchema>;

/**
 * Real-name verification (§6 person and organisation flows): submissions become pending records (authStatus 1),
 * the provider reviews them asynchronously through a {@link ReviewQueue}, and the decision moves the user to 3 (with
 * the verified name as display name) or 2 (with a reason; the user may submit again), with a message in the user's
 * inbox. A provider answering null (a document it cannot check) leaves the record 认证中 for an operator.
 */
export function createRealnameService(opts: RealnameOptions) {
  const { db, now, files } = opts;
  const provider = opts.provider ?? sandboxProvider;

  async function review(recordId: string): Promise<void> {
    const row = await findRecord(db, recordId);
    if (!row || row.status !== AUTH_STATUS.verifying) return;
    const user = await findUserById(db, row.userId);
    if (!user) return;
    const number = row.kind === 'org' ? row.creditCode : row.idNumber;
    const decision = await provider.review(toSubmission(row), {
      accountPhone: user.phone, verifiedName: await verifiedNameOf(db, row.userId, row.kind),
      numberTakenByOther: await numberVerifiedByOther(db, row.userId, row.kind, number), now: now(),
    });
    if (!decision) return;
    await applyDecision({ db, messages: opts.messages }, row, verdictOf(row, decision), 'sandbox', now());
  }

  const reviews = new ReviewQueue(review, opts.reviewDelayMs, (err, id) => opts.log?.({ err, recordId: id }, 'realname review failed'));

  /** Refuses while a record is pending or the user is verified, and when the flow does not fit the account type. */
  async function checkCanSubmit(userId: string, userType: number): Promise<void> {
    const user = await findUserById(db, userId);
    if (!user) throw new ApiError(401, '请求未授权');
    if (user.userType !== userType) throw new ApiError(400, REALNAME_MESSAGES.wrongFlow(user.userType));
    if (user.authStatus === AUTH_STATUS.verified) throw new ApiError(400, REALNAME_MESSAGES.verified);
    if ((await latestRecord(db, userId))?.status === AUTH_STATUS.verifying) throw new ApiError(400, REALNAME_MESSAGES.pending);
  }

  /** The file must be the caller's own upload of an accepted type. @throws ApiError 400 */
  async function ownFile(userId: string, fileId: string | undefined, imagesOnly: boolean): Promise<string> {
    if (!fileId) return '';
    const row = await files.find(fileId);
    if (!row || row.ownerUserId !== userId || row.purpose !== 'document') throw new ApiError(400, REALNAME_MESSAGES.notYourFile);
    if (imagesOnly && row.contentType === 'application/pdf') throw new ApiError(400, REALNAME_MESSAGES.notImage);
    return row.id;
  }

  async function submit(row: NewRecord): Promise<RealnameRecord> {
    if (!(await insertPendingRecord(db, row, now()))) throw new ApiError(400, REALNAME_MESSAGES.pending);
    reviews.schedule(row.id);
    return toRecordView((await findRecord(db, row.id))!);
  }

  return {
    reviews,
    provider,
    /** §2 /realNamePerson: stores a pending person record. @throws ApiError 400 (see REALNAME_MESSAGES) */
    async submitPerson(userId: string, req: PersonRequest): Promise<RealnameRecord> {
      await checkCanSubmit(userId, USER_TYPE.person);
      const frontFileId = await ownFile(userId, req.frontImage, true);
      const backFileId = await ownFile(userId, req.backImage, true);
      return submit({
        id: newId(), userId, kind: 'person', status: AUTH_STATUS.verifying, name: req.name, idType: req.idType,
        idNumber: req.idNumber, phone: req.phone, frontFileId, backFileId, submittedTime: now(), reviewedTime: null,
      });
    },
    /** §2 /realNameOrg: stores a pending organisation record. @throws ApiError 400 */
    async submitOrg(userId: string, req: OrgRequest): Promise<RealnameRecord> {
      await checkCanSubmit(userId, USER_TYPE.organisation);
      const licenceFileId = await ownFile(userId, req.licenceImage, false);
      return submit({
        id: newId(), userId, kind: 'org', status: AUTH_STATUS.verifying, orgName: req.orgName, creditCode: req.creditCode,
        orgType: req.orgType, legalName: req.legalName, legalIdType: req.legalIdType, legalIdNumber: req.legalIdNumber,
        licenceFileId, contactName: req.contactName, contactPhone: req.contactPhone, submittedTime: now(), reviewedTime: null,
      });
    },
    /** The caller's latest record as shown to them, or null. */
    async myRecord(userId: string): Promise<RealnameRecord | null> {
      const row = await latestRecord(db, userId);
      return row ? toRecordView(row) : null;
    },
    /**
     * Reschedules records left pending by a previous run (their timers died with it). Each is reviewed once more; one
     * the provider leaves to an operator (null) simply stays pending — nothing reschedules it again.
     */
    async resumePending(): Promise<void> {
      for (const row of await pendingRecords(db)) reviews.schedule(row.id);
    },
  };
}
