import type { Ticket } from '@expertos/domain/ticket.schema';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { apiOf, ownerWithBrand, text, unique } from './journeys';

const SHOTS = process.env.SHOTS_DIR;
const x = en.ui.extension;

/**
 * The extension's capture pages as the app serves them for the extension to frame
 * (docs/product.md#extension): a selection on a page becomes a ticket with its source.
 */
test('a selection captured on a page becomes a ticket of the chosen brand, with its source link', async ({
  page,
  consoleErrors: _,
}) => {
  await ownerWithBrand(page, {
    email: unique('capturer'),
    name: 'Cam Capturer',
    workspace: `Capture Co ${Date.now() % 100000}`,
    brand: 'Leafco',
    land: false,
  });

  await page.setViewportSize({ width: 420, height: 720 });
  const selection = 'Our autumn matcha is back, whisked slowly.';
  await page.goto(
    `/bex/text-highlight?${new URLSearchParams({ text: selection, url: 'https://shop.example/tea', title: 'Tea shop' })}`,
  );
  await expect(page.getByRole('heading', { name: en.ui.pages.bexTextHighlight })).toBeVisible();
  await expect(page.getByRole('textbox', { name: x.summary })).toHaveValue(selection);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/bex-text-highlight.png`, fullPage: true });
  await page.getByRole('button', { name: x.create }).click();
  await expect(page.getByText(text(x.created, { id: '1' }))).toBeVisible();

  const api = await apiOf(page);
  const joined = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const list = await api.call<{ items: { uid: string }[] }>(
    'GET',
    `/api/workspaces/${joined[0]!.workspaces.uid}/tickets`,
  );
  const ticket = await api.call<Ticket>('GET', `/api/tickets/${list.items[0]!.uid}`);
  expect(ticket).toMatchObject({
    summary: selection,
    priority: '1',
    reference_content: `${selection}\n\nSource: Tea shop — https://shop.example/tea`,
  });
});
