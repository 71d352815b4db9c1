import Database from 'better-sqlite3';
import path from 'node:path';
import { foldEvents } from '../../src/auction/service/lot-entry';
import { rulesSummary } from '../../src/auction/service/rules-summary';
import { initialState } from '../../src/auction/evolve';
import type { LotEvent, LotRules } from '../../src/auction/types';
import { RULES_TYPE, type StreamLine } from './ndjson';

/**
 * Reads a lot's event log from the database of a DATA_DIR (read-only; the server may keep running) and turns it into
 * stream lines: the engine events folded through the service's own broadcast mapping (the same payloads the bid room
 * sends), with `t` from each event's engine time. Identities are not yet pseudonymised.
 */

interface LotRow { rules: string; deposit_fen: number; price_type: number; price_unit: string }

/** The rules line and the event lines of `assetsId`. @throws Error when the lot is unknown or has no events */
export function readLotFromDb(dataDir: string, assetsId: string): StreamLine[] {
  const db = new Database(path.join(dataDir, 'exchange.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const lot = db.prepare(`SELECT bl.rules, p.deposit_fen, p.price_type, p.price_unit FROM bid_lot bl JOIN project p ON p.assets_id = bl.assets_id WHERE bl.assets_id = ?`)
      .get(assetsId) as LotRow | undefined;
    if (!lot) throw new Error(`lot ${assetsId} is not in ${dataDir}`);
    const events = (db.prepare('SELECT payload FROM lot_event WHERE assets_id = ? ORDER BY seq').all(assetsId) as Array<{ payload: string }>)
      .map((r) => JSON.parse(r.payload) as LotEvent);
    if (events.length === 0) throw new Error(`lot ${assetsId} has no events yet`);
    const holders = db.prepare('SELECT COUNT(*) AS n FROM enrolment WHERE assets_id = ? AND priority_rank IS NOT NULL').get(assetsId) as { n: number };
    const rules = JSON.parse(lot.rules) as LotRules;
    const { wire } = foldEvents(initialState(assetsId, rules, []), events);
    const t0 = events[0].at;
    return [
      { seq: 0, type: RULES_TYPE, t: 0, payload: rulesSummary(rules, Number(lot.deposit_fen), holders.n > 0, { priceType: lot.price_type, priceUnit: lot.price_unit }) as unknown as Record<string, unknown> },
      ...wire.map((w, i) => ({ seq: w.payload.seq, type: w.name, t: events[i].at - t0, payload: w.payload as unknown as Record<string, unknown> })),
    ];
  } finally {
    db.close();
  }
}
