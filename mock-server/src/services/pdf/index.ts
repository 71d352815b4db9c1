/**
 * Printing formal documents (the trade contract, the 成交确认书) as PDF: build a {@link PdfDocumentModel} and call
 * {@link renderPdf} with the production time and ctx.config.PDF_FONT_FILE; answer 503 with the message of a
 * {@link PdfFontUnavailableError}.
 */
export type { PdfDocumentModel } from './document-model';
export { renderPdf } from './render-client';
export { renderPdfHere, type RenderPdfOptions } from './render';
export { DEFAULT_PDF_FONT_FILE, parseFontSetting, PdfFontUnavailableError, resolvePdfFonts, type FontFace, type PdfFonts } from './fonts';
export { htmlToBlocks, decodeEntities, type TextBlock, type TextRun } from './html-blocks';
export { chineseNumeral } from './pen';
export { paintSeal, SEAL_SIZE_PT } from './seal-painter';
