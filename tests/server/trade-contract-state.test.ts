import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractStates as S } from '../../mock-server/src/modules/trade-contract/index';
import type { ContractSnap } from '../../mock-server/src/modules/trade-contract/index';

type Role = 'transferor' | 'transferee';
const snap = (over: Partial<ContractSnap> = {}): ContractSnap => ({
  state: 'confirming', version: 1,
  parties: [
    { role: 'transferor', userId: 'a', kind: 'person', confirmedVersion: null },
    { role: 'transferee', userId: 'b', kind: 'person', confirmedVersion: null },
  ],
  signatories: [
    { id: 's1', role: 'transferor', kind: 'self', removed: false, signedTime: null },
    { id: 's2', role: 'transferee', kind: 'self', removed: false, signedTime: null },
  ],
  ...over,
});

/** Runs a random sequence of steps through the machine the way the services do (check, then apply). */
type Step = { t: 'edit'; role: Role; base: number } | { t: 'confirm'; role: Role; version: number } | { t: 'sign'; role: Role; id: string };
function apply(s: ContractSnap, step: Step): ContractSnap {
  if (step.t === 'edit') {
    if (S.checkEdit(s, step.base) !== null) return s;
    return { ...s, version: s.version + 1, parties: s.parties.map((p) => ({ ...p, confirmedVersion: null })) };
  }
  if (step.t === 'confirm') {
    if (S.checkConfirm(s, step.role, step.version) !== null) return s;
    const state = S.stateAfterConfirm(s, step.role, step.version);
    return { ...s, state, parties: s.parties.map((p) => (p.role === step.role ? { ...p, confirmedVersion: step.version } : p)) };
  }
  if (S.checkSign(s, step.role, step.id, true) !== null) return s;
  const next = S.stateAfterSign(s, step.id);
  return { ...s, state: next === 'complete' ? 'signed' : 'signing', signatories: s.signatories.map((x) => (x.id === step.id ? { ...x, signedTime: 1 } : x)) };
}
const role = fc.constantFrom<Role>('transferor', 'transferee');
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ t: fc.constant('edit' as const), role, base: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ t: fc.constant('confirm' as const), role, version: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ t: fc.constant('sign' as const), role, id: fc.constantFrom('s1', 's2') }),
);

describe('the contract state machine', () => {
  it('never lets a signature in before both parties confirmed the same latest version, nor an edit after the freeze', () => {
    fc.assert(fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
      let s = snap();
      for (const st of steps) {
        const before = s;
        s = apply(s, st);
        if (st.t === 'sign' && s !== before) expect(before.parties.every((p) => p.confirmedVersion === before.version)).toBe(true);
        if (st.t === 'edit' && s !== before) expect(before.state).toBe('confirming');
        if (s.state === 'signed') expect(s.signatories.every((x) => x.signedTime !== null)).toBe(true);
        if (s.state !== 'confirming') expect(s.parties.every((p) => p.confirmedVersion === s.version)).toBe(true);
      }
    }));
  });

  it('answers an edit from an older version with the refresh message', () => {
    expect(S.checkEdit(snap({ version: 3 }), 2)).toEqual({ code: 409, msg: '合同已被对方修改，请刷新后再改' });
    expect(S.checkEdit(snap({ state: 'awaiting_signature' }), 1)).toEqual({ code: 409, msg: '合同文本已经双方确认，不能再修改' });
  });

  it('tells a repeated confirmation or signature apart from a refusal', () => {
    const s = snap({ parties: snap().parties.map((p) => ({ ...p, confirmedVersion: p.role === 'transferor' ? 1 : null })) });
    expect(S.checkConfirm(s, 'transferor', 1)).toBe('same');
    expect(S.checkConfirm(s, 'transferee', 1)).toBeNull();
    const signing = snap({ state: 'signing', signatories: snap().signatories.map((x) => (x.id === 's1' ? { ...x, signedTime: 5 } : x)) });
    expect(S.checkSign(signing, 'transferor', 's1', true)).toBe('same');
    expect(S.checkSign(signing, 'transferor', 's2', true)).toEqual({ code: 409, msg: '该签署人属于对方，不能代为操作' });
    expect(S.checkSign(signing, 'transferor', 'nope', true)).toMatchObject({ code: 404 });
  });

  it('needs every live signatory of both parties, and at least one per party, before it completes', () => {
    const org = snap({
      state: 'awaiting_signature',
      parties: [{ role: 'transferor', userId: 'a', kind: 'org', confirmedVersion: 1 }, { role: 'transferee', userId: 'b', kind: 'person', confirmedVersion: 1 }],
      signatories: [{ id: 's2', role: 'transferee', kind: 'self', removed: false, signedTime: null }, { id: 'r', role: 'transferor', kind: 'legal_rep', removed: true, signedTime: null }],
    });
    expect(S.stateAfterSign(org, 's2')).toBe('signing');
    expect(S.checkSign(org, 'transferor', 'r', true)).toEqual({ code: 409, msg: '该签署人已被移除' });
    expect(S.checkAddSignatory(org, 'transferor')).toBeNull();
    expect(S.checkSign({ ...org, signatories: [...org.signatories, { id: 'x', role: 'transferor', kind: 'agent', removed: false, signedTime: null }] }, 'transferor', 'x', false))
      .toEqual({ code: 409, msg: '本单位尚未启用电子签章，请先申请电子签章并完成人脸核验' });
    expect(S.checkVoid({ ...org, state: 'signed' })).toMatchObject({ code: 409 });
  });
});
