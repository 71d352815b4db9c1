import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localiseFields } from '../../mock-server/src/i18n/fields';
import { call, type TestApp } from './helpers';
import { C, contractUser, issueDeal, makeContractApp, ok, type Party } from './trade-contract-fixtures';

const HAN = /\p{Script=Han}/u;

describe('localiseFields: which fields of an answer are worded for the reader', () => {
  const upper = (s: string) => s.toUpperCase();
  const answer = { todo: 'a', facts: [{ label: 'b' }], history: [{ label: 'c', detail: 'd', type: 'e' }], actions: { sign: false, reasons: { sign: 'f' } } };

  it('takes `name` at any depth, `parent.name` only inside `parent`, and `parent.*` for every string of a record', () => {
    expect(localiseFields(answer, ['todo', 'history.label', 'history.detail', 'reasons.*'], 'en', upper)).toEqual({
      todo: 'A', facts: [{ label: 'b' }], history: [{ label: 'C', detail: 'D', type: 'e' }], actions: { sign: false, reasons: { sign: 'F' } },
    });
    expect(localiseFields(answer, ['label'], 'en', upper).facts).toEqual([{ label: 'B' }]);
    expect(localiseFields(answer, ['history.label'], 'zh', upper)).toBe(answer);
  });
});

describe('a contract read in English (Accept-Language: en): the steps and reasons the server words, the contract as drawn', () => {
  let t: TestApp;
  let seller: Party;
  let buyer: Party;
  let id = '';
  const inEnglish = async (who: Party, url: string, params: Record<string, unknown> = {}) =>
    (await call(t.app, 'GET', url, params, { headers: { ...who.headers, 'accept-language': 'en' } })).body.data;

  beforeAll(async () => {
    t = await makeContractApp();
    seller = await contractUser(t);
    buyer = await contractUser(t);
    ({ id } = await issueDeal(t, seller, buyer));
  });
  afterAll(async () => t?.close());

  it('words the list\'s to-do, the history and the disabled actions\' reasons in English; the facts and clauses stay in Chinese', async () => {
    const list = await inEnglish(buyer, C.list);
    expect(list.records.find((r: { id: string }) => r.id === id).todo).toBe('Awaiting confirmation of the text');
    const detail = await inEnglish(buyer, C.detail, { id });
    expect(detail.history[0]).toMatchObject({ type: 'drafted', label: 'Contract drawn' });
    expect(detail.history[0].detail).toMatch(/^Contract drawn from deal confirmation CJ\d+$/);
    expect(Object.keys(detail.actions.reasons).sort()).toEqual(['download', 'manageSignatories', 'sign']);
    for (const reason of Object.values(detail.actions.reasons)) expect(reason).not.toMatch(HAN);
    expect(detail.facts[0].label).toBe('转让方（甲方）');
    expect(detail.clauses.length).toBeGreaterThan(0);
    expect((await inEnglish(buyer, C.versions, { id }))[0].note).toBe('Drawn by the system from the deal');
    // the same call in Chinese
    const zh = await ok(t, buyer, 'GET', C.detail, { id });
    expect([zh.history[0].label, zh.actions.reasons.download]).toEqual(['合同生成', '合同签署完成后可下载']);
  });

  it('words the steps of both confirmations with their version, and the reason now waiting on the other party', async () => {
    const { version } = await ok(t, buyer, 'GET', C.detail, { id });
    await ok(t, buyer, 'POST', C.confirm, { id, version });
    expect((await inEnglish(buyer, C.detail, { id })).actions.reasons.confirm).toBe('Your side confirmed this version; waiting for the other party');
    await ok(t, seller, 'POST', C.confirm, { id, version });
    const history = (await inEnglish(seller, C.detail, { id })).history as Array<{ label: string; detail: string }>;
    expect(history.slice(1).map((h) => [h.label, h.detail])).toEqual([
      ['Contract text confirmed', `Confirmed version ${version}`],
      ['Contract text confirmed', `Confirmed version ${version}`],
      ['Text frozen', `Both parties confirmed version ${version}; the text is frozen and signing begins`],
    ]);
    const signed = await inEnglish(seller, C.list);
    expect(signed.records.find((r: { id: string }) => r.id === id).todo).toBe('Awaiting signature');
  });
});
