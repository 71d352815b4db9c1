import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { enumOr, numberOr, optionalEnum, optionalMatch, optionalText, pageNumber, searchSchema } from '@/lib/search-fields';

// The zod chains the search fields replaced (src/lib/search-fields.ts): same answer for any query value.
const asString = (v: unknown) => (typeof v === 'number' ? String(v) : v);
const cases: [string, z.ZodType, (raw: unknown) => unknown][] = [
  ['page', z.coerce.number().int().min(1).max(100000).default(1).catch(1), pageNumber(100000, 1)],
  ['size', z.coerce.number().int().min(1).max(100).default(20).catch(20), pageNumber(100, 20)],
  ['text', z.preprocess(asString, z.string().trim().max(5)).optional().catch(undefined), optionalText(5)],
  ['text, min 1', z.preprocess(asString, z.string().trim().min(1).max(5)).optional().catch(undefined), optionalText(5, 1)],
  ['match', z.preprocess(asString, z.string().regex(/^\d{2}$/)).optional().catch(undefined), optionalMatch(/^\d{2}$/)],
  ['enum', z.enum(['a', 'b']).optional().catch(undefined), optionalEnum(['a', 'b'])],
  ['enum or', z.enum(['a', 'b']).default('a').catch('a'), enumOr(['a', 'b'], 'a')],
  [
    'number or',
    z.coerce.number().refine((v) => v === 1 || v === 2).default(1).catch(1),
    numberOr((v) => v === 1 || v === 2, 1),
  ],
];
const edgeValues: unknown[] = [
  undefined, null, '', ' ', '1', '01', '12', 12, 1, 2, 0, -1, '2.5', 2.5, 'x', ' ab ', 'abcdefg', ' abcde ', 'a', 'b', ' a', true,
  false, [], ['5'], {}, '100001', 100000, '1e3', ' 3 ', Number.NaN, Infinity, '0x10', Number.MAX_SAFE_INTEGER + 1, '１２',
];
const anyValue = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.constantFrom(...edgeValues), fc.stringMatching(/^\s?\d{0,6}(\.\d)?\s?$/));

describe('search fields (route search params fall back instead of failing)', () => {
  it.each(cases)('%s gives what its zod chain gave', (_name, schema, field) => {
    for (const v of edgeValues) expect(field(v)).toEqual(schema.parse(v));
    fc.assert(
      fc.property(anyValue, (v) => {
        expect(field(v)).toEqual(schema.parse(v));
      }),
    );
  });

  it('drops unknown keys and, like zod, sets a present field even when it falls back to undefined', () => {
    const schema = searchSchema({ q: optionalText(50), province: optionalText(2), current: pageNumber(100000, 1) });
    const zodSchema = z.object({
      q: z.preprocess(asString, z.string().trim().max(50)).optional().catch(undefined),
      province: z.preprocess(asString, z.string().trim().max(2)).optional().catch(undefined),
      current: z.coerce.number().int().min(1).max(100000).default(1).catch(1),
    });
    for (const raw of [{ q: ' 土地 ', current: '3', other: 'x' }, { q: 'x'.repeat(51) }, {}, { province: undefined }]) {
      const parsed = schema.parse(raw);
      expect(parsed).toStrictEqual(zodSchema.parse(raw));
      expect(Object.keys(parsed).sort()).toEqual(Object.keys(zodSchema.parse(raw)).sort());
    }
    // the router merges the result over the raw search: an invalid value must come back as an own undefined key
    expect(Object.hasOwn(schema.parse({ q: 'x'.repeat(51) }), 'q')).toBe(true);
    expect(schema.parse(null)).toEqual({ current: 1 });
  });
});
