import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/** Only the server's `<mark>` survives; every other tag and all attributes are dropped. */
const MARK_ONLY = { ALLOWED_TAGS: ['mark'], ALLOWED_ATTR: [] as string[] };
const markClass = '[&_mark]:rounded-sm [&_mark]:bg-amber-200 [&_mark]:px-0.5 [&_mark]:text-inherit';

/** Splits `text` around case-insensitive occurrences of `keyword` (odd indexes are the matches). */
export function splitByKeyword(text: string, keyword: string): string[] {
  if (!keyword) return [text];
  const escaped = keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.split(new RegExp(`(${escaped})`, 'i'));
}

/**
 * A list title with the search keyword highlighted: the server's `titleHighlight` (HTML with
 * `<mark>`), sanitised down to `<mark>` alone, when the answer has one; otherwise the keyword
 * is marked here in the plain title.
 */
export function HighlightTitle({ title, keyword, highlight }: { title: string; keyword?: string; highlight?: string }) {
  const clean = useMemo(() => (highlight ? (DOMPurify.sanitize(highlight, MARK_ONLY) as string) : ''), [highlight]);
  if (clean) {
    // Safe: sanitised just above to text plus <mark> without attributes.
    return <span className={markClass} dangerouslySetInnerHTML={{ __html: clean }} />;
  }
  if (!keyword) return <>{title}</>;
  return (
    <span className={markClass}>
      {splitByKeyword(title, keyword).map((part, i) => (i % 2 ? <mark key={i}>{part}</mark> : part))}
    </span>
  );
}
