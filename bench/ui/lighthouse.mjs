// Lighthouse (desktop preset, performance only) on the sign-in page, the page a signed-in
// person lands on and a brand's table (issues 18 and 48: score ≥ 95 and LCP ≤ 1.0 s on each).
// BENCH_UI_LIGHTHOUSE_REPORTS=<dir> keeps each page's median report there (lhr JSON: which
// scripts took the main thread, the long tasks, the request chain). Lighthouse is a
// large package used only here, so it is not a dependency that every install and CI run
// would fetch: `npm install --no-save lighthouse@12.8.2` brings it (12.x supports Node 20;
// 13 needs Node 22). Without it this part says so and measures nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.mjs';
import { freePort } from '../processes.mjs';
import { signIn } from './browser.mjs';

export const LIGHTHOUSE_INSTALL = 'npm install --no-save lighthouse@12.8.2';

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

async function loadLighthouse() {
  try {
    const [{ default: lighthouse }, { default: desktopConfig }] = await Promise.all([
      import('lighthouse'),
      import('lighthouse/core/config/desktop-config.js'),
    ]);
    return { lighthouse, desktopConfig };
  } catch {
    return null;
  }
}

/**
 * Runs Lighthouse in a Chromium that Playwright started (so the dashboard run can be signed
 * in first); Lighthouse keeps the browser's storage (`disableStorageReset`) for that reason,
 * and the HTTP cache is emptied before every run instead, so each measures a first visit.
 * Answers null when Lighthouse is not installed.
 */
export async function measureLighthouse({ origin, email, auth, brandTable, runs = 3, log }) {
  const loaded = await loadLighthouse();
  if (!loaded) return null;
  const { lighthouse, desktopConfig } = loaded;
  const port = await freePort();
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-lighthouse-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    baseURL: origin,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  const audit = async (url) => {
    const scores = [];
    for (let i = 0; i < runs; i += 1) {
      // A first visit's cost: the HTTP cache emptied (storage is kept, so the session stays).
      await cdp.send('Network.clearBrowserCache');
      const result = await lighthouse(
        url,
        { port, logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
        desktopConfig,
      );
      const { lhr } = result;
      scores.push({
        lhr,
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        metrics: Object.fromEntries(METRICS.map(([id, name]) => [name, lhr.audits[id]?.numericValue])),
      });
    }
    // The run with the median score stands for the page.
    const median = scores.sort((a, b) => a.score - b.score)[Math.floor(scores.length / 2)];
    const reports = process.env.BENCH_UI_LIGHTHOUSE_REPORTS;
    if (reports) {
      fs.mkdirSync(reports, { recursive: true });
      const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
      fs.writeFileSync(path.join(reports, `${name}.json`), JSON.stringify(median.lhr));
    }
    return { score: median.score, metrics: median.metrics };
  };
  try {
    log?.('lighthouse: sign-in page');
    const signin = await audit(`${origin}/signin`);
    await signIn(page, { email, auth });
    const landing = page.url();
    log?.(`lighthouse: ${new URL(landing).pathname}, signed in`);
    const signedIn = await audit(landing);
    log?.(`lighthouse: ${brandTable}`);
    const table = brandTable ? await audit(`${origin}${brandTable}`) : null;
    return { signin, signedIn, landing: new URL(landing).pathname, table };
  } finally {
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

export function printLighthouse(result) {
  console.log('\nLighthouse, desktop preset, performance (median of the runs)');
  if (!result) {
    console.log(`  not measured: Lighthouse is not installed (${LIGHTHOUSE_INSTALL}, then run again)`);
    return;
  }
  const show = (label, { score, metrics }) => {
    const lcp = metrics.LCP;
    const figures = METRICS.map(([, name]) =>
      name === 'CLS' ? `CLS ${metrics.CLS.toFixed(3)}` : `${name} ${(metrics[name] / 1000).toFixed(2)} s`,
    ).join(', ');
    const ok = score >= 95 && lcp <= 1000;
    console.log(
      `  ${label.padEnd(28)} score ${score}  ${figures}   target ≥ 95, LCP ≤ 1.0 s: ${ok ? 'ok' : 'MISSED'}`,
    );
  };
  show('sign-in page', result.signin);
  show(`${result.landing} (signed in)`, result.signedIn);
  if (result.table) show("a brand's table", result.table);
}
