import type { ContractClause } from '../../../../../contract/trade-contract';
import type { DealFacts } from '../../deal/index';
import { COLLECTIVE_OPERATING, AGRICULTURAL_PROJECT, FARM_EQUIPMENT, SMALL_WATER } from './assets';
import { COMMON_NEGOTIABLE, headFacts, paymentClause, type DraftText, type FamilyTemplate } from './common';
import { COLLECTIVE_RESOURCE, CONSTRUCTION_LAND, FORESTRY, LAND_CONTRACTING } from './land';

export type { DraftText } from './common';

/** The template of each asset family (seed/asset-types.ts ids '1'…'8'). */
const BY_FAMILY: Record<string, FamilyTemplate> = {
  1: LAND_CONTRACTING, 2: COLLECTIVE_OPERATING, 3: COLLECTIVE_RESOURCE, 4: FORESTRY,
  5: FARM_EQUIPMENT, 6: SMALL_WATER, 7: CONSTRUCTION_LAND, 8: AGRICULTURAL_PROJECT,
};
const ALL = Object.values(BY_FAMILY);

/** The negotiable clauses every template has, in order: key and title. */
export const NEGOTIABLE_CLAUSES = [
  { key: 'delivery', title: '交付与验收' }, { key: 'duties', title: '双方权利义务' }, { key: 'breach', title: '违约责任' },
  { key: 'disputes', title: '争议解决' }, { key: 'other', title: '其他约定' },
] as const;

/** The template of a family; an unknown family (a lot created outside the seeded catalogue) gets the project template. */
export function templateOf(familyId: string): FamilyTemplate {
  return BY_FAMILY[familyId] ?? AGRICULTURAL_PROJECT;
}

/** The display name of a stored template code ('' unknown). */
export function templateNameOf(code: string): string {
  return ALL.find((t) => t.code === code)?.templateName ?? '';
}

/**
 * The draft of a deal's contract: heading, head facts, and the clauses in order — 标的, 期限 (when the family has a
 * term), 价款与支付 (fixed, filled from the facts) then the five negotiable ones with the template's default text.
 */
export function draftText(d: DealFacts): DraftText {
  const t = templateOf(d.familyId);
  const fixed: ContractClause[] = [
    { key: 'subject', title: '标的', html: t.subject(d), editable: false },
    { key: 'term', title: '期限', html: t.term(d), editable: false },
    { key: 'payment', title: '价款与支付', html: paymentClause(d), editable: false },
  ].filter((c) => c.html !== '');
  const defaults: Record<string, string> = { delivery: t.delivery, duties: t.duties, ...COMMON_NEGOTIABLE };
  const negotiable = NEGOTIABLE_CLAUSES.map((c) => ({ key: c.key, title: c.title, html: defaults[c.key], editable: true }));
  return { template: t.code, templateName: t.templateName, title: t.title, head: headFacts(d), clauses: [...fixed, ...negotiable] };
}
