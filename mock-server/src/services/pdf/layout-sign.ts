import type { PdfDocumentModel } from './document-model';
import { contentBox, FONT_BOLD, FONT_REGULAR, SIZE, useFont, type Pen } from './pen';
import { paintSeal, SEAL_SIZE_PT } from './seal-painter';

type Party = PdfDocumentModel['parties'][number];
interface Line { text: string; size: number; bold: boolean; isName?: boolean }

const COLUMN_GAP = 28;
const LINE_GAP = 9;
/** Blank space above each row of parties, where the upper part of a seal lands. */
const ROW_TOP = 36;

/**
 * The signature block: parties two to a row (甲方 left, 乙方 right), each with its role (盖章 for an organisation,
 * 签字 for a person), its name, then every signatory's kind, name and signing time. An organisation's seal is
 * stamped over its name, drawn after the text and translucent, as ink over print. A row never splits across pages;
 * when the block has to start a page of its own, that page says it is the signature page of `title`.
 */
export function writeSignatures(pen: Pen, parties: PdfDocumentModel['parties'], title: string): void {
  const { doc } = pen;
  for (let i = 0; i < parties.length; i += 2) {
    const row = parties.slice(i, i + 2);
    const box = contentBox(doc);
    const columnWidth = (box.width - COLUMN_GAP) / 2;
    const height = ROW_TOP + Math.max(...row.map((p) => partyHeight(pen, p, columnWidth)));
    if (doc.y + height > box.bottom) {
      doc.addPage();
      if (i === 0) signaturePageNote(pen, title);
    }
    const top = doc.y + ROW_TOP;
    const bottoms = row.map((party, col) => writeParty(pen, party, box.left + col * (columnWidth + COLUMN_GAP), top, columnWidth));
    doc.x = box.left;
    doc.y = Math.max(...bottoms) + 12;
  }
}

function signaturePageNote(pen: Pen, title: string): void {
  const box = contentBox(pen.doc);
  pen.doc.text(`（本页无正文，为《${title}》签署页）`, box.left, box.top, { ...useFont(pen, SIZE.body), width: box.width });
}

/** Lines of a party, in the order printed. */
function partyLines(party: Party): Line[] {
  const lines: Line[] = [
    { text: `${party.roleLabel}（${party.sealOrgName ? '盖章' : '签字'}）：`, size: SIZE.body, bold: true },
    { text: party.name, size: SIZE.body, bold: false, isName: true },
  ];
  for (const s of party.signatures) {
    lines.push({ text: `${s.kindLabel}（签字）：${s.name}`, size: SIZE.small, bold: false });
    lines.push({ text: `签署时间：${s.signedTime || '　　　　年　　月　　日'}`, size: SIZE.small, bold: false });
  }
  return lines;
}

/** Height of a party's lines, or down to the bottom of its seal when that reaches lower. */
function partyHeight(pen: Pen, party: Party, width: number): number {
  let height = 0;
  let sealBottom = 0;
  for (const line of partyLines(party)) {
    const lineHeight = pen.doc.heightOfString(line.text, { ...useFont(pen, line.size, line.bold), width, lineGap: LINE_GAP });
    if (line.isName) sealBottom = height + SIZE.body / 2 + SEAL_SIZE_PT / 2;
    height += lineHeight;
  }
  return party.sealOrgName ? Math.max(height, sealBottom) : height;
}

/** Writes one party at (x, top) in `width`; returns the y below it (and below its seal). */
function writeParty(pen: Pen, party: Party, x: number, top: number, width: number): number {
  const { doc } = pen;
  let y = top;
  let centre: [number, number] = [x + width / 2, top];
  for (const line of partyLines(party)) {
    const options = { ...useFont(pen, line.size, line.bold), width, lineGap: LINE_GAP };
    if (line.isName) centre = [x + Math.min(doc.widthOfString(line.text), width) / 2, y + line.size / 2];
    doc.text(line.text, x, y, options);
    y = doc.y;
  }
  if (!party.sealOrgName) return y;
  const size = SEAL_SIZE_PT;
  // Centred on the name, but never hanging out of the column's left edge.
  const cx = Math.max(centre[0], x + size * 0.4);
  paintSeal(doc, party.sealOrgName, cx - size / 2, centre[1] - size / 2, size, pen.hasBold ? FONT_BOLD : FONT_REGULAR);
  return Math.max(y, centre[1] + size / 2);
}

/** Whether the model already ends its text with the customary （以下无正文） line. */
export function endsWithNoFurtherText(model: PdfDocumentModel): boolean {
  return model.sections.some((s) => s.html.includes('以下无正文'));
}
