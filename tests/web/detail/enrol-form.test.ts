import { describe, expect, it } from 'vitest';
import type { Material } from '@contract/project-detail';
import { enrolFormSchema, materialsFor, toSubmitBody, type EnrolFormValues } from '@/features/enrol/enrol-form';

const material = (code: string, required: boolean, appliesTo: Material['appliesTo'] = 'both'): Material => ({ code, name: `材料${code}`, required, appliesTo, note: '' });
const EMPTY: EnrolFormValues = { subAssetsIds: [], directionalCode: '', materials: {}, agreed: false };
const errorsOf = (ctx: Parameters<typeof enrolFormSchema>[0], v: EnrolFormValues) =>
  Object.fromEntries((enrolFormSchema(ctx).safeParse(v).error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('enrolment form rules', () => {
  it('reports every step’s problem at once, each on its own field', () => {
    const ctx = { isPackage: true, needsCode: true, materials: [material('application', true), material('plan', false)] };
    expect(errorsOf(ctx, EMPTY)).toEqual({
      subAssetsIds: '请至少选择一个标段',
      directionalCode: '请输入定向码',
      materials: '请上传：材料application',
      agreed: '请阅读并同意竞买须知和风险提示',
    });
  });

  it('a single asset without code or required materials only needs the agreement', () => {
    expect(errorsOf({ isPackage: false, needsCode: false, materials: [material('plan', false)] }, { ...EMPTY, agreed: true })).toEqual({});
  });

  it('keeps the materials of the user’s kind and builds the submit body', () => {
    const all = [material('a', true), material('id', true, 'person'), material('licence', true, 'org')];
    const ctx = { isPackage: false, needsCode: false, materials: materialsFor(all, 'person') };
    expect(ctx.materials.map((m) => m.code)).toEqual(['a', 'id']);
    const body = toSubmitBody('f'.repeat(32), { subAssetsIds: ['x'], directionalCode: ' 123 ', materials: { a: '1'.repeat(32), licence: '2'.repeat(32) }, agreed: true }, ctx, 'enrol-key12345');
    expect(body).toEqual({ assetsId: 'f'.repeat(32), subAssetsIds: [], materials: [{ code: 'a', fileId: '1'.repeat(32) }], directionalCode: undefined, idempotencyKey: 'enrol-key12345' });
  });
});
