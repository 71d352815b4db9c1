import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDrafter, draftText } from '../../mock-server/src/modules/trade-contract/index';
import type { TestApp } from './helpers';
import { C, contractUser, issueDeal, makeContractApp, ok, as, type Party } from './trade-contract-fixtures';

let t: TestApp;
let seller: Party;
let buyer: Party;
beforeAll(async () => {
  t = await makeContractApp();
  seller = await contractUser(t);
  buyer = await contractUser(t);
});
afterAll(async () => t.close());

describe('drafting a contract from a deal', () => {
  it('draws the land-transfer contract with the deal facts, version 1, both parties and their self signatories', async () => {
    const { id, facts } = await issueDeal(t, seller, buyer, '1');
    const d = await ok(t, buyer, 'GET', C.detail, { id });
    expect(d.contractNo).toMatch(/^HT20261121\d{6}$/);
    expect(d.title).toBe('农村土地经营权流转合同');
    expect(d).toMatchObject({ state: 'confirming', version: 1, myRole: 'transferee', assetsId: facts.assetsId, confirmationNo: facts.confirmationNo });
    const head = Object.fromEntries(d.facts.map((f: { label: string; value: string }) => [f.label, f.value]));
    expect(head['成交价']).toBe('980.00 元/亩/年');
    expect(head['面积']).toBe('120.5 亩');
    expect(head['坐落']).toBe('四川省成都市郫都区唐昌街道战旗村');
    const payment = d.clauses.find((c: { key: string }) => c.key === 'payment');
    expect(payment.editable).toBe(false);
    expect(payment.html).toContain('10 个工作日内');
    expect(payment.html).toContain('5,000.00 元'); // deposit applied
    expect(payment.html).toContain('11 万元'); // balance
    expect(d.clauses.filter((c: { editable: boolean }) => c.editable).map((c: { title: string }) => c.title))
      .toEqual(['交付与验收', '双方权利义务', '违约责任', '争议解决', '其他约定']);
    expect(d.signatories.map((s: { role: string; kind: string; name: string; phoneMasked: string }) => [s.role, s.kind, s.name, s.phoneMasked])).toEqual([
      ['transferor', 'self', seller.name, `${seller.phone.slice(0, 3)}****${seller.phone.slice(7)}`],
      ['transferee', 'self', buyer.name, `${buyer.phone.slice(0, 3)}****${buyer.phone.slice(7)}`],
    ]);
    expect(d.history.map((h: { type: string }) => h.type)).toEqual(['drafted']);
    const seen = await ok(t, seller, 'GET', C.detail, { id });
    expect(seen.myRole).toBe('transferor');
  });

  it('tells each party with an account in its trade inbox, linking to the contract page', async () => {
    const { id } = await issueDeal(t, seller, buyer, '2');
    for (const who of [seller, buyer]) {
      const rows = await t.db.selectFrom('userMessage').selectAll().where('userId', '=', who.id).where('link', '=', `/usercenter/contract/edit?id=${id}`).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ category: 'trade', type: 'contract_drafted' });
    }
  });

  it('changes nothing when the same deal is issued again', async () => {
    const { id, facts } = await issueDeal(t, seller, buyer, '4');
    const count = async () => Promise.all(['tradeContract', 'contractVersion', 'contractParty', 'contractSignatory', 'contractEvent', 'userMessage']
      .map(async (table) => Number((await t.db.selectFrom(table as 'tradeContract').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)));
    const before = await count();
    await t.db.transaction().execute((trx) => contractDrafter(trx, facts, t.now()));
    expect(await count()).toEqual(before);
    expect((await ok(t, buyer, 'GET', C.detail, { id })).version).toBe(1);
  });

  it('gives a transferor without an account one signatory the exchange signs for, and no message', async () => {
    const { id } = await issueDeal(t, null, buyer, '3');
    const d = await ok(t, buyer, 'GET', C.detail, { id });
    expect(d.parties[0]).toMatchObject({ role: 'transferor', name: '王大伯', kind: 'person' });
    expect(d.signatories.filter((s: { role: string }) => s.role === 'transferor')).toMatchObject([{ kind: 'self', name: '王大伯', phoneMasked: '' }]);
  });

  it('shows a contract to its parties only: a stranger gets 404, a visitor 401', async () => {
    const { id } = await issueDeal(t, seller, buyer, '5');
    const stranger = await contractUser(t);
    expect((await as(t, stranger, 'GET', C.detail, { id })).status).toBe(404);
    expect((await as(t, null, 'GET', C.detail, { id })).status).toBe(401);
    const list = await ok(t, buyer, 'GET', C.list, { state: 'confirming' });
    expect(list.records.map((r: { id: string }) => r.id)).toContain(id);
    expect(list.records.find((r: { id: string }) => r.id === id)).toMatchObject({ myRole: 'transferee', counterpartyName: seller.name, todo: '待确认合同文本', priceUnit: '元/亩/年', price: 980 });
    expect((await ok(t, stranger, 'GET', C.list)).total).toBe(0);
    t.setNow(t.now() + 60_000);
    const newer = await issueDeal(t, seller, buyer, '6');
    expect((await ok(t, buyer, 'GET', C.list, { current: 1, size: 2 })).records[0].id).toBe(newer.id);
    expect((await ok(t, buyer, 'GET', C.list, { state: 'signed' })).total).toBe(0);
  });
});

describe('templates by asset family', () => {
  const titles: Record<string, string> = {
    1: '农村土地经营权流转合同', 2: '农村集体经营性资产租赁合同', 3: '农村集体资源性资产承包合同', 4: '林权流转合同',
    5: '农业生产设施设备买卖合同', 6: '小型水利工程经营权流转合同', 7: '集体经营性建设用地使用权出让合同', 8: '涉农项目转让合同',
  };
  it.each(Object.entries(titles))('family %s is drawn as %s with its subject, price and negotiable defaults', (familyId, title) => {
    const text = draftText({
      confirmationId: '1', confirmationNo: 'CJ1', settlementId: '1', assetsId: 'a', projectCode: 'P', assetsName: '测试标的<b>', familyId,
      familyName: 'F', typeName: 'T', transferType: '转让', location: '某村', area: null, areaUnit: '', termYears: null, priceUnit: '万元',
      transferor: { userId: null, name: '甲', kind: 'org' }, winner: { userId: 'u', name: '乙', kind: 'person', bidderCode: 'A1' },
      priceFen: 12_345_600, depositAppliedFen: 100_000, feeFen: 1_000, balanceFen: 12_000_000, closedTime: 0,
    });
    expect(text.title).toBe(title);
    expect(text.head.find((f) => f.label === '成交价')?.value).toBe('12.3456 万元');
    expect(text.clauses[0]).toMatchObject({ key: 'subject', editable: false });
    expect(text.clauses[0].html).toContain('测试标的&lt;b&gt;');
    expect(text.clauses.filter((c) => c.editable).every((c) => c.html.length > 20)).toBe(true);
  });
});
