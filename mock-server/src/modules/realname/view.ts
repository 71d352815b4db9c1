import { AUTH_STATUS, AUTH_STATUS_LABELS } from '../../../../contract/auth';
import type { RealnameRecord } from '../../../../contract/realname';
import { ID_TYPE_LABELS, type IdType } from '../../../../contract/rules/id-document';
import { maskIdNumber, maskPhone } from '../../../../contract/rules/mask';
import { beijingTime } from '../../http/wire';
import { fileUrl } from './file-store';
import type { RecordRow } from './repository';
import { needsManualReview, type Submission } from './provider';

const urlOrEmpty = (id: string) => (id ? fileUrl(id) : '');

/**
 * A record as its owner sees it (contract realnameRecordSchema): document numbers and phones masked (§5 Masking),
 * images as their owner-only URLs, times in Beijing 'YYYY-MM-DD HH:mm:ss'. Names are shown in full to their owner.
 * manualReview: pending with a document only an operator can check (provider.ts needsManualReview).
 */
export function toRecordView(row: RecordRow): RealnameRecord {
  const person = row.kind === 'person';
  return {
    id: row.id,
    kind: person ? 'person' : 'org',
    status: row.status,
    statusLabel: AUTH_STATUS_LABELS[row.status] ?? '',
    reason: row.reason,
    submittedAt: beijingTime(row.submittedTime),
    reviewedAt: beijingTime(row.reviewedTime),
    reviewer: row.reviewer === 'sandbox' || row.reviewer === 'operator' ? row.reviewer : '',
    person: person ? {
      name: row.name, idType: row.idType, idTypeLabel: ID_TYPE_LABELS[row.idType as IdType] ?? '',
      idNumber: maskIdNumber(row.idNumber), phone: maskPhone(row.phone),
      frontImage: urlOrEmpty(row.frontFileId), backImage: urlOrEmpty(row.backFileId),
    } : null,
    org: person ? null : {
      orgName: row.orgName, creditCode: row.creditCode, orgType: row.orgType, legalName: row.legalName,
      legalIdType: row.legalIdType, legalIdNumber: maskIdNumber(row.legalIdNumber), licenceImage: urlOrEmpty(row.licenceFileId),
      contactName: row.contactName, contactPhone: maskPhone(row.contactPhone),
    },
    manualReview: row.status === AUTH_STATUS.verifying && needsManualReview(toSubmission(row)),
  };
}

/** The reviewer's view of a stored record (unmasked: the provider needs the real numbers). */
export function toSubmission(row: RecordRow): Submission {
  if (row.kind === 'person') return { kind: 'person', name: row.name, idType: row.idType, idNumber: row.idNumber, phone: row.phone };
  return {
    kind: 'org', orgName: row.orgName, creditCode: row.creditCode, orgType: row.orgType, legalName: row.legalName,
    legalIdType: row.legalIdType, legalIdNumber: row.legalIdNumber, contactName: row.contactName, contactPhone: row.contactPhone,
  };
}
