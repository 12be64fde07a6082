import fs from 'node:fs';
import path from 'node:path';
import type { AssetPage } from '@expertos/domain/assets';
import type { Locator, Page } from '@playwright/test';
import { type FakeGoogle, startFakeGoogle } from '../apps/server/src/test/google-calendar-server';
import { type FakeDrive, startFakeDrive } from '../apps/server/src/test/google-drive-server';
import { en } from '../apps/web/src/shared/i18n/en';
import { APP_SERVER_START_MS, type AppServer, startAppServer } from './app-server';
import { picture } from './asset-library.fixtures';
import { expect, test } from './fixtures';
import { apiOf, ownerWithBrand, text, unique } from './journeys';

/**
 * "Import from Google Drive" (docs/product.md#asset-library) on a server of its own set up with
 * a Google app pointed at the local stand-ins for Google's consent page and the Drive API, which
 * answer in Google's documented formats. And on the shared server, which has no Google app: the
 * dialog says so rather than offering a connection that cannot be made.
 */
const PORT = Number(process.env.E2E_PORT ?? 4310) + 41;
const URL_ = `http://localhost:${PORT}`;
const SHOTS = process.env.SHOTS_DIR;
const d = en.ui.assets.drive;

/** The part at 1280 and 375 px wide, each checked not to scroll sideways. */
async function shoot(page: Page, part: Locator, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (SHOTS) await part.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Opens the dialog from the library and asks for these links. */
async function askFor(page: Page, links: string[]) {
  await page.getByRole('button', { name: d.button }).click();
  const dialog = page.getByRole('dialog', { name: d.title });
  await dialog.getByRole('textbox', { name: d.links }).fill(links.join('\n'));
  await dialog.getByRole('button', { name: d.start }).click();
  return dialog;
}

test('on a server without a Google app, the Drive dialog says so and offers nothing to connect', async ({
  page,
  consoleErrors,
}) => {
  await ownerWithBrand(page, {
    email: unique('noapp'),
    name: 'Nia Noapp',
    workspace: 'Loft Studio',
    brand: 'Loft Coffee',
  });
  await page.goto('/brand/loft-coffee/library');
  const dialog = await askFor(page, [
    'https://drive.google.com/drive/folders/1a2B3c4D5e6F7g8H9i0JkLmNoPqRsTuVw',
  ]);
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(d.noAppTitle);
  await expect(alert).toContainText(d.noApp);
  await expect(dialog.getByRole('button', { name: d.connect })).toHaveCount(0);
  await shoot(page, dialog, 'drive-no-app');
  // The only console error: the browser's note of the server's refusal (409).
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((error) => !error.includes('409 (Conflict)')),
  );
});

test.describe('with a Google app', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: URL_ });

  let google: FakeGoogle;
  let drive: FakeDrive;
  let server: AppServer;
  test.beforeAll(async () => {
    test.setTimeout(APP_SERVER_START_MS + 10_000);
    google = await startFakeGoogle();
    drive = await startFakeDrive(google);
    server = await startAppServer(PORT, {
      ALLOW_PRIVATE_TARGETS: 'true',
      JOBS_POLL_MS: '100',
      GOOGLE_CLIENT_ID: drive.oauth.clientId,
      GOOGLE_CLIENT_SECRET: drive.oauth.clientSecret,
      GOOGLE_AUTHORIZE_URL: drive.oauth.authorizeUrl,
      GOOGLE_TOKEN_URL: drive.oauth.tokenUrl,
      GOOGLE_REVOKE_URL: drive.oauth.revokeUrl,
      GOOGLE_API_URL: drive.apiRootUrl,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await drive?.close();
    await google?.close();
  });

  test('a member connects Drive when asked, then imports a shared folder with its sub-folder, a Doc as PDF, and what was refused, with why', async ({
    page,
    consoleErrors,
  }) => {
    test.slow();
    await ownerWithBrand(page, {
      email: unique('drive'),
      name: 'Dara Drive',
      workspace: 'Harbour Studio',
      brand: 'Harbour Bakery',
      origin: URL_,
    });
    // The shoot's shared folder: two photos, a sub-folder with a third, a brief as a Google Doc,
    // and a program the library refuses.
    const dir = test.info().outputPath('files');
    const photo = async (name: string, from: string) =>
      fs.readFileSync(await picture(path.join(dir, name), 320, 240, from, '#fefae0'));
    const folder = drive.addFolder('Spring shoot');
    const picks = drive.addFolder('Picks', folder);
    drive.addFile({
      name: 'loaves.png',
      mimeType: 'image/png',
      content: await photo('loaves.png', '#bc6c25'),
      parent: folder,
    });
    drive.addFile({
      name: 'buns.png',
      mimeType: 'image/png',
      content: await photo('buns.png', '#606c38'),
      parent: folder,
    });
    drive.addFile({
      name: 'cover.png',
      mimeType: 'image/png',
      content: await photo('cover.png', '#283618'),
      parent: picks,
    });
    drive.addFile({ name: 'Shot list', mimeType: 'application/vnd.google-apps.document', parent: folder });
    drive.addFile({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 1)]),
      parent: folder,
    });
    const link = `https://drive.google.com/drive/folders/${folder}?usp=sharing`;

    await page.goto('/brand/harbour-bakery/library');
    let dialog = await askFor(page, [link]);
    // Not connected yet: the dialog asks for Google's consent, and Google brings the person back.
    await expect(dialog.getByRole('alert')).toContainText(d.noConnection);
    await shoot(page, dialog, 'drive-connect');
    await dialog.getByRole('button', { name: d.connect }).click();
    await expect(page).toHaveURL(/\/profile\?google_calendar=ok/);

    await page.goto('/brand/harbour-bakery/library');
    dialog = await askFor(page, [link]);
    await expect(dialog.getByRole('status')).toContainText(text(d.done_other, { count: '4' }), {
      timeout: 30_000,
    });
    await expect(dialog).toContainText(text(d.counts, { done: '4', failed: '1' }));
    await expect(dialog.getByRole('listitem').filter({ hasText: 'setup.exe' })).toBeVisible();
    await shoot(page, dialog, 'drive-done');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The library has the four, the sub-folder kept as a folder, the Doc as a PDF.
    const api = await apiOf(page);
    const [joined] = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
    const [brand] = await api.call<{ uid: string }[]>(
      'GET',
      `/api/workspaces/${joined!.workspaces.uid}/projects`,
    );
    const found = await api.call<AssetPage>(
      'GET',
      `/api/workspaces/${joined!.workspaces.uid}/projects/${brand!.uid}/assets`,
    );
    expect(found.items.map((asset) => asset.name).sort()).toEqual([
      'Shot list.pdf',
      'buns.png',
      'cover.png',
      'loaves.png',
    ]);
    expect(found.items.every((asset) => asset.source === 'drive')).toBe(true);
    await expect(
      page.getByRole('list', { name: en.ui.assets.table.label }).getByRole('listitem'),
    ).toHaveCount(4);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((error) => !error.includes('409 (Conflict)')),
    );
  });
});
