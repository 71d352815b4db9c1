import { Worker } from 'node:worker_threads';
import type { PdfDocumentModel } from './document-model';
import { DEFAULT_PDF_FONT_FILE, PdfFontUnavailableError, resolvePdfFonts } from './fonts';
import type { RenderPdfOptions } from './render';

export interface RenderRequest { id: number; model: PdfDocumentModel; opts: RenderPdfOptions }
export type RenderResponse = { id: number; pdf: Uint8Array } | { id: number; error: { name: string; message: string } };

/** A render that has not answered by then is abandoned and its thread replaced (a render takes about a second). */
const RENDER_TIMEOUT_MS = 60_000;

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (pdf: Buffer) => void; reject: (err: Error) => void; timer: NodeJS.Timeout }>();

/** The render thread, started at first use; as TypeScript (the server runs under tsx) through a boot file that loads tsx. */
function renderThread(): Worker {
  if (worker) return worker;
  const entry = import.meta.url.endsWith('.ts') ? './render-worker-boot.mjs' : './render-worker.js';
  const w = new Worker(new URL(entry, import.meta.url));
  // An idle render thread never keeps the process alive; a busy one does (see renderPdf).
  w.unref();
  w.on('message', (res: RenderResponse) => {
    const job = pending.get(res.id);
    if (!job) return;
    pending.delete(res.id);
    clearTimeout(job.timer);
    if (pending.size === 0) w.unref();
    if ('pdf' in res) job.resolve(Buffer.from(res.pdf.buffer, res.pdf.byteOffset, res.pdf.byteLength));
    else job.reject(res.error.name === 'PdfFontUnavailableError' ? new PdfFontUnavailableError(res.error.message) : new Error(res.error.message));
  });
  const fail = (err: Error) => {
    if (worker === w) worker = null;
    for (const [id, job] of pending) {
      clearTimeout(job.timer);
      job.reject(err);
      pending.delete(id);
    }
  };
  w.on('error', (err) => fail(new Error(`PDF 生成失败：${err.message}`)));
  w.on('exit', () => fail(new Error('PDF 生成线程意外退出')));
  worker = w;
  return w;
}

/**
 * The formal document `model` as an A4 PDF: centred title, number line, facts table, numbered clauses (第一条 …) with
 * their rich text, （以下无正文）, the signature block with organisations' seals, and a footer with 第 N 页 / 共 M 页 on
 * every page. Text is set in the embedded CJK font (a subset with a ToUnicode map: it can be searched and copied).
 * Deterministic: the same model, producedAt and font file give the same bytes, so a document can be re-rendered and
 * its SHA-256 compared with the stored one. Rendered on a worker thread (about a second each, one at a time), so the
 * event loop stays free. Pass `fontFile: ctx.config.PDF_FONT_FILE`.
 * @throws PdfFontUnavailableError when the CJK font is missing or unusable: answer 503 with its (Chinese) message.
 */
export async function renderPdf(model: PdfDocumentModel, opts: RenderPdfOptions): Promise<Buffer> {
  // A missing font is answered at once, without waking the render thread.
  resolvePdfFonts(opts.fontFile ?? DEFAULT_PDF_FONT_FILE);
  const thread = renderThread();
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error('PDF 生成超时'));
      if (worker === thread) worker = null;
      void thread.terminate();
    }, RENDER_TIMEOUT_MS);
    timer.unref();
    pending.set(id, { resolve, reject, timer });
    thread.ref();
    thread.postMessage({ id, model, opts } satisfies RenderRequest);
  });
}
