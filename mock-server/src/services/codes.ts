import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/queryable';
import { beijingYmd } from '../seed/time';
import { nextInDay } from './code-sequence-repository';

/**
 * A number unique by construction: `scope` + the Beijing date + the day's sequence number of the scope, zero-padded
 * to `digits` (more digits once a day passes 10^digits numbers) — e.g. OP20261126000042. With `randomDigits`, that
 * many random digits follow (numbers a stranger should not guess, such as order numbers); the sequence alone makes
 * them unique. Takes the number in `db` (pass the transaction that stores the code, so a rollback frees nothing
 * twice). Never collides, so no unique-constraint failure (500) can come of it.
 */
export async function dailyCode(db: Queryable, scope: string, now: number, digits = 6, randomDigits = 0): Promise<string> {
  const day = beijingYmd(now);
  const n = await nextInDay(db, scope, day);
  const tail = randomDigits > 0 ? String(randomInt(0, 10 ** randomDigits)).padStart(randomDigits, '0') : '';
  return `${scope}${day}${String(n).padStart(digits, '0')}${tail}`;
}
