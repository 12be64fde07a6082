import { createServer } from 'node:http';
import type { Asset, AssetFolder, AssetPage } from '@expertos/domain/assets';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { EXTENSION_ID } from '@expertos/domain/extension';
import type { BrowserContext, Page } from '@playwright/test';
import { type AppServer, startAppServer, stopStrayServers } from './app-server';
import {
  expectExtensionSignedIn,
  extensionUrl,
  launchWithExtension,
  newProfile,
  openPopupFor,
  removeProfiles,
  signUpWithBrand,
} from './extension-browser';
import { expect, test } from './fixtures';
import { photo } from './images';
import { unique } from './journeys';

const SHOTS = process.env.SHOTS_DIR;
const PORT = Number(process.env.E2E_PORT ?? 4310) + 34;
const SITE_PORT = PORT + 1;
const BASE = `http://localhost:${PORT}`;
const BRAND = 'Tea House';

// What the journey started is stopped whatever happens, also on a timeout (a server left
// behind would hold the port for the next run).
let running: { server?: AppServer; site?: { close(): Promise<void> }; context?: BrowserContext } = {};
test.afterEach(async () => {
  await running.context?.close().catch(() => undefined);
  await Promise.all([running.server?.stop(), running.site?.close()]);
  await stopStrayServers();
  running = {};
  removeProfiles();
});

/** A shop's page with two photos (each its own bytes), served from 127.0.0.1 for the server to fetch. */
async function startShop(): Promise<{ url: string; close: () => Promise<void> }> {
  const images: Record<string, Buffer> = { '/hero.png': photo(64, 48), '/leaf.png': photo(48, 64) };
  const server = createServer((req, res) => {
    const image = images[req.url ?? ''];
    if (image) return res.writeHead(200, { 'content-type': 'image/png' }).end(image);
    if (req.url !== '/') return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<title>Matcha news</title><h1>Matcha</h1><img alt="Hero" src="/hero.png">');
  });
  await new Promise<void>((resolve) => server.listen(SITE_PORT, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${SITE_PORT}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The brand's API as the signed-in person, for setting up and checking what the extension did. */
async function brandApi(app: Page) {
  const token = await app.evaluate(
    async () => (await (await fetch('/api/auth/token')).json()).token as string,
  );
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const reply = await fetch(`${BASE}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : null,
    });
    // A refusal says why here, rather than as a missing field further on.
    if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status} ${await reply.text()}`);
    return (await reply.json()) as T;
  };
  const [joined] = await call<{ workspaces: { uid: string } }[]>('GET', '/workspaces');
  const [brand] = await call<{ uid: string }[]>('GET', `/workspaces/${joined!.workspaces.uid}/projects`);
  const base = `/workspaces/${joined!.workspaces.uid}/projects/${brand!.uid}`;
  return { call, base, assets: async () => (await call<AssetPage>('GET', `${base}/assets`)).items };
}

/**
 * The image's "Save image to the asset library", as its context menu item does it: a headless
 * browser opens no context menu, so an extension page sends the worker the message the menu's
 * handler runs on, and answers what the person is told.
 */
async function saveImage(sender: Page, src: string): Promise<{ ok: boolean; text: string }> {
  return sender.evaluate(
    (message) =>
      (
        globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<never> } } }
      ).chrome.runtime.sendMessage(message),
    { to: 'background', type: 'save-image', src },
  );
}

/** The toolbar button's badge and tooltip, as the worker set them. */
async function toolbarButton(context: BrowserContext) {
  const worker = context.serviceWorkers().find((w) => w.url().includes(EXTENSION_ID))!;
  return worker.evaluate(async () => {
    const { action } = (
      globalThis as unknown as {
        chrome: {
          action: { getBadgeText(d: object): Promise<string>; getTitle(d: object): Promise<string> };
        };
      }
    ).chrome;
    return { badge: await action.getBadgeText({}), title: await action.getTitle({}) };
  });
}

test("an image on a page is saved to the brand's library by its right-click, and the popup's new ticket takes library assets", async () => {
  test.setTimeout(120_000);
  const site = await startShop();
  running.site = site;
  const shopUrl = site.url;
  // The shop listens on 127.0.0.1, which the server's egress guard refuses unless told otherwise.
  running.server = await startAppServer(PORT, { ALLOW_PRIVATE_TARGETS: 'true' });
  const context = await launchWithExtension(newProfile());
  running.context = context;
  const app = await context.newPage();
  await signUpWithBrand(app, BASE, unique('lib'), BRAND);
  await expectExtensionSignedIn(context);
  const api = await brandApi(app);

  // The worker offers the item on images (updating an item that is not there fails).
  const worker = context.serviceWorkers().find((w) => w.url().includes(EXTENSION_ID))!;
  await worker.evaluate(() =>
    (
      globalThis as unknown as { chrome: { contextMenus: { update(id: string, p: object): Promise<void> } } }
    ).chrome.contextMenus.update('save-image', {}),
  );

  // Saved through the server, from the page's address; the toolbar button ticks.
  const shop = await context.newPage();
  await shop.goto(shopUrl);
  const sender = await context.newPage();
  await sender.goto(extensionUrl('options.html'));
  expect(await saveImage(sender, `${shopUrl}hero.png`)).toEqual({
    ok: true,
    text: `Saved “hero.png” to the library of ${BRAND}.`,
  });
  expect((await toolbarButton(context)).badge).toBe('✓');
  expect(await saveImage(sender, `${shopUrl}leaf.png`)).toMatchObject({ ok: true });
  const saved = await api.assets();
  expect(saved.map((a) => [a.name, a.source]).sort()).toEqual([
    ['hero.png', 'web'],
    ['leaf.png', 'web'],
  ]);

  // The same bytes again are the asset already there.
  expect((await saveImage(sender, `${shopUrl}hero.png`)).text).toBe(
    `This image is already in the library of ${BRAND}, as “hero.png”.`,
  );
  // A refusal carries the server's words, on the button's tooltip and then in the popup.
  const refusal = await saveImage(sender, `${shopUrl}gone.png`);
  expect(refusal).toEqual({
    ok: false,
    text: `The image was not saved: ${ERROR_CATALOGUE.asset_fetch_failed.message}`,
  });
  expect(await toolbarButton(context)).toEqual({ badge: '!', title: `Expertos: ${refusal.text}` });
  await sender.close();

  // The library as the picker will show it: hero in a folder, leaf's rights ended.
  const hero = saved.find((a) => a.name === 'hero.png')!;
  const leaf = saved.find((a) => a.name === 'leaf.png')!;
  const folder = await api.call<AssetFolder>('POST', `${api.base}/asset-folders`, {
    name: 'Campaign',
    parent_uid: null,
  });
  await api.call<Asset>('PATCH', `${api.base}/assets/${hero.uid}`, { folder_uid: folder.uid });
  await api.call<Asset>('PATCH', `${api.base}/assets/${leaf.uid}`, {
    rights: { licence: 'own', expires_on: '2020-01-31' },
  });
  // The thumbnails are made by the worker: waited for, so the picture shows them.
  await expect
    .poll(async () => (await api.assets()).every((a) => a.version.preview === 'ready'), { timeout: 30_000 })
    .toBe(true);

  const popup = await openPopupFor(context, shopUrl);
  // The popup's own width (popup/main.tsx): the browser sizes a toolbar popup to its page.
  await popup.setViewportSize({ width: 380, height: 700 });
  const notice = popup.getByRole('alert').filter({ hasText: 'Image not saved' });
  await expect(notice).toContainText(ERROR_CATALOGUE.asset_fetch_failed.message);
  // Seen once: the button goes back to its count of waiting recordings (none).
  expect(await toolbarButton(context)).toEqual({ badge: '', title: 'Expertos' });

  await popup.getByRole('button', { name: 'From library' }).click();
  const picker = popup.getByRole('group', { name: 'From library' });
  const heroTile = picker.getByRole('checkbox', { name: 'hero.png' });
  const leafTile = picker.getByRole('checkbox', { name: 'leaf.png' });
  // The thumbnail, fetched with the token, shows (an <img> of no name: the tile names it).
  await expect(heroTile.locator('img')).toBeVisible();
  expect(await heroTile.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
    0,
  );
  await expect(leafTile).toHaveAttribute('aria-disabled', 'true');
  await expect(leafTile).toHaveAccessibleDescription('Rights ended 2020-01-31.');

  // Search and folder narrow the list.
  await picker.getByRole('searchbox', { name: 'Search the library' }).fill('leaf');
  await expect(heroTile).toHaveCount(0);
  await expect(leafTile).toBeVisible();
  await picker.getByRole('searchbox', { name: 'Search the library' }).fill('');
  await picker.getByRole('combobox', { name: 'Folder' }).click();
  await picker.getByRole('option', { name: 'Campaign' }).click();
  await expect(leafTile).toHaveCount(0);
  await picker.getByRole('combobox', { name: 'Folder' }).click();
  await picker.getByRole('option', { name: 'All folders' }).click();

  // Chosen from the keyboard; the one whose rights ended stays unchosen.
  await heroTile.focus();
  await popup.keyboard.press('Space');
  await expect(heroTile).toHaveAttribute('aria-checked', 'true');
  await leafTile.focus();
  await popup.keyboard.press('Enter');
  await expect(leafTile).toHaveAttribute('aria-checked', 'false');
  await expect(picker.getByText('1 chosen: hero.png')).toBeVisible();
  // Nothing runs off the side at that width.
  expect(await popup.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(380);
  await expect(popup.getByRole('button', { name: 'From library (1)' })).toBeVisible();
  if (SHOTS) await popup.screenshot({ path: `${SHOTS}/extension-library-picker.png`, fullPage: true });

  await popup.getByRole('button', { name: 'Create ticket' }).click();
  const created = popup.getByRole('status');
  await expect(created).toContainText('With 1 asset from the library.');
  if (SHOTS) await popup.screenshot({ path: `${SHOTS}/extension-library-created.png`, fullPage: true });
  const link = await created.getByRole('link', { name: 'Open it in Expertos' }).getAttribute('href');
  const onTicket = await api.call<{ items: { kind: string; asset: { uid: string } }[] }>(
    'GET',
    `/tickets/${link!.split('/').pop()}/assets`,
  );
  expect(onTicket.items.map((item) => [item.kind, item.asset.uid])).toEqual([['reference', hero.uid]]);
});
