import { renderPdf, type PdfDocumentModel } from '../../services/pdf/index';

/**
 * How a signed contract becomes a document: `render` the model to PDF bytes (producedAt: epoch ms printed as the
 * document's time, the last signature's, so a retry renders the same bytes), `certify` its SHA-256 (hex) with the
 * e-signature provider — the answer (a certificate) is kept in the completion event. Either may reject (no font, the
 * provider down): the contract then waits in signing and is completed later.
 */
export interface DocumentMaker {
  render(model: PdfDocumentModel, producedAt: number): Promise<Buffer>;
  certify(sha256: string, meta: { documentNo: string; producedAt: number }): Promise<unknown>;
}

/**
 * The PDF renderer (services/pdf) set in `fontFile` (config PDF_FONT_FILE). `certify` is the e-signature provider's
 * certification of the hash; until one is given the completion event records that none certified it.
 */
export function pdfDocumentMaker(fontFile: string, certify?: DocumentMaker['certify']): DocumentMaker {
  return {
    render: (model, producedAt) => renderPdf(model, { producedAt, fontFile }),
    certify: certify ?? (async (sha256, meta) => ({ provider: 'none', sha256, documentNo: meta.documentNo })),
  };
}
