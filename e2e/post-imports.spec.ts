import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { ownerWithBrand, text, unique } from './journeys';

const k = en.ui.postImports;

/** With SHOTS_DIR set, the journey keeps screenshots of each step for a person to look at. */
async function shot(page: import('@playwright/test').Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/post-import-${name}.png`, fullPage: true });
}

/**
 * Twenty pages to preview, standing in for a content plan's links. The first ten answer at
 * once; the other ten wait until the test lets them, so the import is caught half-way.
 */
async function startPages() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = http.createServer(async (request, response) => {
    const n = Number(/\/post\/(\d+)/.exec(request.url ?? '')?.[1] ?? 0);
    if (n > 10) await gate;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<html><head><meta property="og:title" content="Plan post ${n}"><meta property="og:description" content="Caption ${n}"></head></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (n: number) => `http://127.0.0.1:${port}/post/${n}`,
    release: () => release(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test('a CSV of twenty links becomes twenty draft posts, through a reload half-way', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const pages = await startPages();
  try {
    await ownerWithBrand(page, {
      email: unique('importer'),
      name: 'Ivy Importer',
      workspace: 'Plan Studio',
      brand: 'Linked Brand',
      land: false,
    });
    await page.goto('/brand/linked-brand/tasks?viewMode=table');
    await page.getByRole('link', { name: k.openFromTasks }).click();
    await expect(page).toHaveURL('/brand/linked-brand/import');
    await shot(page, 'form');

    // The file: a header, twenty links, a row that is no link and a repeat.
    const rows = [
      'url,notes',
      ...Array.from({ length: 20 }, (_, i) => `${pages.url(i + 1)},"note, ${i + 1}"`),
    ];
    rows.push('call the florist,x', pages.url(3));
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: k.source.pick }).click();
    await (await chooser).setFiles({
      name: 'plan.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${rows.join('\r\n')}\r\n`),
    });
    await expect(page.getByText(/plan\.csv/)).toBeVisible();
    await page.getByRole('button', { name: k.source.submit }).click();

    // Half the previews come in; the other half wait.
    const previews = page.getByRole('progressbar', {
      name: text(k.progressLabel, { phase: k.status.previewing, done: '10', total: '20' }),
    });
    await expect(previews).toBeVisible();
    await expect(page).toHaveURL(/\/brand\/linked-brand\/import\?import=/);
    const skipped = page.getByRole('region', { name: '2 rows skipped' });
    await expect(skipped.getByText('call the florist', { exact: true })).toBeVisible();
    await expect(skipped.getByText('The same link as line 4.')).toBeVisible();

    // A reload half-way finds the import where it is.
    await page.reload();
    await expect(previews).toBeVisible();
    await expect(page.getByText('Plan post 7', { exact: true })).toBeVisible();
    await shot(page, 'half-way');
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'half-way-narrow');
    await page.setViewportSize({ width: 1280, height: 800 });

    pages.release();
    const create = page.getByRole('button', { name: text(k.create, { count: '20' }) });
    await expect(create).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Plan post 20', { exact: true })).toBeVisible();
    await shot(page, 'ready');
    await create.click();
    await expect(page.getByText(text(k.doneTitle, { count: '20' }))).toBeVisible({ timeout: 30_000 });

    await shot(page, 'done');
    // On the board's table: twenty drafts, on the links' titles.
    await page.getByRole('link', { name: k.seeTasks }).click();
    // The table draws only the rows on screen: count them by its total, see the newest.
    await expect(page.getByText(text(en.ui.tickets.list.table.loaded, { count: '20' }))).toBeVisible();
    await expect(page.getByText('Plan post 20', { exact: true }).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  } finally {
    await pages.close();
  }
});
