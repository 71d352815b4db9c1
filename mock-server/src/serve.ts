import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, poolOf, type Db } from './db/connection';
import { joinDeployment } from './db/deployment-lock';
import { migrateToLatest } from './db/migrate';
import { reanchorAuctionLots } from './auction/service/anchor';
import { redisBus, singleProcessBus } from './cluster/bus';
import { holdLotTimers, type TimerHolder } from './cluster/timer-holder';
import { SERVER_FILE } from './http/operator-token';
import { reanchorDemoLots, startStatusSweeper, sweepLotStatuses } from './modules/sync/index';
import { registerBidHandlers } from './modules/bid/index';
import { createPushHub } from './realtime/push-hub';
import { attachRealtime } from './realtime/socket-server';
import { contractDrafter } from './modules/trade-contract/index';
import { seedIfEmpty } from './seed/index';

/** Longest a graceful close may take before the process gives up and exits anyway. */
const CLOSE_TIMEOUT_MS = 10_000;

/** The database of `config`: PostgreSQL when DATABASE_URL is set, else `${DATA_DIR}/exchange.sqlite`. */
export function openConfiguredDatabase(config: Config): Db {
  mkdirSync(config.DATA_DIR, { recursive: true });
  return openDatabase(config.DATABASE_URL, path.join(config.DATA_DIR, 'exchange.sqlite'));
}

/**
 * Brings the database up before any request: migrated, seeded when empty, demo lots re-anchored to now (their
 * auctions re-created through the engine) and the hall statuses swept. Runs once per start of the deployment — in
 * the single process, or in the cluster's primary before it forks (a worker restarted after a crash must not
 * re-anchor lots the others are running).
 * @returns what it did, for the start-up log.
 */
export async function prepareDatabase(db: Db, config: Config): Promise<{ seeded: boolean; anchored: number; auctions: number }> {
  await migrateToLatest(db);
  // The seeded history's deals draw their contracts like live ones (the app's default deal listener).
  const seeded = await seedIfEmpty(db, { dataDir: config.DATA_DIR, now: Date.now(), dealListeners: [contractDrafter] });
  const anchored = await reanchorDemoLots(db, Date.now());
  const auctions = await reanchorAuctionLots(db, Date.now());
  await sweepLotStatuses(db, Date.now(), { engineLots: 'skip' });
  return { seeded, anchored, auctions };
}

/**
 * Prepares the database for this start ({@link prepareDatabase}) unless another process of the deployment has. On
 * SQLite the DATA_DIR lock already makes this process the only one. On PostgreSQL the process joins the deployment
 * (db/deployment-lock.ts) for as long as it runs, and prepares only when no other process runs or is preparing: several
 * processes started at once prepare once, and a process started next to a running deployment re-anchors nothing.
 * EXCHANGE_PREPARED=1 (`told`) skips the preparation in any case.
 * @returns what it did, for the start-up log ({ prepared: 'elsewhere' } when it did not prepare)
 * @throws what the preparation throws; the process then leaves the deployment, and the processes that were waiting
 * serve without preparing
 */
export async function prepareOnce(db: Db, config: Config, told = process.env.EXCHANGE_PREPARED === '1'): Promise<Record<string, unknown>> {
  const elsewhere = { prepared: 'elsewhere' };
  if (!config.DATABASE_URL) return told ? elsewhere : prepareDatabase(db, config);
  const membership = await joinDeployment(config.DATABASE_URL);
  if (!membership.first || told) {
    await membership.prepared();
    return elsewhere;
  }
  try {
    const started = await prepareDatabase(db, config);
    await membership.prepared();
    return started;
  } catch (err) {
    await membership.leave();
    throw err;
  }
}

/**
 * Serves the exchange on `db` (prepared): the HTTP app plus socket.io (/socket.io, namespace /bid) and the push channel
 * (/push) on one server, the bid service started, the enrolment sweeper, and a graceful close on SIGINT/SIGTERM.
 * Alone (`worker` false) it holds the lots' timers and writes `${DATA_DIR}/server.json` ({ port, pid }) for the operator
 * commands. As one worker of a cluster (REDIS_URL set) it talks to the others over the Redis bus, and holds the timers
 * only while it wins the election (cluster/timer-holder.ts); the primary writes server.json.
 */
export async function serve(config: Config, db: Db, opts: { worker: boolean; started?: Record<string, unknown> }): Promise<void> {
  const now = () => Date.now();
  const bus = config.REDIS_URL ? await redisBus(config.REDIS_URL, (err) => console.error('Redis 连接错误：', err)) : singleProcessBus();
  const cluster = config.REDIS_URL ? { bus, redisUrl: config.REDIS_URL } : undefined;
  const push = createPushHub(now, {}, bus);
  const app = await buildApp({ config, db, now, push, cluster });
  await app.ready();
  // The realtime layer hosts the bid room; the bid module brings its lot commands.
  const io = attachRealtime(app.server, {
    push, now, bids: app.bids, bidHandlers: registerBidHandlers, verifyToken: app.userOfToken, cluster,
    onRedisError: (err) => app.log.warn({ err }, 'socket.io Redis 连接出错'),
  });
  const live = await app.bids.start({ leading: !bus.clustered });
  let holder: TimerHolder | null = null;
  if (bus.clustered) {
    holder = holdLotTimers(poolOf(db), {
      onLead: async () => {
        app.log.info('本进程接管竞价计时');
        await app.bids.lead();
      },
      onLose: () => {
        app.log.warn('本进程失去竞价计时');
        app.bids.follow();
      },
      onError: (err) => app.log.error({ err }, '竞价计时选举失败'),
    });
  }
  const sweeper = startStatusSweeper({
    db, now,
    onChange: (changed) => {
      app.log.info({ changed }, '竞价标的状态已更新');
      push.broadcast({ type: 'hall:changed', serverNow: now() });
    },
    onError: (err) => app.log.error({ err }, '竞价标的状态更新失败'),
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  const { port } = app.server.address() as AddressInfo;
  const serverFile = path.join(config.DATA_DIR, SERVER_FILE);
  if (!opts.worker) writeFileSync(serverFile, JSON.stringify({ port, pid: process.pid }));
  app.log.info({ ...opts.started, live, pid: process.pid }, `农村产权交易平台已启动：http://localhost:${port}`);

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, '正在关闭服务…');
    setTimeout(() => process.exit(1), CLOSE_TIMEOUT_MS).unref();
    sweeper.stop();
    await holder?.stop();
    await app.bids.stop();
    if (!opts.worker) rmSync(serverFile, { force: true });
    await push.close();
    // Disconnect socket.io clients but leave the http server to Fastify, which closes it exactly once.
    io.local.disconnectSockets(true);
    io.engine.close();
    await app.close();
    await bus.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
}
