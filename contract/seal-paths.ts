import { msg } from './i18n';
/*
 * The e-seal's endpoints and states without zod: the portal's entry chunk reads them; re-exported by seal.ts.
 */
/**
 * 电子签章 (§2 /contract/seal/apply, /contract/seal/qrcode). An organisation applies for its electronic seal (applicant,
 * business licence; the seal image is generated from the organisation's registered name); the seal is bound to the
 * applicant by face recognition: the desktop page shows a QR code of a face-recognition session, the applicant's
 * phone opens it (the face provider's page; the sandbox page in development), and the result arrives on the push
 * channel (`notice:face`) — the session can also be read by polling. Only an organisation whose real-name check
 * passed may apply. Paths relative to `/api/`; every call needs the bearer token.
 */
export const SEAL_PATHS = {
  /** GET → SealRecord | null: the caller's seal. */
  mine: 'dscq-user/seal/mine',
  /** POST SealApply → SealRecord (status binding). 403 for a person or an unverified organisation; 409 when active. */
  apply: 'dscq-user/seal/apply',
  /** POST → FaceSession: a new face-recognition session for the caller's seal (an older open one expires). */
  faceStart: 'dscq-user/seal/face/start',
  /** GET ?token= → FaceSession (the caller's own only). */
  faceStatus: 'dscq-user/seal/face/status',
  /** GET → the seal image (SVG), to its owner and to the parties of a contract it sealed. */
  image: 'dscq-user/seal/image',
} as const;

/** The sandbox face provider's page a phone opens (served by the exchange server outside /api; absent in production). */
export const SANDBOX_FACE_PATH = '/sandbox-face';

/** Seal states: binding 待人脸核验 (applied, waiting for the face check) → active 已启用 | face_failed 核验未通过 (start again). */
export const SEAL_STATUSES = ['binding', 'active', 'face_failed'] as const;
export type SealStatus = (typeof SEAL_STATUSES)[number];
export const SEAL_STATUS_LABELS: Record<SealStatus, string> = { binding: msg('待人脸核验'), active: msg('已启用'), face_failed: msg('核验未通过') };
/** Face sessions: pending (QR shown) → scanned (the phone opened it) → passed | failed; expired after FACE_SESSION_TTL_MS. */
export const FACE_STATUSES = ['pending', 'scanned', 'passed', 'failed', 'expired'] as const;
export type FaceStatus = (typeof FACE_STATUSES)[number];
export const FACE_STATUS_LABELS: Record<FaceStatus, string> = {
  pending: msg('请使用手机扫码'), scanned: msg('已扫码，请在手机上完成人脸识别'), passed: msg('人脸核验通过'), failed: msg('人脸核验未通过'), expired: msg('二维码已过期'),
};
/** A face session (its QR code) lives 5 minutes. */
export const FACE_SESSION_TTL_MS = 5 * 60 * 1000;

/** FACE_PROVIDER of the exchange server: sandbox = the sandbox page at SANDBOX_FACE_PATH (refused in production); none = no face provider (binding refused). */
export const FACE_PROVIDERS = ['sandbox', 'none'] as const;
export type FaceProviderName = (typeof FACE_PROVIDERS)[number];
