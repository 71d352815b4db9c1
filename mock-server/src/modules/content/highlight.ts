const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` with the five HTML-special characters escaped, safe as element content and attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/**
 * `text` as HTML: every character escaped, each case-insensitive occurrence of `keyword` wrapped in `<mark>`…`</mark>`
 * (the list's match highlight, §2 News page search). An empty keyword marks nothing.
 */
export function highlight(text: string, keyword: string): string {
  if (keyword === '') return escapeHtml(text);
  const pattern = new RegExp(keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu');
  let out = '';
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    out += `${escapeHtml(text.slice(last, m.index))}<mark>${escapeHtml(m[0])}</mark>`;
    last = m.index + m[0].length;
  }
  return out + escapeHtml(text.slice(last));
}
