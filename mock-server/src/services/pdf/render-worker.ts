/**
 * The PDF render thread: renders each document it is sent and answers { id, pdf } or { id, error: { name, message } }.
 * Started by render-client.ts; pdfkit is synchronous, so rendering here keeps the server's event loop (bids,
 * countdowns, pushes) free while a contract is printed.
 */
import { parentPort } from 'node:worker_threads';
import { renderPdfHere } from './render';
import type { RenderRequest, RenderResponse } from './render-client';

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs only as a worker thread');

port.on('message', (req: RenderRequest) => {
  renderPdfHere(req.model, req.opts).then(
    (pdf) => port.postMessage({ id: req.id, pdf } satisfies RenderResponse),
    (err: Error) => port.postMessage({ id: req.id, error: { name: err.name, message: err.message } } satisfies RenderResponse),
  );
});
