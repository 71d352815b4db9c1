import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CREDIT_CODE_CHARSET, CREDIT_CODE_MESSAGES as M, CREDIT_CODE_ORG_TYPES, creditCodeCheckChar, creditCodeError, isCreditCode,
} from '../../contract/rules/credit-code';
import { allRegionCodes } from '../../contract/rules/region-code';

/** Published codes of well-known companies (national enterprise credit publicity system) and the GB 32100 example. */
const PUBLISHED: Array<[string, string]> = [
  ['914403001922038216', '华为技术有限公司'],
  ['9144030071526726XG', '腾讯科技（深圳）有限公司'],
  ['91330100799655058B', '阿里巴巴（中国）有限公司'],
  ['91110108551385082Q', '小米科技有限责任公司'],
  ['91520000214434146R', '贵州茅台酒股份有限公司'],
  ['91440300192317458F', '比亚迪股份有限公司'],
  ['91110000802100433B', '北京百度网讯科技有限公司'],
  ['91110000710925462X', '中国石油天然气股份有限公司'],
  ['91350100M000100Y43', 'GB 32100-2015 附录示例'],
];

describe('unified social credit code (GB 32100-2015)', () => {
  it.each(PUBLISHED)('accepts %s (%s)', (code) => {
    expect(creditCodeError(code)).toBeNull();
    expect(creditCodeCheckChar(code.slice(0, 17))).toBe(code[17]);
  });

  it.each([
    ['', M.empty], [null, M.empty], ['91440300192317458', M.length], ['9144030019231745800', M.length],
    ['91440300192317458I', M.charset], ['9144030019231745O8', M.charset], ['91440300192317458S', M.charset],
    ['Z1440300192317458F', M.charset], ['B1440300192317458F', M.authority], ['94440300192317458F', M.orgType], ['Y2440300192317458F', M.orgType],
    ['91990300192317458F', M.region], ['914403001923174580', M.checksum],
  ])('%s → %s', (value, message) => {
    expect(creditCodeError(value as string)).toBe(message);
  });

  it('ignores case and spaces as people paste them', () => {
    expect(creditCodeError(' 9144030071526726xg ')).toBeNull();
    expect(creditCodeError('9144 0300 7152 6726 XG')).toBeNull();
  });

  const regions = allRegionCodes();
  const prefix = fc.constantFrom(...Object.entries(CREDIT_CODE_ORG_TYPES).flatMap(([a, types]) => [...types].map((t) => a + t)));
  const body = fc.array(fc.constantFrom(...CREDIT_CODE_CHARSET), { minLength: 9, maxLength: 9 }).map((c) => c.join(''));
  const generated = fc.tuple(prefix, fc.constantFrom(...regions), body).map(([p, r, b]) => p + r + b);

  it('accepts generated codes with the computed check character (property, 5,000 runs)', () => {
    fc.assert(fc.property(generated, (first17) => { expect(isCreditCode(first17 + creditCodeCheckChar(first17))).toBe(true); }), { numRuns: 5_000 });
  });

  it('refuses every single-character substitution of the body or the check character (property)', () => {
    fc.assert(fc.property(generated, fc.integer({ min: 8, max: 17 }), fc.integer({ min: 1, max: 30 }), (first17, at, shift) => {
      const code = first17 + creditCodeCheckChar(first17);
      const replaced = CREDIT_CODE_CHARSET[(CREDIT_CODE_CHARSET.indexOf(code[at]) + shift) % 31];
      const mutated = code.slice(0, at) + replaced + code.slice(at + 1);
      expect(creditCodeError(mutated)).toBe(M.checksum);
    }), { numRuns: 5_000 });
  });

  it('refuses adjacent transpositions of different characters in the organisation code', () => {
    fc.assert(fc.property(generated, fc.integer({ min: 8, max: 15 }), (first17, at) => {
      const code = first17 + creditCodeCheckChar(first17);
      fc.pre(code[at] !== code[at + 1]);
      const swapped = code.slice(0, at) + code[at + 1] + code[at] + code.slice(at + 2);
      expect(creditCodeError(swapped)).toBe(M.checksum);
    }), { numRuns: 2_000 });
  });
});
