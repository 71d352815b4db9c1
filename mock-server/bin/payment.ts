import { runPaymentCli } from './payment-cli';

/**
 * Deposit operator commands (保证金确认、退款、扣除): `npm run payment -- list | confirm --order <orderNo> |
 * reject --order <orderNo> --reason <原因> | refunds [--failed|--pending] | retry --refund <refundNo> |
 * mark-refunded --refund <refundNo> --reference <流水号> | forfeit <orderNo> --reason <原因>`, against the running server (--server, default http://127.0.0.1:$PORT)
 * or, with --offline, straight on the database under DATA_DIR. Exit code 0 ok, 1 refused, 2 usage.
 */
runPaymentCli(process.argv.slice(2), process.env, (line) => console.log(line))
  .then((code) => process.exit(code))
  .catch((err) => {
    console.error('执行失败：', err);
    process.exit(1);
  });
