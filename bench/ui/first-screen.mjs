// Where a signed-in first screen's time goes (issue 48): cold loads of a page, each in a fresh
// browser context (empty HTTP cache, the session signed in before), read from the page's own
// Long Animation Frames and resource timings. Lighthouse (bench/ui/lighthouse.mjs) scores the
// page; this says why: how much of the wait is the main thread busy, how many files the page
// fetched first, and when the first screen's data was asked for.
//
// Per run, in the page's clock from navigation start:
// - LCP: the largest contentful paint;
// - busy before LCP: the summed length of the long animation frames (over 50 ms) that started
//   before it, and the longest of them;
// - blocking after LCP: what those frames after it blocked beyond 50 ms each (the part
//   Lighthouse's total blocking time counts), over `settleMs`;
// - JavaScript files fetched before LCP, and `modulepreload` links the app appended in all
//   (each starts a fetch on the main thread: 1–17 ms apiece while a page loads on 2 cores);
// - when `GET /api/bootstrap` was sent.

/** Runs in the page before its scripts: keeps the long frames and the LCP. */
function observe() {
  const seen = { frames: [], lcp: 0 };
  window.__firstScreen = seen;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.frames.push([e.startTime, e.duration, e.blockingDuration]);
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Runs in the page after it settled: the figures of this load. */
function figures() {
  const { frames, lcp } = window.__firstScreen;
  const before = frames.filter(([start]) => start < lcp);
  const resources = performance.getEntriesByType('resource');
  const bootstrap = resources.find((r) => new URL(r.name).pathname === '/api/bootstrap');
  return {
    lcp,
    busyBefore: before.reduce((sum, [, duration]) => sum + duration, 0),
    longestBefore: Math.max(0, ...before.map(([, duration]) => duration)),
    blockingAfter: frames
      .filter(([start]) => start >= lcp)
      .reduce((sum, [, , blocking]) => sum + blocking, 0),
    scriptsBefore: resources.filter(
      (r) => r.initiatorType !== 'fetch' && /\.js$/.test(new URL(r.name).pathname) && r.startTime < lcp,
    ).length,
    preloadLinks: document.querySelectorAll('link[rel="modulepreload"]').length,
    bootstrapSent: bootstrap ? bootstrap.startTime : Number.NaN,
  };
}

export async function measureFirstScreen(browser, { origin, storageState, url, runs, settleMs = 4000, log }) {
  const rows = [];
  for (let run = 0; run < runs; run += 1) {
    // Not the other parts' probe: its work on every frame would be counted as the app's.
    const context = await browser.newContext({
      baseURL: origin,
      viewport: { width: 1440, height: 900 },
      storageState,
    });
    await context.addInitScript(observe);
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForTimeout(settleMs);
    rows.push(await page.evaluate(figures));
    await context.close();
    log?.(`first screen: run ${run + 1} of ${runs}, LCP ${Math.round(rows.at(-1).lcp)} ms`);
  }
  const median = (key) => {
    const values = rows.map((row) => row[key]).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)];
  };
  return Object.fromEntries(Object.keys(rows[0]).map((key) => [key, median(key)]));
}

export function printFirstScreen({ url, runs, result }) {
  const ms = (value) => `${Math.round(value)} ms`;
  console.log(`\nFirst screen, ${url}, cold (median of ${runs} fresh contexts)`);
  console.log(`  LCP                               ${ms(result.lcp)}   target ≤ 1,000 ms`);
  console.log(
    `  main thread busy before LCP       ${ms(result.busyBefore)} (longest frame ${ms(result.longestBefore)})`,
  );
  console.log(`  blocking after LCP                ${ms(result.blockingAfter)}`);
  console.log(`  bootstrap asked for at            ${ms(result.bootstrapSent)}`);
  console.log(`  JavaScript files before LCP       ${result.scriptsBefore}`);
  console.log(`  modulepreload links appended      ${result.preloadLinks}`);
}
