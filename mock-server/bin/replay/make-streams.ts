/**
 * Drives the two lots behind mock-server/streams-recorded/ on a running local server (EXCHANGE_DEV_TOOLS=1), so the
 * shipped streams come from the real bid path rather than being written by hand:
 * - a calm `ongoing` lot: a bid every 2–6 s for a minute, then quiet until it closes on time;
 * - a sniping finish: a few opening bids, then bids in the last seconds of each extension window, twelve extensions.
 *
 *   node --import tsx mock-server/bin/replay/make-streams.ts --target http://127.0.0.1:PORT --data-dir DIR
 *
 * Prints the two assetsIds once both lots have closed; record them with `npm run record`.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { ensureAccount } from './accounts';
import { sourceAddress } from './http-client';
import { OperatorClient, operatorToken } from './operator-client';
import { connectSocketIo, type LotConnection, type LotView } from './transport';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rand = (lo: number, hi: number) => lo + Math.random() * (hi - lo);

interface Lot { assetsId: string; view: LotView & { deadline: number | null }; bidders: Array<{ conn: LotConnection; code: string }>; increment: number }

async function openLot(base: URL, operator: OperatorClient, file: Record<string, unknown>, first: number, count: number): Promise<Lot> {
  const assetsId = await operator.createLot(file);
  const lot: Lot = { assetsId, view: { seq: 0, phase: null, price: null, nextPrice: null, leaderCode: null, deadline: null }, bidders: [], increment: file.increment as number };
  for (let i = first; i < first + count; i++) {
    const account = await ensureAccount(base, i, sourceAddress(i, true));
    const code = await operator.enrolConfirmed(assetsId, account.loginName);
    const conn = await connectSocketIo(base.origin, account.token);
    conn.onEvent((_n, p) => { if (p.seq > lot.view.seq) lot.view = { ...lot.view, ...p } as Lot['view']; });
    await conn.join(assetsId);
    lot.bidders.push({ conn, code });
  }
  return lot;
}

/** One bid by a random non-leader at the next price plus 0–`extra` increments. */
async function bid(lot: Lot, extra = 0): Promise<void> {
  const others = lot.bidders.filter((b) => b.code !== lot.view.leaderCode);
  const b = others[Math.floor(Math.random() * others.length)];
  const price = (lot.view.nextPrice ?? 0) + Math.floor(Math.random() * (extra + 1)) * lot.increment;
  await b.conn.bid(lot.assetsId, price, randomUUID());
}

const untilClosed = async (lot: Lot) => { while (lot.view.phase !== 'closed') await sleep(250); };

async function calm(lot: Lot): Promise<void> {
  while (lot.view.phase !== 'ascending') await sleep(100);
  for (const end = Date.now() + 60_000; Date.now() < end;) {
    await bid(lot, 2);
    await sleep(rand(2000, 6000));
  }
  await untilClosed(lot);
}

async function sniping(lot: Lot, extensions: number): Promise<void> {
  while (lot.view.phase !== 'ascending') await sleep(100);
  for (let i = 0; i < 4; i++) {
    await bid(lot, 1);
    await sleep(rand(3000, 5000));
  }
  for (let n = 0; n < extensions; n++) {
    // Snipers wait for the last 0.4–1.5 s of the window; sometimes two or three pile in within a few ms.
    await sleep(Math.max(0, (lot.view.deadline ?? Date.now()) - Date.now() - rand(400, 1500)));
    const burst = Math.random() < 0.4 ? 3 : 1;
    for (let k = 0; k < burst; k++) await bid(lot, k === 0 ? 0 : 1);
    await sleep(300);
  }
  await untilClosed(lot);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { target: { type: 'string' }, 'data-dir': { type: 'string' } } });
  const base = new URL(values.target!);
  const operator = new OperatorClient(base, operatorToken(values['data-dir']!));
  const project = { countyCode: '510182', area: 86, termYears: 8, transferor: '彭州市丽春镇示范村股份经济合作社' };
  const [calmLot, snipeLot] = await Promise.all([
    openLot(base, operator, { assetsName: '丽春镇示范村 86 亩耕地经营权出租（平稳竞价）', mode: 'ongoing', startPrice: 52000, increment: 500, deposit: 10000, startAt: '+20s', endAt: '+110s', extensionWindowSec: 20, project }, 0, 6),
    openLot(base, operator, { assetsName: '丽春镇示范村 40 亩果园经营权出租（尾盘抢拍）', mode: 'ongoing', startPrice: 120000, increment: 1000, deposit: 20000, startAt: '+20s', endAt: '+60s', extensionWindowSec: 10, project }, 6, 8),
  ]);
  console.log(`calm ${calmLot.assetsId}\nsniping ${snipeLot.assetsId}`);
  await Promise.all([calm(calmLot), sniping(snipeLot, 12)]);
  for (const b of [...calmLot.bidders, ...snipeLot.bidders]) b.conn.close();
  console.log(`closed: calm seq ${calmLot.view.seq}, sniping seq ${snipeLot.view.seq}`);
}

main().then(() => process.exit(0), (err) => { console.error(err); process.exit(1); });
