import { sql, type RawBuilder } from 'kysely';
import type { Neighbour, News } from '../../../../contract/content';
import { dialectOf, type Db } from '../../db/connection';
import { beijingTime } from '../../http/wire';
import { findAttachments } from '../../services/content-attachment-repository';
import { highlight } from './highlight';

/** Filter of the news lists. */
export interface NewsFilter {
  plateId?: string;
  /** 1 = only front-page articles, 0 = only the others. */
  isFrontPage?: number;
  /**
   * Trimmed, non-empty search text over title, summary and the body's plain text (never its markup); the answer is
   * ranked and carries titleHighlight.
   */
  keyword?: string;
}

const LIST_COLUMNS = ['id', 'plateId', 'title', 'summarys', 'imgSrc', 'isOuterLink', 'outerLinkUrl', 'publishDate', 'createTime'] as const;
/** LIST_COLUMNS of news `n` for the raw search statements (the CamelCasePlugin renames the answer's keys). */
const RAW_LIST_COLUMNS = sql.raw('n.id, n.plate_id, n.title, n.summarys, n.img_src, n.is_outer_link, n.outer_link_url, n.publish_date, n.create_time');
/** The trigram tokenizer indexes 3-character windows: shorter keywords cannot use the index. */
const TRIGRAM = 3;
/** bm25 weights of the indexed columns: a match in the title counts most, then the summary, then the body. */
const RANK = sql.raw('bm25(news_fts, 10.0, 3.0, 1.0)');

type ListRow = { [K in (typeof LIST_COLUMNS)[number]]: K extends 'publishDate' | 'createTime' | 'isOuterLink' ? number : string };

/**
 * A page of news without content (lists never carry article bodies). Without a keyword: newest first. With one:
 * the articles whose title, summary or body contain it, best match first (bm25 over the trigram index; keywords of
 * 1–2 characters by substring, title matches first), then newest; each with `titleHighlight`.
 */
export async function findNews(db: Db, f: NewsFilter, limit: number, offset: number): Promise<{ records: News[]; total: number }> {
  if (f.keyword) return searchNews(db, f as NewsFilter & { keyword: string }, limit, offset);
  let base = db.selectFrom('news');
  if (f.plateId !== undefined) base = base.where('plateId', '=', f.plateId);
  if (f.isFrontPage !== undefined) base = base.where('isFrontPage', '=', f.isFrontPage);
  const [rows, counted] = await Promise.all([
    base.select(LIST_COLUMNS).orderBy('publishDate', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map(toNews), total: Number(counted.total) };
}

async function searchNews(db: Db, f: NewsFilter & { keyword: string }, limit: number, offset: number): Promise<{ records: News[]; total: number }> {
  const conds: RawBuilder<unknown>[] = [];
  if (f.plateId !== undefined) conds.push(sql`n.plate_id = ${f.plateId}`);
  if (f.isFrontPage !== undefined) conds.push(sql`n.is_front_page = ${f.isFrontPage}`);
  let from: RawBuilder<unknown>;
  let order: RawBuilder<unknown>;
  // PostgreSQL has no news_fts (SQLite's FTS5, migration 008): its search is the substring match below.
  if ([...f.keyword].length >= TRIGRAM && dialectOf(db) === 'sqlite') {
    // A quoted FTS5 string is one phrase: with the trigram tokenizer it matches the keyword as a substring.
    from = sql`news_fts join news n on n.rowid = news_fts.rowid`;
    conds.push(sql`news_fts match ${`"${f.keyword.replace(/"/g, '""')}"`}`);
    order = sql`${RANK}, n.publish_date desc, n.id desc`;
  } else {
    const pattern = `%${f.keyword.replace(/[\\%_]/g, '\\$&')}%`;
    // Case-insensitive on both engines (SQLite's LIKE folds ASCII case, PostgreSQL's does not): both sides lowered.
    const has = (column: string) => sql`lower(${sql.ref(column)}) like lower(cast(${pattern} as text)) escape '\\'`;
    from = sql`news n`;
    conds.push(sql`(${has('n.title')} or ${has('n.summarys')} or ${has('n.plain_text')})`);
    order = sql`(${has('n.title')}) desc, n.publish_date desc, n.id desc`;
  }
  const where = sql.join(conds, sql` and `);
  const [rows, counted] = await Promise.all([
    sql<ListRow>`select ${RAW_LIST_COLUMNS} from ${from} where ${where} order by ${order} limit ${limit} offset ${offset}`.execute(db),
    sql<{ total: number }>`select count(*) as total from ${from} where ${where}`.execute(db),
  ]);
  return {
    records: rows.rows.map((r) => ({ ...toNews(r), titleHighlight: highlight(r.title, f.keyword) })),
    total: Number(counted.rows[0]?.total ?? 0),
  };
}

/**
 * One article with its content, attachments (in order) and its neighbours in the plate's newest-first list
 * (`prev` newer, `next` older; null at either end), or null when the id is unknown.
 */
export async function findArticle(db: Db, id: string): Promise<News | null> {
  const row = await db.selectFrom('news').select([...LIST_COLUMNS, 'content']).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const sameList = db.selectFrom('news').select(['id', 'title']).where('plateId', '=', row.plateId);
  const [prev, next, attachments] = await Promise.all([
    sameList.where((eb) => eb.or([eb('publishDate', '>', row.publishDate), eb.and([eb('publishDate', '=', row.publishDate), eb('id', '>', row.id)])]))
      .orderBy('publishDate', 'asc').orderBy('id', 'asc').executeTakeFirst(),
    sameList.where((eb) => eb.or([eb('publishDate', '<', row.publishDate), eb.and([eb('publishDate', '=', row.publishDate), eb('id', '<', row.id)])]))
      .orderBy('publishDate', 'desc').orderBy('id', 'desc').executeTakeFirst(),
    findAttachments(db, 'news', id),
  ]);
  const neighbour = (n: { id: string; title: string } | undefined): Neighbour => (n ? { id: n.id, title: n.title } : null);
  const article: News = { ...toNews(row), prev: neighbour(prev), next: neighbour(next) };
  if (attachments.length > 0) article.attachments = attachments;
  return article;
}

function toNews<R extends { publishDate: number; createTime: number }>(r: R): Omit<R, 'publishDate' | 'createTime'> & { publishDate: string; createTime: string } {
  return { ...r, publishDate: beijingTime(r.publishDate), createTime: beijingTime(r.createTime) };
}
