import { test as base, expect } from '@playwright/test';

/**
 * Every journey fails on a page error or a console error (a CSP violation, a failed chunk,
 * an uncaught exception) unless the test says it expects one.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

export { expect };
