import createDOMPurify from 'dompurify';
// jsdom ships no type declarations; only its JSDOM constructor and window are used here.
// @ts-expect-error -- untyped module
import { JSDOM } from 'jsdom';

type Purifier = ReturnType<typeof createDOMPurify>;
type DomWindow = Parameters<typeof createDOMPurify>[0] & Window;

/** One server-side window, made at first use (building a jsdom window takes a while), and one DOMPurify over it. */
let win: DomWindow | undefined;
let purifier: Purifier | undefined;
const windowOf = (): DomWindow => (win ??= new JSDOM('').window as DomWindow);

/** A tag of the plain paragraph markup, or a run of text without markup, references or characters the parser rewrites. */
const PLAIN_TOKEN = /<(\/?)(p|ol|ul|li)>|<br>|[^<>&\0\r\u00a0]+/gy;
/** Which element each of p, ol, ul, li may sit in (null: the top level), so the parser keeps the markup as written. */
const PLAIN_PARENTS: Record<string, Array<string | null>> = { p: [null, 'li'], ol: [null, 'li'], ul: [null, 'li'], li: ['ol', 'ul'] };

/**
 * True when `html` is nothing but well-nested `<p>`, `<ol>`, `<ul>`, `<li>` and `<br>` without attributes around text
 * without `<`, `>` or `&`: the sanitiser would hand it back unchanged, and nothing in it can run. Such bodies (all the
 * seeded ones) skip the DOM parse, which costs milliseconds per body in jsdom.
 */
function isPlainParagraphs(html: string): boolean {
  const open: string[] = [];
  PLAIN_TOKEN.lastIndex = 0;
  while (PLAIN_TOKEN.lastIndex < html.length) {
    const m = PLAIN_TOKEN.exec(html);
    if (!m) return false;
    const [, closing, tag] = m;
    if (!tag) continue;
    if (closing) {
      if (open.pop() !== tag) return false;
    } else if (PLAIN_PARENTS[tag].includes(open.at(-1) ?? null)) open.push(tag);
    else return false;
  }
  return open.length === 0;
}

/**
 * `html` reduced to safe rich text: DOMPurify's HTML profile keeps paragraphs, headings, lists, tables, links and
 * images, and drops scripts, styles, event-handler attributes, javascript: URLs and anything else executable. Every
 * rich-text body the server stores (news, notices, publications) goes through this one function when written.
 * Plain paragraph markup (see isPlainParagraphs) comes back as it is without a parse.
 */
export function sanitizeRichText(html: string): string {
  if (isPlainParagraphs(html)) return html;
  purifier ??= createDOMPurify(windowOf());
  return purifier.sanitize(html, { USE_PROFILES: { html: true } });
}

/** Tags of the elements that end a line of text: their words never run into the next block's. */
const BLOCK_TAG = /<\/?(?:p|div|br|li|tr|td|th|h[1-6]|blockquote|pre|section|article|table|ul|ol|dl|dt|dd|hr|figure|figcaption)\b(?:[^>"]|"[^"]*")*>/gi;
/** Any tag; attribute values are double-quoted by the serialiser and may hold a raw `>`. */
const ANY_TAG = /<(?:[^>"]|"[^"]*")*>/g;
/** The only references the HTML serialiser writes in text: & < > and the no-break space. */
const TEXT_REFS: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&nbsp;': ' ' };

/**
 * The words a reader sees in sanitised rich text (the output of {@link sanitizeRichText}): tags, attributes and
 * comments dropped, character references decoded, one line per block element, runs of spaces folded. What the keyword
 * search indexes (migration 011), so markup such as `span` or `style` never matches. Works on the serialiser's output
 * as it is (every `<` of text is written `&lt;`), without a second parse: a DOM walk costs as much as the sanitiser.
 */
export function plainTextOf(sanitisedHtml: string): string {
  return sanitisedHtml
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(BLOCK_TAG, '\n')
    .replace(ANY_TAG, '')
    .replace(/&(?:amp|lt|gt|nbsp);/g, (r) => TEXT_REFS[r])
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n\s*/g, '\n')
    .trim();
}

/** The markup a contract clause may keep (contract/trade-contract.ts contractClauseSchema): no attributes at all. */
const CLAUSE_TAGS = ['p', 'strong', 'em', 'u', 'ol', 'ul', 'li', 'br'];

/**
 * A negotiable contract clause reduced to p, strong, em, u, ol, ul, li and br without attributes (the rich-text
 * editor's marks); every other element is unwrapped to its text, scripts and styles dropped with their content.
 */
export function sanitizeClauseHtml(html: string): string {
  if (isPlainParagraphs(html)) return html;
  purifier ??= createDOMPurify(windowOf());
  return purifier.sanitize(html, { ALLOWED_TAGS: CLAUSE_TAGS, ALLOWED_ATTR: [], KEEP_CONTENT: true });
}
