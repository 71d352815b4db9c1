import { citizenIdError, normaliseCitizenId, type CitizenIdOptions } from './citizen-id';
import { msg } from '../i18n';

/**
 * §3 Identity document types (dictionary 'idType', keys '0'–'10') and a format check per type. Only the resident
 * ID card (0) has a public check algorithm; the others get the shape their issuers print, so typing errors are
 * caught without pretending to verify them.
 */
export const ID_TYPE = {
  residentId: 0, temporaryId: 1, householdRegister: 2, officerCard: 3, officialPassport: 4, privatePassport: 5,
  servicePassport: 6, diplomaticPassport: 7, hkMacauPermit: 8, taiwanPermit: 9, other: 10,
} as const;
export type IdType = (typeof ID_TYPE)[keyof typeof ID_TYPE];

/** Labels as the 'idType' dictionary holds them (§3). */
export const ID_TYPE_LABELS: Record<IdType, string> = {
  0: msg('居民身份证'), 1: msg('临时身份证'), 2: msg('户口簿'), 3: msg('军官证'), 4: msg('因公普通护照'), 5: msg('因私普通护照'),
  6: msg('公务护照'), 7: msg('外交护照'), 8: msg('港澳居民来往内地通行证'), 9: msg('台湾居民来往大陆通行证'), 10: msg('其他'),
};

export const ID_DOCUMENT_MESSAGES = {
  type: msg('证件类型不正确'),
  empty: msg('证件号码不能为空'),
  passport: msg('护照号码格式错误（如 E12345678）'),
  hkMacau: msg('港澳通行证号码格式错误（H或M开头，后接8位或10位数字）'),
  taiwan: msg('台湾居民来往大陆通行证号码格式错误（8位数字）'),
  other: msg('证件号码须为4-30位字母或数字'),
} as const;

/** True for the integers 0–10. */
export const isIdType = (v: unknown): v is IdType => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 10;

/**
 * Passports of the PRC: ordinary e-passports E + 8 digits or E + letter + 7 digits, older ordinary G + 8 digits,
 * and the official series (D diplomatic, S service, P official ordinary, SE/DE/PE e-versions) + 7–8 digits.
 */
const PASSPORT = /^(?:E[0-9A-HJ-NP-Z]\d{7}|[EG]\d{8}|(?:SE|DE|PE|[DSP])\d{7,8})$/;
/** 港澳居民来往内地通行证 (回乡证): H (Hong Kong) or M (Macau) + 8 digits, or + 10 digits on the 2013 card. */
const HK_MACAU = /^[HM](?:\d{8}|\d{10})$/;
/** 台湾居民来往大陆通行证 (台胞证): 8 digits since 2015; the old booklet's 10-digit form is no longer issued. */
const TAIWAN = /^\d{8}$/;
/** Anything else (temporary ID, household register, officer card, other): 4–30 letters or digits. */
const OTHER = /^[0-9A-Za-z]{4,30}$/;

/** Options: `today` for the citizen-ID birth-date check. */
export type IdDocumentOptions = CitizenIdOptions;

/**
 * The format check of an identity document number by type (§3 codes 0–10). Type 0 (and 1, 2, whose numbers are
 * the holder's citizen ID number) run the full §5 Citizen ID rule; 4–7 passports, 8 HK/Macau permit, 9 Taiwan permit,
 * 3 and 10 the generic 4–30 alphanumerics. Letters are compared upper-cased.
 * @returns null when valid, else a Chinese message (the §5 Citizen ID messages for 0–2)
 * @see §3 Identity document types, §5 Citizen ID
 */
export function idDocumentError(idType: number, value: string | null | undefined, opts: IdDocumentOptions = {}): string | null {
  if (!isIdType(idType)) return ID_DOCUMENT_MESSAGES.type;
  const v = (value ?? '').trim().toUpperCase();
  if (!v) return ID_DOCUMENT_MESSAGES.empty;
  switch (idType) {
    case 0: case 1: case 2: return citizenIdError(v, opts);
    case 4: case 5: case 6: case 7: return PASSPORT.test(v) ? null : ID_DOCUMENT_MESSAGES.passport;
    case 8: return HK_MACAU.test(v) ? null : ID_DOCUMENT_MESSAGES.hkMacau;
    case 9: return TAIWAN.test(v) ? null : ID_DOCUMENT_MESSAGES.taiwan;
    default: return OTHER.test(v) ? null : ID_DOCUMENT_MESSAGES.other;
  }
}

/** The stored form of a document number: trimmed and upper-cased (citizen IDs end in 'X', not 'x'). */
export const normaliseIdNumber = (value: string): string => normaliseCitizenId(value);
