import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { AccessTokens } from '../../mock-server/src/modules/auth/index';
import type { Db } from '../../mock-server/src/db/connection';
import { CLIENT_ID } from './helpers';
import { sleep, startServerProcess } from './server-process';
import { closeTestDatabase, databaseEnvOf, onPostgres, openTestDatabase } from './test-db';

const JWT_SECRET = 'restart-test-secret-0123456789-abcdefghijklmnop';
const USERS = { zhangsan: '1900000000000000001', cqnongye: '1900000000000000004' };

/** The server process on `dataDir` and the database of `dbEnv` (DATABASE_URL on PostgreSQL). */
const startServer = (dataDir: string, dbEnv: Record<string, string>) =>
  startServerProcess({ ...dbEnv, DATA_DIR: dataDir, JWT_SECRET, STATIC_DIR: path.join(dataDir, 'no-build') });

describe('restart: SIGKILL after acknowledged bids, then the same DATA_DIR again', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'exchange-restart-'));
  const procs: ChildProcess[] = [];
  const sockets: Socket[] = [];
  let testDb: Db | undefined;
  afterAll(async () => {
    for (const s of sockets) s.close();
    for (const p of procs) if (p.exitCode === null) p.kill('SIGKILL');
    if (testDb) await closeTestDatabase(testDb);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged bid and resumes the lot with its stored deadline', async () => {
    // On PostgreSQL both server processes open one migrated test database (they seed it); on SQLite the file of DATA_DIR.
    testDb = onPostgres ? await openTestDatabase(dataDir, 'migrated') : undefined;
    const dbEnv = testDb ? databaseEnvOf(testDb) : {};
    let { proc, base } = await startServer(dataDir, dbEnv);
    procs.push(proc);
    const operator = { 'Client-Id': CLIENT_ID, 'X-Operator-Token': readFileSync(path.join(dataDir, 'operator-token'), 'utf8').trim(), 'content-type': 'application/json' };
    const op = async (command: string, body: unknown) => {
      const answer = await (await fetch(`${base}/api-bid/operator/${command}`, { method: 'POST', headers: operator, body: JSON.stringify(body) })).json();
      expect(answer.code, answer.msg).toBe(200);
      return answer.data;
    };
    const { assetsId } = await op('create-lot', {
      assetsName: '重启测试村 20 亩耕地经营权出租', mode: 'ongoing', startPrice: 5000, increment: 100, deposit: 1000,
      startAt: '-1m', endAt: '+10m', extensionWindowSec: 60,
    });
    for (const loginName of Object.keys(USERS)) {
      await op('enrol', { assetsId, loginName });
      await op('confirm-deposit', { assetsId, loginName });
    }
    const tokens = new AccessTokens({ key: new TextEncoder().encode(JWT_SECRET), ttlS: 900, audience: CLIENT_ID, now: Date.now, isRevoked: async () => false });
    const bidders = await Promise.all(Object.values(USERS).map(async (userId) => {
      const socket = connect(`${base}/bid`, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: { token: await tokens.issue({ userId, familyId: randomUUID() }) } });
      sockets.push(socket);
      return socket;
    }));
    const acked: Array<{ seq: number; price: number; bidderCode: string }> = [];
    const keys: string[] = [];
    for (let i = 0; i < 10; i++) {
      keys.push(randomUUID());
      const answer = await bidders[i % 2].timeout(5000).emitWithAck('bid:place', { assetsId, price: 5000 + i * 100, idempotencyKey: keys[i] });
      expect(answer.data, answer.error?.msg).toBeDefined();
      acked.push({ seq: answer.data.bid.seq, price: answer.data.bid.price, bidderCode: answer.data.bid.bidderCode });
    }
    const get = async (url: string) => (await (await fetch(`${base}${url}`, { headers: { 'Client-Id': CLIENT_ID } })).json()).data;
    const hallRow = async () => (await (await fetch(`${base}/api/dscq-sync/v1/bid-assets/hall/page`, {
      method: 'POST', headers: { 'Client-Id': CLIENT_ID, 'content-type': 'application/json' }, body: JSON.stringify({ size: 100 }),
    })).json()).data.records.find((r: any) => r.assetsId === assetsId);
    const before = await get(`/api-bid/lot/snapshot?assetsId=${assetsId}`);
    const leftBefore = (await hallRow()).leftTime;
    const killedAt = Date.now();

    proc.kill('SIGKILL');
    await new Promise((resolve) => proc.once('exit', resolve));
    for (const s of sockets) s.close();
    await sleep(1500);
    ({ proc, base } = await startServer(dataDir, dbEnv));
    procs.push(proc);

    const after = await get(`/api-bid/lot/snapshot?assetsId=${assetsId}`);
    expect(after).toMatchObject({ seq: before.seq, phase: 'ascending', price: 5900, deadline: before.deadline, bidCount: 10 });
    const { events } = await get(`/api-bid/lot/events?assetsId=${assetsId}&afterSeq=0`);
    const placed = events.filter((e: any) => e.name === 'bid:placed').map((e: any) => ({ seq: e.payload.seq, price: e.payload.bid.price, bidderCode: e.payload.bid.bidderCode }));
    expect(placed).toEqual(acked);
    const row = await hallRow();
    const elapsedS = (Date.now() - killedAt) / 1000;
    expect(row.leftTime).toBeLessThan(leftBefore);
    expect(Math.abs(leftBefore - row.leftTime - elapsedS)).toBeLessThanOrEqual(2);

    const socket = connect(`${base}/bid`, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: { token: await tokens.issue({ userId: USERS.zhangsan, familyId: randomUUID() }) } });
    sockets.push(socket);
    // An acknowledged bid's key survives the restart: the retry is answered from the database, not decided again.
    const retried = await socket.timeout(5000).emitWithAck('bid:place', { assetsId, price: 5000, idempotencyKey: keys[0] });
    expect(retried.data).toMatchObject({ replayed: true, bid: { seq: acked[0].seq, price: 5000 } });
    const next = await socket.timeout(5000).emitWithAck('bid:place', { assetsId, price: 6000, idempotencyKey: randomUUID() });
    expect(next.data.bid.seq).toBe(before.seq + 1);
    proc.kill('SIGTERM');
    await new Promise((resolve) => proc.once('exit', resolve));
  }, 120_000); // two server processes started one after the other: 19–28 s alone, 30–41 s on a busy two-core machine
});
