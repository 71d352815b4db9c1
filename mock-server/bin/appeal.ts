/**
 * Operator command for appeals (申诉): the exchange's side of /shensuRecord.
 *
 *   npm run appeal -- list [--open] [--limit N]
 *   npm run appeal -- answer <id> --text "经核实，……"
 *   npm run appeal -- close <id> [--text "……"]
 *
 * Works on the server's database directly: DATABASE_URL (PostgreSQL) or the SQLite file of DATA_DIR (default ./data). The user's message is stored in the
 * same transaction as the decision, so the inbox of a running server shows it at once (the live push notice is not
 * sent from here: this process has no push channel; the header count follows on the next read).
 * Exit code 0 on success, 1 on a refused command, 2 on bad usage.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { answerAppeal, closeAppeal, describeAppeals } from '../src/modules/appeal/index';
import { createMessageService } from '../src/modules/messages/index';
import { silentPushHub } from '../src/realtime/push-hub';

const USAGE = `用法：
  npm run appeal -- list [--open] [--limit N]
  npm run appeal -- answer <申诉编号> --text <答复内容>
  npm run appeal -- close <申诉编号> [--text <办结说明>]`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { open: { type: 'boolean', default: false }, text: { type: 'string', default: '' }, limit: { type: 'string', default: '50' } },
  });
  const [command, id] = positionals;
  if (!['list', 'answer', 'close'].includes(command ?? '') || (command !== 'list' && !id)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env);
  const db = openDatabase(config.DATABASE_URL, path.join(config.DATA_DIR, 'exchange.sqlite'));
  try {
    await migrateToLatest(db);
    if (command === 'list') {
      const lines = await describeAppeals(db, values.open ?? false, Math.max(1, Number(values.limit) || 50));
      console.log(lines.length ? lines.join('\n') : values.open ? '没有处理中的申诉' : '没有申诉记录');
      return 0;
    }
    const messages = createMessageService({ db, push: silentPushHub, now: Date.now });
    const run = command === 'answer' ? answerAppeal : closeAppeal;
    const result = await run(db, messages, id!, values.text ?? '', Date.now());
    if (!result.ok) {
      console.error(result.msg);
      return 1;
    }
    console.log(`${command === 'answer' ? '已答复' : '已办结'}申诉 ${id}，已通知申诉人`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then((code) => process.exit(code), (err) => {
  console.error((err as Error).message);
  process.exit(1);
});
