import { LANGUAGE_NAMES, type Language } from '@expertos/domain/languages';
import type { BrowserContext, Page } from '@playwright/test';
import { de } from '../apps/extension/src/locales/de';
import { en as extensionEn } from '../apps/extension/src/locales/en';
import { es } from '../apps/extension/src/locales/es';
import { catalogue as webEs } from '../apps/web/src/shared/i18n/locales/es';
import { type AppServer, startAppServer, stopStrayServers } from './app-server';
import {
  en,
  expectExtensionSignedIn,
  extensionUrl,
  launchWithExtension,
  newProfile,
  removeProfiles,
  signUpWithBrand,
  startLocalSite,
} from './extension-browser';
import { expect, test } from './fixtures';
import { unique } from './journeys';

/**
 * The extension in the app's language (docs/product.md#extension): the app hands it over with
 * the token, the extension's pages, its selection button and its options speak it, and follow a
 * change while they are open. The browser here is English, so English is what it speaks before.
 */
const SHOTS = process.env.SHOTS_DIR;
const PORT = Number(process.env.E2E_PORT ?? 4310) + 36;
const SITE_PORT = PORT + 1;
const BASE = `http://localhost:${PORT}`;

let running: { server?: AppServer; site?: { close(): Promise<void> }; context?: BrowserContext } = {};
test.afterEach(async () => {
  await running.context?.close().catch(() => undefined);
  await Promise.all([running.server?.stop(), running.site?.close()]);
  await stopStrayServers();
  running = {};
  removeProfiles();
});

/** Chooses the app's language on the profile page, its picker labelled in the language shown now. */
async function chooseAppLanguage(app: Page, label: string, language: Language) {
  await app.bringToFront();
  await app.getByRole('combobox', { name: label }).click();
  await app.getByRole('option', { name: LANGUAGE_NAMES[language] }).click();
  await expect(app.locator('html')).toHaveAttribute('lang', language);
}

async function openPage(context: BrowserContext, page: string, width: number): Promise<Page> {
  const opened = await context.newPage();
  await opened.setViewportSize({ width, height: 760 });
  await opened.goto(extensionUrl(page));
  return opened;
}

test("the extension speaks the app's language once the app hands it over, and follows it", async () => {
  test.setTimeout(120_000);
  const site = await startLocalSite(
    SITE_PORT,
    '<title>Té verde</title><p id="quote">El matcha ha vuelto</p>',
  );
  running.site = site;
  running.server = await startAppServer(PORT, {});
  const context = await launchWithExtension(newProfile());
  running.context = context;
  const app = await context.newPage();
  await signUpWithBrand(app, BASE, unique('lang'), 'Casa de Té');
  // The browser's language first (English here).
  await expectExtensionSignedIn(context);

  await app.goto(`${BASE}/profile`);
  await chooseAppLanguage(app, en.ui.language.label, 'es');

  // The popup, as the app hands over 'es' with its token.
  const popup = await openPage(context, 'popup.html', 380);
  await expect(popup.getByRole('heading', { name: es.popup.title })).toBeVisible();
  await expect(popup.getByRole('form', { name: es.newTicket.formLabel })).toBeVisible();
  await expect(popup.getByRole('button', { name: es.newTicket.create })).toBeVisible();
  await expect(popup.getByRole('combobox', { name: es.newTicket.priority })).toHaveValue(
    es.newTicket.priorities['1'],
  );
  await expect(popup.getByRole('button', { name: es.switchOff.options.forever })).toBeVisible();
  await expect(popup.locator('html')).toHaveAttribute('lang', 'es');
  if (SHOTS) await popup.screenshot({ path: `${SHOTS}/extension-popup-es.png`, fullPage: true });

  const options = await openPage(context, 'options.html', 640);
  await expect(options.getByRole('heading', { name: es.options.title })).toBeVisible();
  await expect(options.getByRole('radio', { name: es.record.sources.tab })).toBeAttached();
  await expect(options.getByText(es.options.offered)).toBeVisible();
  await expect(options).toHaveTitle(es.titles.options);
  if (SHOTS) await options.screenshot({ path: `${SHOTS}/extension-options-es.png`, fullPage: true });

  // The selection button on a page says it too.
  const shop = await context.newPage();
  await shop.goto(site.url);
  await shop.locator('#quote').selectText();
  await shop.locator('#quote').dispatchEvent('mouseup');
  await expect(shop.getByRole('button', { name: es.selection.createTicket })).toBeVisible();

  // Another language in the app: the open options page follows without a reload.
  await app.goto(`${BASE}/profile`);
  await chooseAppLanguage(app, webEs.ui.language.label, 'de');
  await options.bringToFront();
  await expect(options.getByRole('heading', { name: de.options.title })).toBeVisible();
  await expect(options.getByRole('button', { name: de.options.forever })).toBeVisible();
  await expect(options.locator('html')).toHaveAttribute('lang', 'de');
  if (SHOTS) await options.screenshot({ path: `${SHOTS}/extension-options-de.png`, fullPage: true });
  await popup.reload();
  await expect(popup.getByRole('heading', { name: de.popup.title })).toBeVisible();
  await expect(popup.getByRole('button', { name: de.newTicket.create })).toBeVisible();
  if (SHOTS) await popup.screenshot({ path: `${SHOTS}/extension-popup-de.png`, fullPage: true });

  // The manifest's texts stay the browser's: English, from the generated _locales.
  const manifestDescription = await popup.evaluate(() =>
    (
      globalThis as unknown as { chrome: { i18n: { getMessage(name: string): string } } }
    ).chrome.i18n.getMessage('manifest_description'),
  );
  expect(manifestDescription).toBe(extensionEn.manifest.description);
});
