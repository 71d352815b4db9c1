import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Types compressed: text (not event streams), JSON and XML; anything else only when mime-db calls it compressible (SVG
 * yes; PDF, images and application/octet-stream downloads no — those keep their Content-Length and byte ranges).
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)/u;

/** Smallest answer worth compressing, bytes: below it the encoding's own overhead and the CPU outweigh the bytes saved. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers on the fly for clients that accept it (Brotli at quality 4, else gzip): the JSON API, the SPA
 * document and seeded files, when at least {@link COMPRESS_THRESHOLD_BYTES} and of a compressible type (PDFs, images
 * and other binary downloads are sent as they are; so are partial answers, 206). The build's assets are precompressed
 * (static.ts) and pass through untouched, as does anything already carrying a Content-Encoding — such as a cached API
 * answer, which http/answer-encodings.ts sends from bytes compressed once per stored answer and encoding. Request bodies are never
 * decompressed. The realtime channels (socket.io, /push) sit on the raw server, outside Fastify's routing.
 * Install before the routes it should cover (it hooks each route as it is added).
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  });
}
