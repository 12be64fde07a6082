import type { Page } from '@playwright/test';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { apiOf, fitsWidth, ownerWithBrand, text, today, unique } from './journeys';

const list = en.ui.tickets.list;
const views = en.ui.tickets.listViews;
const SHOTS = '/work/shots/i15-filters';

/** A calendar day `offset` days from today, as YYYY-MM-DD. */
function dayFromToday(offset: number): string {
  const [y, m, d] = today().split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const filterBar = (page: Page) => page.getByRole('search', { name: list.filters.label });
const chips = (page: Page) => page.getByRole('list', { name: views.chips }).getByRole('listitem');
const rows = (page: Page) => page.getByRole('row', { name: /^Open ticket #\d+/ });
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

async function openFilterPanel(page: Page) {
  await filterBar(page)
    .getByRole('button', { name: /^Filter/ })
    .click();
  return page.getByRole('dialog', { name: views.filterPanel });
}

test('task list views: filters as chips in the address, shared and restored, saved views, every column sorts, dense at 1280 and cards at 375', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const owner = unique('views');
  await ownerWithBrand(page, {
    email: owner,
    name: 'Vera Views',
    workspace: 'Viewpoint',
    brand: 'Acme Coffee',
    land: false,
  });

  const api = await apiOf(page);
  const [item] = await api.call<{ workspaces: { uid: string }; member_uid: string }[]>(
    'GET',
    '/api/workspaces',
  );
  const workspaceId = item!.workspaces.uid;
  const [project] = await api.call<{ uid: string }[]>('GET', `/api/workspaces/${workspaceId}/projects`);
  const create = (body: object) => api.call('POST', `/api/projects/${project!.uid}/tickets`, body);
  await create({ summary: 'Approve autumn logo', status: 'needs_approval' });
  await create({ summary: 'Late latte reel', due_date: dayFromToday(-1), assignee: item!.member_uid });
  await create({ summary: 'Order green beans' });
  await create({
    summary: 'Zebra banner design with a long summary that has room to be read in the table at 1280 pixels',
    ticket_type: 'design',
    due_date: dayFromToday(1),
  });

  await page.goto('/brand/acme-coffee/tasks?view=tasks');
  await expect(page).toHaveURL('/brand/acme-coffee/tasks?viewMode=table');
  await expect(rows(page)).toHaveCount(4);
  // One line of filters, not nine labelled fields.
  const barHeight = (await filterBar(page).boundingBox())?.height ?? 999;
  expect(barHeight).toBeLessThan(60);
  // Overdue and due soon say so in words.
  await expect(rows(page).filter({ hasText: 'Late latte reel' })).toContainText(views.due.overdue);
  await expect(rows(page).filter({ hasText: 'Zebra banner' })).toContainText(views.due.due_soon);

  // At 1280 px the default columns fit: nothing scrolls sideways, and the summary has room.
  const overflow = await page.evaluate(() => {
    const table = document.querySelector('table');
    const scroller = table?.parentElement;
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      table: scroller ? scroller.scrollWidth - scroller.clientWidth : -1,
    };
  });
  expect(overflow).toEqual({ page: 0, table: 0 });
  const summaryCell = rows(page).filter({ hasText: 'Zebra banner' }).getByRole('button', { name: /Zebra/ });
  expect((await summaryCell.boundingBox())?.width ?? 0).toBeGreaterThan(400);
  await page.screenshot({ path: `${SHOTS}/table-1280.png` });

  // A filter from the panel: a chip, in the address, and the list narrows.
  let panel = await openFilterPanel(page);
  await panel.getByRole('combobox', { name: list.filters.status, exact: true }).click();
  await page.getByRole('option', { name: list.statuses.needs_approval, exact: true }).click();
  await page.screenshot({ path: `${SHOTS}/filter-panel-1280.png` });
  await page.keyboard.press('Escape');
  await expect(chips(page)).toHaveText([`${list.filters.status}: ${list.statuses.needs_approval}`]);
  expect(params(page)).toEqual({ viewMode: 'table', status: 'needs_approval' });
  await expect(rows(page)).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/chips-1280.png` });

  // A reload keeps it; the address opened in another tab shows the same view.
  await page.reload();
  await expect(chips(page)).toHaveText([`${list.filters.status}: ${list.statuses.needs_approval}`]);
  await expect(rows(page)).toHaveCount(1);
  const shared = await page.context().newPage();
  await shared.setViewportSize({ width: 1280, height: 800 });
  await shared.goto(page.url());
  await expect(chips(shared)).toHaveText([`${list.filters.status}: ${list.statuses.needs_approval}`]);
  await expect(rows(shared)).toHaveCount(1);
  await expect(rows(shared)).toContainText('Approve autumn logo');
  await shared.close();

  // Coming back without a query restores the last used view of this brand.
  await page.goto('/dashboard');
  await page.goto('/brand/acme-coffee/tasks?view=tasks');
  await expect.poll(() => params(page)).toEqual({ viewMode: 'table', status: 'needs_approval' });
  await expect(rows(page)).toHaveCount(1);
  // Back and Forward step through filter changes.
  await page
    .getByRole('button', {
      name: text(views.removeChip, { label: `${list.filters.status}: ${list.statuses.needs_approval}` }),
    })
    .click();
  await expect(rows(page)).toHaveCount(4);
  await page.goBack();
  await expect(rows(page)).toHaveCount(1);
  await page.goForward();
  await expect(rows(page)).toHaveCount(4);
  await expect(chips(page)).toHaveCount(0);

  // "My tickets" is one click.
  await filterBar(page).getByRole('button', { name: views.myTickets }).click();
  expect(params(page)).toEqual({ viewMode: 'table', teamFilter: item!.member_uid });
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Late latte reel');
  await filterBar(page).getByRole('button', { name: views.myTickets }).click();
  await expect(rows(page)).toHaveCount(4);

  // Sorting by a column that did not sort before: the summary, both ways.
  await page.getByRole('button', { name: text(list.table.sortBy, { column: list.table.summary }) }).click();
  await expect(page).toHaveURL(/sort=summary&order=asc/);
  await expect(rows(page).first()).toContainText('Approve autumn logo');
  await page.getByRole('button', { name: text(list.table.sortBy, { column: list.table.summary }) }).click();
  await expect(page).toHaveURL(/sort=summary&order=desc/);
  await expect(rows(page).first()).toContainText('Zebra banner');

  // A saved view of my own: type Design, saved, cleared, applied again.
  panel = await openFilterPanel(page);
  await panel.getByRole('combobox', { name: list.filters.type, exact: true }).click();
  await page.getByRole('option', { name: list.types.design, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(rows(page)).toHaveCount(1);
  await filterBar(page).getByRole('button', { name: views.views }).click();
  const saved = page.getByRole('dialog', { name: views.viewsLabel });
  await saved.getByRole('textbox', { name: views.saveTitle }).fill('Designs');
  await saved.getByRole('button', { name: views.save }).click();
  await expect(saved.getByRole('button', { name: 'Designs', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.screenshot({ path: `${SHOTS}/saved-views-1280.png` });
  await page.keyboard.press('Escape');
  await filterBar(page).getByRole('button', { name: list.filters.clear }).click();
  await expect(rows(page)).toHaveCount(4);
  await filterBar(page).getByRole('button', { name: views.views }).click();
  await page
    .getByRole('dialog', { name: views.viewsLabel })
    .getByRole('button', { name: 'Designs', exact: true })
    .click();
  await expect(page).toHaveURL(/ticket_type=design/);
  await expect(rows(page)).toHaveCount(1);

  // All tasks, with the brand column too, fit at 1280 px; their view is their own.
  await page.getByRole('banner').getByRole('link', { name: en.ui.nav.tasks }).click();
  await expect(rows(page)).toHaveCount(4);
  await expect(chips(page)).toHaveCount(0);
  expect(
    await page.evaluate(() => {
      const scroller = document.querySelector('table')?.parentElement;
      return scroller ? scroller.scrollWidth - scroller.clientWidth : -1;
    }),
  ).toBe(0);
  await page.screenshot({ path: `${SHOTS}/all-tasks-1280.png` });

  // On a phone the list is cards with what matters.
  await page.setViewportSize({ width: 375, height: 800 });
  const cards = page.getByRole('list', { name: views.cards }).getByRole('listitem');
  await expect(cards).toHaveCount(4);
  await expect(page.getByRole('table')).toHaveCount(0);
  const late = cards.filter({ hasText: 'Late latte reel' });
  await expect(late).toContainText('Vera Views');
  await expect(late).toContainText(views.due.overdue);
  await expect(late).toContainText('Acme Coffee');
  await expect(late).toContainText(list.statuses.todo);
  await fitsWidth(page, 375);
  await page.screenshot({ path: `${SHOTS}/cards-375.png`, fullPage: true });
  expect(consoleErrors).toEqual([]);
});
