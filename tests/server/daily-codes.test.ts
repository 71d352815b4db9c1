import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLot } from '../../mock-server/src/auction/service/operator';
import type { Db } from '../../mock-server/src/db/connection';
import { dailyCode } from '../../mock-server/src/services/codes';
import { closeTestDatabase, openTestDatabase } from './test-db';

// 2026-11-26 10:00 Beijing time.
const NOW = Date.UTC(2026, 10, 26, 2, 0, 0);
const LOT = { assetsName: '测试镇示范村 30 亩耕地经营权出租', mode: 'ongoing', startPrice: 3000, increment: 50, deposit: 600, startAt: '+2h', endAt: '+3h' };

describe('exchange numbers: unique by construction (per-day sequence)', () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'codes-'));
    db = await openTestDatabase(dir, 'migrated');
  });
  afterAll(async () => {
    await closeTestDatabase(db);
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives 400 concurrent callers, each in its own transaction, 400 different numbers in order of the day', async () => {
    const codes = await Promise.all(Array.from({ length: 400 }, () => db.transaction().execute((trx) => dailyCode(trx, 'CJ', NOW))));
    expect(new Set(codes).size).toBe(400);
    expect([...codes].sort()).toEqual(Array.from({ length: 400 }, (_, i) => `CJ20261126${String(i + 1).padStart(6, '0')}`));
    // The next Beijing day starts again at 1; another scope has its own counter.
    expect(await dailyCode(db, 'CJ', NOW + 86_400_000)).toBe('CJ20261127000001');
    expect(await dailyCode(db, 'HT', NOW)).toBe('HT20261126000001');
  });

  it('keeps order-style numbers (sequence + random tail) at BZJ + 18 digits, unique', async () => {
    const orders = await Promise.all(Array.from({ length: 200 }, () => dailyCode(db, 'BZJ', NOW, 5, 5)));
    expect(new Set(orders).size).toBe(200);
    for (const no of orders) expect(no).toMatch(/^BZJ20261126\d{10}$/);
  });

  it('creates 150 operator lots at once without a clash of project codes (never a 500)', async () => {
    const made = await Promise.all(Array.from({ length: 150 }, () => createLot(db, LOT, NOW)));
    const codes = made.map((m) => m.projectCode);
    expect(new Set(codes).size).toBe(150);
    for (const c of codes) expect(c).toMatch(/^OP20261126\d{6}$/);
    const stored = await db.selectFrom('project').select('projectCode').where('projectCode', 'in', codes).execute();
    expect(stored).toHaveLength(150);
  });
});
