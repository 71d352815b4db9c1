import { describe, expect, it } from 'vitest';
import { ruleLines } from '@/features/quote/rules-panel';
import { rules } from './fake-bid-socket';

const PER_MU = { priceType: 2, priceUnitName: '元/亩/年' };

describe('竞价须知 units', () => {
  it('shows the deposit of a 元/亩/年 lot as money, and its prices per 亩 per 年', () => {
    const lines = ruleLines(rules({ startPrice: 800, increment: 10, deposit: 9200 }), PER_MU);
    expect(lines).toContain('保证金：9,200.00 元');
    expect(lines).toContain('加价幅度：10.00 元/亩/年');
    expect(lines.filter((l) => l.startsWith('保证金')).join()).not.toContain('/亩');
  });

  it('switches a large deposit to 万元 whatever the price unit', () => {
    expect(ruleLines(rules({ deposit: 101000 }), PER_MU)).toContain('保证金：10.1 万元');
    expect(ruleLines(rules({ deposit: 101000 }), { priceType: 1, priceUnitName: '万元' })).toContain('保证金：10.1 万元');
  });
});
