import type { PdfDocumentModel } from './document-model';
import { contentBox, ensureRoom, RULE, SIZE, useFont, type Pen } from './pen';

const LABEL_WIDTH = 112;
const PAD_X = 7;
const PAD_Y = 5;
const TABLE_LINE_GAP = 3;
const LABEL_FILL = '#f2f2f2';

/** The centred title (二号 bold, letter-spaced) and the number line under it, right-aligned. */
export function writeHeading(pen: Pen, model: PdfDocumentModel): void {
  const { doc } = pen;
  const box = contentBox(doc);
  const spacing = Array.from(model.title).length <= 12 ? 3 : 1;
  doc.text('', box.left, box.top + 6);
  doc.text(model.title, box.left, doc.y, { ...useFont(pen, SIZE.title, true), width: box.width, align: 'center', characterSpacing: spacing });
  doc.moveDown(0.6);
  if (model.number) {
    doc.text(model.number, box.left, doc.y, { ...useFont(pen, SIZE.small), width: box.width, align: 'right' });
  }
  doc.moveDown(0.8);
}

/**
 * The facts as a bordered two-column grid: the label on a grey ground, the value beside it (wrapping as needed).
 * A row never splits across pages; the grid continues on the next page.
 */
export function writeFactsTable(pen: Pen, facts: PdfDocumentModel['facts']): void {
  if (facts.length === 0) return;
  const { doc } = pen;
  const box = contentBox(doc);
  const valueWidth = box.width - LABEL_WIDTH;
  for (const fact of facts) {
    const labelOpts = { ...useFont(pen, SIZE.small, true), width: LABEL_WIDTH - 2 * PAD_X, lineGap: TABLE_LINE_GAP };
    const labelHeight = doc.heightOfString(fact.label, labelOpts);
    const valueOpts = { ...useFont(pen, SIZE.small), width: valueWidth - 2 * PAD_X, lineGap: TABLE_LINE_GAP };
    const valueHeight = doc.heightOfString(fact.value || '—', valueOpts);
    const height = Math.max(labelHeight, valueHeight) + 2 * PAD_Y;
    ensureRoom(doc, height);
    const top = doc.y;
    doc.save().rect(box.left, top, LABEL_WIDTH, height).fill(LABEL_FILL).restore();
    doc.save().lineWidth(0.6).strokeColor(RULE);
    doc.rect(box.left, top, box.width, height).stroke();
    doc.moveTo(box.left + LABEL_WIDTH, top).lineTo(box.left + LABEL_WIDTH, top + height).stroke();
    doc.restore();
    doc.text(fact.label, box.left + PAD_X, top + PAD_Y + (height - 2 * PAD_Y - labelHeight) / 2, { ...useFont(pen, SIZE.small, true), width: labelOpts.width, lineGap: TABLE_LINE_GAP });
    doc.text(fact.value || '—', box.left + LABEL_WIDTH + PAD_X, top + PAD_Y, { ...useFont(pen, SIZE.small), width: valueOpts.width, lineGap: TABLE_LINE_GAP });
    doc.x = box.left;
    doc.y = top + height;
  }
  doc.moveDown(1.2);
}
