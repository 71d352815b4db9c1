#!/usr/bin/env node
/**
 * Captures full-page screenshots of the main public screens into docs/screenshots/ from a running
 * server: `node scripts/screenshots.mjs [baseUrl]` (default http://127.0.0.1:8080). Uses Debian's Chromium.
 */
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const base = process.argv[2] || 'http://127.0.0.1:8080';
const out = 'docs/screenshots';
const pages = [
  ['home', '/index', 1366],
  ['project', '/project?province=51&status=1', 1366],
  ['hall', '/hall?projectActive=1', 1366],
  ['hall-upcoming', '/hall?projectActive=2', 1366],
  ['home-mobile', '/index', 390],
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
for (const [name, path, width] of pages) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(base + path, { waitUntil: 'networkidle' });
  // scroll through once so lazily loaded images below the fold are in the picture
  await page.evaluate(async () => {
    /* global document, window -- this callback runs in the page */
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 120));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  console.log(`${name}: ${path}${errors.length ? `  console errors: ${errors.join(' | ')}` : ''}`);
  await page.close();
}
await browser.close();
