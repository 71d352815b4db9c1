import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemandRecord } from '../../contract/demand';
import { call, data, expectConsistentPage, makeTestApp, type TestApp } from './helpers';

const PAGE = '/api/blade-desk/demand-nccq/page';
const DETAIL = '/api/blade-desk/demand-nccq/detail';

describe('demand projects (§2 /demand, /demandDetail)', () => {
  let t: TestApp;
  let total: number;
  beforeAll(async () => {
    t = await makeTestApp();
    total = (await data(t.app, 'POST', PAGE, { size: 1 })).total;
  });
  afterAll(async () => { await t?.close(); });

  it('pages every seeded demand newest first with masked phones', async () => {
    const stored = await t.db.selectFrom('demand').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(total).toBe(Number(stored.n));
    const page = await data(t.app, 'POST', PAGE, { current: 2, size: 10 });
    expectConsistentPage(page, 10, 2);
    const dates = page.records.map((r: DemandRecord) => r.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const r of page.records as DemandRecord[]) {
      expect(r.contactPhone).toMatch(/^1\d{2}\*{4}\d{4}$/);
      expect(r.demandPurposeName.length).toBeGreaterThan(0);
      expect(r.province.length).toBeGreaterThan(0);
      expect(r.budget).toBeGreaterThan(0);
    }
  });

  it('filters by purpose, province, status and keyword (query string or body)', async () => {
    const byPurpose = await data(t.app, 'POST', PAGE, { demandPurpose: '4', size: 100 });
    expect(byPurpose.total).toBeGreaterThan(0);
    expect(byPurpose.total).toBeLessThan(total);
    expect(byPurpose.records.every((r: DemandRecord) => r.demandPurpose === '4' && r.demandPurposeName === '林地')).toBe(true);
    const inQuery = await call(t.app, 'POST', PAGE, { demandPurpose: '4', size: 100 }, { asQuery: true });
    expect(inQuery.body.data.total).toBe(byPurpose.total);
    const sichuan = await data(t.app, 'POST', PAGE, { province: '51', size: 100 });
    expect(sichuan.records.every((r: DemandRecord) => r.province === '四川省')).toBe(true);
    const matched = await data(t.app, 'POST', PAGE, { status: 2, size: 100 });
    expect(matched.records.every((r: DemandRecord) => r.statusLabel === '已对接')).toBe(true);
    const word = await data(t.app, 'POST', PAGE, { q: '养殖', size: 100 });
    expect(word.total).toBeGreaterThan(0);
    for (const r of word.records as DemandRecord[]) {
      const full = await data(t.app, 'GET', DETAIL, { id: r.id });
      expect(`${full.title}${full.description}`).toContain('养殖');
    }
    expect((await data(t.app, 'POST', PAGE, { q: '%' })).total).toBe(0);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    for (const [field, value] of [['province', '5'], ['demandPurpose', 'x'], ['status', '9'], ['size', '0']] as const) {
      const res = await call(t.app, 'POST', PAGE, { [field]: value });
      expect(res.status, field).toBe(400);
      expect(res.body.msg, field).toContain(field);
    }
  });

  it('answers the detail with the description and the phone masked; 404 and 400 otherwise', async () => {
    const row = await t.db.selectFrom('demand').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const d = await data(t.app, 'GET', DETAIL, { id: row.id });
    expect(d.description).toBe(row.description);
    expect(d.contactPhone).toBe(`${row.contactPhone.slice(0, 3)}****${row.contactPhone.slice(-4)}`);
    expect(JSON.stringify(d)).not.toContain(row.contactPhone);
    expect(d.budget).toBe(Number(row.budgetFen) / 100);
    const unknown = await call(t.app, 'GET', DETAIL, { id: '1' });
    expect([unknown.status, unknown.body.msg]).toEqual([404, '需求不存在']);
    const bad = await call(t.app, 'GET', DETAIL, { id: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('id');
  });
});
