import { describe, expect, it } from 'vitest';
import { feeScheduleOf, serviceFeeFen } from '../../contract/rules/service-fee';
import { feeRuleText, settlementAmounts } from '../../mock-server/src/modules/deal/index';

const WAN = 1_000_000; // 1 万元 in fen

describe('交易服务费: cumulative bands by asset family, never below the minimum', () => {
  it('standard schedule (family 2): 1 % to 100 万元, 0.5 % to 500 万元, 0.2 % above, at least 100 元', () => {
    expect(serviceFeeFen('2', 0)).toBe(0);
    expect(serviceFeeFen('2', 1)).toBe(10_000); // 1 fen still pays the minimum
    expect(serviceFeeFen('2', 1 * WAN)).toBe(10_000); // 1 % of 1 万元 = 100 元 = the minimum
    expect(serviceFeeFen('2', 100 * WAN)).toBe(1 * WAN); // band edge: 1 万元
    expect(serviceFeeFen('2', 100 * WAN + 100)).toBe(1 * WAN + 1); // one 元 into the second band: 0.5 fen, rounded half up
    expect(serviceFeeFen('2', 500 * WAN)).toBe(3 * WAN); // 1 万 + 2 万
    expect(serviceFeeFen('2', 1000 * WAN)).toBe(4 * WAN); // + 0.2 % of 500 万 = 1 万
  });

  it('family overrides: land contracting (1) 0.5 % with a 50 元 minimum; construction land (7) at least 1,000 元; equipment (5) two bands', () => {
    expect(serviceFeeFen('1', 10_000)).toBe(5_000);
    expect(serviceFeeFen('1', 50 * WAN)).toBe(2_500 * 100);
    expect(serviceFeeFen('1', 200 * WAN)).toBe((2_500 + 4_500) * 100);
    expect(serviceFeeFen('7', 10 * WAN)).toBe(100_000);
    expect(serviceFeeFen('7', 5 * WAN)).toBe(100_000);
    expect(serviceFeeFen('5', 10 * WAN)).toBe(1_000 * 100);
    expect(serviceFeeFen('5', 20 * WAN)).toBe(1_500 * 100);
    expect(serviceFeeFen('9', 100 * WAN)).toBe(serviceFeeFen('2', 100 * WAN));
    expect(feeScheduleOf('4').label).toBe('林权');
  });

  it('refuses amounts that are not whole non-negative fen', () => {
    expect(() => serviceFeeFen('2', -1)).toThrow(RangeError);
    expect(() => serviceFeeFen('2', 1.5)).toThrow(RangeError);
  });

  it('the balance is price − deposit + fee, and 0 with the excess named when the deposit is larger', () => {
    expect(settlementAmounts('2', 120_000, 50_000)).toEqual({ feeFen: 10_000, balanceFen: 80_000, excessFen: 0 });
    expect(settlementAmounts('2', 120_000, 200_000)).toEqual({ feeFen: 10_000, balanceFen: 0, excessFen: 70_000 });
    expect(feeRuleText('1')).toBe('土地承包经营权：50万元以下0.5%，50万元至200万元0.3%，200万元以上0.1%，最低50元（分段累进计算，向受让方收取）');
  });
});
