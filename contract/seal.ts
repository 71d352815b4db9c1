import { z } from 'zod';
import { fileIdSchema } from './realname';
import { mobileSchema, personNameSchema } from './rules/schemas';
import { FACE_STATUSES, SEAL_STATUSES } from './seal-paths';
import { msg } from './i18n';
export {
  FACE_SESSION_TTL_MS, FACE_STATUS_LABELS, FACE_STATUSES, SANDBOX_FACE_PATH, SEAL_PATHS, SEAL_STATUS_LABELS, SEAL_STATUSES,
  FACE_PROVIDERS, type FaceProviderName, type FaceStatus, type SealStatus,
} from './seal-paths';

/** POST apply: who applies (their name and phone), and the organisation's business licence (an upload's fileId). */
export const sealApplySchema = z.object({
  applicantName: personNameSchema,
  applicantPhone: mobileSchema,
  licenceFileId: fileIdSchema('营业执照'),
});
export type SealApply = z.input<typeof sealApplySchema>;

/** The caller's seal: the organisation's name as carved, the image's url (SVG), status and when it was bound. */
export const sealRecordSchema = z.object({
  id: z.string(), orgName: z.string(), creditCode: z.string(), applicantName: z.string(), applicantPhoneMasked: z.string(),
  status: z.enum(SEAL_STATUSES), statusLabel: z.string(), imageUrl: z.string(), applyTime: z.string(), boundTime: z.string(),
});
export type SealRecord = z.infer<typeof sealRecordSchema>;

/**
 * A face-recognition session: `qrUrl` is the absolute address the phone opens (put in the QR code); `expireAt`
 * server epoch ms (count down on the shared clock); `sealStatus` the seal's status after the session.
 */
export const faceSessionSchema = z.object({
  token: z.string(), qrUrl: z.string(), status: z.enum(FACE_STATUSES), statusLabel: z.string(), expireAt: z.number(),
  sealStatus: z.enum(SEAL_STATUSES),
});
export type FaceSession = z.infer<typeof faceSessionSchema>;
export const faceStatusQuerySchema = z.object({ token: z.string().trim().regex(/^[0-9a-f]{32}$/, msg('核验会话无效')) });
