import type { PdfDocumentModel } from '../../services/pdf/document-model';

/**
 * How a signed contract becomes a document: `render` the model to PDF bytes (producedAt: epoch ms printed as the
 * document's time, the last signature's, so a retry renders the same text), `certify` its SHA-256 (hex) with the
 * e-signature provider — the answer (a certificate) is kept in the completion event. Either may reject (no font, the
 * provider down): the contract then waits in signing and is completed later.
 */
export interface DocumentMaker {
  render(model: PdfDocumentModel, producedAt: number): Promise<Buffer>;
  certify(sha256: string, meta: { documentNo: string; producedAt: number }): Promise<unknown>;
}

/** Until the PDF renderer is wired: every completion waits (the start-up sweep retries), nothing is lost. */
export const pendingDocumentMaker: DocumentMaker = {
  render: async () => { throw new Error('合同文件渲染器尚未配置'); },
  certify: async () => null,
};
