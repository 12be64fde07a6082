import path from 'node:path';
import type { Asset, AssetPage } from '@expertos/domain/assets';
import type { Page } from '@playwright/test';
import { en } from '../apps/web/src/shared/i18n/en';
import { firstBatch, picture, shootFolder } from './asset-library.fixtures';
import { expect, test } from './fixtures';
import { apiOf, fitsWidth, ownerWithBrand, text, unique } from './journeys';

const SHOTS = process.env.SHOTS_DIR;
const a = en.ui.assets;
const u = a.upload;

/** The brand's API address, for waiting on what the worker does. */
async function brandApi(page: Page) {
  const api = await apiOf(page);
  const [joined] = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const workspace = joined!.workspaces.uid;
  const [brand] = await api.call<{ uid: string }[]>('GET', `/api/workspaces/${workspace}/projects`);
  const assets = async () =>
    (await api.call<AssetPage>('GET', `/api/workspaces/${workspace}/projects/${brand!.uid}/assets`)).items;
  return { assets };
}

/** Every asset's preview state by name, once the worker is done with them all. */
async function previewsSettle(assets: () => Promise<Asset[]>, count: number) {
  await expect
    .poll(
      async () => {
        const items = await assets();
        return items.length === count && items.every((asset) => asset.version.preview !== 'pending');
      },
      { timeout: 45_000 },
    )
    .toBe(true);
  return Object.fromEntries((await assets()).map((asset) => [asset.name, asset.version.preview]));
}

/** Picks files (or a folder) through one of the library's upload buttons. */
async function pick(page: Page, button: string, files: string | string[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles(files);
}

const grid = (page: Page) => page.getByRole('list', { name: a.table.label });
const card = (page: Page, name: string) =>
  grid(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: text(a.card.open, { name }), exact: true }) });
const queueRow = (page: Page, name: string) =>
  page
    .getByRole('region', { name: u.queue })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });
const folderTree = (page: Page) => page.getByRole('navigation', { name: a.folders.title });

test('a brand admin uploads many files at once, a folder, and the same photo again as its new version', async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  await ownerWithBrand(page, {
    email: unique('library'),
    name: 'Lia Library',
    workspace: 'Dune Studio',
    brand: 'Dune Coffee',
    land: false,
  });
  const { assets } = await brandApi(page);
  const files = await firstBatch(test.info().outputPath('batch'));

  // An empty library says how to fill it.
  await page.goto('/brand/dune-coffee/library');
  await expect(page.getByRole('heading', { level: 1, name: en.ui.pages.brandLibrary })).toBeVisible();
  await expect(page.getByText(a.empty)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/library-empty-1280.png` });

  // Five files at once: the 9 MB one goes by tus, the program named photo.jpg is refused by its bytes.
  const tus: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/asset-uploads')) tus.push(request.method());
  });
  await pick(page, u.files, Object.values(files));
  const queue = page.getByRole('region', { name: u.queue });
  await expect(queue.getByRole('listitem')).toHaveCount(5);
  for (const name of ['hero.png', 'billboard.png', 'clip.mp4', 'brief.txt']) {
    await expect(queueRow(page, name)).toContainText(u.stored);
  }
  const refused = queueRow(page, 'photo.jpg');
  await expect(refused).toContainText(u.failed);
  await expect(refused.getByRole('alert')).toHaveText(en.errors.asset_type_refused);
  await expect(queue.getByText(text(u.total, { done: '4', count: '5', percent: '100' }))).toBeVisible();
  expect(tus).toEqual(expect.arrayContaining(['POST', 'PATCH']));
  for (const name of ['hero.png', 'billboard.png', 'clip.mp4', 'brief.txt']) {
    await expect(card(page, name)).toBeVisible();
  }
  await expect(card(page, 'photo.jpg')).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/library-upload-queue-1280.png`, fullPage: true });

  // The worker makes previews of the pictures and the video; the text file keeps its icon.
  expect(await previewsSettle(assets, 4)).toEqual({
    'hero.png': 'ready',
    'billboard.png': 'ready',
    'clip.mp4': 'ready',
    'brief.txt': 'none',
  });
  await page.reload();
  for (const name of ['hero.png', 'billboard.png', 'clip.mp4']) {
    await expect(card(page, name).locator('img')).toBeVisible();
  }
  await expect(card(page, 'brief.txt').locator('img')).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/library-grid-1280.png`, fullPage: true });

  // A folder keeps its folders; choosing one shows only what is in it.
  await pick(page, u.folder, await shootFolder(test.info().outputPath('folder')));
  for (const name of ['shoot/cover.png', 'shoot/day 1/beach.png', 'shoot/day 2/dunes.png']) {
    await expect(queueRow(page, name)).toContainText(u.stored);
  }
  const tree = folderTree(page);
  await tree.getByRole('button', { name: 'shoot', exact: true }).click();
  await expect(page).toHaveURL(/[?&]folder=/);
  await expect(card(page, 'cover.png')).toBeVisible();
  await expect(grid(page).getByRole('listitem')).toHaveCount(1);
  await tree.getByRole('button', { name: 'day 1', exact: true }).click();
  await expect(card(page, 'beach.png')).toBeVisible();
  await expect(grid(page).getByRole('listitem')).toHaveCount(1);
  await expect(tree.getByRole('button', { name: 'day 2', exact: true })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/library-folder-1280.png`, fullPage: true });
  await tree.getByRole('button', { name: a.folders.all, exact: true }).click();
  await expect(grid(page).getByRole('listitem')).toHaveCount(7);

  // The same photo again: the library knows it, and it becomes the photo's second version.
  await queue.getByRole('button', { name: u.clearDone }).click();
  await expect(queue).toHaveCount(0);
  await pick(page, u.files, files.hero);
  const duplicate = page
    .getByRole('region', { name: u.queue })
    .getByRole('group', { name: text(u.duplicate, { name: 'hero.png' }) });
  await expect(duplicate).toBeVisible();
  await expect(duplicate.getByRole('button')).toHaveText([u.keepBoth, u.useExisting, u.addVersion]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/library-duplicate-1280.png` });
  await duplicate.getByRole('button', { name: u.addVersion }).click();
  await expect(queueRow(page, 'hero.png')).toContainText(u.stored);
  await expect(
    card(page, 'hero.png').getByText(text(a.card.version, { count: '2' }), { exact: true }),
  ).toBeVisible();
  await expect(grid(page).getByRole('listitem')).toHaveCount(7);

  await page.getByRole('button', { name: text(a.card.open, { name: 'hero.png' }), exact: true }).click();
  await expect(page).toHaveURL(/[?&]asset=/);
  const drawer = page.getByRole('dialog', { name: 'hero.png' });
  await drawer.getByRole('tab', { name: a.drawer.versions }).click();
  const versions = drawer.getByRole('list', { name: a.versions.label });
  await expect(versions.getByRole('listitem')).toHaveCount(2);
  await expect(versions.getByRole('listitem').first()).toContainText(
    text(a.versions.number, { number: '2' }),
  );
  await expect(versions.getByRole('listitem').first()).toContainText(a.versions.current);
  await expect(drawer.getByRole('button', { name: a.versions.upload })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/asset-versions-1280.png` });

  // The only console errors: the browser's note of the program's refusal (415).
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((error) => !error.includes('415 (Unsupported Media Type)')),
  );
});

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A day at least two days before the browser's today (the server's "today" may be a time zone
 * ahead), as the date picker names its days: the 1st of this month, or early in a month the
 * 15th of the month before, one page back.
 */
function pastDay() {
  const now = new Date();
  const back = now.getDate() < 3;
  const day = back
    ? new Date(now.getFullYear(), now.getMonth() - 1, 15)
    : new Date(now.getFullYear(), now.getMonth(), 1);
  return { back, label: `${day.getDate()} ${MONTHS[day.getMonth()]} ${day.getFullYear()}` };
}

test('a brand admin tags a photo, marks its licence expired, finds it by its tag, and picks a folder on a phone', async ({
  page,
  consoleErrors: _,
}) => {
  test.slow();
  await ownerWithBrand(page, {
    email: unique('rights'),
    name: 'Rui Rights',
    workspace: 'Meadow Studio',
    brand: 'Meadow Tea',
    land: false,
  });
  const dir = test.info().outputPath('files');
  const spring = path.join(dir, 'spring');
  await picture(path.join(spring, 'hero.png'), 480, 320, '#6a994e', '#f2e8cf');
  await picture(path.join(spring, 'poster.png'), 320, 480, '#bc4749', '#f2e8cf');
  const logo = await picture(path.join(dir, 'logo.png'), 256, 256, '#386641', '#a7c957');

  await page.goto('/brand/meadow-tea/library');
  await expect(page.getByText(a.empty)).toBeVisible();
  await pick(page, u.folder, spring);
  await pick(page, u.files, logo);
  for (const name of ['hero.png', 'poster.png', 'logo.png']) await expect(card(page, name)).toBeVisible();
  await expect(card(page, 'poster.png')).toContainText(a.rightsStates.unknown);

  // A tag, then usage rights: licensed until the middle of last month.
  await page.getByRole('button', { name: text(a.card.open, { name: 'poster.png' }), exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'poster.png' });
  const tags = drawer.getByRole('combobox', { name: a.drawer.tags });
  await tags.fill('Wildflowers');
  await tags.press('Enter');
  await expect(drawer.getByText('wildflowers', { exact: true })).toBeVisible();

  const rights = drawer.getByRole('form', { name: a.rights.title });
  await rights.getByRole('combobox', { name: a.rights.licence }).click();
  await rights.getByRole('option', { name: a.licences.licensed, exact: true }).click();
  await rights.getByRole('textbox', { name: a.rights.owner }).fill('Ana Photo');
  const expiry = pastDay();
  await rights.getByRole('button', { name: a.rights.expires }).click();
  // The picker's previous-month arrow has no accessible name: found by Mantine's attribute.
  if (expiry.back) await rights.locator('[data-direction="previous"]').first().click();
  await rights.getByRole('button', { name: expiry.label, exact: true }).click();
  await rights.getByRole('button', { name: a.rights.save }).click();
  await expect(page.getByText(a.rights.saved)).toBeVisible();
  await page.getByRole('button', { name: en.ui.notify.dismiss }).click();
  await expect(rights.getByText(a.rightsStates.expired, { exact: true })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/asset-rights-expired-1280.png` });
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&]asset=/);
  await expect(card(page, 'poster.png')).toContainText(a.rightsStates.expired);
  await expect(card(page, 'hero.png')).toContainText(a.rightsStates.unknown);

  // The tag finds it, and only it.
  const search = page.getByRole('searchbox', { name: a.search });
  await search.fill('wildflowers');
  await expect(grid(page).getByRole('listitem')).toHaveCount(1);
  await expect(card(page, 'poster.png')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/library-search-1280.png` });
  await search.fill('');
  await expect(grid(page).getByRole('listitem')).toHaveCount(3);

  // On a phone: nothing runs off the side, and the folders open in a drawer of their own.
  await page.setViewportSize({ width: 375, height: 812 });
  const folderButton = page.getByRole('button', { name: text(a.folders.choose, { name: a.folders.all }) });
  await expect(folderButton).toBeVisible();
  await fitsWidth(page, 375);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/library-375.png`, fullPage: true });
  await folderButton.click();
  const folders = page.getByRole('dialog', { name: a.folders.title });
  await expect(folders.getByRole('button', { name: 'spring', exact: true })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/library-folders-375.png` });
  await folders.getByRole('button', { name: 'spring', exact: true }).click();
  await expect(folders).toHaveCount(0);
  await expect(page.getByRole('button', { name: text(a.folders.choose, { name: 'spring' }) })).toBeVisible();
  await expect(grid(page).getByRole('listitem')).toHaveCount(2);
  await expect(card(page, 'logo.png')).toHaveCount(0);
  await fitsWidth(page, 375);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/library-folder-375.png`, fullPage: true });

  await page.getByRole('button', { name: text(a.card.open, { name: 'poster.png' }), exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'poster.png' })).toBeVisible();
  await fitsWidth(page, 375);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/asset-375.png` });
});
