import { ENROLMENT_REASONS as R } from '../../../../contract/enrolment';
import type { Db } from '../../db/connection';
import { beijingTime } from '../../http/wire';
import { hasDirectionalAccess, isDirectional, type Profile, type ProjectRow, unlockWithCode } from '../detail/index';
import { enrolmentCheck } from '../realname/index';
import { findUserById } from '../user/index';
import { findApplication, findBidderRow } from './repository';

/** One reason to refuse an enrolment, with the HTTP status submit answers it with. */
export interface Refusal { code: string; msg: string; status: number }

/** The real-name kind of an account: userType 2 is an organisation (§6 two flows). */
export const kindOfUserType = (userType: number): 'person' | 'org' => (userType === 2 ? 'org' : 'person');

/** What the conditions need besides the project: the clock, and on submit the code the caller typed. */
export interface ConditionInput { now: number; directionalCode?: string; firstOnly: boolean }

/**
 * The reasons `userId` may not enrol in `project`, in the order submit checks them: a package's 标段 (enrol through the
 * package), approved real-name verification (the realname module's own check), the kind the project accepts, the
 * directional code, the enrolment window [announcementStartTime, announcementEndTime], and no enrolment yet (an
 * application, or a bidder row whose deposit is already confirmed; a refused application says so). `firstOnly` stops at the first (submit); the
 * check lists all. A correct code given on submit is remembered, as verify-code does.
 */
export async function refusals(db: Db, userId: string, project: ProjectRow, profile: Profile, input: ConditionInput): Promise<Refusal[]> {
  const out: Refusal[] = [];
  const add = (r: { code: string; msg: string }, status: number) => { out.push({ ...r, status }); return input.firstOnly; };

  if (project.parentAssetsId !== '' && add(R.notEnrollable, 400)) return out;
  const verification = await enrolmentCheck(db, userId, project.assetsId);
  for (const reason of verification.reasons.filter((r) => r.code !== 'projectNotFound')) if (add(reason, 403)) return out;

  const user = await findUserById(db, userId);
  const kind = kindOfUserType(user?.userType ?? 1);
  if (profile.acceptKinds === 'person' && kind === 'org' && add(R.personOnly, 403)) return out;
  if (profile.acceptKinds === 'org' && kind === 'person' && add(R.orgOnly, 403)) return out;

  if (isDirectional(profile) && !(await hasDirectionalAccess(db, project.assetsId, userId, profile))) {
    const code = input.directionalCode?.trim();
    const unlocked = code ? await unlockWithCode(db, project.assetsId, userId, code, profile, input.now) : false;
    if (!unlocked && add(code ? R.directionalCodeWrong : R.directionalCodeRequired, 403)) return out;
  }

  const start = Number(project.announcementStartTime);
  const end = Number(project.announcementEndTime);
  if (input.now < start && add({ code: R.notStarted.code, msg: `${R.notStarted.msg}，报名开始时间为 ${beijingTime(start)}` }, 403)) return out;
  if (input.now > end && add({ code: R.closed.code, msg: `${R.closed.msg}（截止时间 ${beijingTime(end)}）` }, 403)) return out;

  const application = await findApplication(db, userId, project.assetsId);
  if (application?.state === 'refused') add(R.refused, 409);
  else if (await alreadyEnrolled(db, userId, project.assetsId)) add(R.alreadyEnrolled, 409);
  return out;
}

/** An application exists, or the bid service already holds a bidder row with a confirmed (or later) deposit. */
export async function alreadyEnrolled(db: Db, userId: string, assetsId: string): Promise<boolean> {
  if (await findApplication(db, userId, assetsId)) return true;
  const bidder = await findBidderRow(db, assetsId, userId);
  return bidder !== null && bidder.depositStatus !== 'unpaid';
}
