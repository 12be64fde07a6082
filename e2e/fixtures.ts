import { test as base, expect } from '@playwright/test';

/**
 * Every journey fails on a page error or a console error (a CSP violation, a failed chunk,
 * an uncaught exception) unless the test says it expects one.
 *
 * CI records no traces (playwright.config.ts), so a journey that fails there prints the page's
 * last API calls with their answers and timings instead: enough to tell a slow or refused call
 * from a click that never reached the server (docs/testing.md#flakiness).
 */
export const test = base.extend<{ consoleErrors: string[]; apiCalls: undefined }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'console errors on the page').toEqual([]);
  },
  apiCalls: [
    async ({ page }, use, testInfo) => {
      const started = Date.now();
      const calls: string[] = [];
      const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
      const apiPath = (url: string) => {
        const { pathname } = new URL(url);
        return pathname.startsWith('/api/') ? pathname : null;
      };
      page.on('requestfinished', async (request) => {
        const path = apiPath(request.url());
        if (!path) return;
        const response = await request.response().catch(() => null);
        const took = request.timing().responseEnd;
        calls.push(
          `${at()}  ${request.method()} ${path} → ${response?.status() ?? '?'} (${Math.round(took)} ms)`,
        );
      });
      page.on('requestfailed', (request) => {
        const path = apiPath(request.url());
        if (path) calls.push(`${at()}  ${request.method()} ${path} failed: ${request.failure()?.errorText}`);
      });
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus && calls.length > 0) {
        await testInfo.attach('last API calls', {
          body: calls.slice(-40).join('\n'),
          contentType: 'text/plain',
        });
      }
    },
    { auto: true },
  ],
});

export { expect };
