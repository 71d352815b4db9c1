import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOT_MODE_LABELS, type LotMode } from '../../../contract/bid';
import type { Db } from '../db/connection';
import { EXCHANGE_NAME } from './content-site';
import { loadDetailFacts, projectRng, type DetailFacts } from './detail-facts';
import { announcementLines, chinesePdf, sitePlanSvg } from './detail-files';
import { acceptKindsOf, directionalCodes, featuresOf, galleryOf, materialsOf, seededCodeHash } from './detail-profile';
import { boundsOf, disclosureText, subjectText, transferorText, type SectionText } from './detail-text-asset';
import { catalogueText, evaluationText, supplementText } from './detail-text-catalogue';
import { bidAnnouncementText, disposalText, riskWarningText, tradeNoticeText } from './detail-text-trade';
import { SEED_URL } from './images';
import { IdSource, Rng } from './random';
import { findLotModes, hasRows, insertBatches } from './seed-repository';
import { beijingAt } from './time';
import type { Row } from './types';

/** Seed of the detail ids (attachments, features, roadshows); texts use one PRNG per project. */
const DETAIL_SEED = 20261123;
/** Families whose attachments include a site sketch (parcels rather than machines or buildings). */
const PARCEL_FAMILIES = new Set(['1', '3', '4', '6', '7']);

type DetailRows = {
  projectProfile: Row<'projectProfile'>[]; projectSection: Row<'projectSection'>[]; projectAttachment: Row<'projectAttachment'>[];
  assetFeature: Row<'assetFeature'>[]; roadshow: Row<'roadshow'>[];
};

/**
 * The detail content of every project, once: profile (accepted kinds, materials, gallery, directional code hash),
 * the ten rich-text tabs, attachments (PDF / SVG written under `${dataDir}/files/seed/detail/`), feature tags and
 * roadshows. Runs after the projects and auctions, also on a database seeded before details existed. Deterministic
 * for the same projects. @returns how many projects got details (0 when they already had them).
 */
export async function seedDetailsIfEmpty(db: Db, opts: { dataDir: string; now: number }): Promise<number> {
  if (await hasRows(db, 'projectProfile')) return 0;
  const facts = await loadDetailFacts(db);
  if (!facts.length) return 0;
  const modes = await findLotModes(db);
  const codes = directionalCodes(facts);
  const ids = new IdSource(new Rng(DETAIL_SEED));
  const rows: DetailRows = { projectProfile: [], projectSection: [], projectAttachment: [], assetFeature: [], roadshow: [] };
  const dir = join(opts.dataDir, 'files', 'seed', 'detail');
  mkdirSync(dir, { recursive: true });
  for (const f of facts) {
    const mode = modes.get(f.assetsId) as LotMode | undefined;
    addProject(rows, f, { ids, dir, code: codes.get(f.assetsId), modeLabel: mode ? LOT_MODE_LABELS[mode] : null, now: opts.now });
  }
  await db.transaction().execute(async (trx) => {
    if (await hasRows(trx, 'projectProfile')) return;
    for (const table of Object.keys(rows) as Array<keyof DetailRows>) await insertBatches(trx, table, rows[table], 400);
  });
  return facts.length;
}

function addProject(rows: DetailRows, f: DetailFacts, o: { ids: IdSource; dir: string; code?: string; modeLabel: string | null; now: number }): void {
  const rng = projectRng(f);
  const kinds = acceptKindsOf(f, rng);
  rows.projectProfile.push({
    assetsId: f.assetsId, acceptKinds: kinds, directionalCodeHash: o.code ? seededCodeHash(f.assetsId, o.code) : '',
    materials: JSON.stringify(materialsOf(f, kinds)), gallery: JSON.stringify(galleryOf(f, rng)),
  });
  const bounds = boundsOf(rng);
  const trade = { modeLabel: o.modeLabel };
  const evaluation = evaluationText(f, rng);
  const sections: Record<string, SectionText> = {
    subject: subjectText(f, rng, bounds), transferor: transferorText(f, rng), disposal: disposalText(f, rng, trade),
    'trade-notice': tradeNoticeText(f), 'risk-warning': riskWarningText(f), 'bid-announcement': bidAnnouncementText(f, trade),
    disclosure: disclosureText(f, rng), supplement: supplementText(f, rng), evaluation, catalogue: catalogueText(f, rng),
  };
  for (const [section, s] of Object.entries(sections)) {
    rows.projectSection.push({ assetsId: f.assetsId, section, content: s.content, items: JSON.stringify(s.items), updateTime: f.publishDate });
  }
  const files: Array<{ name: string; ext: string; type: string; body: string }> = [
    { name: `${f.projectCode}交易公告.pdf`, ext: 'pdf', type: 'application/pdf', body: chinesePdf(`${f.assetsName.slice(0, 30)}交易公告`, announcementLines(f)) },
    { name: '资产评估报告（摘要）.pdf', ext: 'pdf', type: 'application/pdf', body: chinesePdf('资产评估报告（摘要）', evaluation.items.map((i) => `${i.label}：${i.value}`)) },
  ];
  if (PARCEL_FAMILIES.has(f.familyId)) files.push({ name: '宗地示意图.svg', ext: 'svg', type: 'image/svg+xml', body: sitePlanSvg(f, bounds) });
  files.forEach((file, i) => {
    const disk = `${f.assetsId}-${i + 1}.${file.ext}`;
    writeFileSync(join(o.dir, disk), file.body);
    rows.projectAttachment.push({
      id: o.ids.numeric(), assetsId: f.assetsId, name: file.name, size: Buffer.byteLength(file.body), url: `${SEED_URL}detail/${disk}`,
      contentType: file.type, sort: i + 1,
    });
  });
  featuresOf(f, rng).forEach((name, i) => rows.assetFeature.push({ id: o.ids.numeric(), assetsId: f.assetsId, name, sort: i + 1 }));
  if ((f.status === 0 || f.status === 1) && f.parentAssetsId === '' && rng.chance(0.25)) {
    const start = beijingAt(Math.max(o.now, f.announcementStartTime), rng.int(1, 6), rng.pick([10, 14, 15]), 30);
    rows.roadshow.push({
      id: o.ids.numeric(), assetsId: f.assetsId, title: `${f.assetsName}项目推介路演`, host: `${EXCHANGE_NAME}项目推介中心`,
      startTime: start, endTime: start + 90 * 60_000, liveUrl: '', coverImg: f.imgSrc,
    });
  }
}
