import { diffChars, diffWords, type ChangeObject } from 'diff';
import type { ContractClause } from '@contract/trade-contract';

/** One clause compared between two versions: its changes in reading order (`added` / `removed` / kept parts). */
export interface ClauseDiff {
  key: string;
  title: string;
  changes: ChangeObject<string>[];
  changed: boolean;
}

/**
 * A clause's HTML as plain text: paragraphs, list items and line breaks become new lines, markup is dropped (the
 * compare is about the words; bold or underline alone is not a change a party signs differently). Parsed with
 * DOMParser, which runs nothing.
 */
export function clausePlainText(html: string): string {
  const marked = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|li)>/gi, '\n');
  const text = new DOMParser().parseFromString(marked, 'text/html').body.textContent ?? '';
  return text.replace(/\u00a0/g, ' ').replace(/\n{2,}/g, '\n').trim();
}

// Why words through Intl.Segmenter: Chinese has no spaces, so diff's default word regex takes a whole run of 汉字 up to
// the next punctuation as one "word" and a one-character edit would mark the whole sentence. diffChars is exact but
// splits numbers and dates (1200 → 1500 shows as 1, -2, +5, 00). A 'word' Segmenter for zh splits by its dictionary
// (合同|签订|之|日|起|30|日内|…), so an inserted sentence is one insertion and a changed sum one replaced number.
// Browsers without Intl.Segmenter fall back to diffChars, which is still readable for Chinese.
let segmenter: Intl.Segmenter | null | undefined;
function wordSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh-CN', { granularity: 'word' }) : null;
  return segmenter;
}

/** The changes from `before` to `after` (plain texts), word by word for Chinese. */
export function diffText(before: string, after: string): ChangeObject<string>[] {
  const seg = wordSegmenter();
  return seg ? diffWords(before, after, { intlSegmenter: seg }) : diffChars(before, after);
}

/**
 * The clauses of two versions compared by key, in the newer version's order; a clause only in the older one comes
 * last (all removed), one only in the newer is all added.
 */
export function diffClauses(older: ContractClause[], newer: ContractClause[]): ClauseDiff[] {
  const before = new Map(older.map((c) => [c.key, c]));
  const keys = [...newer.map((c) => c.key), ...older.filter((c) => !newer.some((n) => n.key === c.key)).map((c) => c.key)];
  const after = new Map(newer.map((c) => [c.key, c]));
  return keys.map((key) => {
    const a = before.get(key);
    const b = after.get(key);
    const changes = diffText(a ? clausePlainText(a.html) : '', b ? clausePlainText(b.html) : '');
    return { key, title: (b ?? a)!.title, changes, changed: changes.some((c) => c.added || c.removed) };
  });
}
