import type { HallRow } from '@contract/projects';
import { sameFieldsExcept } from '@streams/same-fields';

/**
 * The hall poll's answers as changes to the previous one, so the main thread never parses or copies the rows that did
 * not change (bench/README.md "Web: /hall with 500 rows", fourth round). The worker (hall-poll.worker.ts) fetches and
 * parses each answer and compares it with the one it sent before for the same call ({@link diffHallRecords}); the page
 * (hall-transport.ts) rebuilds the records from the rows it already holds ({@link applyHallDelta}). Pure functions:
 * both sides and the tests run them.
 */

/** A hall list call, as the page asks the worker to make it. */
export interface HallPollRequest {
  id: number;
  /** The call's identity (URL and body): answers of one key are compared with each other only. */
  key: string;
  /** The version of this key's answer the page holds (0: none): the worker answers in changes to it when it has it. */
  base: number;
  /** Absolute URL (a worker resolves relative ones against its own script). */
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

/** The page fields of a hall answer besides its records (§7 Page). */
export interface HallPageFields {
  total: number;
  size: number;
  current: number;
  pages: number;
}

/**
 * A hall answer as changes to version `base` of the same call (`base` 0: every row is in `changed`). For row i of the
 * answer, `same[i]` is the index in the base answer of the same lot with every field but `leftTime` unchanged, or −1:
 * the row is the next one of `changed`. `leftTimes[i]` is row i's `leftTime` in this answer.
 */
export interface HallDelta extends HallPageFields {
  version: number;
  base: number;
  same: Int32Array;
  leftTimes: Float64Array;
  changed: HallRow[];
}

/** The worker's reply: changes (an envelope with code 200 and records), the raw answer (anything else), or no answer. */
export type HallPollReply =
  | { id: number; kind: 'delta'; status: number; serverNow: string | null; receivedAt: number; delta: HallDelta }
  | { id: number; kind: 'answer'; status: number; serverNow: string | null; receivedAt: number; body: unknown }
  | { id: number; kind: 'failed'; reason: 'timeout' | 'network'; message: string };

const isLeftTime = (key: string) => key === 'leftTime';

/** Whether two rows of a lot read the same but for `leftTime` (flat rows: every field a string, number or null). */
export function sameButLeftTime(a: HallRow, b: HallRow): boolean {
  return sameFieldsExcept(a, b, isLeftTime);
}

/**
 * Compares `records` with `previous` (the records of version `base`, or null for a full answer).
 * @returns the delta's row part: `same`, `leftTimes` and `changed` (see {@link HallDelta})
 */
export function diffHallRecords(previous: HallRow[] | null, records: HallRow[]): Pick<HallDelta, 'same' | 'leftTimes' | 'changed'> {
  const index = new Map<string, number>();
  if (previous) for (let j = 0; j < previous.length; j++) index.set(previous[j].assetsId, j);
  const same = new Int32Array(records.length);
  const leftTimes = new Float64Array(records.length);
  const changed: HallRow[] = [];
  for (let i = 0; i < records.length; i++) {
    const row = records[i];
    const j = index.get(row.assetsId);
    leftTimes[i] = row.leftTime;
    if (j !== undefined && sameButLeftTime(previous![j], row)) same[i] = j;
    else {
      same[i] = -1;
      changed.push(row);
    }
  }
  return { same, leftTimes, changed };
}

/**
 * The records of `delta`, taking each unchanged lot's object from `previous` (the records of version `delta.base`):
 * such an object keeps the `leftTime` of the answer it came with; `delta.leftTimes` has this answer's.
 * @throws when `previous` is not the base the delta was made against (a row index out of range)
 */
export function applyHallDelta(previous: HallRow[] | null, delta: Pick<HallDelta, 'same' | 'changed'>): HallRow[] {
  const records = new Array<HallRow>(delta.same.length);
  let k = 0;
  for (let i = 0; i < records.length; i++) {
    const j = delta.same[i];
    const row = j < 0 ? delta.changed[k++] : previous?.[j];
    if (row === undefined) throw new Error('hall delta does not fit its base');
    records[i] = row;
  }
  return records;
}
