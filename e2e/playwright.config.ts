import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, CHROMIUM_SHELL_PATH } from './chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://localhost:${port}`;

/**
 * A trace of every journey (kept when it fails) costs about an eighth of the tier's time on
 * 2 cores (measured: 8 journeys 149 s with, 130 s without), so CI records none: a failure there
 * keeps its screenshot and page snapshot, and `npm run test:flaky` (which sets E2E_TRACE=on)
 * records them to find a cause. Local runs record them unless E2E_TRACE=off.
 */
/** Journeys that need the full browser rather than the headless shell. */
const FULL_BROWSER = ['**/push.spec.ts'];

/** Playwright's desktop Chrome settings, run on one of Debian's Chromium binaries. */
const desktopChromium = (executablePath: string) => ({
  ...devices['Desktop Chrome'],
  channel: undefined,
  launchOptions: { executablePath, args: CHROMIUM_ARGS },
});

const TRACE = process.env.E2E_TRACE ? process.env.E2E_TRACE === 'on' : !process.env.CI;

/**
 * Journeys in Debian's Chromium (/usr/bin/chromium; never a downloaded browser) against the
 * built app, served by a freshly started server on an empty data directory.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // With TEST_TIMINGS_DIR (.ci/run sets it), each journey's time also goes to e2e.json there,
  // which scripts/test-timings.mjs reads (docs/testing.md#where-the-time-goes).
  reporter: process.env.TEST_TIMINGS_DIR
    ? [['list'], ['json', { outputFile: `${process.env.TEST_TIMINGS_DIR}/e2e.json` }]]
    : [['list']],
  use: {
    baseURL,
    // A failed journey keeps its trace (actions, DOM snapshots, network) but not a screencast:
    // recording one made the browser capture and encode frames all the time, which roughly
    // doubled the tier's CPU time on two cores (measured: 80 s → 54 s for two journeys). The
    // failure screenshot below still shows the last frame.
    trace: TRACE ? { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true } : 'off',
    screenshot: 'only-on-failure',
    // The app's service worker answers page loads and files itself, out of page.route()'s reach
    // (a journey that fails a chunk on purpose would not see it). Journeys about the installed
    // app turn it back on (push.spec.ts).
    serviceWorkers: 'block',
    // Every journey asks for less motion (global.css, theme.ts): no transition to wait out and no
    // spinner or placeholder animating frame after frame. Measured on 2 cores: 4 journeys' Chromium
    // time 85 s → 72 s; the whole tier, with one API process below, 1,931 s → 1,556 s of journeys.
    reducedMotion: 'reduce',
  },
  // Journeys run in the headless shell (e2e/chromium.mjs says why); those about push run in the
  // full browser, whose push service the shell lacks. The extension journeys launch the full
  // browser themselves (extension-browser.ts).
  projects: [
    { name: 'chromium', testIgnore: FULL_BROWSER, use: desktopChromium(CHROMIUM_SHELL_PATH) },
    { name: 'chromium-full', testMatch: FULL_BROWSER, use: desktopChromium(CHROMIUM_PATH) },
  ],
  webServer: {
    command: 'node e2e/start-server.mjs',
    cwd: '..',
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
