/**
 * size-limit checks (`npm run size`): the initial JavaScript of each page in `dist/route-bundles.json`
 * (written by scripts/route-bundles.mjs from Vite's manifest), gzip level 9, each file compressed on its own and
 * the sizes added up (what a browser downloads). Budget: 150 kB (150,000 bytes) per page.
 */
import { existsSync, readFileSync } from 'node:fs';

const LIST = 'dist/route-bundles.json';
if (!existsSync(LIST)) throw new Error(`缺少 ${LIST}：请运行 npm run size（先构建，再列出各页面的初始 JS）`);
const bundles = JSON.parse(readFileSync(LIST, 'utf8'));

export default Object.entries(bundles).map(([page, files]) => ({
  name: `${page} initial JS`,
  path: files,
  gzip: true,
  limit: '150 kB',
}));
