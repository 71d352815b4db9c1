import { z } from 'zod';
import type { EnrolmentSubmit } from '@contract/enrolment';
import type { Material } from '@contract/project-detail';
import { t } from '@/i18n';
import { listText } from '@/features/enrol/list-text';

/** The enrolment form's values: chosen 标段, the directional code, material code → fileId, the agreement. */
export interface EnrolFormValues {
  subAssetsIds: string[];
  directionalCode: string;
  materials: Record<string, string>;
  agreed: boolean;
}

/** What the form must enforce for this project and user. */
export interface EnrolFormContext {
  isPackage: boolean;
  needsCode: boolean;
  /** The materials of the user's kind (appliesTo 'both' or the kind). */
  materials: Material[];
}

/** Fields checked before leaving each step: 确认信息, 上传材料, 提交. */
export const STEP_FIELDS: (keyof EnrolFormValues)[][] = [['subAssetsIds', 'directionalCode'], ['materials'], ['agreed']];

/**
 * The form's zod schema for `ctx`: a package needs at least one 标段, a directional project not yet
 * unlocked needs its code, every required material needs an upload, and the agreement must be ticked.
 * Each rule sits on its own field (not on the object), so a step's check runs even while later
 * steps are still incomplete. Messages are in the active language: the form builds the schema at each validation
 * (enrol-page.tsx), so they are shown as built.
 */
export function enrolFormSchema(ctx: EnrolFormContext) {
  const ids = z.array(z.string()).max(20, t('标段不能超过{n}个', { n: 20 }));
  const code = z.string().trim().max(32, t('定向码格式错误'));
  return z.object({
    subAssetsIds: ctx.isPackage ? ids.min(1, t('请至少选择一个标段')) : ids,
    directionalCode: ctx.needsCode ? code.min(1, t('请输入定向码')) : code,
    materials: z.record(z.string(), z.string()).superRefine((files, issue) => {
      const missing = ctx.materials.filter((m) => m.required && !files[m.code]).map((m) => m.name);
      if (missing.length) issue.addIssue({ code: 'custom', message: t('请上传：{names}', { names: listText(missing) }) });
    }),
    agreed: z.boolean().refine((v) => v, t('请阅读并同意竞买须知和风险提示')),
  });
}

/** The kinds of material a user of `kind` uploads. */
export function materialsFor(all: Material[], kind: 'person' | 'org'): Material[] {
  return all.filter((m) => m.appliesTo === 'both' || m.appliesTo === kind);
}

/** The POST enrolment/submit body for valid form values (empty code and untouched materials left out). */
export function toSubmitBody(assetsId: string, v: EnrolFormValues, ctx: EnrolFormContext, idempotencyKey: string): EnrolmentSubmit {
  const codes = new Set(ctx.materials.map((m) => m.code));
  return {
    assetsId,
    subAssetsIds: ctx.isPackage ? v.subAssetsIds : [],
    materials: Object.entries(v.materials)
      .filter(([code, fileId]) => codes.has(code) && fileId)
      .map(([code, fileId]) => ({ code, fileId })),
    directionalCode: ctx.needsCode && v.directionalCode.trim() ? v.directionalCode.trim() : undefined,
    idempotencyKey,
  };
}
