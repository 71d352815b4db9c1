import { LOT_MODE_LABELS, LOT_PHASE_LABELS, type LotMode, type LotPhase } from '../../../../contract/bid';
import { ACCEPT_KIND_LABELS, type ProjectDetail } from '../../../../contract/project-detail';
import { shiftRules } from '../../auction/schedule';
import { rulesSummary } from '../../auction/service/rules-summary';
import type { LotRules } from '../../auction/types';
import type { Db } from '../../db/connection';
import { found } from '../../http/envelope';
import { beijingTime, fenToYuan } from '../../http/wire';
import { toListedProjects } from '../../services/listing';
import { hasDirectionalAccess, isDirectional } from './access';
import { favouriteFacts, findRoadshow } from '../favourites/index';
import {
  countSubAssets, dictLabel, findLotSummary, findProfile, findProject, hasPriorityHolder, type ProjectRow,
} from './repository';

/** The project `assetsId`. @throws ApiError 404 '项目不存在'. */
export async function requireProject(db: Db, assetsId: string): Promise<ProjectRow> {
  return found(await findProject(db, assetsId), '项目不存在');
}

/**
 * The lot's rules on its current schedule: the bid service keeps the project's bid_start_time at the opening moved by
 * any pause before it (projection.ts), so the whole schedule moves by the same amount, as in the bid room.
 */
function scheduleOf(rules: LotRules, project: ProjectRow): LotRules {
  const start = project.bidStartTime === null ? rules.startAt : Number(project.bidStartTime);
  return shiftRules(rules, Math.max(0, start - rules.startAt));
}

/**
 * The bid activity of a project with a lot: mode, phase and 竞价须知 (the bid service's own rules summary, so the
 * detail page and the bid room never disagree). null when the project has no lot.
 */
export async function bidActivityOf(db: Db, project: ProjectRow): Promise<ProjectDetail['bidActivity']> {
  const lot = await findLotSummary(db, project.assetsId);
  if (!lot) return null;
  const holder = await hasPriorityHolder(db, project.assetsId);
  const mode = lot.mode as LotMode;
  const phase = lot.phase as LotPhase;
  return {
    mode, modeLabel: LOT_MODE_LABELS[mode], phase, phaseLabel: LOT_PHASE_LABELS[phase],
    rules: rulesSummary(scheduleOf(JSON.parse(lot.rules) as LotRules, project), Number(project.depositFen), holder, project),
  };
}

/**
 * The full project detail for `userId` (null: visitor): ListedProject, the detail facts, the enrolment window against
 * `now`, the bid activity, favourites, roadshow and whether the directional tabs are open to the caller.
 */
export async function projectDetail(db: Db, assetsId: string, userId: string | null, now: number): Promise<ProjectDetail> {
  const p = await requireProject(db, assetsId);
  const [[listed], profile, favourites, bidActivity, roadshow, subCount, transferTypeName] = await Promise.all([
    toListedProjects(db, [p]), findProfile(db, p), favouriteFacts(db, assetsId, userId), bidActivityOf(db, p),
    findRoadshow(db, assetsId, userId),
    countSubAssets(db, assetsId),
    dictLabel(db, 'transferType', p.transferType),
  ]);
  const start = Number(p.announcementStartTime);
  const end = Number(p.announcementEndTime);
  return {
    ...listed,
    description: p.description, transferor: p.transferor, termYears: p.termYears,
    deposit: fenToYuan(p.depositFen) ?? 0, increment: fenToYuan(p.incrementFen) ?? 0, biddingPrice: fenToYuan(p.biddingPriceFen),
    biddingCount: p.biddingCount, town: p.townName, village: p.villageName,
    regionText: `${listed.province}${listed.city}${listed.county}${p.townName}${p.villageName}`, transferTypeName,
    announcementStartTime: beijingTime(start), bidStartTime: beijingTime(p.bidStartTime), bidEndTime: beijingTime(p.bidEndTime),
    gallery: profile.gallery, isPackage: p.projectType === 1, parentAssetsId: p.parentAssetsId, subAssetCount: subCount,
    acceptKinds: profile.acceptKinds, acceptKindsLabel: ACCEPT_KIND_LABELS[profile.acceptKinds],
    directional: isDirectional(profile), directionalVerified: await hasDirectionalAccess(db, assetsId, userId, profile),
    enrolment: { startTime: beijingTime(start), endTime: beijingTime(end), startAt: start, endAt: end, open: now >= start && now <= end },
    bidActivity, favouriteCount: favourites.count, isCollected: favourites.mine, roadshow,
  };
}
