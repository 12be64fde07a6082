import path from 'node:path';
import type { AssetPage } from '@expertos/domain/assets';
import type { Ticket } from '@expertos/domain/ticket.schema';
import { en } from '../apps/web/src/shared/i18n/en';
import { pickIntoLibrary as pick, picture } from './asset-library.fixtures';
import { expect, test } from './fixtures';
import { apiOf, fitsWidth, ownerWithBrand, text, unique } from './journeys';

const SHOTS = process.env.SHOTS_DIR;
const a = en.ui.assets;

test('a post takes photos from the library, an expired one offered with why, and the brand check asks for the credit line', async ({
  page,
  consoleErrors: _,
}) => {
  test.slow();
  await ownerWithBrand(page, {
    email: unique('ticketlib'),
    name: 'Tia Tickets',
    workspace: 'Harbour Studio',
    brand: 'Harbour Tea',
    land: false,
  });
  const dir = test.info().outputPath('files');
  const files = [
    await picture(path.join(dir, 'harbour.png'), 480, 320, '#1d3557', '#a8dadc'),
    await picture(path.join(dir, 'old-boat.png'), 320, 320, '#e63946', '#f1faee'),
  ];
  await page.goto('/brand/harbour-tea/library');
  await expect(page.getByText(a.empty)).toBeVisible();
  await pick(page, files);

  // Rights through the API: a credit on one photo, the other's licence ended long ago.
  const api = await apiOf(page);
  const [joined] = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const workspace = joined!.workspaces.uid;
  const [brand] = await api.call<{ uid: string; slug: string }[]>(
    'GET',
    `/api/workspaces/${workspace}/projects`,
  );
  const base = `/api/workspaces/${workspace}/projects/${brand!.uid}`;
  await expect
    .poll(async () => (await api.call<AssetPage>('GET', `${base}/assets`)).items.length, { timeout: 30_000 })
    .toBe(2);
  const byName = Object.fromEntries(
    (await api.call<AssetPage>('GET', `${base}/assets`)).items.map((asset) => [asset.name, asset.uid]),
  );
  await api.call('PATCH', `${base}/assets/${byName['harbour.png']}`, {
    rights: { licence: 'licensed', credit: 'Photo: Ana Sousa' },
  });
  await api.call('PATCH', `${base}/assets/${byName['old-boat.png']}`, {
    rights: { licence: 'stock', expires_on: '2020-01-31' },
  });
  const post = await api.call<Ticket>('POST', `/api/projects/${brand!.uid}/tickets`, {
    summary: 'Harbour at dawn',
    ticket_type: 'post',
    caption: 'First light on the water.',
  });

  await page.goto(`/brand/harbour-tea/tasks/${post.uid}`);
  const section = page.getByTestId('ticket-library');
  await expect(section.getByText(a.ticket.empty)).toBeVisible();
  await section.getByRole('button', { name: a.ticket.open }).click();
  const picker = page.getByRole('dialog', { name: a.picker.title });
  const expired = picker.getByRole('checkbox', { name: /old-boat\.png/ });
  await expect(expired).toBeDisabled();
  await expect(picker.getByText(/Its rights ended on/)).toBeVisible();
  await picker.getByRole('checkbox', { name: /harbour\.png/ }).check();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/ticket-library-picker-1280.png` });
  await picker.getByRole('button', { name: text(a.picker.add, { count: '1' }) }).click();
  await expect(picker).toHaveCount(0);
  await expect(section.getByRole('link', { name: 'harbour.png' })).toBeVisible();
  await expect(section.getByText(a.ticket.kinds.reference)).toBeVisible();
  if (SHOTS) await section.screenshot({ path: `${SHOTS}/ticket-library-section-1280.png` });

  // The library knows where the photo is used.
  const uses = await api.call<{ items: { ticket_uid: string }[] }>(
    'GET',
    `${base}/assets/${byName['harbour.png']}/uses`,
  );
  expect(uses.items.map((use) => use.ticket_uid)).toEqual([post.uid]);

  // The brand check asks for its credit line.
  await page.getByRole('button', { name: en.ui.brandCheck.run }).click();
  const findings = page.getByTestId('brand-check-findings');
  await expect(
    findings.getByText(
      text(en.ui.brandCheck.findings.credit, { asset: 'harbour.png', credit: 'Photo: Ana Sousa' }),
    ),
  ).toBeVisible();

  // On a phone the section and the picker fit the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await section.scrollIntoViewIfNeeded();
  await fitsWidth(page, 375);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/ticket-library-375.png` });
  await section.getByRole('button', { name: a.ticket.open }).click();
  await expect(page.getByRole('dialog', { name: a.picker.title })).toBeVisible();
  await fitsWidth(page, 375);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/ticket-library-picker-375.png` });
});

test('a scheduled post whose photo’s rights now end before its day is flagged on the calendar, the board and the ticket', async ({
  page,
  consoleErrors: _,
}) => {
  test.slow();
  await ownerWithBrand(page, {
    email: unique('rightsflag'),
    name: 'Flo Flags',
    workspace: 'Quay Studio',
    brand: 'Quay Bakery',
    land: false,
  });
  const photo = await picture(
    path.join(test.info().outputPath('files'), 'loaf.png'),
    400,
    400,
    '#bc6c25',
    '#fefae0',
  );
  await page.goto('/brand/quay-bakery/library');
  await pick(page, [photo]);
  const api = await apiOf(page);
  const [joined] = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const workspace = joined!.workspaces.uid;
  const [brand] = await api.call<{ uid: string }[]>('GET', `/api/workspaces/${workspace}/projects`);
  const base = `/api/workspaces/${workspace}/projects/${brand!.uid}`;
  await expect
    .poll(async () => (await api.call<AssetPage>('GET', `${base}/assets`)).items.length, { timeout: 30_000 })
    .toBe(1);
  const [asset] = (await api.call<AssetPage>('GET', `${base}/assets`)).items;

  // Scheduled for the day after tomorrow on a phone hand-off channel, with the photo.
  const channel = await api.call<{ uid: string }>(
    'POST',
    `/api/projects/${brand!.uid}/publishing/channels/handoff`,
    { network: 'instagram', handle: 'quay.bakery' },
  );
  const post = await api.call<Ticket>('POST', `/api/projects/${brand!.uid}/tickets`, {
    summary: 'Fresh loaves',
    ticket_type: 'post',
  });
  const due = new Date(Date.now() + 2 * 86_400_000);
  due.setUTCHours(12, 0, 0, 0);
  await api.call('POST', `/api/tickets/${post.uid}/publications`, {
    due_at: due.toISOString(),
    posts: [
      {
        channel_uid: channel.uid,
        variant: { text: 'Fresh from the oven', media: [{ asset_uid: asset!.uid, alt: 'A loaf' }] },
      },
    ],
  });
  // A better photo goes into the library as the asset's second version: the post offers it.
  const better = await picture(
    path.join(test.info().outputPath('files'), 'loaf-better.png'),
    400,
    400,
    '#606c38',
    '#fefae0',
  );
  await page.goto(`/brand/quay-bakery/library?asset=${asset!.uid}`);
  const drawer = page.getByRole('dialog', { name: 'loaf.png' });
  await drawer.getByRole('tab', { name: a.drawer.versions }).click();
  const chooser = page.waitForEvent('filechooser');
  await drawer.getByRole('button', { name: a.versions.upload }).click();
  await (await chooser).setFiles(better);
  await expect(drawer.getByRole('list', { name: a.versions.label }).getByRole('listitem')).toHaveCount(2, {
    timeout: 30_000,
  });

  const p = en.ui.publishing.publications;
  await page.goto(`/brand/quay-bakery/tasks/${post.uid}`);
  const offer = page.getByTestId('publication-newer');
  await expect(offer).toContainText(text(p.newerAsset, { name: 'loaf.png', current: '2', kept: '1' }));
  if (SHOTS) await offer.screenshot({ path: `${SHOTS}/ticket-newer-asset-1280.png` });
  await page.setViewportSize({ width: 375, height: 812 });
  await offer.scrollIntoViewIfNeeded();
  await fitsWidth(page, 375);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/ticket-newer-asset-375.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await offer.getByRole('button', { name: text(p.useNewerLabel, { names: 'loaf.png' }) }).click();
  await expect(page.getByText(p.done.newer)).toBeVisible();
  await expect(offer).toHaveCount(0);
  await page.getByRole('button', { name: text(p.showTimeline, { count: '2' }) }).click();
  await expect(page.getByText(p.steps.assets_updated)).toBeVisible();

  // Then the photo's licence is cut short: its last day is today, before the post's.
  const lastDay = new Date().toISOString().slice(0, 10);
  await api.call('PATCH', `${base}/assets/${asset!.uid}`, {
    rights: { licence: 'licensed', expires_on: lastDay },
  });
  const flag = text(en.ui.postCalendar.assetRights.expired, { name: 'loaf.png' });

  await page.goto('/brand/quay-bakery/tasks?viewMode=calendar');
  const event = page.locator('.post-event').filter({ hasText: 'Fresh loaves' });
  await expect(event).toContainText(flag, { timeout: 30_000 });
  await expect(event).toHaveAttribute('data-asset-rights', 'expired');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/calendar-asset-rights-1280.png`, fullPage: true });

  await page.goto('/brand/quay-bakery/tasks?viewMode=kanban');
  await expect(page.getByTestId('asset-rights-badge').first()).toBeVisible({ timeout: 30_000 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/board-asset-rights-1280.png` });

  await page.goto(`/brand/quay-bakery/tasks/${post.uid}`);
  const warning = page.getByTestId('publication-asset-rights');
  await expect(warning).toContainText('loaf.png');
  if (SHOTS) await warning.screenshot({ path: `${SHOTS}/ticket-asset-rights-1280.png` });
  await page.setViewportSize({ width: 375, height: 812 });
  await warning.scrollIntoViewIfNeeded();
  await fitsWidth(page, 375);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/ticket-asset-rights-375.png` });
});
