import { SEAL_RED, sealGeometry } from '../seal-art';

/** The diameter of a contract seal on paper: 42 mm (公章/合同专用章 size) in points. */
export const SEAL_SIZE_PT = 119;

/**
 * Paints the e-seal of `orgName` with vector operations (ring, star, name along the arc, 合同专用章), `size` pt square
 * with its top-left corner at (x, y), in seal red and slightly translucent so the words under it show through like
 * ink. `font` is the registered font name to carve the characters in (the bold face). Leaves the document's state
 * (position, font, colour) as it was.
 */
export function paintSeal(doc: PDFKit.PDFDocument, orgName: string, x: number, y: number, size: number, font: string): void {
  const g = sealGeometry(orgName, size);
  const { x: keepX, y: keepY } = doc;
  doc.save();
  doc.translate(x, y);
  doc.fillOpacity(0.88).strokeOpacity(0.88);
  doc.circle(g.ring.cx, g.ring.cy, g.ring.r - g.ring.strokeWidth / 2).lineWidth(g.ring.strokeWidth).stroke(SEAL_RED);
  doc.polygon(...g.star).fill(SEAL_RED);
  doc.font(font).fillColor(SEAL_RED);
  for (const glyph of g.name.glyphs) centred(doc, glyph.char, glyph.x, glyph.y, g.name.fontSize, glyph.rotateDeg);
  centred(doc, g.purpose.text, g.purpose.x, g.purpose.y, g.purpose.fontSize, 0);
  doc.restore();
  doc.x = keepX;
  doc.y = keepY;
}

/** `text` centred on (cx, cy), turned by `deg` clockwise around that point. */
function centred(doc: PDFKit.PDFDocument, text: string, cx: number, cy: number, fontSize: number, deg: number): void {
  doc.fontSize(fontSize);
  const width = doc.widthOfString(text);
  doc.save();
  if (deg !== 0) doc.rotate(deg, { origin: [cx, cy] });
  doc.text(text, cx - width / 2, cy, { lineBreak: false, baseline: 'middle' });
  doc.restore();
}
