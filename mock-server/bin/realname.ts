/**
 * Operator command for real-name verification (the human side of the VerificationProvider: records the sandbox
 * leaves to a person — documents other than the resident ID card, marked 【需人工审核】 — or a decision to override
 * before it does). The user gets a message in the inbox with the decision (and the reason of a rejection).
 *
 *   npm run realname -- list [--pending] [--limit N]
 *   npm run realname -- approve --user <loginName>
 *   npm run realname -- reject  --user <loginName> --reason "证件照片不清晰"
 *
 * Works on the server's database directly (DATABASE_URL, else the SQLite file of DATA_DIR, default ./data); a running server sees the change at
 * once because the pending record is decided in one transaction and the sandbox skips records no longer pending.
 * Exit code 0 on success, 1 on a refused decision, 2 on bad usage.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { AUTH_STATUS_LABELS } from '../../contract/auth';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { beijingTime } from '../src/http/wire';
import { createMessageService } from '../src/modules/messages/index';
import { describePending, operatorDecide, recentRecords } from '../src/modules/realname/index';
import { silentPushHub } from '../src/realtime/push-hub';

const USAGE = `用法：
  npm run realname -- list [--pending] [--limit N]
  npm run realname -- approve --user <登录名>
  npm run realname -- reject --user <登录名> --reason <原因>`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { user: { type: 'string' }, reason: { type: 'string', default: '' }, pending: { type: 'boolean', default: false }, limit: { type: 'string', default: '20' } },
  });
  const command = positionals[0];
  if (!['list', 'approve', 'reject'].includes(command ?? '')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env);
  const db = openDatabase(config.DATABASE_URL, path.join(config.DATA_DIR, 'exchange.sqlite'));
  try {
    await migrateToLatest(db);
    if (command === 'list') {
      const lines = values.pending
        ? await describePending(db)
        : (await recentRecords(db, Math.max(1, Number(values.limit) || 20))).map((r) =>
          `${beijingTime(r.submittedTime)}  ${r.userId}  ${r.kind === 'org' ? r.orgName : r.name}  ${AUTH_STATUS_LABELS[r.status]}${r.reason ? `（${r.reason}）` : ''}`);
      console.log(lines.length ? lines.join('\n') : values.pending ? '没有待审核的实名认证' : '没有实名认证记录');
      return 0;
    }
    if (!values.user) {
      console.error(`缺少 --user\n${USAGE}`);
      return 2;
    }
    // Another process than the server: the message is stored (the user sees it on the next read), nothing is pushed.
    const messages = createMessageService({ db, push: silentPushHub, now: Date.now });
    const result = await operatorDecide(db, messages, values.user, command as 'approve' | 'reject', values.reason ?? '', Date.now());
    if (!result.ok) {
      console.error(result.msg);
      return 1;
    }
    console.log(`${command === 'approve' ? '已通过' : '已驳回'} ${values.user} 的实名认证（记录 ${result.recordId}）`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then((code) => process.exit(code), (err) => {
  console.error((err as Error).message);
  process.exit(1);
});
