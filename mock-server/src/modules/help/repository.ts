import { sql } from 'kysely';
import type { HelpArticleDetail, HelpCategory, HelpSearchHit } from '../../../../contract/help';
import type { Db } from '../../db/connection';
import { beijingTime } from '../../http/wire';

/** Code of the footer's 帮助中心 plate; its category plates are coded `BZZX-…`. */
const ROOT_CODE = 'BZZX';
/** The root plate is listed as a category of its own, under this name (its plate name is the centre's). */
const ROOT_CATEGORY_NAME = '服务指南';
/** Characters of plain text a search snippet shows before and after the first match. */
const SNIPPET_BEFORE = 20;
const SNIPPET_AFTER = 60;

interface Category { id: string; name: string }

/** The help categories in display order: the `BZZX-…` plates by sort, then the root plate. */
async function categories(db: Db): Promise<Category[]> {
  const rows = await db.selectFrom('newsPlate').select(['id', 'name', 'plateCode', 'sort'])
    .where((eb) => eb.or([eb('plateCode', '=', ROOT_CODE), eb('plateCode', 'like', `${ROOT_CODE}-%`)]))
    .orderBy('sort').orderBy('id').execute();
  const subs = rows.filter((r) => r.plateCode !== ROOT_CODE).map(({ id, name }) => ({ id, name }));
  const root = rows.filter((r) => r.plateCode === ROOT_CODE).map(({ id }) => ({ id, name: ROOT_CATEGORY_NAME }));
  return [...subs, ...root];
}

/** Every category with its article titles, each list newest first (the seed dates articles in reading order). */
export async function findHelpCategories(db: Db): Promise<HelpCategory[]> {
  const cats = await categories(db);
  if (cats.length === 0) return [];
  const articles = await db.selectFrom('news').select(['id', 'title', 'plateId'])
    .where('plateId', 'in', cats.map((c) => c.id)).orderBy('publishDate', 'desc').orderBy('id', 'desc').execute();
  return cats.map((c) => ({ ...c, articles: articles.filter((a) => a.plateId === c.id).map(({ id, title }) => ({ id, title })) }));
}

/** One help article with its content, or null when the id is unknown or not a help article. */
export async function findHelpArticle(db: Db, id: string): Promise<HelpArticleDetail | null> {
  const cats = await categories(db);
  const row = await db.selectFrom('news').select(['id', 'title', 'plateId', 'publishDate', 'content'])
    .where('id', '=', id).executeTakeFirst();
  const cat = row && cats.find((c) => c.id === row.plateId);
  if (!row || !cat) return null;
  return { id: row.id, title: row.title, categoryId: cat.id, categoryName: cat.name, publishDate: beijingTime(row.publishDate), content: row.content };
}

/**
 * Help articles whose title or text contains `keyword` (case-insensitive substring, Chinese included): title
 * matches first, then by category order and date. Markup never matches: SQL LIKE preselects, the plain text decides.
 */
export async function searchHelp(db: Db, keyword: string, limit: number): Promise<HelpSearchHit[]> {
  const cats = await categories(db);
  if (cats.length === 0) return [];
  const pattern = `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const rows = await db.selectFrom('news').select(['id', 'title', 'plateId', 'content'])
    .where('plateId', 'in', cats.map((c) => c.id))
    .where((eb) => eb.or([sql<boolean>`${eb.ref('title')} like ${pattern} escape '\\'`, sql<boolean>`${eb.ref('content')} like ${pattern} escape '\\'`]))
    .orderBy('publishDate', 'desc').orderBy('id', 'desc').execute();
  const needle = keyword.toLowerCase();
  const rank = (plateId: string) => cats.findIndex((c) => c.id === plateId);
  return rows
    .map((r) => ({ r, text: plainText(r.content), inTitle: r.title.toLowerCase().includes(needle) }))
    .filter(({ text, inTitle }) => inTitle || text.toLowerCase().includes(needle))
    .sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || rank(a.r.plateId) - rank(b.r.plateId))
    .slice(0, limit)
    .map(({ r, text }) => ({
      id: r.id, title: r.title, categoryId: r.plateId, categoryName: cats[rank(r.plateId)].name, snippet: snippetOf(text, needle),
    }));
}

/** The text of stored rich text: tags dropped, the few entities the seed writes decoded, blanks collapsed. */
function plainText(html: string): string {
  return html.replace(/<\/(p|li|h\d)>/g, ' ').replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ').trim();
}

function snippetOf(text: string, needle: string): string {
  const at = Math.max(0, text.toLowerCase().indexOf(needle));
  const start = Math.max(0, at - SNIPPET_BEFORE);
  const end = Math.min(text.length, at + needle.length + SNIPPET_AFTER);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}
