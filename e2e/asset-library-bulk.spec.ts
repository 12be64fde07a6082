import fs from 'node:fs';
import path from 'node:path';
import type { AssetPage } from '@expertos/domain/assets';
import type { Page } from '@playwright/test';
import { en } from '../apps/web/src/shared/i18n/en';
import { clip, picture } from './asset-library.fixtures';
import { expect, test } from './fixtures';
import { apiOf, ownerWithBrand, unique } from './journeys';

const SHOTS = process.env.SHOTS_DIR;
const a = en.ui.assets;
const MB = 1024 * 1024;

/** A real one-second MP4 followed by padding up to `bytes`: a large video the server takes by its bytes. */
function largeVideo(file: string, bytes: number) {
  clip(file);
  const pad = Buffer.alloc(8 * MB);
  const fd = fs.openSync(file, 'a');
  for (let size = fs.statSync(file).size; size < bytes; size += pad.length) fs.writeSync(fd, pad);
  fs.closeSync(fd);
  return file;
}

const queueRow = (page: Page, name: string) =>
  page
    .getByRole('region', { name: a.upload.queue })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });

test('30 files with a 300 MB video: the network drops midway and the video goes on from the bytes that arrived', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(300_000);
  await ownerWithBrand(page, {
    email: unique('bulk'),
    name: 'Bo Bulk',
    workspace: 'Reef Studio',
    brand: 'Reef Surf',
    land: false,
  });
  const dir = test.info().outputPath('batch');
  fs.mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  // Each a little different: the same bytes twice would be held as a duplicate.
  for (let i = 1; i <= 29; i++)
    files.push(
      await picture(
        path.join(dir, `wave-${String(i).padStart(2, '0')}.png`),
        96,
        64,
        `#00${(i * 8).toString(16).padStart(2, '0')}b6`,
        '#caf0f8',
      ),
    );
  const video = largeVideo(path.join(dir, 'session.mp4'), 300 * MB);
  const size = fs.statSync(video).size;
  files.push(video);

  // Every PATCH of the video's tus upload, with the offset it starts from.
  const offsets: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/asset-uploads/'))
      offsets.push(Number(request.headers()['upload-offset'] ?? '-1'));
  });

  await page.goto('/brand/reef-surf/library');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: a.upload.files, exact: true }).click();
  await (await chooser).setFiles(files);

  // Once a good part of the video is up, the network drops, then comes back.
  const row = queueRow(page, 'session.mp4');
  await expect
    .poll(async () => Number((/(\d+)%/.exec((await row.textContent()) ?? '') ?? [])[1] ?? 0), {
      timeout: 120_000,
    })
    .toBeGreaterThanOrEqual(20);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/library-bulk-uploading-1280.png` });
  const before = offsets.length;
  // Offline until a request of the video's upload has failed for it: the cut broke it midway.
  const broken = page.waitForEvent('requestfailed', {
    predicate: (request) => request.url().includes('/asset-uploads/'),
    timeout: 60_000,
  });
  await page.context().setOffline(true);
  await broken;
  await page.context().setOffline(false);

  for (const name of ['session.mp4', 'wave-01.png', 'wave-29.png'])
    await expect(queueRow(page, name)).toContainText(a.upload.stored, { timeout: 180_000 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/library-bulk-done-1280.png` });

  // After the cut the video went on from where it stood: no PATCH started again from 0.
  const after = offsets.slice(before);
  expect(after.length).toBeGreaterThan(0);
  expect(after.every((offset) => offset > 0)).toBe(true);

  const api = await apiOf(page);
  const [joined] = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const [brand] = await api.call<{ uid: string }[]>(
    'GET',
    `/api/workspaces/${joined!.workspaces.uid}/projects`,
  );
  const page1 = await api.call<AssetPage>(
    'GET',
    `/api/workspaces/${joined!.workspaces.uid}/projects/${brand!.uid}/assets?limit=100`,
  );
  expect(page1.items).toHaveLength(30);
  const stored = page1.items.find((asset) => asset.name === 'session.mp4');
  expect(stored).toMatchObject({ kind: 'video', version: { size } });

  // The browser notes the requests the cut broke; nothing else went wrong.
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|NetworkError/.test(error)),
  );
});
