import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_REASONS, ReviewQueue, sandboxDecision, sandboxLicence, type Submission } from '../../mock-server/src/modules/realname/index';
import { FIXED_NOW } from './helpers';
import { citizenId, creditCode } from './realname-helpers';

const ctx = { accountPhone: '13800138002', verifiedName: '', numberTakenByOther: false, now: FIXED_NOW };
const person: Submission = { kind: 'person', name: '李四', idType: 0, idNumber: citizenId('350102', '19900307'), phone: '13800138002' };
const rejected = (reason: string) => ({ approved: false, reason });

describe('sandbox reviewer (pure)', () => {
  it('approves a consistent adult with a resident ID card', () => {
    expect(sandboxDecision(person, ctx)).toEqual({ approved: true });
  });

  it('rejects with a Chinese reason when the data is inconsistent', () => {
    expect(sandboxDecision({ ...person, phone: '13900000000' }, ctx)).toEqual(rejected(REVIEW_REASONS.phoneMismatch));
    expect(sandboxDecision(person, { ...ctx, verifiedName: '李思' })).toEqual(rejected('姓名与已认证的姓名“李思”不一致'));
    expect(sandboxDecision(person, { ...ctx, numberTakenByOther: true })).toEqual(rejected(REVIEW_REASONS.numberTaken));
    expect(sandboxDecision({ ...person, idNumber: citizenId('350102', '20090101') }, ctx)).toEqual(rejected(REVIEW_REASONS.minor));
    expect(sandboxDecision({ ...person, idNumber: `${person.idNumber.slice(0, 17)}${person.idNumber[17] === '1' ? '2' : '1'}` }, ctx))
      .toEqual(rejected('证件号码校验位错误'));
  });

  it('leaves a passport or travel permit to an operator (null) once nothing else is wrong, and still rejects what it can see', () => {
    const passport = { ...person, idType: 5, idNumber: 'E12345678' };
    expect(sandboxDecision(passport, ctx)).toBeNull();
    expect(sandboxDecision({ ...person, idType: 8, idNumber: 'H12345678' }, ctx)).toBeNull();
    expect(sandboxDecision({ ...passport, phone: '13900000000' }, ctx)).toEqual(rejected(REVIEW_REASONS.phoneMismatch));
    expect(sandboxDecision(passport, { ...ctx, numberTakenByOther: true })).toEqual(rejected(REVIEW_REASONS.numberTaken));
    expect(sandboxDecision({ ...passport, idNumber: '12' }, ctx)).toMatchObject({ approved: false });
  });

  it('counts the 18th birthday itself as adult (Beijing date of the server clock)', () => {
    expect(sandboxDecision({ ...person, idNumber: citizenId('350102', '20081121') }, ctx)).toEqual({ approved: true });
    expect(sandboxDecision({ ...person, idNumber: citizenId('350102', '20081122') }, ctx)).toEqual(rejected(REVIEW_REASONS.minor));
  });

  it('checks organisations against the licence registry and the legal representative like a person', () => {
    const org: Submission = {
      kind: 'org', orgName: '重庆渝丰农业发展有限公司', creditCode: creditCode('91500112MA5U7Q3K2'), orgType: '企业法人', legalName: '周强',
      legalIdType: 0, legalIdNumber: citizenId('500112', '19750618'), contactName: '周强', contactPhone: '13800138002',
    };
    expect(sandboxDecision(org, ctx)).toEqual({ approved: true });
    expect(sandboxDecision({ ...org, orgName: '重庆渝丰农业有限公司' }, ctx)).toEqual(rejected('机构名称与营业执照登记的名称不一致'));
    expect(sandboxDecision({ ...org, legalIdType: 8, legalIdNumber: 'H12345678' }, ctx)).toBeNull();
    expect(sandboxDecision({ ...org, legalIdType: 8, legalIdNumber: 'H12345678', contactPhone: '13900000000' }, ctx))
      .toEqual(rejected(REVIEW_REASONS.contactMismatch));
    expect(sandboxDecision({ ...org, contactPhone: '13900000000' }, ctx)).toEqual(rejected(REVIEW_REASONS.contactMismatch));
    expect(sandboxLicence(creditCode('91350102MA3100001'), '福州某某已注销贸易有限公司')).toEqual({ valid: false, msg: '该营业执照状态为“注销”，不能用于认证' });
    expect(sandboxLicence('914403001922038216', '华为技术有限公司')).toEqual({ valid: true, msg: '' });
  });
});

describe('review queue', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('runs each review after its delay, once, and drain() runs the waiting ones at once', async () => {
    vi.useFakeTimers();
    const done: string[] = [];
    const queue = new ReviewQueue(async (id) => { done.push(id); }, 800);
    queue.schedule('a');
    queue.schedule('b');
    await vi.advanceTimersByTimeAsync(799);
    expect(done).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toEqual(['a', 'b']);
    queue.schedule('c');
    expect(queue.pending).toBe(1);
    await queue.drain();
    expect(done).toEqual(['a', 'b', 'c']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(done).toEqual(['a', 'b', 'c']);
  });

  it('reports a failing review and cancels waiting ones on close', async () => {
    vi.useFakeTimers();
    const errors: string[] = [];
    const queue = new ReviewQueue(async () => { throw new Error('provider down'); }, 10, (_err, id) => errors.push(id));
    queue.schedule('x');
    await vi.advanceTimersByTimeAsync(10);
    expect(errors).toEqual(['x']);
    queue.schedule('y');
    queue.close();
    await vi.advanceTimersByTimeAsync(100);
    expect(errors).toEqual(['x']);
  });
});
