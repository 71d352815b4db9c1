import { inflateSync } from 'node:zlib';

/**
 * Just enough of a PDF reader to check what pdfkit wrote: its objects (dictionary text and inflated stream), the
 * embedded fonts, and each page's text decoded through the fonts' ToUnicode maps (the way a viewer copies text).
 */
export interface PdfObject { num: number; dict: string; stream: Buffer | null }
export interface ReadPdf {
  objects: Map<number, PdfObject>;
  /** Per page in order: its text (the shown strings joined) and the glyph ids it shows. */
  pages: Array<{ text: string; glyphIds: number[]; content: string }>;
  /** Type0 fonts: BaseFont name, descendant subtype and the embedded font program's size in bytes. */
  fonts: Array<{ baseFont: string; descendantSubtype: string; fontFileBytes: number; mapped: string }>;
}

const ref = (dict: string, key: string): number | null => {
  const m = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return m ? Number(m[1]) : null;
};

function parseObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const head = /(\d+) 0 obj\n/g;
  let m: RegExpExecArray | null;
  while ((m = head.exec(text))) {
    const start = head.lastIndex;
    const streamAt = text.indexOf('\nstream\n', start);
    const endAt = text.indexOf('\nendobj', start);
    if (streamAt >= 0 && streamAt < endAt) {
      const dict = text.slice(start, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
      const raw = pdf.subarray(streamAt + 8, streamAt + 8 + length);
      const stream = dict.includes('/FlateDecode') ? inflateSync(raw) : Buffer.from(raw);
      objects.set(Number(m[1]), { num: Number(m[1]), dict, stream });
      head.lastIndex = streamAt + 8 + length;
    } else {
      objects.set(Number(m[1]), { num: Number(m[1]), dict: text.slice(start, endAt), stream: null });
      head.lastIndex = endAt;
    }
  }
  return objects;
}

/** glyph id → text, from a pdfkit ToUnicode CMap (bfrange with arrays of UTF-16BE hex). */
function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]{4})> \[([^\]]*)\]/gi)) {
    const first = parseInt(range[1], 16);
    [...range[3].matchAll(/<([0-9a-f ]*)>/gi)].forEach((entry, i) => {
      const units = entry[1].trim().split(/\s+/).filter(Boolean).map((h) => parseInt(h, 16));
      map.set(first + i, String.fromCharCode(...units));
    });
  }
  return map;
}

/** Reads `pdf` as described in {@link ReadPdf}. */
export function readPdf(pdf: Buffer): ReadPdf {
  const objects = parseObjects(pdf);
  const get = (n: number | null) => (n === null ? undefined : objects.get(n));
  const toUnicode = new Map<number, Map<number, string>>();
  const fonts: ReadPdf['fonts'] = [];
  for (const o of objects.values()) {
    if (!o.dict.includes('/Subtype /Type0')) continue;
    const cmap = parseToUnicode(get(ref(o.dict, 'ToUnicode'))?.stream?.toString('latin1') ?? '');
    toUnicode.set(o.num, cmap);
    const descendant = get(Number(/\/DescendantFonts \[(\d+) 0 R\]/.exec(o.dict)?.[1]));
    const descriptor = get(ref(descendant?.dict ?? '', 'FontDescriptor'));
    const file = get(ref(descriptor?.dict ?? '', 'FontFile3') ?? ref(descriptor?.dict ?? '', 'FontFile2'));
    fonts.push({
      baseFont: /\/BaseFont \/(\S+)/.exec(o.dict)?.[1] ?? '',
      descendantSubtype: /\/Subtype \/(\S+)/.exec(descendant?.dict ?? '')?.[1] ?? '',
      fontFileBytes: file?.stream?.length ?? 0,
      mapped: [...cmap.values()].join(''),
    });
  }
  const root = [...objects.values()].find((o) => /\/Type \/Pages\b/.test(o.dict) && !/\/Parent /.test(o.dict));
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(root?.dict ?? '')?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((k) => Number(k[1]));
  const pages = kids.map((num) => {
    const page = objects.get(num)!;
    const resources = get(ref(page.dict, 'Resources'))?.dict ?? page.dict;
    const fontRefs = new Map([...(/\/Font <<([^>]*)>>/.exec(resources)?.[1] ?? '').matchAll(/\/(\S+) (\d+) 0 R/g)].map((f) => [f[1], Number(f[2])]));
    const content = get(ref(page.dict, 'Contents'))?.stream?.toString('latin1') ?? '';
    let cmap = new Map<number, string>();
    let text = '';
    const glyphIds: number[] = [];
    for (const op of content.matchAll(/\/(\S+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (op[1]) {
        cmap = toUnicode.get(fontRefs.get(op[1]) ?? -1) ?? new Map();
        continue;
      }
      for (const hex of op[2].matchAll(/<([0-9a-f]*)>/gi)) {
        for (let i = 0; i + 4 <= hex[1].length; i += 4) {
          const gid = parseInt(hex[1].slice(i, i + 4), 16);
          glyphIds.push(gid);
          text += cmap.get(gid) ?? '\ufffd';
        }
      }
    }
    return { text, glyphIds, content };
  });
  return { objects, pages, fonts };
}
