import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContractCli } from '../../mock-server/bin/contract-cli';
import type { TestApp } from './helpers';
import { C, contractUser, fakeDocuments, issueDeal, makeContractApp, ok, type Party } from './trade-contract-fixtures';
import { databaseEnvOf } from './test-db';

let t: TestApp;
let buyer: Party;
beforeAll(async () => {
  t = await makeContractApp({ documents: fakeDocuments });
  buyer = await contractUser(t);
});
afterAll(async () => t.close());

/** Runs `npm run contract -- …args --offline` on the test's database; returns the exit code and the printed lines. */
async function cli(...args: string[]) {
  const lines: string[] = [];
  const code = await runContractCli([...args, '--offline'], { DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', ...databaseEnvOf(t.db) }, (l) => lines.push(l));
  return { code, lines };
}

describe('npm run contract (offline)', () => {
  it('lists, confirms for the account-less transferor and voids with a reason', async () => {
    const { id } = await issueDeal(t, null, buyer);
    const { contractNo } = await ok(t, buyer, 'GET', C.detail, { id });
    const listed = await cli('list');
    expect(listed.code).toBe(0);
    expect(listed.lines.join('\n')).toContain(`${contractNo}  待确认  第1版  王大伯 → ${buyer.name}  [转让方线下办理]`);
    expect(await cli('offline-confirm', contractNo)).toEqual({ code: 0, lines: [`已为线下转让方确认合同 ${contractNo} 的第 1 版，当前状态：待确认`] });
    expect((await ok(t, buyer, 'GET', C.detail, { id })).parties[0].confirmedVersion).toBe(1);
    expect((await cli('offline-sign', contractNo)).code).toBe(1);
    expect(await cli('void', contractNo)).toMatchObject({ code: 2 });
    expect(await cli('void', contractNo, '--reason', '转让方撤回')).toEqual({ code: 0, lines: [`合同 ${contractNo} 已作废`] });
    expect((await ok(t, buyer, 'GET', C.detail, { id })).state).toBe('void');
  });

  it('refuses a malformed contract number with the usage', async () => {
    const out = await cli('void', 'HT1', '--reason', 'x');
    expect(out.code).toBe(2);
    expect(out.lines[0]).toBe('请指定合同编号（HT 加 14 位数字）');
  });
});
