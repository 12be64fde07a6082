import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run screenshots:languages`: the main screens in every language at 1280 and 375 px, into
 * SHOTS_DIR (default /tmp/expertos-shots), for a person to look at (docs/translating.md#review).
 * Not a test tier: it asserts only that each screen loaded, and CI does not run it.
 */
export default defineConfig({
  ...base,
  testMatch: '**/*.shots.ts',
  timeout: 600_000,
  workers: 1,
  projects: base.projects?.filter((project) => project.name === 'chromium'),
});
