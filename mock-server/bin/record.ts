/**
 * Records a lot's event log as a pseudonymised NDJSON stream (format: replay/ndjson.ts), for `npm run replay`.
 *
 *   npm run record -- --lot <assetsId> --out file.ndjson [--data-dir ./data | --target http://127.0.0.1:8080] [--duration s]
 *
 * With --data-dir (the default, ./data or DATA_DIR) the log comes from the database's lot_event table, exactly as
 * stored; with --target it is recorded live from the bid room until the lot closes (Ctrl-C or --duration stop it
 * earlier). Bidder codes become B001, B002… in order of first appearance; user ids are dropped.
 * Exit code 0 on success, 1 on failure, 2 on bad usage.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseStream, toNdjson } from './replay/ndjson';
import { isLoopbackHost } from './replay/options';
import { Pseudonyms } from './replay/pseudonyms';
import { readLotFromDb } from './replay/record-repository';
import { recordLive } from './replay/record-live';

const USAGE = 'usage: npm run record -- --lot <assetsId> --out <file.ndjson> [--data-dir dir | --target URL [--allow-remote]] [--duration s]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      lot: { type: 'string' }, out: { type: 'string' }, 'data-dir': { type: 'string' }, target: { type: 'string' },
      duration: { type: 'string', default: '3600' }, 'allow-remote': { type: 'boolean', default: false },
    },
  });
  if (!values.lot || !/^[0-9a-f]{32}$/.test(values.lot) || !values.out || (values['data-dir'] && values.target)) {
    console.error(USAGE);
    return 2;
  }
  let lines;
  if (values.target) {
    const target = new URL(values.target);
    if (!values['allow-remote'] && !isLoopbackHost(target.hostname)) {
      console.error(`--target ${target.hostname} is not this machine; pass --allow-remote to record from a remote server`);
      return 2;
    }
    let stop!: () => void;
    const stopped = new Promise<void>((resolve) => { stop = resolve; });
    process.once('SIGINT', () => stop());
    lines = await recordLive(target, values.lot, { durationMs: Number(values.duration) * 1000, stop: stopped, log: (s) => console.log(`[record] ${s}`) });
  } else {
    lines = readLotFromDb(values['data-dir'] ?? process.env.DATA_DIR ?? './data', values.lot);
  }
  const pseudonyms = new Pseudonyms();
  const text = toNdjson(lines.map((l) => ({ ...l, payload: pseudonyms.apply(l.payload) })));
  // The file must replay: check it with the same parser the replay uses before writing it.
  const stream = parseStream(text);
  writeFileSync(values.out, text);
  console.log(`[record] ${values.out}: ${stream.events.length} events of lot ${values.lot}, ${pseudonyms.size} bidders, ${(stream.events.at(-1)?.t ?? 0) / 1000} s`);
  return 0;
}

main().then((code) => process.exit(code), (err: unknown) => {
  console.error(`[record] ${(err as Error).message}`);
  process.exit(1);
});
