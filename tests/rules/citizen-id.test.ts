import fc from 'fast-check';
import isIdentityCard from 'validator/lib/isIdentityCard';
import { describe, expect, it } from 'vitest';
import {
  CITIZEN_ID_MESSAGES, beijingToday, birthDateOf, citizenIdCheckChar, citizenIdError, isCitizenId, normaliseCitizenId,
} from '../../contract/rules/citizen-id';
import { allRegionCodes } from '../../contract/rules/region-code';

const withCheck = (first17: string) => first17 + citizenIdCheckChar(first17);
const TODAY = { year: 2026, month: 11, day: 21 };

describe('citizen ID messages (§5)', () => {
  const valid = withCheck('11010519491231002');
  it.each([
    ['', CITIZEN_ID_MESSAGES.empty],
    ['   ', CITIZEN_ID_MESSAGES.empty],
    [null, CITIZEN_ID_MESSAGES.empty],
    ['11010519491231002', CITIZEN_ID_MESSAGES.length],
    ['1101051949123100211', CITIZEN_ID_MESSAGES.length],
    ['11010519491231002Y', CITIZEN_ID_MESSAGES.format],
    ['1101051949123100X2', CITIZEN_ID_MESSAGES.format],
    ['11O10519491231002X', CITIZEN_ID_MESSAGES.format],
    ['990105194912310021', CITIZEN_ID_MESSAGES.region],
    [withCheck('11010519490230002'), CITIZEN_ID_MESSAGES.birthDate],
    [withCheck('11010518991231002'), CITIZEN_ID_MESSAGES.birthDate],
    [withCheck('11010520261122002'), CITIZEN_ID_MESSAGES.birthDate],
    [valid.slice(0, 17) + (valid[17] === '1' ? '2' : '1'), CITIZEN_ID_MESSAGES.checksum],
  ])('%s → %s', (value, message) => {
    expect(citizenIdError(value as string, { today: TODAY })).toBe(message);
  });

  it('accepts the GB 11643 example, a lower-case x, surrounding spaces and today as birth date', () => {
    expect(citizenIdError('11010519491231002X', { today: TODAY })).toBeNull();
    expect(citizenIdError(' 11010519491231002x ', { today: TODAY })).toBeNull();
    expect(isCitizenId(withCheck('35010220261121123'), { today: TODAY })).toBe(true);
    expect(normaliseCitizenId(' 11010519491231002x')).toBe('11010519491231002X');
  });

  it('reads birth dates as calendar dates, leap years included', () => {
    expect(birthDateOf('20000229', TODAY)).toEqual({ year: 2000, month: 2, day: 29 });
    expect(birthDateOf('19000229', TODAY)).toBeNull();
    expect(birthDateOf('19000101', TODAY)).toEqual({ year: 1900, month: 1, day: 1 });
    expect(beijingToday(Date.UTC(2026, 10, 20, 16, 0, 0))).toEqual(TODAY);
  });
});

/** Digits of `n` padded to `width`. */
const pad = (n: number, width: number) => String(n).padStart(width, '0');

describe('agreement with validator isIdentityCard(x, "zh-CN") on checksum and date', () => {
  // validator checks only the province prefix, and every code of the union has a prefix it knows, so the
  // comparison isolates what both check: the birth date (real, not in the future) and the MOD 11-2 character.
  const regions = allRegionCodes();
  const thisYear = beijingToday().year;

  it('agrees on 100,000 generated numbers', () => {
    let valid = 0;
    let invalid = 0;
    let agree = 0;
    const sample = fc.record({
      region: fc.constantFrom(...regions),
      // Years from 1900 to last year: validator also accepts 1000–1899, which this rule refuses on purpose.
      year: fc.integer({ min: 1900, max: thisYear - 1 }),
      // Mostly plausible months/days, sometimes impossible ones (31 April, 30 February, 29 February of common years).
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
      seq: fc.integer({ min: 0, max: 999 }),
      check: fc.oneof(fc.constant('right'), fc.constantFrom(...'0123456789Xx')),
    });
    fc.assert(fc.property(sample, ({ region, year, month, day, seq, check }) => {
      const first17 = `${region}${pad(year, 4)}${pad(month, 2)}${pad(day, 2)}${pad(seq, 3)}`;
      const id = first17 + (check === 'right' ? citizenIdCheckChar(first17) : check);
      const ours = citizenIdError(id) === null;
      const oracle = isIdentityCard(id, 'zh-CN');
      if (ours) valid++;
      else invalid++;
      if (ours === oracle) agree++;
      expect(ours, id).toBe(oracle);
    }), { numRuns: 100_000, seed: 20261121 });
    const figures = `100,000 numbers, ${((agree / 100_000) * 100).toFixed(2)}% agreement, ${valid} valid / ${invalid} invalid`;
    console.info(`citizen ID oracle: ${figures}`);
    expect(agree).toBe(100_000);
    expect(valid).toBeGreaterThan(20_000);
    expect(invalid).toBeGreaterThan(20_000);
  }, 60_000); // 100,000 property runs through both validators: 5 s alone, 11 s on a busy two-core machine
});
