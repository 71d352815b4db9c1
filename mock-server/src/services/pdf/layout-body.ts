import type { PdfDocumentModel } from './document-model';
import { htmlToBlocks, type TextBlock } from './html-blocks';
import { BODY_LINE_GAP, chineseNumeral, contentBox, ensureRoom, SIZE, useFont, type Pen } from './pen';

/** Two characters: the first-line indent of a paragraph and the step of each list level. */
const INDENT = SIZE.body * 2;
const MARKER_BOX = SIZE.body * 1.8;
const PARAGRAPH_GAP = 3;
/** Room a heading needs below it (itself and two lines), so it never ends a page alone. */
const KEEP_WITH_NEXT = SIZE.body * 4 + BODY_LINE_GAP * 3;

/** The clauses: 第一条 <title> in bold, then the clause's rich text. */
export function writeSections(pen: Pen, sections: PdfDocumentModel['sections']): void {
  const { doc } = pen;
  sections.forEach((section, i) => {
    const box = contentBox(doc);
    ensureRoom(doc, KEEP_WITH_NEXT);
    const heading = `第${chineseNumeral(i + 1)}条　${section.title}`;
    doc.text(heading, box.left, doc.y, { ...useFont(pen, SIZE.body, true), width: box.width, lineGap: BODY_LINE_GAP });
    doc.y += PARAGRAPH_GAP;
    for (const block of htmlToBlocks(section.html)) writeBlock(pen, block);
    doc.y += SIZE.body * 0.5;
  });
}

/** Writes `text` (plain) as body paragraphs, e.g. the （以下无正文） line. */
export function writePlain(pen: Pen, text: string, align: 'left' | 'right' | 'center' = 'left'): void {
  const { doc } = pen;
  const box = contentBox(doc);
  doc.text(text, box.left, doc.y, { ...useFont(pen, SIZE.body), width: box.width, align, lineGap: BODY_LINE_GAP });
}

/**
 * One paragraph: a plain one with a two-character first-line indent; a list item with its marker hanging left of
 * its text, each nesting level two characters further in. Mixed runs are written as one continued text, so bold,
 * italic and underlined words wrap with the rest.
 */
function writeBlock(pen: Pen, block: TextBlock): void {
  const { doc } = pen;
  const box = contentBox(doc);
  const inList = block.depth > 0;
  const textX = inList ? box.left + block.depth * INDENT + MARKER_BOX : box.left;
  const width = box.right - textX;
  ensureRoom(doc, SIZE.body + BODY_LINE_GAP);
  const top = doc.y;
  if (block.marker) {
    doc.text(block.marker, textX - MARKER_BOX, top, { ...useFont(pen, SIZE.body), lineBreak: false, lineGap: BODY_LINE_GAP });
  }
  block.runs.forEach((run, i) => {
    const options: PDFKit.Mixins.TextOptions = {
      ...useFont(pen, SIZE.body, run.bold),
      width,
      lineGap: BODY_LINE_GAP,
      continued: i < block.runs.length - 1,
      underline: run.underline,
      oblique: run.italic ? 12 : false,
      indent: inList ? 0 : INDENT,
      align: 'left',
    };
    if (i === 0) doc.text(run.text, textX, top, options);
    else doc.text(run.text, options);
  });
  doc.x = box.left;
  doc.y += PARAGRAPH_GAP;
}
