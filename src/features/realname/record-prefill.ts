import type { RealnameRecord } from '@contract/realname';
import { EMPTY_ORG, EMPTY_PERSON, type OrgFormValues, type PersonFormValues } from '@/features/realname/realname-schemas';

/**
 * Form values for correcting a rejected record (/membershipReason). The record shows document
 * numbers and phones masked (§5 Masking), so those fields start empty and the form shows the
 * masked value as a reminder; everything else, uploads included, is taken over as submitted.
 */

/** The upload id at the end of a file URL ('/api/dscq-user/file/<32 hex>'), '' when there is none. */
export function fileIdFromUrl(url: string | null | undefined): string {
  const last = (url ?? '').split(/[?#]/)[0].split('/').pop() ?? '';
  return /^[0-9a-f]{32}$/.test(last) ? last : '';
}

/** Where a prefilled upload's bytes can be read (for its preview): fileId → URL. */
export type PrefillFiles = Record<string, string>;

const fileEntry = (url: string): PrefillFiles => (fileIdFromUrl(url) ? { [fileIdFromUrl(url)]: url } : {});

/** Person form values and preview URLs from a person record. */
export function personPrefill(record: RealnameRecord): { values: PersonFormValues; files: PrefillFiles } {
  const p = record.person;
  if (!p) return { values: EMPTY_PERSON, files: {} };
  return {
    values: {
      ...EMPTY_PERSON, name: p.name, idType: String(p.idType), frontImage: fileIdFromUrl(p.frontImage), backImage: fileIdFromUrl(p.backImage),
    },
    files: { ...fileEntry(p.frontImage), ...fileEntry(p.backImage) },
  };
}

/** Organisation form values and preview URLs from an organisation record. */
export function orgPrefill(record: RealnameRecord): { values: OrgFormValues; files: PrefillFiles } {
  const o = record.org;
  if (!o) return { values: EMPTY_ORG, files: {} };
  return {
    values: {
      ...EMPTY_ORG, orgName: o.orgName, creditCode: o.creditCode, orgType: o.orgType, legalName: o.legalName,
      legalIdType: String(o.legalIdType), licenceImage: fileIdFromUrl(o.licenceImage), contactName: o.contactName,
    },
    files: fileEntry(o.licenceImage),
  };
}
