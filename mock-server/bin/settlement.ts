import { runSettlementCli } from './settlement-cli';

/**
 * Settlement operator commands (成交余款确认): `npm run settlement -- list [--pending] | confirm <结算编号> |
 * reject <结算编号> --reason <原因>`, against the running server (--server, default http://127.0.0.1:$PORT) or, with
 * --offline, straight on the database under DATA_DIR. Exit code 0 ok, 1 refused, 2 usage.
 */
runSettlementCli(process.argv.slice(2), process.env, (line) => console.log(line))
  .then((code) => process.exit(code))
  .catch((err) => {
    console.error('执行失败：', err);
    process.exit(1);
  });
