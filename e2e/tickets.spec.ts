import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { drag, ownerWithBrand, text, unique } from './journeys';

const list = en.ui.tickets.list;
const details = en.ui.tickets.details;

/** Drags with real pointer moves, in steps, so dnd-kit and FullCalendar see a drag. */
/** The server's answer to a ticket's save (`PATCH /api/tickets/{uid}`), accepted. */
function ticketSaved(page: Page) {
  return page.waitForResponse(
    (res) =>
      res.request().method() === 'PATCH' &&
      /^\/api\/tickets\/[^/]+$/.test(new URL(res.url()).pathname) &&
      res.ok(),
  );
}

async function chooseOption(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a post ticket is created, found by filter, moved on the board and the calendar, opened in the dialog and its page, and shared by link', async ({
  browser,
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const owner = unique('planner');
  await ownerWithBrand(page, {
    email: owner,
    name: 'Paula Planner',
    workspace: 'Roastery',
    brand: 'Acme Coffee',
    land: false,
  });

  // A plain task first, so the filter has something to leave out.
  await page.goto('/brand/acme-coffee/tasks?view=tasks');
  await expect(page).toHaveURL('/brand/acme-coffee/tasks?viewMode=table');
  await expect(page.getByText(list.table.emptyTitle)).toBeVisible();
  await page.getByRole('button', { name: list.page.newTicket }).first().click();
  let form = page.getByRole('dialog', { name: list.create.title });
  await form.getByRole('textbox', { name: list.create.summary }).fill('Order green beans');
  await form.getByRole('button', { name: list.create.submit }).click();
  await expect(page.getByText(text(list.create.created, { id: '1' }))).toBeVisible();
  await page.getByTestId('task-dialog').getByRole('button', { name: en.ui.close }).click();

  // The post: type Post, due today, with hooks and links.
  await page.getByRole('button', { name: list.page.newTicket }).first().click();
  form = page.getByRole('dialog', { name: list.create.title });
  await form.getByRole('textbox', { name: list.create.summary }).fill('Autumn latte reel');
  await chooseOption(page, form, list.fields.type, list.types.post);
  await chooseOption(page, form, list.create.platform, list.platforms.instagram);
  await form.getByRole('textbox', { name: list.create.hook, exact: true }).fill('Autumn in one sip');
  await form
    .getByRole('textbox', { name: text(list.create.hookVariation, { n: '1' }) })
    .fill('Your new morning ritual');
  await form.getByRole('textbox', { name: list.create.liveLink }).fill('https://instagram.com/p/latte');
  await form.getByRole('textbox', { name: list.create.reviewLink }).fill('https://canva.com/design/latte');
  await form.getByRole('button', { name: list.fields.dueDate }).click();
  await page.locator('button[data-today]:visible').first().click();
  await form.getByRole('button', { name: list.create.submit }).click();
  await expect(page.getByText(text(list.create.created, { id: '2' }))).toBeVisible();
  // The new ticket opens in the dialog.
  const dialog = page.getByTestId('task-dialog');
  await expect(dialog.getByRole('heading', { name: '#2 Autumn latte reel' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: details.fields.hook, exact: true })).toHaveValue(
    'Autumn in one sip',
  );
  await dialog.getByRole('button', { name: en.ui.close }).click();

  // Found by filter: search text and type Post leave only the post.
  const rows = page.getByRole('row', { name: /#\d+/ });
  await expect(rows).toHaveCount(2);
  await page.getByRole('searchbox', { name: list.filters.search }).fill('latte');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Autumn latte reel');
  await page.getByRole('searchbox', { name: list.filters.search }).fill('');
  await expect(rows).toHaveCount(2);
  // The filters live behind one Filter button; the choice shows as a chip.
  await page
    .getByRole('search')
    .getByRole('button', { name: /^Filter/ })
    .click();
  const filters = page.getByRole('dialog', { name: en.ui.tickets.listViews.filterPanel });
  await chooseOption(page, filters, list.filters.type, list.types.post);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(rows).toHaveCount(1);

  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/list-export-1280.png` });
    await page.setViewportSize({ width: 375, height: 740 });
    // The shell's side bar slides away when the window narrows: the picture waits for it.
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/list-export-375.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  // Exported as it is filtered: the file has the post and not the task, as a spreadsheet reads it.
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: list.page.exportCsv }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^tickets-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path()) as string);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toMatch(/^Number,Summary,Type,Status/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('Autumn latte reel');

  // Kanban: drag the card from To Do to In Progress; the move is saved.
  await page.getByRole('radiogroup').getByText(list.views.kanban, { exact: true }).click();
  await expect(page).toHaveURL(/viewMode=kanban/);
  const card = page.getByTestId('kanban-card').filter({ hasText: 'Autumn latte reel' });
  await expect(page.getByTestId('kanban-column-todo').getByTestId('kanban-card')).toHaveCount(1);
  // In Progress is empty, so hidden until the empty columns are shown.
  await page.getByRole('switch', { name: en.ui.tickets.board.showEmpty }).click();
  // The empty columns (Draft among them, left of the card) are in place before the card is
  // measured: a column appearing mid-drag would move the card from under the pointer.
  await expect(page.getByTestId('kanban-column-draft')).toBeVisible();
  await expect(page.getByTestId('kanban-column-in_progress')).toBeVisible();
  // The card moves before the server has the change: the reload waits for the save itself.
  const moved = ticketSaved(page);
  await drag(page, card, page.getByTestId('kanban-column-in_progress'));
  await expect(page.getByTestId('kanban-column-in_progress').getByTestId('kanban-card')).toContainText(
    'Autumn latte reel',
  );
  await moved;
  await page.reload();
  await expect(page.getByTestId('kanban-column-in_progress').getByTestId('kanban-card')).toContainText(
    'Autumn latte reel',
  );

  // Calendar: the post sits on today; dragging it a day on reschedules it.
  await page.getByRole('radiogroup').getByText(list.views.calendar, { exact: true }).click();
  await expect(page).toHaveURL(/viewMode=calendar/);
  const event = page.locator('.ticket-event', { hasText: 'Autumn latte reel' });
  await expect(event).toBeVisible();
  // Today's cell is the one FullCalendar marks aria-current="date"; its day is in data-date.
  const todayDate = await page
    .locator('[aria-current="date"]')
    .first()
    .evaluate((cell) =>
      (cell.closest('[data-date]') ?? cell.querySelector('[data-date]'))?.getAttribute('data-date'),
    );
  expect(todayDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // The day after today, or the day before when today ends the visible grid.
  const shift = (days: number) => {
    const date = new Date(`${todayDate}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };
  let targetDate = shift(1);
  if ((await page.locator(`[data-date="${targetDate}"]`).count()) === 0) targetDate = shift(-1);
  const target = page.locator(`[data-date="${targetDate}"]`).first();
  const rescheduled = ticketSaved(page);
  await drag(page, event, target);
  await expect(page.locator(`[data-date="${targetDate}"] .ticket-event`)).toContainText('Autumn latte reel');
  await rescheduled;
  await page.reload();
  await expect(page.locator(`[data-date="${targetDate}"] .ticket-event`)).toContainText('Autumn latte reel');

  // The dialog, then its own page.
  await event.click();
  await expect(dialog.getByRole('heading', { name: '#2 Autumn latte reel' })).toBeVisible();
  await dialog.getByRole('button', { name: en.ui.taskDialog.openInNewPage }).click();
  await expect(page).toHaveURL(/\/brand\/acme-coffee\/tasks\/[0-9a-f-]{36}$/);
  // The page's own title (the dialog it came from may still be fading out).
  await expect(page.getByRole('heading', { level: 1, name: 'Autumn latte reel' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://canva.com/design/latte' })).toBeVisible();
  // The dialog's own Share button goes with it.
  await expect(dialog).toBeHidden();

  // Shared by link: a signed-out visitor sees it read-only; without the link, a sign-in prompt.
  await page.getByRole('button', { name: details.share.button }).click();
  const link = await page.getByRole('textbox', { name: details.share.link }).inputValue();
  expect(link).toMatch(/\?share=/);
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(link);
  await expect(anonymous.getByTestId('shared-banner')).toContainText(details.page.sharedBanner);
  await expect(anonymous.getByRole('heading', { name: 'Autumn latte reel' })).toBeVisible();
  await expect(anonymous.getByText('Autumn in one sip')).toBeVisible();
  await expect(anonymous.getByRole('textbox')).toHaveCount(0);
  await anonymous.goto(new URL(link).pathname);
  await expect(anonymous.getByTestId('sign-in-prompt')).toBeVisible();
  await visitor.close();
  expect(consoleErrors).toEqual([]);
});
