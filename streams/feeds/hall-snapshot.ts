import type { Page } from '@contract/envelope';
import type { HallRow } from '@contract/projects';
import { deadlineOf } from '../countdown';
import { sameFieldsExcept } from '../same-fields';
import type { HallFeedParams } from './hall';

/**
 * One answer of a hall list as a fetcher gives it: the page (§7), and optionally `leftTimes`, each row's `leftTime`
 * of this answer. With it a transport may hand back a row object of an earlier answer for a lot whose other fields
 * did not change (src/features/hall/hall-transport.ts: the answer is read and compared off the main thread), so a row
 * that reads the same costs no new object; `leftTimes[i]` then wins over `records[i].leftTime`.
 */
export type HallAnswer = Page<HallRow> & { leftTimes?: ArrayLike<number> };

/**
 * `page` as if it had been answered `ageMs` ago: each row's `leftTime` (in `leftTimes`) less that time, never below
 * 0, so the deadlines fixed at its receipt are those the server meant. For an answer the server inlined into the
 * document, which the page reads seconds after the server gave it (src/lib/api/first-answers.ts firstAnswersAgeMs).
 * `page` itself when `ageMs` is 0.
 */
export function agedHallAnswer(page: HallAnswer, ageMs: number): HallAnswer {
  if (!(ageMs > 0)) return page;
  const leftTimes = page.records.map((row, i) => Math.max(0, (page.leftTimes ? page.leftTimes[i] : row.leftTime) - ageMs / 1000));
  return { ...page, leftTimes };
}

/**
 * A hall row with its absolute deadline (epoch ms, server time), fixed at receipt. A later answer that puts the
 * deadline less than {@link DEADLINE_JITTER_MS} away and changes no other field (`leftTime` aside) keeps the earlier
 * row object, `leftTime` included: `deadline` is that answer's receipt + its `leftTime` (see toSnapshot).
 */
export interface HallDeadlineRow extends HallRow {
  deadline: number;
}

/**
 * `leftTime` is whole seconds and each answer has its own latency, so two answers for an unchanged deadline
 * disagree by up to about a second. Within this the earlier deadline is kept: a countdown does not wobble by a second
 * at each poll, and a row whose lot did not change keeps its values (the table re-renders nothing for it). A real
 * change (a deadline moved by a bid, a clock correction) is larger and is taken.
 */
export const DEADLINE_JITTER_MS = 1000;

/**
 * The rows shown, with deadlines fixed at receipt. An answer that changes nothing keeps the previous snapshot object
 * (compared by identity downstream).
 */
export interface Snapshot {
  rows: HallDeadlineRow[];
  /** The answer's row object each of `rows` was taken from (a transport may hand the same one back: no comparison). */
  sources: HallRow[];
  total: number;
  pages: number;
  current: number;
  size: number;
}

/**
 * The snapshot of one answer. A lot whose fields (`leftTime` aside) are those of the previous answer and whose
 * deadline moved by less than {@link DEADLINE_JITTER_MS} keeps its row object; an answer in which every lot and the
 * paging read the same gives back `previous` itself. One loop over the rows, a new object only for a changed lot.
 */
export function toSnapshot(page: HallAnswer | null | undefined, p: Pick<HallFeedParams, 'current' | 'size'>, receivedAt: number, previous: Snapshot | null): Snapshot {
  const records = page?.records ?? [];
  const leftTimes = page?.leftTimes;
  const before = new Map<string, number>();
  if (previous) for (let i = 0; i < previous.rows.length; i++) before.set(previous.rows[i].assetsId, i); // no [id, i] pair per row
  const rows = new Array<HallDeadlineRow>(records.length);
  let changed = !previous || previous.rows.length !== records.length;
  for (let i = 0; i < records.length; i++) {
    const source = records[i];
    const leftTime = leftTimes ? leftTimes[i] : source.leftTime;
    const fresh = deadlineOf(leftTime, receivedAt);
    const j = before.get(source.assetsId);
    const old = j === undefined ? undefined : previous!.rows[j];
    const deadline = old !== undefined && Math.abs(fresh - old.deadline) < DEADLINE_JITTER_MS ? old.deadline : fresh;
    if (old !== undefined && deadline === old.deadline && (previous!.sources[j!] === source || sameFields(old, source))) {
      rows[i] = old;
      if (j !== i) changed = true;
    } else {
      rows[i] = { ...source, leftTime, deadline };
      changed = true;
    }
  }
  const total = page?.total ?? 0;
  const pages = page?.pages ?? 0;
  const current = page?.current ?? p.current;
  const size = page?.size ?? p.size;
  if (!changed && previous && previous.total === total && previous.pages === pages && previous.current === current && previous.size === size) return previous;
  return { rows, sources: records, total, pages, current, size };
}

/** The fields a snapshot row holds apart from its source's: `leftTime` is read into `deadline`. */
const isTicking = (key: string) => key === 'leftTime' || key === 'deadline';

/** Whether `row` (an earlier answer's) has every field of `source` but `leftTime`, and no other but its deadline. */
function sameFields(row: HallDeadlineRow, source: HallRow): boolean {
  return sameFieldsExcept(row, source, isTicking);
}
