// Draws the installable app's icons (apps/web/public/icons) from the favicon's mark, in Debian's Chromium:
// `node scripts/render-icons.mjs`. The PNGs are committed; run this again only when the mark changes.

import fs from 'node:fs';
import { chromium } from '@playwright/test';

const out = new URL('../apps/web/public/icons', import.meta.url).pathname;
// The favicon's mark on a full square: launchers cut their own shape (maskable), Safari rounds it.
const mark = (size, inset) => {
  const s = size,
    k = (s * (1 - 2 * inset)) / 32,
    o = s * inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}"><rect width="${s}" height="${s}" fill="#5a36d6"/><g transform="translate(${o} ${o}) scale(${k})"><path d="M10 8h12v3.2h-8.4v3.3h7.6v3.1h-7.6v3.2H22V24H10z" fill="#fff"/></g></svg>`;
};
const rounded = (s) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#5a36d6"/><path d="M10 8h12v3.2h-8.4v3.3h7.6v3.1h-7.6v3.2H22V24H10z" fill="#fff"/></svg>`;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const [name, svg, size] of [
  ['icon-192.png', rounded(192), 192],
  ['icon-512.png', rounded(512), 512],
  ['maskable-512.png', mark(512, 0.1), 512],
  ['apple-touch-icon.png', mark(180, 0.06), 180],
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
  await page.locator('svg').screenshot({ path: `${out}/${name}`, omitBackground: true });
}
await browser.close();
console.log(fs.readdirSync(out));
