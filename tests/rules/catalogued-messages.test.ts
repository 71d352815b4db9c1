import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN } from '@contract/auth';
import { APPEAL_LIMITS, appealSubmitSchema } from '@contract/appeals';
import { fileIdSchema } from '@contract/realname';
import { ORG_TYPE_MESSAGES, ORG_TYPES } from '@contract/rules/org-type';
import { CONTRACT_LIMITS } from '@contract/trade-contract-paths';
import { contractEditSchema } from '@contract/trade-contract';

/**
 * Messages the portal's catalogues list by their full zh text state a limit as a literal number; they must keep
 * saying what the limits are (and what the server sends).
 */
describe('catalogued messages that state a limit', () => {
  const issues = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

  it('password length', () => {
    expect(PASSWORD_MESSAGES.tooShort).toBe(`密码长度不能少于${PASSWORD_MIN}位`);
    expect(PASSWORD_MESSAGES.tooLong).toBe(`密码长度不能超过${PASSWORD_MAX}位`);
  });

  it('organisation types', () => {
    expect(ORG_TYPE_MESSAGES.unknown).toBe(`机构类型只能是${ORG_TYPES.join('、')}之一`);
    for (const type of [...ORG_TYPES, '有限公司']) expect(ORG_TYPE_MESSAGES.mismatch(type)).toBe(`统一社会信用代码与机构类型“${type}”不符`);
  });

  it('contract edit note', () => {
    const r = contractEditSchema.safeParse({ id: '1', baseVersion: 1, clauses: {}, note: 'x'.repeat(CONTRACT_LIMITS.noteMax + 1) });
    expect(issues(r)).toEqual([`修改说明不能超过${CONTRACT_LIMITS.noteMax}个字`]);
  });

  it('appeal text and attachments', () => {
    const base = { subjectType: 'realname', subjectId: '1' };
    const file = 'a'.repeat(32);
    expect(issues(appealSubmitSchema.safeParse({ ...base, content: 'x'.repeat(APPEAL_LIMITS.contentMin - 1) }))).toEqual([`申诉理由不能少于${APPEAL_LIMITS.contentMin}个字`]);
    expect(issues(appealSubmitSchema.safeParse({ ...base, content: 'x'.repeat(APPEAL_LIMITS.contentMax + 1) }))).toEqual([`申诉理由不能超过${APPEAL_LIMITS.contentMax}个字`]);
    const attachments = Array.from({ length: APPEAL_LIMITS.attachmentsMax + 1 }, () => file);
    expect(issues(appealSubmitSchema.safeParse({ ...base, content: 'x'.repeat(APPEAL_LIMITS.contentMin), attachments }))).toEqual([`申诉材料不能超过${APPEAL_LIMITS.attachmentsMax}份`]);
  });

  it('upload fields, catalogued or not', () => {
    for (const label of ['证件人像面', '营业执照', '申诉材料', '其他材料']) {
      expect(issues(fileIdSchema(label).safeParse(undefined))).toEqual([`请上传${label}`]);
      expect(issues(fileIdSchema(label).safeParse('x'))).toEqual([`${label}无效，请重新上传`]);
    }
  });
});
