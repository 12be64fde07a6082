#!/usr/bin/env node
// Takes screenshots of pages of a running app in headless Chromium, for a person to look at.
//   node scripts/screenshots.mjs http://localhost:3000 ./screens /signin /ui@375
// A path may end in @WIDTH (default 1280).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.mjs';

const [baseUrl, outDir, ...pages] = process.argv.slice(2);
if (!baseUrl || !outDir || pages.length === 0) {
  console.error('usage: node scripts/screenshots.mjs BASE_URL OUT_DIR PATH[@WIDTH]...');
  process.exit(2);
}
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const spec of pages) {
    const [pagePath, width] = spec.split('@');
    const page = await browser.newPage({ viewport: { width: Number(width ?? 1280), height: 800 } });
    await page.goto(new URL(pagePath, baseUrl).toString(), { waitUntil: 'networkidle' });
    const name = `${pagePath.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}${width ? `_${width}` : ''}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    console.log(`${spec} → ${page.url()} → ${path.join(outDir, name)}`);
    await page.close();
  }
} finally {
  await browser.close();
}
