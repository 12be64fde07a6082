import type { Page } from '@playwright/test';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { apiOf, ownerWithBrand, unique } from './journeys';

const palette = en.ui.commandPalette;
const list = en.ui.tickets.list;
const details = en.ui.tickets.details;

/** A workspace with one brand and three tickets made through the API; answers their numbers. */
async function workspaceWithTickets(page: Page) {
  const owner = unique('keys');
  await ownerWithBrand(page, {
    email: owner,
    name: 'Kim Keys',
    workspace: 'Keyboard Roastery',
    brand: 'Acme Coffee',
  });
  const api = await apiOf(page);
  const [workspace] = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const [project] = await api.call<{ uid: string }[]>(
    'GET',
    `/api/workspaces/${workspace!.workspaces.uid}/projects`,
  );
  const create = (summary: string) =>
    api.call<{ uid: string; id: number }>('POST', `/api/projects/${project!.uid}/tickets`, { summary });
  return {
    beans: await create('Order green beans'),
    latte: await create('Autumn latte reel'),
    tips: await create('Barista tips carousel'),
  };
}

const combobox = (page: Page) => page.getByRole('combobox', { name: palette.input });
const taskDialog = (page: Page) => page.getByTestId('task-dialog');

test('with the keyboard only: the palette finds and opens a ticket, C makes one, ? lists the keys, J/K and Enter walk the table', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const { latte } = await workspaceWithTickets(page);
  await page.goto('/brand/acme-coffee/tasks?viewMode=table');
  const rows = page.getByRole('row', { name: /#\d+/ });
  await expect(rows).toHaveCount(3);

  // Ctrl+K, the ticket's text, Enter: its dialog.
  await page.keyboard.press('Control+k');
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.type('latte');
  await expect(
    page.getByRole('option', { name: new RegExp(`^#${latte.id} Autumn latte reel`) }),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(
    taskDialog(page).getByRole('heading', { name: `#${latte.id} Autumn latte reel` }),
  ).toBeVisible();
  await expect(combobox(page)).toBeHidden();
  // S opens the open ticket's status.
  await page.keyboard.press('s');
  await expect(taskDialog(page).getByLabel(details.fields.status, { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(taskDialog(page)).toBeHidden();

  // C: the new-ticket form; a "c" typed in its field is a letter, not a second form.
  await page.keyboard.press('c');
  const form = page.getByRole('dialog', { name: list.create.title });
  await expect(form).toBeVisible();
  const summary = form.getByRole('textbox', { name: list.create.summary });
  await expect(summary).toBeFocused();
  await page.keyboard.type('cold brew cc');
  await expect(summary).toHaveValue('cold brew cc');
  await expect(page.getByRole('dialog', { name: list.create.title })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  // ?: the sheet lists every shortcut.
  await page.keyboard.press('Shift+?');
  const sheet = page.getByRole('dialog', { name: en.ui.shortcuts.sheet });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('row', { name: en.ui.shortcuts.items.newTicket })).toContainText('C');
  await expect(sheet.getByRole('row', { name: en.ui.shortcuts.items.palette })).toContainText('Ctrl');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // J, J, Enter: the second row, with the focus shown on it on the way.
  const second = (await rows.nth(1).getAttribute('aria-label')) ?? '';
  const secondId = /#(\d+)/.exec(second)?.[1];
  await page.keyboard.press('j');
  await expect(rows.nth(0)).toBeFocused();
  await page.keyboard.press('j');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(taskDialog(page).getByRole('heading', { name: new RegExp(`^#${secondId} `) })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(taskDialog(page)).toBeHidden();

  // /: the view's search box; typing there is text again.
  await page.keyboard.press('/');
  const search = page.getByRole('searchbox', { name: list.filters.search });
  await expect(search).toBeFocused();
  await page.keyboard.type('c');
  await expect(search).toHaveValue('c');
  await expect(page.getByRole('dialog', { name: list.create.title })).toHaveCount(0);
  // The search filters (and is remembered): cleared, every ticket is back.
  await expect(rows).toHaveCount(1);
  await page.keyboard.press('Backspace');
  await expect(rows).toHaveCount(3);

  // The palette goes to a view: the workspace's board, where J and Enter open the first card.
  // (Keys typed before its field is there wait for it: see the next test.)
  await page.keyboard.press('Control+k');
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.type('board');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/tasks?viewMode=kanban');
  const cards = page.getByTestId('kanban-card');
  await expect(cards).toHaveCount(3);
  await page.keyboard.press('j');
  await expect(cards.first()).toBeFocused();
  const first = (await cards.first().textContent()) ?? '';
  const firstId = /#(\d+)/.exec(first)?.[1];
  await page.keyboard.press('Enter');
  await expect(taskDialog(page).getByRole('heading', { name: new RegExp(`^#${firstId} `) })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the palette finds a ticket by its key (#number), typed before its code arrived, and opens it with Enter', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const { tips } = await workspaceWithTickets(page);
  // The palette's code arrives late (a slow network): keys typed at once after Ctrl+K wait for
  // its field instead of being lost.
  let arrived = false;
  await page.route(/\/assets\/PaletteHost-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    arrived = true;
    await route.continue();
  });
  await page.goto('/dashboard');
  // At desktop width the button is named by what it shows: "Search…" and its keys.
  await expect(page.getByRole('button', { name: new RegExp(`^${palette.button}`) })).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.keyboard.type(`#${tips.id}`);
  expect(arrived).toBe(false);
  await expect(combobox(page)).toHaveValue(`#${tips.id}`);
  const option = page.getByRole('option', { name: new RegExp(`^#${tips.id} Barista tips carousel`) });
  await expect(option).toBeVisible();
  // The ticket found by its key comes first, so Enter opens it.
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(
    taskDialog(page).getByRole('heading', { name: `#${tips.id} Barista tips carousel` }),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
