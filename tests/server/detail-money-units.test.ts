import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountText, moneyPhrase, unitPriceText } from '../../contract/rules/money';
import { createTestLot, data, FIXED_NOW, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await makeTestApp(); });
afterAll(async () => { await t?.close(); });

const PER_MU = { priceType: 2, priceUnit: '元/亩/年' };

/** A 元/亩/年 lot with a lump-sum deposit of `deposit` 元 and an increment of 10 元/亩/年. */
async function perMuLot(deposit: number): Promise<string> {
  const { assetsId } = await createTestLot(t.db, FIXED_NOW, {
    assetsName: '测试村 120 亩耕地经营权出租（按亩年计价）', mode: 'ongoing', startPrice: 800, increment: 10, deposit,
    incrementTiers: [{ fromPrice: 1000, increment: 20 }], startAt: '+30m', endAt: '+60m', extensionWindowSec: 300,
    project: { ...PER_MU, area: 120, areaUnit: '亩', termYears: 10 },
  }, []);
  return assetsId;
}

async function detailTexts(assetsId: string) {
  const detail = await data(t.app, 'GET', '/api/dscq-project/project/detail', { assetsId });
  const base = await data(t.app, 'GET', '/api/dscq-project/assets-detail/base-info', { assetsId });
  const row = (label: string) => base.items.find((i: { label: string }) => i.label === label)?.value;
  return { notes: detail.bidActivity.rules.notes as string[], row };
}

describe('the deposit and the increment of a 元/亩/年 lot read in one unit each, wherever the detail page shows them', () => {
  it.each([[9200, '9,200.00 元'], [101000, '10.1 万元']])('deposit %d 元 reads %s in 竞价须知 and in 基本信息', async (deposit, text) => {
    const { notes, row } = await detailTexts(await perMuLot(deposit));
    expect(moneyPhrase(amountText(deposit))).toBe(text);
    const depositNote = notes.find((n) => n.startsWith('保证金'))!;
    expect(depositNote).toContain(`保证金 ${text}：`);
    expect(depositNote).not.toContain('元/亩/年');
    expect(row('交易保证金')).toBe(text);
  });

  it('writes the increment, its tiers and the listing price in 元/亩/年 in both places', async () => {
    const { notes, row } = await detailTexts(await perMuLot(9200));
    const increment = moneyPhrase(unitPriceText(10, PER_MU));
    expect(increment).toBe('10.00 元/亩/年');
    expect(notes.find((n) => n.startsWith('加价幅度'))).toContain(`加价幅度 ${increment}（1,000.00 元/亩/年 起每次加价 20.00 元/亩/年）`);
    expect(row('加价幅度')).toBe(increment);
    expect(row('挂牌价格')).toBe('800.00 元/亩/年');
  });
});
