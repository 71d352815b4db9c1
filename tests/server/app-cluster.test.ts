import { mkdtempSync, rmSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../mock-server/src/app';
import { redisBus, type ClusterBus } from '../../mock-server/src/cluster/bus';
import { loadConfig } from '../../mock-server/src/config';
import type { Db } from '../../mock-server/src/db/connection';
import { FIXED_NOW, call, data, testSecrets } from './helpers';
import { closeTestDatabase, openTestDatabase } from './test-db';

const REDIS_URL = process.env.REDIS_URL;
/** Requests per address and hour of the SMS route without login, in this suite (config SMS_ADDRESS_HOURLY_LIMIT). */
const SMS_LIMIT = 3;
const SMS_PATH = '/api/dscq-user/sms/no-login/code';
/** An address no earlier run used: the counters outlive a run in Redis (an hour for this route). */
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe.skipIf(!REDIS_URL)('two server processes over one database and Redis (needs REDIS_URL; skipped without it)', () => {
  let dataDir: string;
  let db: Db;
  const buses: ClusterBus[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'exchange-cluster-'));
    db = await openTestDatabase(dataDir, 'seeded');
    const config = loadConfig({
      DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'no-build'), LOG_LEVEL: 'silent', EXCHANGE_DEV_TOOLS: '1',
      SMS_ADDRESS_HOURLY_LIMIT: String(SMS_LIMIT),
    });
    const build = async () => {
      const bus = await redisBus(REDIS_URL!);
      buses.push(bus);
      const app = await buildApp({ config, db, now: () => FIXED_NOW, logger: false, secrets: testSecrets(), cluster: { bus, redisUrl: REDIS_URL! } });
      await app.ready();
      return app;
    };
    [a, b] = [await build(), await build()];
  });
  afterAll(async () => {
    for (const app of [a, b]) await app?.close();
    for (const bus of buses) await bus.close();
    if (db) await closeTestDatabase(db);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts the rate limit of a route over both processes: requests alternating between them meet one limit', async () => {
    const remoteAddress = randomAddress();
    const ask = (app: FastifyInstance) => call(app, 'POST', SMS_PATH, { phone: '13900000000', messageCode: 4004, uuid: 'none', captcha: 'ABCD' }, { remoteAddress });
    // Each call counts whatever its outcome (here a missing captcha, 400): A, B, A use up the address's 3.
    for (const app of [a, b, a]) expect((await ask(app)).status).toBe(400);
    // B alone has seen 1 of them, A 2: only a shared count refuses both now.
    for (const app of [b, a]) expect((await ask(app)).body).toMatchObject({ code: 429, msg: expect.stringContaining(`每个网络每小时最多 ${SMS_LIMIT} 次`) });
    // Another address is counted apart.
    expect((await call(b, 'POST', SMS_PATH, { phone: '13900000000', messageCode: 4004, uuid: 'none', captcha: 'ABCD' }, { remoteAddress: randomAddress() })).status).toBe(400);
  });

  it('shows a captcha issued by one process on the other\'s dev tools, and forgets it once either checks it', async () => {
    const { key } = await data<{ key: string }>(a, 'GET', '/api/blade-auth/oauth/captcha');
    const { answer } = await data<{ answer: string }>(b, 'GET', `/api/dev/captcha/${key}`);
    expect(answer).toMatch(/^[A-Za-z2-9]{4}$/);
    // Solved on B with the answer A drew (an unknown phone answers as if sent).
    const sent = await call(b, 'POST', SMS_PATH, { phone: '13900000001', messageCode: 4004, uuid: key, captcha: answer }, { remoteAddress: randomAddress() });
    expect(sent.body.msg).toBe('操作成功');
    for (const app of [a, b]) expect((await call(app, 'GET', `/api/dev/captcha/${key}`)).body).toMatchObject({ code: 404, msg: '验证码不存在或已失效' });
  });
});
