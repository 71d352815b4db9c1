import { runContractCli } from './contract-cli';

/**
 * Trade contract operator commands (交易合同): `npm run contract -- list | void <合同编号> --reason <原因> |
 * offline-confirm <合同编号> | offline-sign <合同编号>` (the last two act for a transferor without a portal account),
 * against the running server (--server, default http://127.0.0.1:$PORT) or, with --offline, straight on the database
 * under DATA_DIR. Exit code 0 ok, 1 refused, 2 usage.
 */
runContractCli(process.argv.slice(2), process.env, (line) => console.log(line))
  .then((code) => process.exit(code))
  .catch((err) => {
    console.error('执行失败：', err);
    process.exit(1);
  });
