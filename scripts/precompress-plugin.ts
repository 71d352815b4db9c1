/**
 * Vite plugin: after a build, writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy next to every text
 * asset of the output folder that is worth compressing (scripts, styles, SVG, JSON, HTML of at least 1 KiB). The server
 * sends these as they are (@fastify/static `preCompressed`, mock-server/src/http/static.ts): the best compression costs
 * nothing per request. A copy that would not be smaller than the file is not written.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(?:js|mjs|css|svg|json|html|txt|xml)$/;
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

/** Writes `file`.br and `file`.gz when smaller than `file`; a stale copy of an earlier build is overwritten. */
async function compress(file: string): Promise<void> {
  if ((await stat(file)).size < MIN_BYTES) return;
  const bytes = await readFile(file);
  const br = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  const gz = gzipSync(bytes, { level: 9 });
  if (br.length < bytes.length) await writeFile(`${file}.br`, br);
  if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
}

/** The plugin; it runs once the whole build is written (`closeBundle`). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'exchange-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of files(outDir)) jobs.push(compress(file));
      await Promise.all(jobs);
    },
  };
}
