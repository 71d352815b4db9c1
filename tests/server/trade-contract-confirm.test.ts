import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers';
import { as, C, confirmBoth, contractUser, issueDeal, makeContractApp, ok, type Party } from './trade-contract-fixtures';

let t: TestApp;
let seller: Party;
let buyer: Party;
beforeAll(async () => {
  t = await makeContractApp();
  seller = await contractUser(t);
  buyer = await contractUser(t);
});
afterAll(async () => t.close());

describe('editing and confirming the text', () => {
  it('keeps every version: an edit makes version n+1, sanitised, and clears both confirmations', async () => {
    const { id } = await issueDeal(t, seller, buyer);
    await ok(t, seller, 'POST', C.confirm, { id, version: 1 });
    const d = await ok(t, buyer, 'POST', C.edit, {
      id, baseVersion: 1, note: '交付期限改为二十日',
      clauses: { delivery: '<p onclick="x()">甲方应于<strong>二十日</strong>内交付<script>alert(1)</script><a href="javascript:x">地块</a></p><img src=x onerror=y>' },
    });
    expect(d.version).toBe(2);
    expect(d.clauses.find((c: { key: string }) => c.key === 'delivery').html).toBe('<p>甲方应于<strong>二十日</strong>内交付地块</p>');
    expect(d.parties.map((p: { confirmedVersion: number | null }) => p.confirmedVersion)).toEqual([null, null]);
    const versions = await ok(t, seller, 'GET', C.versions, { id });
    expect(versions.map((v: { version: number; editorRole: string | null; note: string }) => [v.version, v.editorRole, v.note]))
      .toEqual([[2, 'transferee', '交付期限改为二十日'], [1, null, '系统依据成交信息生成']]);
    const v1 = await ok(t, seller, 'GET', C.version, { id, version: 1 });
    expect(v1.clauses.find((c: { key: string }) => c.key === 'delivery').html).toContain('三十日');
    expect((await as(t, seller, 'GET', C.version, { id, version: 9 })).status).toBe(404);
  });

  it('refuses fixed clauses, unknown keys, empty and over-long text with 400', async () => {
    const { id } = await issueDeal(t, seller, buyer);
    const edit = (clauses: Record<string, string>) => as(t, seller, 'POST', C.edit, { id, baseVersion: 1, clauses });
    expect(await edit({ payment: '<p>不付了</p>' })).toMatchObject({ status: 400, msg: '「价款与支付」依据成交信息生成，不能修改' });
    expect((await edit({ nothing: '<p>x</p>' })).status).toBe(400);
    expect(await edit({ other: '<p><script>x</script></p>' })).toMatchObject({ status: 400, msg: '「其他约定」不能为空' });
    expect(await edit({ other: `<p>${'长'.repeat(5001)}</p>` })).toMatchObject({ status: 400, msg: '「其他约定」不能超过5000个字' });
  });

  it('lets only one of two parties editing from the same version through: the other gets 409 and must refresh', async () => {
    const { id } = await issueDeal(t, seller, buyer);
    const [a, b] = await Promise.all([
      as(t, seller, 'POST', C.edit, { id, baseVersion: 1, clauses: { other: '<p>甲方的补充</p>' } }),
      as(t, buyer, 'POST', C.edit, { id, baseVersion: 1, clauses: { other: '<p>乙方的补充</p>' } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((x) => x.status === 409)!.msg).toBe('合同已被对方修改，请刷新后再改');
    expect((await ok(t, seller, 'GET', C.versions, { id }))).toHaveLength(2);
  });

  it('freezes the text once both confirmed the latest version; then edits and confirmations of it are refused', async () => {
    const { id } = await issueDeal(t, seller, buyer);
    await ok(t, seller, 'POST', C.edit, { id, baseVersion: 1, clauses: { other: '<p>补充约定</p>' } });
    expect(await as(t, buyer, 'POST', C.confirm, { id, version: 1 })).toMatchObject({ status: 409, msg: '该版本已不是最新版本，请查看最新文本后再确认' });
    const once = await ok(t, seller, 'POST', C.confirm, { id, version: 2 });
    expect(once.state).toBe('confirming');
    expect(once.actions).toMatchObject({ confirm: false, edit: true, reasons: { confirm: '本方已确认当前版本，等待对方确认' } });
    expect((await ok(t, seller, 'POST', C.confirm, { id, version: 2 })).history.filter((h: { type: string }) => h.type === 'confirmed')).toHaveLength(1);
    const frozen = await ok(t, buyer, 'POST', C.confirm, { id, version: 2 });
    expect(frozen.state).toBe('awaiting_signature');
    expect(frozen.actions).toMatchObject({ edit: false, confirm: false, sign: true, reasons: { edit: '合同文本已经双方确认，不能再修改' } });
    expect(await as(t, seller, 'POST', C.edit, { id, baseVersion: 2, clauses: { other: '<p>再改</p>' } }))
      .toMatchObject({ status: 409, msg: '合同文本已经双方确认，不能再修改' });
    expect((await as(t, buyer, 'POST', C.confirm, { id, version: 2 })).status).toBe(200);
  });

  it('refuses signing before both parties confirmed', async () => {
    const { id } = await issueDeal(t, seller, buyer);
    const d = await ok(t, buyer, 'GET', C.detail, { id });
    const mine = d.signatories.find((s: { role: string }) => s.role === 'transferee');
    expect(d.actions).toMatchObject({ sign: false, reasons: { sign: '双方尚未确认同一版本的合同文本，暂不能签署' } });
    expect(await as(t, buyer, 'POST', C.signCode, { id, signatoryId: mine.id })).toMatchObject({ status: 409, msg: '双方尚未确认同一版本的合同文本，暂不能签署' });
    expect(await as(t, buyer, 'POST', C.sign, { id, signatoryId: mine.id, code: '123456' })).toMatchObject({ status: 409 });
    await confirmBoth(t, id, seller, buyer);
    expect((await ok(t, buyer, 'GET', C.detail, { id })).actions.sign).toBe(true);
  });
});
