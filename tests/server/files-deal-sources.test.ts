import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadPdf } from './enrolment-fixtures';
import { call, makeTestApp, type TestApp } from './helpers';
import { as, dealLot, dealState, S, winAndClose, ZHANQI, ZHAOLIU } from './deal-fixtures';

const ZHANGSAN = '1900000000000000001';
const LIST = '/api/dscq-user/files/list';

type Row = { name: string; folder: string; sourceLabel: string; group: string; url: string };

describe('the file cabinet files the deal\'s documents for its parties (§2 /myFiles)', { timeout: 30_000 }, () => {
  let t: TestApp;
  let assetsId: string;
  const summaryOf = async (userId: string) => (await call(t.app, 'GET', '/api/dscq-user/usercenter/summary', {}, { headers: await as(t, userId) })).body.data;
  const counts: Record<string, { settlementsDue: number; contractsOpen: number }> = {};
  const files = async (userId: string): Promise<Row[]> =>
    (await call(t.app, 'GET', LIST, { size: 100 }, { headers: await as(t, userId) })).body.data.records;

  beforeAll(async () => {
    t = await makeTestApp();
    const start = t.now();
    ({ assetsId } = await dealLot(t.db, start));
    counts.before = await summaryOf(ZHAOLIU);
    await winAndClose(t, assetsId, start);
    counts.closed = await summaryOf(ZHAOLIU);
    const { settlement } = await dealState(t.db, assetsId);
    const proofFileId = await uploadPdf(t.app, await as(t, ZHAOLIU));
    const proof = await call(t.app, 'POST', `${S}/proof`, { id: settlement.id, proofFileId, remark: '' }, { headers: await as(t, ZHAOLIU) });
    expect(proof.status, proof.body.msg).toBe(200);
    counts.proved = await summaryOf(ZHAOLIU);
  });

  it('counts the won balance as due on the user-centre tiles until its proof is sent, and the drawn contract as open', () => {
    expect(counts.closed.settlementsDue - counts.before.settlementsDue).toBe(1);
    expect(counts.proved.settlementsDue).toBe(counts.before.settlementsDue);
    expect(counts.closed.contractsOpen - counts.before.contractsOpen).toBe(1);
  });
  afterAll(async () => { await t?.close(); });

  it('gives both parties the 成交确认书 through its parties-only route, and only the winner the balance proof', async () => {
    const confirmation = (r: Row) => r.sourceLabel === '成交确认书' && r.group === assetsId;
    for (const party of [ZHAOLIU, ZHANQI]) {
      const mine = (await files(party)).filter(confirmation);
      expect(mine).toEqual([expect.objectContaining({ folder: 'contract', url: `/api/dscq-project/deal/confirmation/pdf?assetsId=${assetsId}` })]);
    }
    const proofOf = async (userId: string) => (await files(userId)).filter((r) => r.sourceLabel === '结算' && r.group === assetsId);
    expect(await proofOf(ZHAOLIU)).toEqual([expect.objectContaining({ folder: 'payment', name: '结算付款凭证.pdf' })]);
    expect(await proofOf(ZHANQI)).toEqual([]);
    expect((await files(ZHANGSAN)).filter((r) => r.group === assetsId)).toEqual([]);
  });
});
