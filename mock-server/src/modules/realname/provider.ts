import type { LicenceCheckAnswer } from '../../../../contract/realname';
import type { RealnameProviderName } from '../../../../contract/sandbox';
import { birthDateOf, beijingToday } from '../../../../contract/rules/citizen-id';
import { creditCodeError } from '../../../../contract/rules/credit-code';
import { idDocumentError } from '../../../../contract/rules/id-document';
import { mobileError } from '../../../../contract/rules/mobile';
import { orgNameError, orgNameKey } from '../../../../contract/rules/org-name';
import { orgTypeError, orgTypeMismatch, type OrgType } from '../../../../contract/rules/org-type';
import { personNameError } from '../../../../contract/rules/person-name';
import { SANDBOX_LICENCES } from './sandbox-licences';

/** A submission as the reviewer sees it (normalised values, as stored). */
export type Submission =
  | { kind: 'person'; name: string; idType: number; idNumber: string; phone: string }
  | {
    kind: 'org'; orgName: string; creditCode: string; orgType: string; legalName: string; legalIdType: number;
    legalIdNumber: string; contactName: string; contactPhone: string;
  };

/**
 * What the platform knows that the submission must agree with: the account's phone ('' when unbound), the name of
 * an earlier approved verification of the same kind ('' when none), whether another account already verified
 * the same document / credit code, and the server clock (epoch ms).
 */
export interface ReviewContext { accountPhone: string; verifiedName: string; numberTakenByOther: boolean; now: number }

/** The reviewer's verdict; a rejection carries the Chinese reason shown on /membershipReason. */
export type Decision = { approved: true } | { approved: false; reason: string };

/**
 * The identity-verification third party (design.md: a provider interface with a sandbox implementation). A real
 * provider would call the public-security ID check and the market-regulation licence registry; `review` may take
 * any time — the service schedules it and applies the decision when it arrives. Returning null leaves the record
 * for an operator (`npm run realname`).
 */
export interface VerificationProvider {
  readonly name: string;
  review(submission: Submission, context: ReviewContext): Promise<Decision | null>;
  /** §7 business-licence check: is `creditCode` a registered, active licence under `orgName`? */
  checkLicence(creditCode: string, orgName: string): Promise<LicenceCheckAnswer>;
}

export const REVIEW_REASONS = {
  phoneMismatch: '提交的手机号与账号绑定的手机号不一致',
  nameMismatch: (name: string) => `姓名与已认证的姓名“${name}”不一致`,
  minor: '未满18周岁，不能办理实名认证',
  numberTaken: '该证件号码已被其他账号实名认证',
  creditCodeTaken: '该统一社会信用代码已被其他账号认证',
  contactMismatch: '联系人手机号须为账号绑定的手机号',
} as const;

/**
 * Only the resident ID card (type 0) can be checked online (public-security check, birth date in the number); any
 * other document (passports, travel permits, …) is for an operator to check against its images.
 */
export const onlineCheckable = (idType: number) => idType === 0;

/**
 * True when `s` can only be decided by an operator: a person's or legal representative's document is not a resident
 * ID card. Such a record stays 认证中 (status 1) for `npm run realname` once every other rule passed.
 */
export function needsManualReview(s: Submission): boolean {
  return !onlineCheckable(s.kind === 'person' ? s.idType : s.legalIdType);
}

/** The age in whole years on `today` of someone born on `birth`. */
function ageOn(birth: { year: number; month: number; day: number }, today: { year: number; month: number; day: number }): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/**
 * The first problem of a person (or legal representative) the sandbox can see, else null: the §5 rules of name and
 * document, and for a resident ID card the age (18+). Other documents pass here and are left to an operator.
 */
function personProblem(name: string, idType: number, idNumber: string, now: number): string | null {
  const rule = personNameError(name) ?? idDocumentError(idType, idNumber, { today: beijingToday(now) });
  if (rule) return rule;
  if (!onlineCheckable(idType)) return null;
  const birth = birthDateOf(idNumber.slice(6, 14), beijingToday(now))!;
  return ageOn(birth, beijingToday(now)) < 18 ? REVIEW_REASONS.minor : null;
}

/**
 * The sandbox's decision, pure: approves when every §5 rule passes and the submission agrees with the account —
 * submitted phone (person) / contact phone (organisation) equals the account's phone, a resident ID card (type 0)
 * of an adult, the same name as an earlier approved verification, a number no other account verified, and for
 * organisations an active licence whose registered name matches (sandbox registry, see sandbox-licences.ts).
 * A document other than the resident ID card (of the person or the legal representative) cannot be checked online:
 * when nothing else is wrong the answer is null — the record stays 认证中 for an operator (manual review).
 * @returns the decision (a rejection's reason is the first problem found, Chinese), or null for manual review
 */
export function sandboxDecision(s: Submission, ctx: ReviewContext): Decision | null {
  const reject = (reason: string): Decision => ({ approved: false, reason });
  const passed = (): Decision | null => (needsManualReview(s) ? null : { approved: true });
  if (s.kind === 'person') {
    const problem = personProblem(s.name, s.idType, s.idNumber, ctx.now) ?? mobileError(s.phone);
    if (problem) return reject(problem);
    if (s.phone !== ctx.accountPhone) return reject(REVIEW_REASONS.phoneMismatch);
    if (ctx.verifiedName && ctx.verifiedName !== s.name) return reject(REVIEW_REASONS.nameMismatch(ctx.verifiedName));
    if (ctx.numberTakenByOther) return reject(REVIEW_REASONS.numberTaken);
    return passed();
  }
  const rules = orgNameError(s.orgName) ?? creditCodeError(s.creditCode) ?? orgTypeError(s.orgType)
    ?? orgTypeMismatch(s.orgType as OrgType, s.creditCode) ?? personNameError(s.contactName) ?? mobileError(s.contactPhone);
  if (rules) return reject(rules);
  const licence = sandboxLicence(s.creditCode, s.orgName);
  if (!licence.valid) return reject(licence.msg);
  const legal = personProblem(s.legalName, s.legalIdType, s.legalIdNumber, ctx.now);
  if (legal) return reject(`法定代表人：${legal}`);
  if (s.contactPhone !== ctx.accountPhone) return reject(REVIEW_REASONS.contactMismatch);
  if (ctx.verifiedName && orgNameKey(ctx.verifiedName) !== orgNameKey(s.orgName)) return reject(REVIEW_REASONS.nameMismatch(ctx.verifiedName));
  if (ctx.numberTakenByOther) return reject(REVIEW_REASONS.creditCodeTaken);
  return passed();
}

/**
 * The sandbox licence registry: the code must pass GB 32100; a code the registry knows must be active and carry the
 * same name (spaces and bracket width ignored); unknown valid codes pass, since the sandbox cannot know every company.
 */
export function sandboxLicence(creditCode: string, orgName: string): LicenceCheckAnswer {
  const rule = creditCodeError(creditCode) ?? orgNameError(orgName);
  if (rule) return { valid: false, msg: rule };
  const known = SANDBOX_LICENCES.find((l) => l.creditCode === creditCode.trim().toUpperCase());
  if (!known) return { valid: true, msg: '' };
  if (known.status !== '存续') return { valid: false, msg: `该营业执照状态为“${known.status}”，不能用于认证` };
  if (orgNameKey(known.orgName) !== orgNameKey(orgName)) return { valid: false, msg: '机构名称与营业执照登记的名称不一致' };
  return { valid: true, msg: '' };
}

/** The sandbox provider: {@link sandboxDecision} (null: manual review) and {@link sandboxLicence}, answered at once. */
export const sandboxProvider: VerificationProvider = {
  name: 'sandbox',
  review: async (submission, context) => sandboxDecision(submission, context),
  checkLicence: async (creditCode, orgName) => sandboxLicence(creditCode, orgName),
};

/**
 * REALNAME_PROVIDER=manual: no verification service is connected, so nothing is decided automatically — every
 * submission waits for an operator (`npm run realname`), and the licence check only applies the GB 32100 and name
 * rules (the operator checks the registry).
 */
export const manualProvider: VerificationProvider = {
  name: 'manual',
  review: async () => null,
  checkLicence: async (creditCode, orgName) => {
    const rule = creditCodeError(creditCode) ?? orgNameError(orgName);
    return rule ? { valid: false, msg: rule } : { valid: true, msg: '' };
  },
};

/** The provider a REALNAME_PROVIDER setting names. */
export function verificationProviderFor(name: RealnameProviderName): VerificationProvider {
  return name === 'manual' ? manualProvider : sandboxProvider;
}
