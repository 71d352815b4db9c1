import { createHash } from 'node:crypto';
import type { Material } from '../../../contract/project-detail';
import { hashDirectionalCode } from '../modules/detail/index';
import type { DetailFacts } from './detail-facts';
import { projectImagePath, PROJECT_IMAGES_PER_FAMILY } from './images';
import type { Rng } from './random';

/**
 * Release codes of the seeded directional projects (定向发布), handed out in project-code order to every 12th
 * registering single project or package (README lists the projects). Only their scrypt hashes are stored.
 */
export const DIRECTIONAL_CODES = ['TF7K3Q', 'NC4M8W', 'DX2P6R', 'CQ9H5T', 'SC3V7Y', 'FJ8B2N', 'LQ5D9K', 'JT6W4M', 'ZY2X8P', 'GD7R3S', 'HB4N6Q', 'XC9T2W'];
const DIRECTIONAL_EVERY = 12;

/** Which seeded projects are directional and their codes: registering top-level non-hall projects, every 12th. */
export function directionalCodes(facts: DetailFacts[]): Map<string, string> {
  const seq = (f: DetailFacts) => Number(f.projectCode.slice(-4));
  const candidates = facts.filter((f) => f.status === 1 && f.parentAssetsId === '' && f.projectNature !== 49)
    .sort((a, b) => seq(a) - seq(b));
  const codes = new Map<string, string>();
  candidates.forEach((f, i) => {
    if (i % DIRECTIONAL_EVERY === DIRECTIONAL_EVERY - 1) codes.set(f.assetsId, DIRECTIONAL_CODES[codes.size % DIRECTIONAL_CODES.length]);
  });
  return codes;
}

/** The stored hash of a seeded code; the salt comes from the asset id so the seed stays byte-identical. */
export function seededCodeHash(assetsId: string, code: string): string {
  return hashDirectionalCode(code, createHash('sha256').update(`directional:${assetsId}`).digest().subarray(0, 16));
}

/**
 * Who may enrol: collective construction land and investment calls want organisations, a share of small land leases
 * is reserved for individuals (local farmers), everything else takes both.
 */
export function acceptKindsOf(f: DetailFacts, rng: Rng): 'both' | 'person' | 'org' {
  if (f.familyId === '7' || (f.familyId === '8' && f.projectNature === 5)) return 'org';
  if (f.familyId === '1' && (f.area ?? 0) < 100 && rng.chance(0.3)) return 'person';
  return 'both';
}

/** The materials an enroller uploads; a business plan for land and resource leases, a credit proof for big deals. */
export function materialsOf(f: DetailFacts, kinds: 'both' | 'person' | 'org'): Material[] {
  const list: Material[] = [
    { code: 'application', name: '竞买申请书', required: true, appliesTo: 'both', note: '下载模板填写并签字（盖章）后上传' },
    { code: 'commitment', name: '竞买承诺书', required: true, appliesTo: 'both', note: '承诺已踏勘标的并接受交易规则' },
  ];
  if (kinds !== 'org') list.push({ code: 'idCard', name: '身份证正反面扫描件', required: true, appliesTo: 'person', note: '与实名认证信息一致' });
  if (kinds !== 'person') {
    list.push({ code: 'licence', name: '营业执照副本扫描件', required: true, appliesTo: 'org', note: '加盖公章' });
    list.push({ code: 'legalId', name: '法定代表人身份证明', required: true, appliesTo: 'org', note: '法定代表人身份证正反面' });
    list.push({ code: 'authorisation', name: '授权委托书', required: false, appliesTo: 'org', note: '委托他人办理时提供' });
  }
  if (['1', '3'].includes(f.familyId)) list.push({ code: 'businessPlan', name: '经营方案', required: true, appliesTo: 'both', note: '说明拟种养品种、投资计划及用工安排' });
  if (f.investAmountFen >= 500_000_000) list.push({ code: 'creditProof', name: '资信证明', required: false, appliesTo: 'both', note: '银行存款证明或资信证明' });
  return list;
}

/** The image gallery: the listing thumbnail first, then three other pictures of the same family. */
export function galleryOf(f: DetailFacts, rng: Rng): string[] {
  const others = rng.sample(Array.from({ length: PROJECT_IMAGES_PER_FAMILY }, (_, i) => i + 1), 4)
    .map((n) => projectImagePath(f.familyIcon, n)).filter((u) => u !== f.imgSrc).slice(0, 3);
  return [f.imgSrc, ...others].filter(Boolean);
}

const FEATURES: Record<string, string[]> = {
  '1': ['交通便利', '水源充足', '集中连片', '土壤肥沃', '可办理设施农用地备案', '机耕道通达', '已建高标准农田', '适宜机械化作业'],
  '2': ['临街铺面', '水电齐全', '可办理营业执照', '交通便利', '停车方便', '人流量大'],
  '3': ['集中连片', '适宜造林', '可发展林下经济', '交通便利', '水源充足'],
  '4': ['林相整齐', '林道通达', '可发展林下经济', '可申请生态补偿', '权属清晰'],
  '5': ['车况良好', '手续齐全', '可现场试机', '随机附件齐全', '可协助过户'],
  '6': ['蓄水充足', '配套渠系完善', '可兼营垂钓', '管护便利'],
  '7': ['规划条件明确', '已完成入市决策', '三通一平', '交通便利', '可办理不动产权证'],
  '8': ['政策扶持', '产业基础好', '可享受贷款贴息', '交通便利', '市场前景广阔'],
};

/** 3–5 feature tags of the project's family, in the family's order. */
export function featuresOf(f: DetailFacts, rng: Rng): string[] {
  const all = FEATURES[f.familyId] ?? FEATURES['8'];
  const chosen = new Set(rng.sample(all, rng.int(3, Math.min(5, all.length))));
  return all.filter((n) => chosen.has(n));
}
