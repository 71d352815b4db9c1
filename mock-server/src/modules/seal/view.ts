import {
  FACE_STATUS_LABELS, SEAL_PATHS, SEAL_STATUS_LABELS, type FaceSession, type FaceStatus, type SealRecord, type SealStatus,
} from '../../../../contract/seal';
import { maskPhone } from '../../../../contract/rules/mask';
import { beijingTime } from '../../http/wire';
import type { FaceSessionRow, SealRow } from './repository';

/** Where the owner reads the seal's image (SVG, bearer token: the portal fetches it as a blob). */
export const sealImageUrl = (sealId: string) => `/api/${SEAL_PATHS.image}?id=${sealId}`;

/** The wire view of a seal (§2 /contract/seal/apply): phone masked, times Beijing ('' when not bound). */
export function sealRecord(row: SealRow): SealRecord {
  const status = row.status as SealStatus;
  return {
    id: row.id, orgName: row.orgName, creditCode: row.creditCode, applicantName: row.applicantName,
    applicantPhoneMasked: maskPhone(row.applicantPhone), status, statusLabel: SEAL_STATUS_LABELS[status],
    imageUrl: sealImageUrl(row.id), applyTime: beijingTime(row.applyTime), boundTime: beijingTime(row.boundTime),
  };
}

/** A session's status at `now`: an open one past its expiry reads expired (nothing sweeps the table). */
export function statusAt(row: Pick<FaceSessionRow, 'status' | 'expireTime'>, now: number): FaceStatus {
  const status = row.status as FaceStatus;
  return (status === 'pending' || status === 'scanned') && row.expireTime <= now ? 'expired' : status;
}

/** The wire view of a session: `qrUrl` the address the phone opens, `sealStatus` its seal's status now. */
export function faceSession(row: FaceSessionRow, qrUrl: string, sealStatus: SealStatus, now: number): FaceSession {
  const status = statusAt(row, now);
  return { token: row.token, qrUrl, status, statusLabel: FACE_STATUS_LABELS[status], expireAt: Number(row.expireTime), sealStatus };
}
