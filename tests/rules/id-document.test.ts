import { describe, expect, it } from 'vitest';
import { CITIZEN_ID_MESSAGES, citizenIdCheckChar } from '../../contract/rules/citizen-id';
import { ID_DOCUMENT_MESSAGES as M, ID_TYPE_LABELS, idDocumentError, isIdType } from '../../contract/rules/id-document';

const TODAY = { today: { year: 2026, month: 11, day: 21 } };
const ID = '11010519491231002X';

describe('identity document types (§3 codes 0–10)', () => {
  it('labels the eleven types as the idType dictionary does', () => {
    expect(Object.keys(ID_TYPE_LABELS)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(ID_TYPE_LABELS[0]).toBe('居民身份证');
    expect(ID_TYPE_LABELS[9]).toBe('台湾居民来往大陆通行证');
    expect([0, 10, 5].every(isIdType)).toBe(true);
    expect([-1, 11, 1.5, '0', null].some(isIdType)).toBe(false);
  });

  it.each([
    [0, ID, null], [0, `${ID.slice(0, 17)}1`, CITIZEN_ID_MESSAGES.checksum], [0, '', M.empty], [1, ID, null], [2, '1101051949', CITIZEN_ID_MESSAGES.length],
    [3, '军字第123456号', M.other], [3, 'JG2019123456', null],
    [4, 'P1234567', null], [5, 'E12345678', null], [5, 'EA1234567', null], [5, 'G12345678', null], [5, 'e12345678', null],
    [5, 'E1234567', M.passport], [5, 'X12345678', M.passport], [6, 'SE1234567', null], [7, 'DE1234567', null], [7, 'D12345678', null],
    [8, 'H12345678', null], [8, 'M1234567890', null], [8, 'H123456789', M.hkMacau], [8, 'K12345678', M.hkMacau],
    [9, '12345678', null], [9, '1234567890', M.taiwan], [9, 'T1234567', M.taiwan],
    [10, 'AB12', null], [10, 'A'.repeat(30), null], [10, 'AB1', M.other], [10, 'A'.repeat(31), M.other], [10, 'AB-123', M.other],
    [11, ID, M.type], [-1, ID, M.type],
  ])('type %s, %s → %s', (type, number, message) => {
    expect(idDocumentError(type, number, TODAY)).toBe(message);
  });

  it('computes the MOD 11-2 character of the GB 11643 example', () => {
    expect(citizenIdCheckChar('11010519491231002')).toBe('X');
    expect(() => citizenIdCheckChar('1101051949123100')).toThrow();
  });
});
