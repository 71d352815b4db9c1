import type { News } from '../../../../contract/content';
import type { Db } from '../../db/connection';
import { beijingTime } from '../../http/wire';

/** Filter of the news lists. */
export interface NewsFilter {
  plateId?: string;
  /** 1 = only front-page articles, 0 = only the others. */
  isFrontPage?: number;
}

const LIST_COLUMNS = ['id', 'plateId', 'title', 'summarys', 'imgSrc', 'isOuterLink', 'outerLinkUrl', 'publishDate', 'createTime'] as const;

/** A page of news, newest first, without content (lists never carry article bodies). */
export async function findNews(db: Db, f: NewsFilter, limit: number, offset: number): Promise<{ records: News[]; total: number }> {
  let base = db.selectFrom('news');
  if (f.plateId !== undefined) base = base.where('plateId', '=', f.plateId);
  if (f.isFrontPage !== undefined) base = base.where('isFrontPage', '=', f.isFrontPage);
  const [rows, counted] = await Promise.all([
    base.select(LIST_COLUMNS).orderBy('publishDate', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map(toNews), total: Number(counted.total) };
}

/** One article with its content, or null. */
export async function findArticle(db: Db, id: string): Promise<News | null> {
  const row = await db.selectFrom('news').select([...LIST_COLUMNS, 'content']).where('id', '=', id).executeTakeFirst();
  return row ? toNews(row) : null;
}

function toNews<R extends { publishDate: number; createTime: number }>(r: R): Omit<R, 'publishDate' | 'createTime'> & { publishDate: string; createTime: string } {
  return { ...r, publishDate: beijingTime(r.publishDate), createTime: beijingTime(r.createTime) };
}
