/**
 * Operator command of the exchange's auctions.
 *
 *   npm run exchange -- create-lot --file lot.json            (example: mock-server/examples/lot.json)
 *   npm run exchange -- enrol --lot <assetsId> --user <登录名> [--priority N]
 *   npm run exchange -- confirm-deposit --lot <assetsId> --user <登录名>
 *   npm run exchange -- pause --lot <assetsId> [--reason 文本]
 *   npm run exchange -- resume --lot <assetsId>
 *   npm run exchange -- list-lots
 *
 * Where it acts: when a server runs on the same DATA_DIR (default ./data; DATA_DIR/server.json names a live process)
 * the command goes to that server's operator endpoints (/api-bid/operator/*, authorised by DATA_DIR/operator-token),
 * so a pause freezes the live countdown and a new enrolment can bid at once. Otherwise it works on the database
 * directly through the same service code (nothing runs the lots meanwhile; the server replays them at start-up).
 * `--direct` forces the database. Exit code 0 on success, 1 on a refused command, 2 on bad usage.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CLIENT_ID_HEADER } from '../../contract/envelope';
import { BidService } from '../src/auction/service/bid-service';
import { confirmDeposit, createLot, enrol, listLots } from '../src/auction/service/operator';
import { loadConfig } from '../src/config';
import { openDatabase, type Db } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { beijingTime } from '../src/http/wire';
import { liveServerPort, loadOperatorToken, OPERATOR_HEADER } from '../src/http/operator-token';

const USAGE = `用法：
  npm run exchange -- create-lot --file <标的文件.json>
  npm run exchange -- enrol --lot <assetsId> --user <登录名> [--priority <顺位>]
  npm run exchange -- confirm-deposit --lot <assetsId> --user <登录名>
  npm run exchange -- pause --lot <assetsId> [--reason <原因>]
  npm run exchange -- resume --lot <assetsId>
  npm run exchange -- list-lots
选项：--direct 不经运行中的服务，直接写数据库`;

type Args = { file?: string; lot?: string; user?: string; priority?: string; reason?: string };
/** One operator command: the operator endpoint it maps to, and the same action on the database. */
interface Command { method: 'GET' | 'POST'; path: string; body: (a: Args) => unknown; direct: (db: Db, a: Args) => Promise<unknown>; needs: (keyof Args)[] }

const lotFile = (a: Args) => JSON.parse(readFileSync(a.file!, 'utf8')) as unknown;
const withService = async <T>(db: Db, run: (s: BidService) => Promise<T>) => run(new BidService({ db, now: Date.now }));

const COMMANDS: Record<string, Command> = {
  'create-lot': { method: 'POST', path: 'create-lot', needs: ['file'], body: lotFile, direct: (db, a) => createLot(db, lotFile(a), Date.now()) },
  enrol: {
    method: 'POST', path: 'enrol', needs: ['lot', 'user'], body: (a) => ({ assetsId: a.lot, loginName: a.user, priority: a.priority }),
    direct: async (db, a) => ({ bidderCode: await enrol(db, a.lot!, a.user!, a.priority ? Number(a.priority) : null, Date.now()) }),
  },
  'confirm-deposit': {
    method: 'POST', path: 'confirm-deposit', needs: ['lot', 'user'], body: (a) => ({ assetsId: a.lot, loginName: a.user }),
    direct: async (db, a) => (await confirmDeposit(db, a.lot!, a.user!, Date.now()), { confirmed: true }),
  },
  pause: {
    method: 'POST', path: 'pause', needs: ['lot'], body: (a) => ({ assetsId: a.lot, reason: a.reason }),
    direct: (db, a) => withService(db, (s) => s.pause(a.lot!, a.reason || '系统维护，竞价暂停')),
  },
  resume: { method: 'POST', path: 'resume', needs: ['lot'], body: (a) => ({ assetsId: a.lot }), direct: (db, a) => withService(db, (s) => s.resume(a.lot!)) },
  'list-lots': { method: 'GET', path: 'lots', needs: [], body: () => undefined, direct: (db) => listLots(db) },
};

/** Sends the command to the running server; resolves with `data` or throws its `msg`. */
async function viaServer(port: number, cmd: Command, args: Args, clientId: string, token: string): Promise<unknown> {
  const body = cmd.body(args);
  const res = await fetch(`http://127.0.0.1:${port}/api-bid/operator/${cmd.path}`, {
    method: cmd.method,
    headers: { [CLIENT_ID_HEADER]: clientId, [OPERATOR_HEADER]: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await res.json()) as { code: number; data: unknown; msg: string };
  if (answer.code !== 200) throw new Error(answer.msg);
  return answer.data;
}

/** Prints list-lots as a table, a lot snapshot (pause / resume) as its state line, anything else as JSON. */
function print(command: string, data: unknown): void {
  if (command === 'pause' || command === 'resume') {
    const s = data as Record<string, unknown>;
    const left = s.frozenRemainingMs === null ? '' : `，剩余 ${Math.round(Number(s.frozenRemainingMs) / 1000)} 秒`;
    return console.log(`${s.assetsId} ${s.phase} #${s.seq} ${s.paused ? `已暂停（${s.pauseReason}${left}）` : `已恢复，截止 ${beijingTime(Number(s.deadline))}`}`);
  }
  if (command !== 'list-lots') return console.log(JSON.stringify(data, null, 2));
  for (const l of data as Array<Record<string, unknown>>) {
    const price = l.currentPriceFen === null ? '—' : `${Number(l.currentPriceFen) / 100} 元`;
    console.log([l.assetsId, String(l.mode).padEnd(20), String(l.phase).padEnd(10), l.paused ? '暂停' : '    ', `#${l.seq}`.padEnd(6),
      price.padEnd(16), `${l.biddingCount} 次`, l.endTime ? `止 ${beijingTime(Number(l.endTime))}` : '', l.anchor ? '演示' : '', l.assetsName].join('  '));
  }
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      file: { type: 'string' }, lot: { type: 'string' }, user: { type: 'string' }, priority: { type: 'string' },
      reason: { type: 'string' }, direct: { type: 'boolean', default: false },
    },
  });
  const name = positionals[0] ?? '';
  const cmd = COMMANDS[name];
  if (!cmd || cmd.needs.some((k) => !values[k])) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env);
  const port = values.direct ? null : liveServerPort(config.DATA_DIR);
  try {
    if (port !== null) {
      print(name, await viaServer(port, cmd, values, config.WEB_CLIENT_ID, loadOperatorToken(config.DATA_DIR)));
      return 0;
    }
    const db = openDatabase(config.DATABASE_URL, path.join(config.DATA_DIR, 'exchange.sqlite'));
    try {
      await migrateToLatest(db);
      print(name, await cmd.direct(db, values));
      return 0;
    } finally {
      await db.destroy();
    }
  } catch (err) {
    console.error(`操作失败：${(err as Error).message}`);
    return 1;
  }
}

main().then((code) => process.exit(code), (err) => {
  console.error('操作失败：', err);
  process.exit(1);
});
