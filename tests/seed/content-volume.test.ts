import { describe, expect, it } from 'vitest';
import { NEWS_PER_PLATE } from '../../mock-server/src/seed/content-news';
import { buildSeed } from '../../mock-server/src/seed/index';

const NOW = Date.UTC(2026, 10, 21, 2, 0, 0);

describe('seeded content volume (issue: public information area)', () => {
  const seed = buildSeed(NOW);
  const plates = new Map(seed.rows.newsPlate.map((p) => [p.plateCode, p.id]));

  it(`gives every news plate the nav, footer and home panels name at least ${NEWS_PER_PLATE} distinct articles`, () => {
    expect(NEWS_PER_PLATE).toBeGreaterThanOrEqual(30);
    for (const code of ['XWZX-JYDT', 'ZCFG', 'GZDT', 'branch', 'XWZX']) {
      const list = seed.rows.news.filter((n) => n.plateId === plates.get(code));
      expect(list.length, code).toBeGreaterThanOrEqual(NEWS_PER_PLATE);
      expect(new Set(list.map((n) => n.title)).size, code).toBe(list.length);
      expect(list.every((n) => /[\u4e00-\u9fa5]/.test(n.title) && n.content.length > 40), code).toBe(true);
    }
  });

  it('is deterministic', () => {
    expect(buildSeed(NOW).rows.news.map((n) => n.title)).toEqual(seed.rows.news.map((n) => n.title));
  });
});
