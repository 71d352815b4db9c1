#!/usr/bin/env node
/**
 * Developer tool: `node scripts/pdf-first-page.mjs <in.pdf> <out.png> [dpi]` renders the first page of a PDF to PNG
 * with poppler's pdftoppm (Debian package poppler-utils), to look at what the server prints. dpi defaults to 110.
 * Exits 1 with the apt command when pdftoppm is missing, 2 on wrong arguments.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';

const [input, output, dpiArg = '110'] = process.argv.slice(2);
if (!input || !output || !/\.png$/i.test(output) || !/^\d+$/.test(dpiArg)) {
  console.error('用法：node scripts/pdf-first-page.mjs <输入.pdf> <输出.png> [dpi]');
  process.exit(2);
}
if (!existsSync(input)) {
  console.error(`找不到 PDF 文件：${input}`);
  process.exit(2);
}
const probe = spawnSync('pdftoppm', ['-v'], { stdio: 'ignore' });
if (probe.error) {
  console.error('需要 pdftoppm（Debian 软件包 poppler-utils），请先以 root 身份运行：\n  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y poppler-utils');
  process.exit(1);
}
// pdftoppm -singlefile writes <prefix>.png; the prefix is the output without its extension.
const prefix = path.join(path.dirname(output), path.basename(output, path.extname(output)));
const result = spawnSync('pdftoppm', ['-png', '-r', dpiArg, '-f', '1', '-l', '1', '-singlefile', input, prefix], { stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
if (`${prefix}.png` !== output) renameSync(`${prefix}.png`, output);
console.log(output);
