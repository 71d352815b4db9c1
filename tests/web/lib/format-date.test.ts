import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import dayjs from 'dayjs';
import { formatDate } from '@/lib/format-date';

const PATTERNS = ['YYYY-MM-DD', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm:ss.SSS', 'MM-DD', 'HH:mm:ss', 'MM-DD HH:mm:ss', 'HH:mm:ss.SSS', 'YY/M/D H:m:s', '[今天] HH:mm'];
const asDayjs = (v: string | number) => {
  const d = dayjs(v);
  return (p: string) => (d.isValid() ? d.format(p) : '');
};

describe('formatDate (dayjs-compatible)', () => {
  it('formats wire strings in every pattern the portal uses exactly as dayjs did', () => {
    const wire = fc
      .record({
        y: fc.integer({ min: 1970, max: 2099 }),
        mo: fc.integer({ min: 0, max: 13 }),
        d: fc.integer({ min: 0, max: 32 }),
        h: fc.integer({ min: 0, max: 23 }),
        mi: fc.integer({ min: 0, max: 59 }),
        s: fc.integer({ min: 0, max: 59 }),
        ms: fc.integer({ min: 0, max: 999 }),
        form: fc.constantFrom('full', 'date', 'minutes', 'ms', 'T', 'slash', 'Z'),
      })
      .map(({ y, mo, d, h, mi, s, ms, form }) => {
        const p = (n: number, w = 2) => String(n).padStart(w, '0');
        const date = `${y}-${p(mo)}-${p(d)}`;
        if (form === 'date') return date;
        if (form === 'slash') return `${y}/${mo}/${d} ${h}:${mi}`;
        if (form === 'minutes') return `${date} ${p(h)}:${p(mi)}`;
        if (form === 'ms') return `${date} ${p(h)}:${p(mi)}:${p(s)}.${p(ms, 3)}`;
        if (form === 'T') return `${date}T${p(h)}:${p(mi)}:${p(s)}`;
        if (form === 'Z') return `${date}T${p(h)}:${p(mi)}:${p(s)}Z`;
        return `${date} ${p(h)}:${p(mi)}:${p(s)}`;
      });
    fc.assert(
      fc.property(wire, fc.constantFrom(...PATTERNS), (value, pattern) => {
        expect(formatDate(value, pattern)).toBe(asDayjs(value)(pattern));
      }),
      { numRuns: 2000 },
    );
  });

  it('formats epoch ms like dayjs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), fc.constantFrom(...PATTERNS), (ms, pattern) => {
        expect(formatDate(ms, pattern)).toBe(asDayjs(ms)(pattern));
      }),
    );
  });

  it("gives '' for empty and unparseable values, and reads a Date as is", () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('2024-13-45 99:99')).toBe(asDayjs('2024-13-45 99:99')('YYYY-MM-DD'));
    expect(formatDate('昨天')).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
    expect(formatDate(new Date(2024, 2, 5, 14, 30), 'YYYY-MM-DD HH:mm')).toBe('2024-03-05 14:30');
  });
});
