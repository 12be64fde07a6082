// Debian's Chromium as the e2e tests start it, and a sign-in through the real sign-in page.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.mjs';
import { SEED_PASSWORD } from '../seed/people.mjs';
import { installProbe } from './probe.mjs';

/**
 * A fresh context (its own, empty, HTTP cache: the app's code comes from the server again, as
 * on a first visit) and its page. `storageState` carries a session signed in before.
 */
export async function openPage(browser, { origin, probe, storageState }) {
  // A laptop-sized window: the table shows what a user sees at that height.
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 1440, height: 900 },
    ...(storageState ? { storageState } : {}),
  });
  await context.addInitScript(installProbe, probe);
  return context.newPage();
}

export async function openBrowser({ origin, probe }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await openPage(browser, { origin, probe });
  return { browser, page };
}

export async function signIn(page, { email, auth }) {
  await page.goto('/signin');
  await page.getByRole('textbox', { name: auth.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: auth.password, exact: true }).fill(SEED_PASSWORD);
  await page.getByRole('button', { name: auth.signIn, exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'), { timeout: 30_000 });
}
