import { describe, expect, it } from 'vitest';
import { NEWS_PER_PLATE } from '../../mock-server/src/seed/content-news';
import { HELP_CATEGORY_PREFIX } from '../../mock-server/src/seed/help-articles';
import { buildSeed } from '../../mock-server/src/seed/index';

const NOW = Date.UTC(2026, 10, 21, 2, 0, 0);

describe('seeded content volume (public information area)', () => {
  const seed = buildSeed(NOW);
  // The site's plates (the nav's sections, the footer groups GYWM / BZZX / ZCFG, the home panels' tabs), as the seed
  // configures them; the help centre's own categories (BZZX-…) are sub-plates the help-centre tests cover.
  const sitePlates = seed.rows.newsPlate.filter((p) => !p.plateCode.startsWith(HELP_CATEGORY_PREFIX));
  const modulePlates = new Set(seed.rows.pageModuleItem.map((m) => m.plateId));

  /** Items a plate lists: news of its id (source 1), notices of its type (source 2), listed lots (source 3). */
  const itemsOf = (p: (typeof sitePlates)[number]) => {
    if (p.sourceType === 1) return seed.rows.news.filter((n) => n.plateId === p.id).map((n) => ({ title: n.title, body: n.content }));
    if (p.sourceType === 2) return seed.rows.notice.filter((n) => String(n.noticeType) === p.plateCode).map((n) => ({ title: n.noticeTitle, body: n.content }));
    return seed.rows.project.filter((x) => x.status === 1 && (x.projectType === 0 || x.projectType === 3)).map((x) => ({ title: x.assetsName, body: x.description }));
  };

  it('configures the plates the footer and home panels name', () => {
    const codes = sitePlates.map((p) => p.plateCode);
    for (const code of ['GYWM', 'BZZX', 'ZCFG', 'XWZX', '1', '2', '3', '4']) expect(codes, code).toContain(code);
    expect([...modulePlates].every((id) => sitePlates.some((p) => p.id === id))).toBe(true);
  });

  it(`gives every site plate at least ${NEWS_PER_PLATE} distinct Chinese items`, () => {
    expect(NEWS_PER_PLATE).toBeGreaterThanOrEqual(30);
    for (const p of sitePlates) {
      const list = itemsOf(p);
      expect(list.length, p.name).toBeGreaterThanOrEqual(NEWS_PER_PLATE);
      expect(new Set(list.map((n) => n.title)).size, p.name).toBe(list.length);
      expect(list.every((n) => /[\u4e00-\u9fa5]/.test(n.title) && n.body.length > 40), p.name).toBe(true);
    }
  });

  it('fills the about-us and help plates with pages of their own, without placeholders', () => {
    const pages = (code: string) => itemsOf(sitePlates.find((p) => p.plateCode === code)!);
    const about = pages('GYWM').map((n) => n.title);
    for (const title of ['交易所简介', '组织架构', '联系我们', '资质证照', `${new Date(NOW).getUTCFullYear() - 1}年度报告`]) expect(about).toContain(title);
    expect(about.filter((t) => t.startsWith('服务网络：')).length).toBeGreaterThanOrEqual(5);
    expect(pages('BZZX').map((n) => n.title)).toEqual(expect.arrayContaining(['注册指南', '找回登录密码', '报价厅使用说明']));
    expect([...pages('GYWM'), ...pages('BZZX')].every((n) => !/[{}]/.test(n.body))).toBe(true);
  });

  it('is deterministic', () => {
    expect(buildSeed(NOW).rows.news.map((n) => n.title)).toEqual(seed.rows.news.map((n) => n.title));
  });
});
