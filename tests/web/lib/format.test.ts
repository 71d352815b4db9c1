import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cutText,
  displayPrice,
  formatDate,
  formatMoney,
  formatPrice,
  maskIdNumber,
  maskPhone,
  moneyInput,
  premiumRate,
  projectStateCode,
  projectStateText,
  regionText,
} from '@/lib/format';

describe('premiumRate (§4 Premium rate)', () => {
  it("shows '---' without bids", () => {
    expect(premiumRate({ startPrice: 100, biddingPrice: 120, biddingCount: 0 })).toBe('---');
    expect(premiumRate({ startPrice: 100, biddingPrice: 120 })).toBe('---');
    expect(premiumRate({ startPrice: 100, biddingPrice: 120, biddingCount: null })).toBe('---');
  });

  it('computes abs(current − start) / start × 100 to 2 decimals', () => {
    expect(premiumRate({ startPrice: 100, biddingPrice: 112.5, biddingCount: 3 })).toBe('12.50%');
    expect(premiumRate({ startPrice: 30000, biddingPrice: 31000, biddingCount: 1 })).toBe('3.33%');
    expect(premiumRate({ startPrice: 3, biddingPrice: 5, biddingCount: 1 })).toBe('66.67%');
    expect(premiumRate({ startPrice: 100, biddingPrice: 300, biddingCount: 9 })).toBe('200.00%');
    expect(premiumRate({ startPrice: 100, biddingPrice: 1350, biddingCount: 9 })).toBe('1250.00%');
  });

  it('rounds half up without binary noise', () => {
    // 10 / 200000 × 100 is 0.005000000000000001 in floating point; exactly 0.005 rounds up
    expect(premiumRate({ startPrice: 200000, biddingPrice: 200010, biddingCount: 1 })).toBe('0.01%');
    expect(premiumRate({ startPrice: 200000, biddingPrice: 200009, biddingCount: 1 })).toBe('0.00%');
  });

  it('uses the absolute difference when the current price is below the start', () => {
    expect(premiumRate({ startPrice: 100, biddingPrice: 90, biddingCount: 2 })).toBe('10.00%');
  });

  it('falls back to the start price when biddingPrice is 0 or absent', () => {
    expect(premiumRate({ startPrice: 100, biddingPrice: 0, biddingCount: 2 })).toBe('0.00%');
    expect(premiumRate({ startPrice: 100, biddingPrice: null, biddingCount: 2 })).toBe('0.00%');
    expect(premiumRate({ startPrice: 100, biddingCount: 2 })).toBe('0.00%');
  });

  it("shows '---' when the start price is 0 or missing", () => {
    expect(premiumRate({ startPrice: 0, biddingPrice: 10, biddingCount: 1 })).toBe('---');
    expect(premiumRate({ startPrice: null, biddingPrice: 10, biddingCount: 1 })).toBe('---');
    expect(premiumRate({ startPrice: 'abc', biddingPrice: 10, biddingCount: 1 })).toBe('---');
  });

  it('accepts numeric strings', () => {
    expect(premiumRate({ startPrice: '100', biddingPrice: '150', biddingCount: 1 })).toBe('50.00%');
  });

  it('is never negative and always has 2 decimals (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e12 }),
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 50 }),
        (start, bid, count) => {
          const r = premiumRate({ startPrice: start, biddingPrice: bid, biddingCount: count });
          return r === '---' || /^\d+\.\d{2}%$/.test(r);
        },
      ),
    );
  });
});

describe('formatMoney (§5 Money display)', () => {
  it('divides by 10000 and drops trailing zeros', () => {
    expect(formatMoney(12345)).toBe('1.2345');
    expect(formatMoney(10000)).toBe('1');
    expect(formatMoney(150000)).toBe('15');
    expect(formatMoney(1)).toBe('0.0001');
    expect(formatMoney(0.01)).toBe('0.000001');
  });

  it('cuts (does not round) to 6 decimals', () => {
    expect(formatMoney(12345.678)).toBe('1.234567');
    expect(formatMoney(0.009)).toBe('0');
    expect(formatMoney(9999.99999)).toBe('0.999999');
  });

  it('groups thousands', () => {
    expect(formatMoney(123456789)).toBe('12,345.6789');
    expect(formatMoney(12345678900)).toBe('1,234,567.89');
    expect(formatMoney(10000000000000)).toBe('1,000,000,000');
  });

  it('is exact where floating point is not', () => {
    expect(formatMoney(3000.3)).toBe('0.30003');
    expect(formatMoney('1234567890123.456789')).toBe('123,456,789.012345');
  });

  it('handles zero, negatives and numeric strings', () => {
    expect(formatMoney(0)).toBe('0');
    expect(formatMoney(-25000)).toBe('-2.5');
    expect(formatMoney(-0.001)).toBe('0');
    expect(formatMoney(' 50000 ')).toBe('5');
    expect(formatMoney('1e8')).toBe('10,000');
  });

  it("gives '0' for empty values", () => {
    expect(formatMoney('')).toBe('0');
    expect(formatMoney(null)).toBe('0');
    expect(formatMoney(undefined)).toBe('0');
  });

  it("gives '--' for non-numeric values", () => {
    expect(formatMoney('abc')).toBe('--');
    expect(formatMoney('12a')).toBe('--');
    expect(formatMoney('1,000')).toBe('--');
    expect(formatMoney(NaN)).toBe('--');
    expect(formatMoney(Infinity)).toBe('--');
    expect(formatMoney({})).toBe('--');
  });

  it('round-trips the digits of any amount in cents (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (cents) => {
        const yuan = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
        const shown = formatMoney(yuan);
        expect(shown).toMatch(/^\d{1,3}(,\d{3})*(\.\d{1,6})?$/);
        // cents → 万元 has exactly 6 decimals, so nothing is cut: ×10000 gives the cents back
        const [int, frac = ''] = shown.replace(/,/g, '').split('.');
        expect(BigInt(int + frac.padEnd(6, '0'))).toBe(cents);
      }),
    );
  });
});

describe('formatPrice', () => {
  it('groups thousands with 3 decimals by default', () => {
    expect(formatPrice(1234.5)).toBe('1,234.500');
    expect(formatPrice(0)).toBe('0.000');
    expect(formatPrice(1234567)).toBe('1,234,567.000');
  });

  it('rounds to the given decimals', () => {
    expect(formatPrice(1.005, 2)).toBe('1.01');
    expect(formatPrice(800, 2)).toBe('800.00');
    expect(formatPrice(9.9999, 3)).toBe('10.000');
    expect(formatPrice('-1234.5678', 2)).toBe('-1,234.57');
  });

  it("gives '--' for non-numeric values", () => {
    expect(formatPrice('abc')).toBe('--');
    expect(formatPrice(null)).toBe('--');
    expect(formatPrice('')).toBe('--');
    expect(formatPrice(undefined, 2)).toBe('--');
  });
});

describe('displayPrice (§3 priceType)', () => {
  it('shows 详见子资产 for packages', () => {
    expect(displayPrice({ projectType: 1, priceType: 1, startPrice: 100 })).toEqual({ text: '详见子资产', unit: '' });
    expect(displayPrice({ projectType: 2, priceType: 2, startPrice: 100 })).toEqual({ text: '详见子资产', unit: '' });
  });

  it('shows priceType 2 in its named unit with 2 decimals', () => {
    expect(displayPrice({ projectType: 0, priceType: 2, startPrice: 1800, priceUnitName: '元/亩/年', priceUnit: '3' })).toEqual({
      text: '1,800.00',
      unit: '元/亩/年',
    });
    expect(displayPrice({ priceType: 2, startPrice: 5, priceUnit: '元/月' })).toEqual({ text: '5.00', unit: '元/月' });
  });

  it('shows other prices in 万元', () => {
    expect(displayPrice({ projectType: 3, priceType: 1, startPrice: 1250000 })).toEqual({ text: '125', unit: '万元' });
    expect(displayPrice({ priceType: 0, startPrice: 0 })).toEqual({ text: '0', unit: '万元' });
  });

  it("shows '--' without a start price", () => {
    expect(displayPrice({ priceType: 1, startPrice: null })).toEqual({ text: '--', unit: '' });
    expect(displayPrice({ priceType: 2 })).toEqual({ text: '--', unit: '' });
  });
});

describe('cutText (§5 Text cut)', () => {
  it('cuts at 96 by default and adds … only when cut', () => {
    const t96 = '农'.repeat(96);
    expect(cutText(t96)).toBe(t96);
    expect(cutText(`${t96}村`)).toBe(`${t96}…`);
  });

  it('uses the given length boundary exactly', () => {
    expect(cutText('abcdef', 6)).toBe('abcdef');
    expect(cutText('abcdef', 5)).toBe('abcde…');
    expect(cutText('abcdef', 0)).toBe('…');
    expect(cutText('农村产权交易平台', 4)).toBe('农村产权…');
  });

  it('never splits a surrogate pair', () => {
    expect(cutText('😀😀😀', 2)).toBe('😀😀…');
  });

  it("gives '' for null and empty", () => {
    expect(cutText(null)).toBe('');
    expect(cutText(undefined, 5)).toBe('');
    expect(cutText('')).toBe('');
  });
});

describe('projectStateText (§4 Project state text)', () => {
  it.each([
    ['正在报名', '正在报名'],
    ['项目正在报名中', '正在报名'],
    ['预披露', '预披露'],
    ['预披露阶段', '预披露'],
    ['已结束', '已结束'],
    ['竞价已结束', '已结束'],
    ['已成交', '已成交'],
    ['报名已截止', '报名已截止'],
  ])('%s → %s', (state, label) => {
    expect(projectStateText(state, 0)).toBe(label);
    expect(projectStateText(state, 3)).toBe(label);
  });

  it("shows '--' for anything else", () => {
    expect(projectStateText('正在竞价', 0)).toBe('--');
    expect(projectStateText('', 0)).toBe('--');
    expect(projectStateText(null, 0)).toBe('--');
  });

  it('shows 详见子资产 for projectType 1 and 2', () => {
    expect(projectStateText('正在报名', 1)).toBe('详见子资产');
    expect(projectStateText('已成交', 2)).toBe('详见子资产');
  });
});

describe('projectStateCode (§4): what the badge colour branches on', () => {
  it('codes the state text, packages and unknown states', () => {
    expect(projectStateCode('项目正在报名中', 0)).toBe('enrolling');
    expect(projectStateCode('竞价已结束', 3)).toBe('ended');
    expect(projectStateCode('报名已截止', 0)).toBe('enrolClosed');
    expect(projectStateCode('已成交', 1)).toBe('subAssets');
    expect(projectStateCode('正在竞价', 0)).toBe('none');
    expect(projectStateCode(undefined)).toBe('none');
  });
});

describe('regionText', () => {
  it('joins province, city and county', () => {
    expect(regionText({ province: '四川省', city: '成都市', county: '郫都区' })).toBe('四川省成都市郫都区');
  });

  it('does not repeat a municipality name', () => {
    expect(regionText({ province: '重庆市', city: '重庆市', county: '' })).toBe('重庆市');
    expect(regionText({ province: '重庆市', city: '重庆市', county: '渝中区' })).toBe('重庆市渝中区');
    expect(regionText({ province: '北京市', city: '市辖区', county: '东城区' })).toBe('北京市东城区');
  });

  it('skips empty parts', () => {
    expect(regionText({ province: '福建省', city: null, county: '平潭县' })).toBe('福建省平潭县');
    expect(regionText({ province: '', city: '', county: '' })).toBe('');
    expect(regionText({})).toBe('');
  });
});

describe('formatDate', () => {
  it('reformats wire date-times', () => {
    expect(formatDate('2024-03-05 14:30:00')).toBe('2024-03-05');
    expect(formatDate('2024-03-05 14:30:00', 'YYYY-MM-DD HH:mm:ss')).toBe('2024-03-05 14:30:00');
    expect(formatDate('2024-03-05 09:08:07', 'MM-DD HH:mm')).toBe('03-05 09:08');
  });

  it("gives '' for empty or invalid values", () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
  });

  it("shows an instant (epoch ms, Date) at Beijing's wall clock in any device zone, across a daylight-saving change", () => {
    const saved = process.env.TZ;
    // London moves to summer time at 01:00 UTC on 2026-03-29: 00:30 UTC is before it, 01:30 UTC after.
    const before = Date.UTC(2026, 2, 29, 0, 30);
    const after = Date.UTC(2026, 2, 29, 1, 30, 5, 120);
    try {
      for (const zone of ['UTC', 'Asia/Shanghai', 'Europe/London', 'America/New_York', 'Asia/Kolkata']) {
        process.env.TZ = zone;
        expect(formatDate(before, 'YYYY-MM-DD HH:mm'), zone).toBe('2026-03-29 08:30');
        expect(formatDate(after, 'YYYY-MM-DD HH:mm:ss.SSS'), zone).toBe('2026-03-29 09:30:05.120');
        expect(formatDate(new Date(after + 15 * 3_600_000), 'MM-DD HH:mm'), zone).toBe('03-30 00:30');
        // A wire string is Beijing time already: read as it is written.
        expect(formatDate('2026-03-29 09:30:00', 'HH:mm'), zone).toBe('09:30');
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});

describe('moneyInput (§5 Money input)', () => {
  it('keeps up to 12 integer digits', () => {
    expect(moneyInput('123')).toBe('123');
    expect(moneyInput('999999999999')).toBe('999999999999');
    expect(moneyInput('1234567890123')).toBe('');
  });

  it('cuts the decimal part to 6 digits', () => {
    expect(moneyInput('1.123456')).toBe('1.123456');
    expect(moneyInput('1.1234567')).toBe('1.123456');
    expect(moneyInput('123.')).toBe('123.');
  });

  it('empties anything else', () => {
    expect(moneyInput('abc')).toBe('');
    expect(moneyInput('12a')).toBe('');
    expect(moneyInput('-5')).toBe('');
    expect(moneyInput('.5')).toBe('');
    expect(moneyInput('1.2.3')).toBe('');
    expect(moneyInput('')).toBe('');
  });

  it('always yields a valid amount or empty (property)', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const out = moneyInput(raw);
        return out === '' || /^\d{1,12}(\.\d{0,6})?$/.test(out);
      }),
    );
  });
});

describe('masking (§5 Masking)', () => {
  it('keeps the first 4 and last 4 characters of an ID number', () => {
    expect(maskIdNumber('110101199001011234')).toBe('1101**********1234');
    expect(maskIdNumber('11010119900101123X')).toBe('1101**********123X');
    expect(maskIdNumber('123456789')).toBe('1234*6789');
  });

  it('keeps the first 3 and last 4 digits of a phone number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });

  it('leaves short values alone and maps null to empty', () => {
    expect(maskIdNumber('12345678')).toBe('12345678');
    expect(maskPhone('1234567')).toBe('1234567');
    expect(maskIdNumber(null)).toBe('');
    expect(maskPhone(undefined)).toBe('');
  });
});
