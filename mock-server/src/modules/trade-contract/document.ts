import type { CertifyInput, ESignatureProvider } from '../../services/e-signature/index';
import { renderPdf, type PdfDocumentModel } from '../../services/pdf/index';

/**
 * How a signed contract becomes a document: `render` the model to PDF bytes (producedAt: epoch ms printed as the
 * document's time, the last signature's, so a retry renders the same bytes), `certify` its SHA-256 with the
 * e-signature authority — the certificate is kept in the completion event. Either may reject (no font, the authority
 * down): the contract then waits in signing and is completed later. `certify` null: no authority is connected
 * (ESIGN_PROVIDER=none), so the signature that would complete a contract is refused (409 ESIGN_UNAVAILABLE_MSG).
 */
export interface DocumentMaker {
  render(model: PdfDocumentModel, producedAt: number): Promise<Buffer>;
  certify: ((input: CertifyInput) => Promise<unknown>) | null;
}

/** The PDF renderer (services/pdf) set in `fontFile` (config PDF_FONT_FILE) and the e-signature authority (or none). */
export function pdfDocumentMaker(fontFile: string, authority: ESignatureProvider | null): DocumentMaker {
  return {
    render: (model, producedAt) => renderPdf(model, { producedAt, fontFile }),
    certify: authority ? (input) => authority.certify(input) : null,
  };
}
