import { contentBox, RULE, SIZE, useFont, type Pen } from './pen';

const FOOTER_GREY = '#555555';

/**
 * Writes the footer on every buffered page: a thin rule, `footer` on the left and 第 N 页 / 共 M 页 on the right,
 * inside the bottom margin. Call once, after the last page exists (the document must buffer its pages).
 */
export function writeFooters(pen: Pen, footer: string): void {
  const { doc } = pen;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const box = contentBox(doc);
    const keepBottom = doc.page.margins.bottom;
    // Writing below the bottom margin would otherwise make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    const y = box.bottom + 22;
    doc.save().lineWidth(0.5).strokeColor(RULE).moveTo(box.left, y - 6).lineTo(box.right, y - 6).stroke().restore();
    const pageText = `第 ${i - range.start + 1} 页 / 共 ${range.count} 页`;
    const options = useFont(pen, SIZE.footer, false, FOOTER_GREY);
    const pageWidth = doc.widthOfString(pageText);
    doc.text(pageText, box.right - pageWidth, y, { ...options, lineBreak: false });
    if (footer) {
      doc.text(footer, box.left, y, { ...useFont(pen, SIZE.footer, false, FOOTER_GREY), width: box.width - pageWidth - 16, height: SIZE.footer * 1.4, ellipsis: '…' });
    }
    doc.page.margins.bottom = keepBottom;
  }
}
