import { fakerZH_CN } from '@faker-js/faker';
import type { Db } from '../db/connection';
import { assetTypeRows, hotInvestmentRows, industryRows } from './asset-types';
import { periodicalRows, evolutionRows, recruitRows } from './content-about';
import { buildNews } from './content-news';
import type { NetworkCity } from './content-pages-about';
import { buildNotices } from './content-notices';
import { addMissingPlates } from './content-upgrade';
import { helpRows } from './help-articles';
import { plateRows } from './content-plates';
import { adRows, EXCHANGE_NAME, navigationRows, partnerRows, websiteConfigRows } from './content-site';
import { buildDemands } from './demand';
import { dictionaryRows } from './dictionaries';
import { projectImages } from './images';
import { PlacePicker } from './places';
import { buildProjects } from './projects';
import { IdSource, Rng } from './random';
import { loadDivisions, regionRows, ruralCounties } from './regions';
import type { SeedFile, SeedOptions, SeedRows } from './types';
import { seedAuctionIfEmpty } from './auction-seed';
import { seedDetailsIfEmpty } from './detail-seed';
import { seedDemoEnrolments } from './demo-enrolments';
import { seedDemoHistory } from './demo-history';
import { hasRows } from './seed-repository';
import { seedTransferorAccount } from './transferors';
import { seedDemoUsersIfEmpty } from './users';
import { insertRows, writeSeedFiles } from './write';

export type { SeedOptions, SeedRows, SeedFile } from './types';
export { DEMO_PASSWORD, DEMO_USERS } from './users';
export { TRANSFEROR_ACCOUNT } from './transferors';

/** The fixed seed of both the id PRNG and faker: the same `now` always gives the same rows. */
export const SEED = 20261121;

/**
 * Builds the whole demo data set in memory, without I/O besides reading the region tables.
 * Deterministic: the same `now` (epoch ms) gives byte-identical rows and files.
 */
export function buildSeed(now: number): { rows: SeedRows; files: SeedFile[] } {
  fakerZH_CN.seed(SEED);
  const rng = new Rng(SEED);
  const ids = new IdSource(new Rng(SEED + 1));
  const divisions = loadDivisions();
  const places = new PlacePicker(divisions, rng);
  const env = { rng, faker: fakerZH_CN, ids, places, now };

  const project = buildProjects(env);
  const demand = buildDemands(env);
  const { plates, modules, plateId } = plateRows(ids);
  const config = websiteConfigRows(now);
  const cfg = Object.fromEntries(config.map((c) => [c.configKey, c.configValue]));
  const recommended = project.filter((p) => p.projectType === 0 && p.status === 1 && p.projectNature !== 49)
    .sort((a, b) => b.hotScore - a.hotScore);
  const ads = adRows(ids, recommended);
  const partners = partnerRows(ids);
  const news = buildNews(
    { rng, ids, now, plateId, deals: project.filter((p) => p.status === 7), branchPlaces: branchPlaces(divisions), network: serviceNetwork(divisions) },
    { name: EXCHANGE_NAME, hotline: cfg.hotline, phone: cfg.phone, address: cfg.address },
  );
  const notice = buildNotices({ rng, faker: fakerZH_CN, ids, now, projects: project, exchange: EXCHANGE_NAME });
  const periodical = periodicalRows(ids, now);

  const rows: SeedRows = {
    region: regionRows(divisions), dictItem: dictionaryRows(ids), assetType: assetTypeRows(), industry: industryRows(),
    hotInvestment: hotInvestmentRows(ids), websiteConfig: config, navigation: navigationRows(ids), ad: ads.rows,
    partner: partners.rows, newsPlate: plates, pageModuleItem: modules, news: news.rows, contentAttachment: [...news.attachments, ...notice.attachments], notice: notice.rows, periodical: periodical.rows,
    recruit: recruitRows(ids, now), evolution: evolutionRows(ids), project, demand,
  };
  const help = helpRows(ids, now);
  rows.newsPlate.push(...help.plates);
  rows.news.push(...help.news);
  return { rows, files: [...projectImages(), ...ads.files, ...partners.files, ...news.files, ...notice.files, ...periodical.files] };
}

/** Branch office names: prefecture cities of Sichuan and Fujian (not the seat, 成都) and Chongqing districts. */
function branchPlaces(d: ReturnType<typeof loadDivisions>): string[] {
  const cities = d.cities.filter((c) => (c.provinceCode === '51' || c.provinceCode === '35') && c.code !== '5101')
    .map((c) => c.name.replace(/(市|地区)$/, '').replace(/^(.{2}).*自治州$/, '$1州'));
  const chongqing = ruralCounties(d, '50').map((c) => c.name);
  return [...cities, ...chongqing.slice(0, 12)];
}

const NETWORK_CITIES = 8;

/**
 * Cities of the service network shown under 关于我们: the first 8 Sichuan cities with a branch (not the seat, 成都)
 * with their rural counties and towns.
 */
function serviceNetwork(d: ReturnType<typeof loadDivisions>): NetworkCity[] {
  const byCity = new Map<string, NetworkCity>();
  for (const c of ruralCounties(d, '51').filter((x) => x.cityCode !== '5101')) {
    const city = byCity.get(c.cityName) ?? { city: c.cityName, counties: [] };
    city.counties.push({ name: c.name, towns: c.towns });
    byCity.set(c.cityName, city);
  }
  return [...byCity.values()].slice(0, NETWORK_CITIES);
}

/**
 * Seeds the database unconditionally: writes the images under `${opts.dataDir}/files/seed/`, then inserts
 * every table in ONE transaction (all or nothing), then the demo accounts. The seed tables must be empty.
 */
export async function seedDatabase(db: Db, opts: SeedOptions): Promise<void> {
  const seed = buildSeed(opts.now);
  writeSeedFiles(opts.dataDir, seed.files);
  await db.transaction().execute((trx) => insertRows(trx, seed.rows));
  await seedDemoUsersIfEmpty(db, opts.now);
  await seedAuctionIfEmpty(db, opts.now);
  await seedDetailsIfEmpty(db, opts);
  await seedUserCentre(db, opts);
}

/**
 * The bidders' own records behind the user centre: the portal's enrolments and deposits of the demo lots' roster
 * bidders, the village collective that lists the demo lots (transferors.ts), and the demo accounts' auction history
 * (won, lost, 流拍, a deal awaiting payment, with refunds, settlements and messages). Each part adds only
 * what is missing, so it also brings a database seeded before it up to date. Needs the projects' profiles (materials).
 */
async function seedUserCentre(db: Db, opts: SeedOptions): Promise<void> {
  await seedTransferorAccount(db, opts.now);
  await seedDemoEnrolments(db, opts);
  await seedDemoHistory(db, opts);
}

/**
 * Seeds only when the `project` table is empty (checked again inside the transaction, so two starting
 * processes cannot both seed). Returns true when it seeded, false when data was already there.
 * The demo accounts are added whenever the user table is empty, also to a database seeded before they existed; site
 * plates added since (流拍公告) and the user-centre records (seedUserCentre) join an existing database too.
 */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<boolean> {
  await seedDemoUsersIfEmpty(db, opts.now);
  // The auctions of the demo lots (and their extra bidders) also come to a database seeded before auctions existed.
  if (await hasRows(db, 'project')) {
    await addMissingPlates(db);
    await seedAuctionIfEmpty(db, opts.now);
    await seedDetailsIfEmpty(db, opts);
    await seedUserCentre(db, opts);
    return false;
  }
  const seed = buildSeed(opts.now);
  writeSeedFiles(opts.dataDir, seed.files);
  const seeded = await db.transaction().execute(async (trx) => {
    if (await hasRows(trx, 'project')) return false;
    await insertRows(trx, seed.rows);
    return true;
  });
  await seedAuctionIfEmpty(db, opts.now);
  await seedDetailsIfEmpty(db, opts);
  await seedUserCentre(db, opts);
  return seeded;
}
