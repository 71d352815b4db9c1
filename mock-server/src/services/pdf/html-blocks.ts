/**
 * Contract clause rich text (the sanitised subset p, strong/b, em/i, u, ol, ul, li, br) turned into printable blocks.
 * A tokenizer for this fixed subset, not an HTML parser: any other tag is dropped and its text kept as plain text
 * (script/style bodies are dropped whole), attributes are ignored, character references are decoded.
 */
export interface TextRun { text: string; bold: boolean; italic: boolean; underline: boolean }
/** A paragraph or a list item's paragraph: `marker` (1. / (1) / •) only on an item's first block; depth = list nesting. */
export interface TextBlock { runs: TextRun[]; marker: string | null; depth: number }

type Token = { kind: 'open' | 'close'; tag: string } | { kind: 'text'; text: string };

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>|[^<]+|</g;
const STYLE_TAGS: Record<string, keyof Omit<TextRun, 'text'>> = { strong: 'bold', b: 'bold', em: 'italic', i: 'italic', u: 'underline' };
const NAMED_REFS: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', mdash: '—', ndash: '–', hellip: '…', middot: '·',
  ldquo: '“', rdquo: '”', lsquo: '‘', rsquo: '’', times: '×', yen: '¥',
};

/** `s` with character references (&#NN; &#xHH; and the named ones of NAMED_REFS) decoded; unknown ones stay as written. */
export function decodeEntities(s: string): string {
  return s.replace(/&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]+);/g, (ref, body: string) => {
    if (body[0] !== '#') return NAMED_REFS[body.toLowerCase()] ?? ref;
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
  });
}

function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  for (const m of html.matchAll(TOKEN)) {
    if (m[0].startsWith('<!--')) continue;
    if (m[2]) tokens.push({ kind: m[1] ? 'close' : 'open', tag: m[2].toLowerCase() });
    else tokens.push({ kind: 'text', text: m[0] });
  }
  return tokens;
}

/** Marker of item `n` (1-based) of a list at `depth` (0 = outermost). */
function markerOf(ordered: boolean, n: number, depth: number): string {
  if (!ordered) return depth === 0 ? '•' : '◦';
  return depth === 0 ? `${n}.` : `(${n})`;
}

/**
 * The blocks of `html` in reading order. Whitespace runs fold to one space (no-break spaces kept), `<br>` is a line
 * break inside a block, empty paragraphs are skipped, adjacent runs of the same style merge.
 */
export function htmlToBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const style = { bold: 0, italic: 0, underline: 0 };
  const lists: Array<{ ordered: boolean; count: number }> = [];
  let current: TextBlock | null = null;
  let pendingMarker: string | null = null;
  let skipping: string | null = null;

  const flush = () => {
    if (current) blocks.push(...finish(current));
    current = null;
  };
  const block = (): TextBlock => {
    current ??= { runs: [], marker: pendingMarker, depth: lists.length };
    pendingMarker = null;
    return current;
  };
  const append = (text: string) => {
    if (!current && /^ *$/.test(text)) return; // whitespace between tags starts nothing
    const runs = block().runs;
    const run = { text, bold: style.bold > 0, italic: style.italic > 0, underline: style.underline > 0 };
    const last = runs.at(-1);
    if (last && last.bold === run.bold && last.italic === run.italic && last.underline === run.underline) last.text += text;
    else runs.push(run);
  };

  for (const t of tokenize(html)) {
    if (skipping) {
      if (t.kind === 'close' && t.tag === skipping) skipping = null;
      continue;
    }
    if (t.kind === 'text') {
      append(decodeEntities(t.text.replace(/[ \t\r\n\f]+/g, ' ')));
      continue;
    }
    const { tag } = t;
    const open = t.kind === 'open';
    if (tag in STYLE_TAGS) {
      const key = STYLE_TAGS[tag];
      style[key] = Math.max(0, style[key] + (open ? 1 : -1));
    } else if (tag === 'br') append('\n');
    else if (tag === 'p') flush();
    else if (tag === 'ol' || tag === 'ul') {
      flush();
      if (open) lists.push({ ordered: tag === 'ol', count: 0 });
      else if (lists.at(-1)?.ordered === (tag === 'ol')) lists.pop();
    } else if (tag === 'li') {
      flush();
      pendingMarker = null;
      const list = lists.at(-1);
      if (open && list) pendingMarker = markerOf(list.ordered, ++list.count, lists.length - 1);
    } else if (open && (tag === 'script' || tag === 'style')) skipping = tag;
  }
  flush();
  return blocks;
}

/** The block with its edges trimmed and empty runs dropped; none when nothing printable is left. */
function finish(b: TextBlock): TextBlock[] {
  const runs = b.runs.map((r) => ({ ...r, text: r.text.replace(/ *\n */g, '\n') }));
  const first = runs.findIndex((r) => r.text.trim() !== '');
  if (first < 0) return [];
  const last = runs.findLastIndex((r) => r.text.trim() !== '');
  const kept = runs.slice(first, last + 1);
  kept[0].text = kept[0].text.replace(/^ +/, '');
  kept[kept.length - 1].text = kept[kept.length - 1].text.replace(/[ \n]+$/, '');
  return [{ ...b, runs: kept }];
}
