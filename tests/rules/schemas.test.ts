import { describe, expect, it } from 'vitest';
import { orgVerificationRequestSchema, personVerificationRequestSchema } from '../../contract/realname';
import { citizenIdSchema, creditCodeSchema, idTypeSchema, mobileSchema, personNameSchema } from '../../contract/rules/schemas';

const issues = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('zod schemas over the rules', () => {
  it('report exactly the rule message and output the stored form', () => {
    expect(citizenIdSchema.parse(' 11010519491231002x ')).toBe('11010519491231002X');
    expect(issues(citizenIdSchema.safeParse('1101'))).toEqual([': 证件号码长度不为18位']);
    expect(issues(citizenIdSchema.safeParse(undefined))).toEqual([': 证件号码不能为空']);
    expect(personNameSchema.parse('阿卜杜•热合曼')).toBe('阿卜杜·热合曼');
    expect(creditCodeSchema.parse('9144030071526726xg')).toBe('9144030071526726XG');
    expect(issues(mobileSchema.safeParse('2380013800'))).toEqual([': 手机号码长度不为11位']);
    expect(idTypeSchema.parse('9')).toBe(9);
    expect(issues(idTypeSchema.safeParse('11'))).toEqual([': 证件类型不正确']);
  });

  const person = {
    name: '张三', idType: '0', idNumber: '11010519491231002x', phone: '13800138001',
    frontImage: 'a'.repeat(32), backImage: 'b'.repeat(32),
  };

  it('checks a person submission field by field, the document number for its type', () => {
    expect(personVerificationRequestSchema.parse(person)).toMatchObject({ idType: 0, idNumber: '11010519491231002X' });
    expect(issues(personVerificationRequestSchema.safeParse({ ...person, idNumber: '11010519491231002' }))).toEqual(['idNumber: 证件号码长度不为18位']);
    expect(issues(personVerificationRequestSchema.safeParse({ ...person, idType: 5, idNumber: 'E1234567' })))
      .toEqual(['idNumber: 护照号码格式错误（如 E12345678）']);
    expect(personVerificationRequestSchema.safeParse({ ...person, idType: 5, idNumber: 'E12345678', backImage: undefined }).success).toBe(true);
    expect(issues(personVerificationRequestSchema.safeParse({ ...person, backImage: undefined }))).toEqual(['backImage: 请上传证件国徽面']);
  });

  it('checks an organisation submission, the legal representative like a person', () => {
    const org = {
      orgName: '贵州茅台酒股份有限公司', creditCode: '91520000214434146R', orgType: '企业法人', legalName: '张三', legalIdType: 0,
      legalIdNumber: '11010519491231002X', licenceImage: 'c'.repeat(32), contactName: '李四', contactPhone: '13800138002',
    };
    expect(orgVerificationRequestSchema.safeParse(org).success).toBe(true);
    expect(issues(orgVerificationRequestSchema.safeParse({ ...org, creditCode: '91520000214434146A', legalIdNumber: '1' })))
      .toEqual(['creditCode: 统一社会信用代码校验位错误', 'legalIdNumber: 证件号码长度不为18位']);
    expect(issues(orgVerificationRequestSchema.safeParse({ ...org, orgType: '公司' }))[0]).toMatch(/^orgType: 机构类型只能是/);
  });
});
