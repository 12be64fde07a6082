import fs from 'node:fs';
import path from 'node:path';
import type { Asset, AssetPage } from '@expertos/domain/assets';
import type { Ticket } from '@expertos/domain/ticket.schema';
import type { Locator, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { type FakeGoogle, startFakeGoogle } from '../apps/server/src/test/google-calendar-server';
import { type FakeDrive, startFakeDrive } from '../apps/server/src/test/google-drive-server';
import { en } from '../apps/web/src/shared/i18n/en';
import { APP_SERVER_START_MS, type AppServer, startAppServer } from './app-server';
import { pickIntoLibrary, picture } from './asset-library.fixtures';
import { expect, test } from './fixtures';
import { apiOf, fitsWidth, ownerWithBrand, text, unique } from './journeys';

/**
 * The asset library on a server of its own (docs/product.md#asset-library): "Import from Google
 * Drive" with a Google app pointed at the local stand-ins for Google's consent page and the Drive
 * API, which answer in Google's documented formats, and the daily rights sweep run at its time.
 * And on the shared server, which has no Google app: the Drive dialog says so rather than
 * offering a connection that cannot be made.
 */
const PORT = Number(process.env.E2E_PORT ?? 4310) + 41;
const URL_ = `http://localhost:${PORT}`;
const SHOTS = process.env.SHOTS_DIR;
const d = en.ui.assets.drive;

/** The part at 1280 and 375 px wide, each checked not to scroll sideways. */
async function shoot(page: Page, part: Locator, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await fitsWidth(page, width);
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
    land: false,
  });
  await page.goto('/brand/loft-coffee/library');
  // A line that is no Drive link is named before anything is sent.
  const folder = 'https://drive.google.com/drive/folders/1a2B3c4D5e6F7g8H9i0JkLmNoPqRsTuVw';
  const dialog = await askFor(page, ['https://example.com/not-drive', folder]);
  await expect(dialog.getByText(text(d.badLines, { count: 1, lines: '1' }))).toBeVisible();
  await dialog.getByRole('textbox', { name: d.links }).fill(folder);
  await dialog.getByRole('button', { name: d.start }).click();
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
      land: false,
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

    // The brand's setup names the folder as its raw footage folder.
    const api = await apiOf(page);
    const [joined] = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
    const workspace = joined!.workspaces.uid;
    const [brand] = await api.call<{ uid: string }[]>('GET', `/api/workspaces/${workspace}/projects`);
    await api.call('PUT', `/api/workspaces/${workspace}/projects/${brand!.uid}`, {
      drive_folders: { raw_folder_url: link, final_folder_url: null },
    });

    await page.goto('/brand/harbour-bakery/library');
    let dialog = await askFor(page, [link]);
    // Not connected yet: the dialog asks for Google's consent, and Google brings the person back.
    await expect(dialog.getByRole('alert')).toContainText(d.noConnection);
    await shoot(page, dialog, 'drive-connect');
    await dialog.getByRole('button', { name: d.connect }).click();
    await expect(page).toHaveURL(/\/profile\?google_calendar=ok/);

    await page.goto('/brand/harbour-bakery/library');
    await page.getByRole('button', { name: d.button }).click();
    dialog = page.getByRole('dialog', { name: d.title });
    await dialog.getByRole('button', { name: d.addRaw }).click();
    await expect(dialog.getByRole('textbox', { name: d.links })).toHaveValue(link);
    await shoot(page, dialog, 'drive-brand-folders');
    await dialog.getByRole('button', { name: d.start }).click();
    await expect(dialog.getByRole('status')).toContainText(text(d.done, { count: '4' }), {
      timeout: 30_000,
    });
    await expect(dialog).toContainText(text(d.counts, { done: '4', failed: '1' }));
    await expect(dialog.getByRole('listitem').filter({ hasText: 'setup.exe' })).toBeVisible();
    await shoot(page, dialog, 'drive-done');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The library has the four, the sub-folder kept as a folder, the Doc as a PDF.
    const found = await api.call<AssetPage>(
      'GET',
      `/api/workspaces/${workspace}/projects/${brand!.uid}/assets`,
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

  test('under the pull policy, the day after an asset’s last day its scheduled post comes off the schedule and waits for a person', async ({
    page,
  }) => {
    test.slow();
    await ownerWithBrand(page, {
      email: unique('pull'),
      name: 'Pia Pull',
      workspace: 'Pier Studio',
      brand: 'Pier Bakery',
      origin: URL_,
      land: false,
    });
    const api = await apiOf(page);
    const [joined] = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
    const [brand] = await api.call<{ uid: string }[]>(
      'GET',
      `/api/workspaces/${joined!.workspaces.uid}/projects`,
    );
    const base = `/api/workspaces/${joined!.workspaces.uid}/projects/${brand!.uid}`;
    await page.goto('/brand/pier-bakery/library');
    await pickIntoLibrary(page, [
      await picture(path.join(test.info().outputPath('files'), 'crust.png'), 400, 400, '#99582a', '#ffe6a7'),
    ]);
    await expect
      .poll(async () => (await api.call<AssetPage>('GET', `${base}/assets`)).items.length, {
        timeout: 30_000,
      })
      .toBe(1);
    const [asset] = (await api.call<AssetPage>('GET', `${base}/assets`)).items;

    // Scheduled for the day after tomorrow with the photo, licensed with no end yet.
    await api.call<Asset>('PATCH', `${base}/assets/${asset!.uid}`, {
      rights: { licence: 'licensed', expires_on: null, pull_policy: 'pull' },
    });
    const channel = await api.call<{ uid: string }>(
      'POST',
      `/api/projects/${brand!.uid}/publishing/channels/handoff`,
      {
        network: 'instagram',
        handle: 'pier.bakery',
      },
    );
    const post = await api.call<Ticket>('POST', `/api/projects/${brand!.uid}/tickets`, {
      summary: 'Crusty loaves',
      ticket_type: 'post',
    });
    const due = new Date(Date.now() + 2 * 86_400_000);
    due.setUTCHours(12, 0, 0, 0);
    await api.call('POST', `/api/tickets/${post.uid}/publications`, {
      due_at: due.toISOString(),
      posts: [
        {
          channel_uid: channel.uid,
          variant: { text: 'Crusty', media: [{ asset_uid: asset!.uid, alt: 'A loaf' }] },
        },
      ],
    });
    // The licence turns out to have ended yesterday; then the day's sweep comes round (its
    // time, armed for tonight, brought to now).
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await api.call('PATCH', `${base}/assets/${asset!.uid}`, { rights: { expires_on: yesterday } });
    const db = new Database(path.join(server.dataDir, 'app.db'));
    try {
      const armed = db
        .prepare(
          "update jobs set run_at = ? where type = 'publishing.asset-rights-sweep' and status = 'pending'",
        )
        .run(new Date().toISOString());
      expect(armed.changes).toBe(1);
    } finally {
      db.close();
    }

    // The calendar shows it waiting for a person, in the failed colour, naming the asset.
    await page.goto('/brand/pier-bakery/tasks?viewMode=calendar');
    const event = page.locator('.post-event').filter({ hasText: 'Crusty loaves' });
    await expect(event).toHaveClass(/post-event--needs_attention/, { timeout: 30_000 });
    await expect(event).toContainText(text(en.ui.postCalendar.assetRights.expired, { name: 'crust.png' }));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/calendar-asset-pulled-1280.png`, fullPage: true });

    // The post says why, in its timeline.
    await page.goto(`/brand/pier-bakery/tasks/${post.uid}`);
    const publication = page.getByTestId('publication');
    await expect(publication).toHaveAttribute('data-state', 'needs_attention');
    await expect(publication).toContainText(en.ui.publishing.publications.steps.asset_pulled);
    await shoot(page, publication, 'ticket-asset-pulled');
  });
});
