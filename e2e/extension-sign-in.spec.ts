import { EXTENSION_ID, EXTENSION_VERSION } from '@expertos/domain/extension';
import { PRIORITY_LABELS } from '@expertos/domain/tickets';
import type { BrowserContext } from '@playwright/test';
import { type AppServer, startAppServer, stopStrayServers } from './app-server';
import {
  en,
  expectExtensionSignedIn,
  extensionUrl,
  launchWithExtension,
  newProfile,
  openPopupFor,
  removeProfiles,
  signUpWithBrand,
  startLocalSite,
} from './extension-browser';
import { expect, test } from './fixtures';
import { unique } from './journeys';

const PORT = Number(process.env.E2E_PORT ?? 4310) + 30;
const SITE_PORT = PORT + 2;
const BASE = `http://localhost:${PORT}`;

// What the journey started is stopped whatever happens, also when the browser fails to start or
// the journey times out (a server left behind would hold the port for the next run).
let running: { server?: AppServer; site?: { close(): Promise<void> }; context?: BrowserContext } = {};
test.afterEach(async () => {
  await running.context?.close().catch(() => undefined);
  await Promise.all([running.server?.stop(), running.site?.close()]);
  await stopStrayServers();
  running = {};
  removeProfiles();
});

test('the extension signs in through the app, makes tickets from the popup (with a screenshot) and from a selection, and signs out with the app', async () => {
  test.setTimeout(90_000);
  const site = await startLocalSite(
    SITE_PORT,
    '<title>Matcha news</title><h1>Matcha</h1><p id="quote">Matcha is back in stock</p>',
  );
  running.site = site;
  running.server = await startAppServer(PORT, {});
  const context = await launchWithExtension(newProfile());
  running.context = context;
  const app = await context.newPage();
  await signUpWithBrand(app, BASE, unique('ext'), 'Tea House');
  await expectExtensionSignedIn(context);

  // The popup: a ticket about the current tab, its screenshot attached.
  const shop = await context.newPage();
  await shop.goto(site.url);
  const popup = await openPopupFor(context, site.url);
  await expect(popup.getByRole('textbox', { name: 'Summary' })).toHaveValue('Matcha news');
  await expect(popup.getByRole('textbox', { name: 'Reference' })).toHaveValue(
    `Source: Matcha news — ${site.url}`,
  );
  await expect(popup.getByRole('img', { name: 'Screenshot of the tab' })).toBeVisible();
  // The task defaults: priority '1'.
  await expect(popup.getByRole('combobox', { name: 'Priority' })).toHaveValue(PRIORITY_LABELS['1']);
  await popup.getByRole('button', { name: 'Create ticket' }).click();
  const created = popup.getByRole('status');
  await expect(created).toContainText('created');
  const ticketLink = await created.getByRole('link', { name: 'Open it in Expertos' }).getAttribute('href');
  const ticketUid = ticketLink!.split('/').pop()!;
  const token = await app.evaluate(
    async () => (await (await fetch('/api/auth/token')).json()).token as string,
  );
  const ticket = await (
    await fetch(`${BASE}/api/tickets/${ticketUid}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(ticket.summary).toBe('Matcha news');
  expect(ticket.reference_images).toHaveLength(1);
  await popup.close();

  // A selection on the page offers "Create ticket", which opens the app's capture page.
  await shop.bringToFront();
  await shop.locator('#quote').selectText();
  await shop.locator('#quote').dispatchEvent('mouseup');
  const capture = context.waitForEvent('page');
  await shop.getByRole('button', { name: 'Create ticket' }).click();
  const highlight = await capture;
  await highlight.waitForURL(/\/bex\/text-highlight\?/);
  await expect(highlight.getByRole('textbox', { name: en.ui.extension.summary })).toHaveValue(
    'Matcha is back in stock',
  );
  await highlight.getByRole('button', { name: en.ui.extension.create }).click();
  await expect(highlight.getByRole('status')).toBeVisible();

  // Switched off on this website (from the popup), a selection there offers nothing.
  const popupAgain = await openPopupFor(context, site.url);
  await popupAgain.getByRole('button', { name: 'On this website' }).click();
  await expect(popupAgain.getByText('Switched off on 127.0.0.1.')).toBeVisible();
  await popupAgain.close();
  await shop.bringToFront();
  await shop.locator('h1').selectText();
  await shop.locator('h1').dispatchEvent('mouseup');
  await shop.waitForTimeout(300);
  await expect(shop.getByRole('button', { name: 'Create ticket' })).toHaveCount(0);

  // The app knows the extension by the version it reported, and opens its recorder.
  await app.bringToFront();
  await app.goto(`${BASE}/bex/record`);
  await expect(app.getByText(`The extension is installed (version ${EXTENSION_VERSION}`)).toBeVisible();
  await expect(app.getByText(en.ui.extension.updateTitle)).toHaveCount(0);
  const recorder = context.waitForEvent('page');
  await app.getByRole('button', { name: en.ui.extension.openRecorder }).click();
  await (await recorder).waitForURL(extensionUrl('record.html'));

  // Logging out of the app signs the extension out too.
  await app.goto(`${BASE}/dashboard`);
  await app.getByRole('button', { name: new RegExp(en.ui.nav.userMenu) }).click();
  await app.getByRole('menuitem', { name: en.ui.nav.signOut }).click();
  await expect(app).toHaveURL(/\/signin/);
  const after = await context.newPage();
  await after.goto(extensionUrl('popup.html'));
  await expect(after.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(EXTENSION_ID).toHaveLength(32);
});
