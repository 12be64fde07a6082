import type { Route } from '@playwright/test';
import { en } from '../apps/web/src/shared/i18n/en';
import { TICKET_STATUS_LABELS } from '../packages/domain/src/tickets';
import { expect, test } from './fixtures';
import { ownerWithBrand, text, unique } from './journeys';

const list = en.ui.tickets.list;
const SHOTS = process.env.E2E_SHOTS_DIR;

// Issue 15 §7: the task dialog shows what the list knows of the ticket at once, even while the
// ticket's own request is slow, then the whole ticket; closing it reads no list again.
test('the task dialog shows the listed ticket at once while it loads, and closing it refetches no list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = unique('quick');
  await ownerWithBrand(page, {
    email: owner,
    name: 'Quinn Quick',
    workspace: 'Roastery',
    brand: 'Acme Coffee',
    land: false,
  });

  await page.goto('/brand/acme-coffee/tasks?view=tasks&viewMode=table');
  await page.getByRole('button', { name: list.page.newTicket }).first().click();
  const form = page.getByRole('dialog', { name: list.create.title });
  await form.getByRole('textbox', { name: list.create.summary }).fill('Order green beans');
  await form.getByRole('button', { name: list.create.submit }).click();
  await expect(page.getByText(text(list.create.created, { id: '1' }))).toBeVisible();
  const dialog = page.getByTestId('task-dialog');
  await dialog.getByRole('button', { name: en.ui.close }).click();
  await expect(dialog).toBeHidden();

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    // The ticket's own request is held until the preview has been looked at.
    const held: Route[] = [];
    await page.route(/\/api\/tickets\/[^/?]+$/, async (route) => {
      if (route.request().method() === 'GET') held.push(route);
      else await route.fallback();
    });
    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(projects|workspaces)\/[^/]+\/tickets(\/counts)?\?/.test(request.url())) {
        listRequests.push(request.url());
      }
    });

    // A row's summary in the table, a card on a phone ("Open ticket #1: Order green beans").
    await page.getByRole('button', { name: /(^|: )Order green beans$/ }).click();
    const preview = dialog.getByTestId('ticket-preview');
    await expect(preview.getByRole('heading', { name: 'Order green beans' })).toBeVisible();
    await expect(preview.getByText(TICKET_STATUS_LABELS.todo)).toBeVisible();
    await expect(preview.getByLabel(en.ui.taskDialog.loading)).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dialog-preview-${width}.png` });

    await page.unroute(/\/api\/tickets\/[^/?]+$/);
    for (const route of held) await route.fallback();
    await expect(dialog.getByTestId('ticket-details')).toBeVisible();
    await expect(preview).toBeHidden();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dialog-loaded-${width}.png` });

    await dialog.getByRole('button', { name: en.ui.close }).click();
    await expect(dialog).toBeHidden();
    await page.waitForTimeout(500);
    expect(listRequests).toEqual([]);
  }
});
