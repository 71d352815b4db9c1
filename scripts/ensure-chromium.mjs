#!/usr/bin/env node
/**
 * Makes sure Debian's Chromium (and a CJK font, without which Chinese renders as boxes) is present
 * for the Playwright suite and the PDF tests (the server embeds that font in contracts). Installs them with apt-get when running as root; otherwise exits 1 with
 * the command to run. Never downloads a browser build of its own.
 */
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FONT_DIR = '/usr/share/fonts/opentype/noto';
const INSTALL = 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium fonts-noto-cjk';

const missing = [!existsSync(CHROMIUM) && 'chromium', !existsSync(FONT_DIR) && 'fonts-noto-cjk'].filter(Boolean);
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`浏览器测试和 PDF 测试需要 ${missing.join('、')}，请先以 root 身份运行：\n  ${INSTALL}`);
  process.exit(1);
}
console.log(`正在安装 ${missing.join('、')}（Debian 软件包）…`);
try {
  execSync(INSTALL, { stdio: 'inherit', shell: '/bin/bash' });
} catch {
  console.error(`安装失败，请手动运行：\n  ${INSTALL}`);
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`安装后仍找不到 ${CHROMIUM}`);
  process.exit(1);
}
