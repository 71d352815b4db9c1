/**
 * The page and type settings of every formal document, and the one place that picks a face: A4 with the margins of a
 * Chinese office document (2.54 cm top and bottom, 3.17 cm left and right), body in 小四 (12 pt) serif (宋体-style).
 */
export const PAGE_MARGINS = { top: 72, bottom: 72, left: 90, right: 90 };

/** Sizes in pt by their Chinese names: 二号 22, 小四 12, 五号 10.5, 小五 9. */
export const SIZE = { title: 22, body: 12, small: 10.5, footer: 9 };
/** Extra space between body lines (pt): about 1.5 line spacing for 小四. */
export const BODY_LINE_GAP = 7;
export const INK = '#000000';
export const RULE = '#333333';

export const FONT_REGULAR = 'doc-regular';
export const FONT_BOLD = 'doc-bold';

/** A document being written and whether a real bold face was registered (otherwise bold is a stroked regular). */
export interface Pen { doc: PDFKit.PDFDocument; hasBold: boolean }

/**
 * Selects the face and size (and black ink) and returns the text options that make it look right: a stroked outline
 * imitates bold when no bold face is installed.
 */
export function useFont(pen: Pen, size: number, bold = false, colour = INK): PDFKit.Mixins.TextOptions {
  const { doc } = pen;
  doc.fillColor(colour).fontSize(size);
  if (!bold) {
    doc.font(FONT_REGULAR);
    return { stroke: false, fill: true };
  }
  if (pen.hasBold) {
    doc.font(FONT_BOLD);
    return { stroke: false, fill: true };
  }
  doc.font(FONT_REGULAR).strokeColor(colour).lineWidth(size * 0.03);
  return { stroke: true, fill: true };
}

/** The writable area of the current page (inside the margins). */
export function contentBox(doc: PDFKit.PDFDocument) {
  const { margins, width, height } = doc.page;
  return { left: margins.left, right: width - margins.right, width: width - margins.left - margins.right, top: margins.top, bottom: height - margins.bottom };
}

/** Starts a new page unless `height` pt still fit below the current position. */
export function ensureRoom(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > contentBox(doc).bottom) doc.addPage();
}

const DIGITS = '零一二三四五六七八九';

/** `n` (1–999) in Chinese numerals as clause numbers are written: 1 → 一, 10 → 十, 12 → 十二, 20 → 二十, 105 → 一百零五. */
export function chineseNumeral(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 999) return String(n);
  const h = Math.floor(n / 100);
  const t = Math.floor((n % 100) / 10);
  const u = n % 10;
  let s = h ? `${DIGITS[h]}百` : '';
  if (t) s += `${h === 0 && t === 1 ? '' : DIGITS[t]}十`;
  else if (h && u) s += '零';
  if (u) s += DIGITS[u];
  return s;
}
