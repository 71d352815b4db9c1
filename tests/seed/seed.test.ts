import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_CODES, INVESTMENT_BANDS } from '../../contract/constants';
import { openSqlite, type Db } from '../../mock-server/src/db/connection';
import { migrateToLatest } from '../../mock-server/src/db/migrate';
import type { Database } from '../../mock-server/src/db/schema';
import { seedDatabase, seedIfEmpty } from '../../mock-server/src/seed/index';
import { HELP_CATEGORY_PREFIX } from '../../mock-server/src/seed/help-articles';

const NOW = Date.UTC(2026, 10, 21, 2, 0, 0);
const DAY = 86_400_000;
const dirs: string[] = [];
const dbs: Db[] = [];

async function freshDb(): Promise<{ db: Db; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'seed-'));
  dirs.push(dataDir);
  const db = openSqlite(':memory:');
  dbs.push(db);
  await migrateToLatest(db);
  return { db, dataDir };
}

async function tableHash(db: Db, table: keyof Database): Promise<string> {
  const rows = await db.selectFrom(table).selectAll().execute();
  const sorted = rows.map((r) => JSON.stringify(r)).sort();
  return createHash('sha256').update(sorted.join('\n')).digest('hex');
}

let db: Db;
let dataDir: string;
let projects: Awaited<ReturnType<typeof loadProjects>>;
const loadProjects = () => db.selectFrom('project').selectAll().execute();

beforeAll(async () => {
  ({ db, dataDir } = await freshDb());
  expect(await seedIfEmpty(db, { dataDir, now: NOW })).toBe(true);
  projects = await loadProjects();
});

afterAll(async () => {
  for (const d of dbs) await d.destroy();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('seedIfEmpty', () => {
  it('returns false the second time and adds nothing', async () => {
    const before = await Promise.all((['project', 'news', 'region', 'demand'] as const).map((t) => tableHash(db, t)));
    expect(await seedIfEmpty(db, { dataDir, now: NOW + DAY })).toBe(false);
    const after = await Promise.all((['project', 'news', 'region', 'demand'] as const).map((t) => tableHash(db, t)));
    expect(after).toEqual(before);
  });

  it('is deterministic: the same now gives identical rows in every table', async () => {
    const other = await freshDb();
    await seedDatabase(other.db, { dataDir: other.dataDir, now: NOW });
    for (const table of ['project', 'demand', 'news', 'notice', 'ad', 'dictItem', 'region', 'partner'] as const) {
      expect(await tableHash(other.db, table), table).toBe(await tableHash(db, table));
    }
  });
});

describe('supply projects', () => {
  const main = () => projects.filter((p) => p.projectType !== 3);

  it('has at least 320 projects in every status, family, nature and project type', () => {
    expect(main().length).toBeGreaterThanOrEqual(320);
    for (const s of [0, 1, 2, 3, 4, 7]) expect(projects.filter((p) => p.status === s).length, `status ${s}`).toBeGreaterThanOrEqual(20);
    for (const f of ['1', '2', '3', '4', '5', '6', '7', '8']) expect(main().some((p) => p.familyId === f), `family ${f}`).toBe(true);
    for (const n of [0, 5, 49]) expect(main().some((p) => p.projectNature === n), `nature ${n}`).toBe(true);
    expect(main().filter((p) => p.projectType === 2).length).toBeGreaterThan(0);
  });

  it('gives every package 2–4 sub-lots named （标段一）…', () => {
    const packages = projects.filter((p) => p.projectType === 1);
    expect(packages.length).toBeGreaterThanOrEqual(12);
    for (const pkg of packages) {
      const subs = projects.filter((p) => p.parentAssetsId === pkg.assetsId);
      expect(subs.length).toBeGreaterThanOrEqual(2);
      expect(subs.length).toBeLessThanOrEqual(4);
      expect(subs.every((s) => s.projectType === 3 && s.assetsName.startsWith(pkg.assetsName) && s.assetsName.endsWith('）'))).toBe(true);
      expect(subs[0].assetsName).toContain('（标段一）');
    }
  });

  it('populates all four investment bands with at least 10 projects', () => {
    for (const band of INVESTMENT_BANDS) {
      const inBand = main().filter((p) => {
        const wan = p.investAmountFen / 1_000_000;
        return wan >= band.min && (band.max === null || wan < band.max);
      });
      expect(inBand.length, band.label).toBeGreaterThanOrEqual(10);
    }
  });

  it('keeps prices coherent: per-unit rents, totals, deposits and increments', () => {
    for (const p of projects) {
      expect(p.depositFen).toBeGreaterThan(0);
      expect(p.incrementFen).toBeGreaterThan(0);
      if (p.priceType === 2 && p.priceUnit === '元/亩/年' && p.familyId === '1') {
        expect(p.startPriceFen === null || (p.startPriceFen >= 30_000 && p.startPriceFen <= 150_000)).toBe(true);
        expect(p.area).toBeGreaterThanOrEqual(20);
        expect(p.termYears).toBeGreaterThanOrEqual(5);
        if (p.startPriceFen !== null) expect(p.investAmountFen).toBe(Math.round(p.startPriceFen * p.area! * p.termYears!));
      }
      if (p.priceType === 1 && p.projectType !== 1 && p.projectType !== 2) expect(p.investAmountFen).toBe(p.startPriceFen);
    }
    expect(projects.some((p) => p.priceType === 1)).toBe(true);
    expect(projects.some((p) => p.priceType === 2)).toBe(true);
  });

  it('dates every project consistently with its status', () => {
    for (const p of projects) {
      expect(p.publishDate).toBeLessThanOrEqual(NOW);
      expect(p.publishDate).toBeGreaterThan(NOW - 240 * DAY);
      expect(p.announcementStartTime).toBeLessThan(p.announcementEndTime);
      if (p.status === 0) expect(p.announcementStartTime).toBeGreaterThan(NOW);
      if (p.status === 1) expect(p.announcementEndTime).toBeGreaterThan(NOW);
      if ([2, 3, 4, 7].includes(p.status)) expect(p.announcementEndTime).toBeLessThan(NOW);
      if ([4, 7].includes(p.status) && p.bidEndTime !== null) expect(p.bidEndTime).toBeLessThan(NOW);
      if (p.status === 7) expect(p.biddingPriceFen === null && p.startPriceFen !== null).toBe(false);
    }
  });

  it('uses real regions: county → city → province, and a real town of the county', async () => {
    const regions = await db.selectFrom('region').selectAll().execute();
    const byCode = new Map(regions.map((r) => [r.code, r]));
    const towns = new Set(regions.filter((r) => r.level === 4).map((r) => `${r.pbh}:${r.name}`));
    for (const p of projects) {
      const county = byCode.get(p.countyCode);
      expect(county?.level, p.countyCode).toBe(3);
      expect(county?.pbh).toBe(p.cityCode);
      expect(byCode.get(p.cityCode)?.pbh).toBe(p.provinceCode);
      expect(byCode.get(p.provinceCode)?.level).toBe(1);
      if (['51', '50', '35'].includes(p.provinceCode)) expect(towns.has(`${p.countyCode}:${p.townName}`), p.townName).toBe(true);
    }
    const share = (code: string) => main().filter((p) => p.provinceCode === code).length / main().length;
    expect(share('51')).toBeGreaterThan(0.35);
    expect(share('50')).toBeGreaterThan(0.2);
    expect(share('35')).toBeGreaterThan(0.1);
  });

  it('has unique 32-hex asset ids and project codes', () => {
    expect(projects.every((p) => /^[0-9a-f]{32}$/.test(p.assetsId))).toBe(true);
    expect(new Set(projects.map((p) => p.assetsId)).size).toBe(projects.length);
    expect(new Set(projects.map((p) => p.projectCode)).size).toBe(projects.length);
  });

  it('writes Chinese text without placeholders', () => {
    for (const p of projects) {
      expect(p.assetsName).not.toMatch(/[A-Za-z]{3,}|undefined|NaN|null/);
      expect(p.description).not.toMatch(/[A-Za-z]{3,}|undefined|NaN|null/);
      expect(p.description.split('。').filter(Boolean).length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('bidding hall lots', () => {
  const lots = () => projects.filter((p) => p.projectNature === 49);

  it('has at least 10 ongoing lots anchored to start-up, some with bids and some without', () => {
    const ongoing = lots().filter((p) => p.bidStartTime! <= NOW && p.bidEndTime! > NOW);
    expect(ongoing.length).toBeGreaterThanOrEqual(10);
    for (const p of ongoing) {
      expect(p.status).toBe(3);
      expect(p.anchorStartOffsetS).toBeLessThanOrEqual(0);
      expect(p.bidStartTime).toBe(NOW + p.anchorStartOffsetS! * 1000);
      expect(p.bidEndTime).toBe(p.bidStartTime! + p.anchorDurationS! * 1000);
      // the auction plans include short lots (a 3-minute sniping finish) next to multi-day ones
      const left = p.bidEndTime! - NOW;
      expect(left).toBeGreaterThanOrEqual(60_000);
      expect(left).toBeLessThanOrEqual(5 * DAY);
    }
    expect(ongoing.some((p) => p.biddingCount > 0)).toBe(true);
    expect(ongoing.some((p) => p.biddingCount === 0)).toBe(true);
  });

  it('has at least 10 upcoming lots starting 5 min to 3 days ahead', () => {
    const upcoming = lots().filter((p) => p.bidStartTime! > NOW);
    expect(upcoming.length).toBeGreaterThanOrEqual(10);
    for (const p of upcoming) {
      expect(p.anchorStartOffsetS).toBeGreaterThanOrEqual(300);
      expect(p.anchorStartOffsetS).toBeLessThanOrEqual(3 * 86400);
      expect(p.anchorDurationS).toBeGreaterThanOrEqual(300);
      expect(p.anchorDurationS).toBeLessThanOrEqual(48 * 3600);
      expect(p.biddingCount).toBe(0);
      expect(p.announcementEndTime).toBeLessThanOrEqual(p.bidStartTime!);
    }
  });

  it('has ended lots: deals with final prices and unsold lots', () => {
    const ended = lots().filter((p) => p.bidEndTime! < NOW);
    expect(ended.filter((p) => p.status === 7 && p.biddingPriceFen! > p.startPriceFen!).length).toBeGreaterThanOrEqual(10);
    expect(ended.filter((p) => p.status === 4).length).toBeGreaterThanOrEqual(5);
  });
});

describe('lookups, demand and content', () => {
  it('has regions, dictionaries, asset types and industries', async () => {
    const count = async (t: keyof Database) => (await db.selectFrom(t).selectAll().execute()).length;
    const regions = await db.selectFrom('region').selectAll().execute();
    expect(regions.filter((r) => r.level === 1).length).toBe(31);
    expect(regions.filter((r) => r.level === 1).every((r) => r.pbh === '')).toBe(true);
    expect(new Set(regions.filter((r) => r.level === 4).map((r) => r.code.slice(0, 2)))).toEqual(new Set(['51', '50', '35']));
    const dict = await db.selectFrom('dictItem').selectAll().execute();
    const keys = (code: string) => dict.filter((d) => d.code === code && d.parentKey === '').map((d) => d.dictKey);
    expect(keys('idType')).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(keys('demandPurpose')).toHaveLength(7);
    expect(keys('projectStatus')).toEqual(['0', '1', '2', '3', '4', '7']);
    expect(dict.some((d) => d.code === 'transferType' && d.parentKey === '1')).toBe(true);
    const types = await db.selectFrom('assetType').selectAll().execute();
    expect(types.filter((t) => t.parentId === '0').map((t) => t.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(await count('hotInvestment')).toBe(8);
    expect(await count('industry')).toBe(20);
  });

  it('has 60+ demand projects over the seven purposes with full phone numbers', async () => {
    const demand = await db.selectFrom('demand').selectAll().execute();
    expect(demand.length).toBeGreaterThanOrEqual(60);
    expect(new Set(demand.map((d) => d.demandPurpose)).size).toBe(7);
    expect(demand.every((d) => /^1\d{10}$/.test(d.contactPhone) && /^\d+$/.test(d.id))).toBe(true);
  });

  it('has news plates, module tabs and enough articles', async () => {
    const plates = await db.selectFrom('newsPlate').selectAll().execute();
    const plate = (code: string) => plates.find((p) => p.plateCode === code)!;
    const tabs = await db.selectFrom('pageModuleItem').selectAll().where('moduleCode', '=', 'HOME_NOTICE').orderBy('sort').execute();
    expect(tabs.map((t) => plates.find((p) => p.id === t.plateId)?.name)).toEqual(['交易动态', '政策法规', '交易公告', '成交公告', '最新挂牌', '分支动态']);
    expect(plate('branch').hasFrontPage).toBe(1);
    const news = await db.selectFrom('news').selectAll().execute();
    // Help categories (BZZX-…) are short by nature: the help-centre tests cover them.
    for (const p of plates.filter((x) => x.sourceType === 1 && !x.plateCode.startsWith(HELP_CATEGORY_PREFIX))) {
      const list = news.filter((n) => n.plateId === p.id);
      expect(list.length, p.name).toBeGreaterThanOrEqual(12);
      if (p.hasFrontPage === 1) expect(list.filter((n) => n.isFrontPage === 1 && n.imgSrc !== '').length, p.name).toBeGreaterThanOrEqual(4);
    }
    expect(news.filter((n) => n.isOuterLink === 1 && n.outerLinkUrl.startsWith('https://')).length).toBeGreaterThanOrEqual(1);
    expect(news.every((n) => n.content.startsWith('<p>') && n.publishDate <= NOW)).toBe(true);
  });

  it('ties notices to projects', async () => {
    const notices = await db.selectFrom('notice').selectAll().execute();
    const ids = new Set(projects.map((p) => p.assetsId));
    const ofType = (t: number) => notices.filter((n) => n.noticeType === t);
    expect(ofType(1).length).toBeGreaterThanOrEqual(30);
    expect(ofType(2).length).toBeGreaterThanOrEqual(20);
    expect(ofType(3).length).toBeGreaterThanOrEqual(10);
    expect(ofType(4).length).toBeGreaterThan(0);
    expect([...ofType(1), ...ofType(2), ...ofType(4)].every((n) => ids.has(n.assetsId))).toBe(true);
    expect(notices.some((n) => n.isFrontPage === 1)).toBe(true);
  });

  it('has adverts, partners, navigation and site configuration', async () => {
    const ads = await db.selectFrom('ad').selectAll().execute();
    const of = (code: string) => ads.filter((a) => a.code === code);
    expect(of(AD_CODES.banner)).toHaveLength(4);
    expect(of(AD_CODES.middle)).toHaveLength(2);
    expect(of(AD_CODES.project)).toHaveLength(4);
    const ids = new Set(projects.map((p) => p.assetsId));
    expect(of(AD_CODES.project).every((a) => a.isWebsite === 0 && ids.has(a.url.replace(/^\/projectDetail\/(.+)\.html$/, '$1')))).toBe(true);
    const partners = await db.selectFrom('partner').selectAll().execute();
    expect(partners).toHaveLength(12);
    expect(partners.filter((p) => !/^(https?|ftp):\/\//.test(p.url))).toHaveLength(1);
    const nav = await db.selectFrom('navigation').selectAll().orderBy('sort').execute();
    expect(nav[0]).toMatchObject({ navigationName: '首页', navigationUrl: '/index', menuFlag: 'index' });
    expect(nav.some((n) => n.inStation === 0 && n.openPage === 1)).toBe(true);
    const config = Object.fromEntries((await db.selectFrom('websiteConfig').selectAll().execute()).map((c) => [c.configKey, c.configValue]));
    expect(config).toMatchObject({ platformName: '农村产权交易平台', tokenTime: '3000' });
    for (const k of ['hotline', 'phone', 'fax', 'address', 'copyright', 'filingNo', 'techSupport', 'techSupportUrl', 'appQrText']) expect(config[k]).toBeTruthy();
    expect((await db.selectFrom('periodical').selectAll().execute()).length).toBeGreaterThanOrEqual(6);
    expect((await db.selectFrom('recruit').selectAll().execute()).length).toBeGreaterThanOrEqual(5);
    expect((await db.selectFrom('evolution').selectAll().execute()).length).toBeGreaterThanOrEqual(8);
  });

  it('writes every image that a row points to', async () => {
    const paths = new Set<string>();
    for (const p of projects) paths.add(p.imgSrc);
    for (const t of ['ad', 'partner', 'news'] as const) for (const r of await db.selectFrom(t).select('imgSrc').execute()) if (r.imgSrc) paths.add(r.imgSrc);
    for (const r of await db.selectFrom('periodical').select('coverImg').execute()) paths.add(r.coverImg);
    expect(paths.size).toBeGreaterThan(20);
    for (const p of paths) {
      expect(p).toMatch(/^\/files\/seed\/[\w-]+\.svg$/);
      expect(existsSync(join(dataDir, p.slice(1))), p).toBe(true);
    }
  });
});
