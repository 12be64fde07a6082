import { EXTENSION_ID, EXTENSION_VERSION } from '@expertos/domain/extension';
import { PRIORITY_LABELS } from '@expertos/domain/tickets';
import type { BrowserContext, Page } from '@playwright/test';
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
/** Screenshots for the reviewer's eyes, only when SHOTS_DIR is set. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

let running: { server?: AppServer; site?: { close(): Promise<void> }; context?: BrowserContext } = {};
test.afterEach(async () => {
  await running.context?.close().catch(() => undefined);
  await Promise.all([running.server?.stop(), running.site?.close()]);
  await stopStrayServers();
  running = {};
  removeProfiles();
});

test('the extension signs in through the app, makes tickets from the popup (with a screenshot, and from a template) and from a selection, and signs out with the app', async () => {
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

  // "New from template" for the same brand: none yet, then the brand's own, made from the keyboard.
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const reply = await fetch(`${BASE}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : null,
    });
    if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status} ${await reply.text()}`);
    return (await reply.json()) as T;
  };
  const fromTemplate = await openPopupFor(context, site.url);
  await fromTemplate.setViewportSize({ width: 380, height: 700 });
  const start = fromTemplate.getByRole('radiogroup', { name: 'Start from' });
  await start.getByText('New from template').click();
  await expect(
    fromTemplate.getByText('This brand has no templates yet. Ask a brand admin to save one from a ticket.'),
  ).toBeVisible();
  await shot(fromTemplate, 'extension-templates-empty');
  await api('POST', `/projects/${ticket.project_uid}/templates`, {
    name: 'Page review',
    body: { summary: 'Review: {title}', checklist: ['Read it through', 'Check {url}'] },
  });
  await api('POST', `/workspaces/${ticket.workspace_uid}/templates`, {
    name: 'Weekly roundup',
    body: { summary: 'Roundup for week {week}' },
  });
  // Back and forth: the picker reads the brand's templates again.
  await start.getByText('Blank ticket').click();
  await start.getByText('New from template').click();
  const templates = fromTemplate.getByRole('list', { name: 'Templates' });
  const review = templates.getByRole('button', { name: /Page review/ });
  await expect(review).toBeVisible();
  await expect(templates.getByRole('button', { name: /Weekly roundup/ })).toContainText(
    'Workspace template · Roundup for week {week}',
  );
  expect(await fromTemplate.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(380);
  await shot(fromTemplate, 'extension-templates-list-380');
  await fromTemplate.setViewportSize({ width: 375, height: 700 });
  expect(await fromTemplate.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(fromTemplate, 'extension-templates-list-375');
  await review.focus();
  await fromTemplate.keyboard.press('Enter');
  const made = fromTemplate.getByRole('status');
  await expect(made).toContainText('Made from “Page review”.');
  const madeLink = await made.getByRole('link', { name: 'Open it in Expertos' }).getAttribute('href');
  const fromPage = await api<{ id: number; summary: string }>(
    'GET',
    `/tickets/${madeLink!.split('/').pop()}`,
  );
  await expect(made).toContainText(`Ticket #${fromPage.id} created`);
  expect(fromPage.summary).toBe('Review: Matcha news');
  await shot(fromTemplate, 'extension-templates-made-375');
  await fromTemplate.close();

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
