import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXTENSION_ID } from '@expertos/domain/extension';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { en } from '../apps/web/src/shared/i18n/en';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { expect } from './fixtures';
import { createWorkspace, PASSWORD } from './journeys';
import { linkFromMail } from './mail';

/**
 * The built extension in Debian's Chromium (docs/product.md#extension): a persistent profile
 * (extensions need one), the unpacked build loaded, fake camera, microphone and screen picker.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const EXTENSION_DIR = path.join(root, 'apps/extension/dist/chrome-mv3');
export const extensionUrl = (page: string) => `chrome-extension://${EXTENSION_ID}/${page}`;

const profiles: string[] = [];
export function newProfile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-e2e-profile-'));
  profiles.push(dir);
  return dir;
}
/** Deletes the profiles made so far (their browsers closed first). */
export function removeProfiles(): void {
  for (const dir of profiles.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export async function launchWithExtension(profile: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: { width: 1100, height: 800 },
    args: [
      ...CHROMIUM_ARGS,
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
      '--auto-select-desktop-capture-source=Entire screen',
      '--auto-accept-this-tab-capture',
    ],
  });
  // The worker starts with the browser; waiting for it means the extension is loaded.
  if (!context.serviceWorkers().some((w) => w.url().includes(EXTENSION_ID)))
    await context.waitForEvent('serviceworker', { predicate: (w) => w.url().includes(EXTENSION_ID) });
  return context;
}

/** A new account, confirmed by its e-mailed link (which signs this browser in), with a workspace and a brand. */
export async function signUpWithBrand(page: Page, base: string, email: string, brand: string) {
  const reply = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name: 'Riley Extension', email, password: PASSWORD, callbackURL: '/dashboard' }),
  });
  expect(reply.ok, await reply.clone().text()).toBe(true);
  const link = await linkFromMail(email, '/confirm-email');
  await page.goto(`${base}${link.pathname}${link.search}`);
  // Confirmed from another browser than the one that signed up: the app asks to sign in.
  await signIn(page, email);
  await createWorkspace(page, 'Extension Studio');
  await page.getByRole('link', { name: en.ui.onboarding.addBrand }).click();
  await page.getByRole('textbox', { name: en.ui.projects.name }).fill(brand);
  await page.getByRole('button', { name: en.ui.projects.create }).click();
  await expect(page.getByRole('article', { name: brand })).toBeVisible();
}

export async function signIn(page: Page, email: string) {
  await page.getByRole('textbox', { name: en.ui.auth.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: en.ui.auth.password, exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en.ui.auth.signIn, exact: true }).click();
}

/** The app's page hands the extension a token; the popup then shows its form instead of "Sign in". */
export async function expectExtensionSignedIn(context: BrowserContext) {
  const popup = await context.newPage();
  await popup.goto(extensionUrl('popup.html'));
  await expect(popup.getByRole('form', { name: 'New ticket' })).toBeVisible();
  await popup.close();
}

export { en };

/** A page of a site somewhere on the web (here: a local server), for the extension to capture. */
export async function startLocalSite(
  port: number,
  html: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const { createServer } = await import('node:http');
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Opens the popup about the tab showing `url`, in a window of its own as the toolbar button
 * would (so that tab stays the visible one, for its screenshot).
 */
export async function openPopupFor(context: BrowserContext, url: string): Promise<Page> {
  const worker = context.serviceWorkers().find((w) => w.url().includes(EXTENSION_ID))!;
  const opened = context.waitForEvent('page', { predicate: (p) => p.url().includes('popup.html') });
  await worker.evaluate(async (pageUrl) => {
    // The extension API inside its worker (no types for it in the journeys).
    const chrome = (globalThis as unknown as { chrome: ExtensionApi }).chrome;
    const [tab] = await chrome.tabs.query({ url: pageUrl });
    await chrome.windows.create({ url: `popup.html?tab=${tab!.id}`, type: 'popup', width: 400, height: 700 });
  }, url);
  return opened;
}

interface ExtensionApi {
  tabs: { query(query: { url: string }): Promise<{ id?: number }[]> };
  windows: {
    create(options: { url: string; type: string; width: number; height: number }): Promise<unknown>;
  };
}
