import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { openSqlite } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { reanchorAuctionLots } from './auction/service/anchor';
import { SERVER_FILE } from './http/operator-token';
import { reanchorDemoLots, startStatusSweeper, sweepLotStatuses } from './modules/sync/index';
import { registerBidHandlers } from './modules/bid/index';
import { createPushHub } from './realtime/push-hub';
import { attachRealtime } from './realtime/socket-server';
import { contractDrafter } from './modules/trade-contract/index';
import { seedIfEmpty } from './seed/index';

/** Longest a graceful close may take before the process gives up and exits anyway. */
const CLOSE_TIMEOUT_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}

/**
 * The exchange server process: validated config, the SQLite file `${DATA_DIR}/exchange.sqlite` (migrated, seeded
 * when empty), demo lots re-anchored to now (their auctions re-created through the engine), the HTTP app plus
 * socket.io (/socket.io, namespace /bid) and the push channel (/push) on one server, the bid service started (every
 * open lot replayed from its event log and ticked at once), the enrolment sweeper, `${DATA_DIR}/server.json`
 * ({ port, pid }) for the operator command, and a graceful close on SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  const config = readConfig();
  mkdirSync(config.DATA_DIR, { recursive: true });
  const db = openSqlite(path.join(config.DATA_DIR, 'exchange.sqlite'));
  await migrateToLatest(db);
  // The seeded history's deals draw their contracts like live ones (the app's default deal listener).
  const seeded = await seedIfEmpty(db, { dataDir: config.DATA_DIR, now: Date.now(), dealListeners: [contractDrafter] });
  const now = () => Date.now();
  const anchored = await reanchorDemoLots(db, now());
  const auctions = await reanchorAuctionLots(db, now());
  await sweepLotStatuses(db, now(), { engineLots: 'skip' });

  const push = createPushHub(now);
  const app = await buildApp({ config, db, now, push });
  await app.ready();
  // The realtime layer hosts the bid room; the bid module brings its lot commands.
  const io = attachRealtime(app.server, { push, now, bids: app.bids, bidHandlers: registerBidHandlers, verifyToken: app.userOfToken });
  const live = await app.bids.start();
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
  writeFileSync(serverFile, JSON.stringify({ port, pid: process.pid }));
  app.log.info({ seeded, anchored, auctions, live }, `农村产权交易平台已启动：http://localhost:${port}`);

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, '正在关闭服务…');
    setTimeout(() => process.exit(1), CLOSE_TIMEOUT_MS).unref();
    sweeper.stop();
    await app.bids.stop();
    rmSync(serverFile, { force: true });
    await push.close();
    // Disconnect socket.io clients but leave the http server to Fastify, which closes it exactly once.
    io.local.disconnectSockets(true);
    io.engine.close();
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
}

main().catch((err) => {
  console.error('服务启动失败：', err);
  process.exit(1);
});
