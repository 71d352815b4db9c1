import PDFDocument from 'pdfkit';
import type { PdfDocumentModel } from './document-model';
import { DEFAULT_PDF_FONT_FILE, PdfFontUnavailableError, resolvePdfFonts, type FontFace } from './fonts';
import { writeFactsTable, writeHeading } from './layout-head';
import { writePlain, writeSections } from './layout-body';
import { endsWithNoFurtherText, writeSignatures } from './layout-sign';
import { writeFooters } from './page-footer';
import { FONT_BOLD, FONT_REGULAR, PAGE_MARGINS, type Pen } from './pen';

/** What renderPdf needs beside the model. */
export interface RenderPdfOptions {
  /** When the document is produced (epoch ms): its CreationDate/ModDate, so a re-render is byte-identical. */
  producedAt: number;
  /** The CJK font setting (config PDF_FONT_FILE; default {@link DEFAULT_PDF_FONT_FILE}). */
  fontFile?: string;
}

/**
 * The document as renderPdf describes it, rendered on the calling thread, which it blocks for the whole render
 * (about a second): for the render worker, scripts and tests. Deterministic: the same model, options and font file
 * give the same bytes.
 * @throws PdfFontUnavailableError when the font file is missing or unusable.
 */
export async function renderPdfHere(model: PdfDocumentModel, opts: RenderPdfOptions): Promise<Buffer> {
  const fonts = resolvePdfFonts(opts.fontFile ?? DEFAULT_PDF_FONT_FILE);
  const produced = new Date(opts.producedAt);
  const doc = new PDFDocument({
    size: 'A4', margins: PAGE_MARGINS, bufferPages: true, lang: 'zh-CN', displayTitle: true, pdfVersion: '1.7',
    info: { Title: model.title, Subject: model.number, Creator: '农村产权交易平台', Producer: '农村产权交易平台', CreationDate: produced, ModDate: produced },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  register(doc, FONT_REGULAR, fonts.regular);
  if (fonts.bold) register(doc, FONT_BOLD, fonts.bold);
  const pen: Pen = { doc, hasBold: fonts.bold !== null };

  writeHeading(pen, model);
  writeFactsTable(pen, model.facts);
  writeSections(pen, model.sections);
  if (!endsWithNoFurtherText(model)) writePlain(pen, '（以下无正文）', 'center');
  writeSignatures(pen, model.parties, model.title);
  writeFooters(pen, model.footer);
  doc.end();
  return done;
}

/** Registers `face` under `name` and loads it now, so an unreadable file or a wrong face name fails here, clearly. */
function register(doc: PDFKit.PDFDocument, name: string, face: FontFace): void {
  try {
    if (face.face) doc.registerFont(name, face.file, face.face);
    else doc.registerFont(name, face.file);
    doc.font(name);
  } catch (err) {
    const which = face.face ? `${face.file} 中的字形 ${face.face}` : face.file;
    throw new PdfFontUnavailableError(`无法生成 PDF：中文字体 ${which} 无法使用（配置项 PDF_FONT_FILE）：${(err as Error).message}`);
  }
}

