import { BIDDING_ARTICLES } from './help-text-bidding';
import { ACCOUNT_ARTICLES, BROWSER_ARTICLES, ENROL_ARTICLES, SETTLE_ARTICLES, type HelpArticle, type HelpBlock } from './help-text-guides';
import type { IdSource } from './random';
import { beijingAt, HOUR } from './time';
import type { Row } from './types';

/** Code prefix of the help-centre categories: plates `BZZX-…` under the footer's 帮助中心 plate (code BZZX). */
export const HELP_CATEGORY_PREFIX = 'BZZX-';

/** Help categories in display order: [code suffix, name, articles]. */
const CATEGORIES: Array<[string, string, HelpArticle[]]> = [
  ['ZCRZ', '注册与认证', ACCOUNT_ARTICLES],
  ['BMBZJ', '报名与保证金', ENROL_ARTICLES],
  ['JJGZ', '竞价规则', BIDDING_ARTICLES],
  ['QYJS', '签约与结算', SETTLE_ARTICLES],
  ['LLQ', '浏览器与设置', BROWSER_ARTICLES],
];

/** First sort value of the help categories, after the site's own plates. */
const SORT_BASE = 100;

/**
 * The help centre's categories (news plates with codes `BZZX-…`, source type 1) and their articles (news rows).
 * Deterministic: ids come from `ids` in a fixed order, dates are fixed offsets from `now` (epoch ms).
 */
export function helpRows(ids: IdSource, now: number): { plates: Row<'newsPlate'>[]; news: Row<'news'>[] } {
  const plates: Row<'newsPlate'>[] = [];
  const news: Row<'news'>[] = [];
  let n = 0;
  CATEGORIES.forEach(([suffix, name, articles], c) => {
    const plateId = ids.numeric();
    plates.push({
      id: plateId, name, plateCode: HELP_CATEGORY_PREFIX + suffix, sourceType: 1,
      moreButtonUrl: `/helpCenter?categoryId=${plateId}`, hasFrontPage: 0, sort: SORT_BASE + c,
    });
    articles.forEach(([title, blocks]) => {
      // Earlier articles of a category are newer, so lists (newest first) keep the reading order.
      const publishDate = beijingAt(now, -(40 + c * 3), 9) - n * HOUR;
      n += 1;
      const lead = blocks.find((b): b is string => typeof b === 'string') ?? title;
      news.push({
        id: ids.numeric(), plateId, title, summarys: lead.length > 110 ? `${lead.slice(0, 108)}……` : lead,
        content: blocks.map(blockHtml).join(''), imgSrc: '', isOuterLink: 0, outerLinkUrl: '', isFrontPage: 0,
        publishDate, createTime: publishDate - HOUR,
      });
    });
  });
  return { plates, news };
}

function blockHtml(b: HelpBlock): string {
  return typeof b === 'string' ? `<p>${escapeText(b)}</p>` : `<ol>${b.map((s) => `<li>${escapeText(s)}</li>`).join('')}</ol>`;
}

function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
