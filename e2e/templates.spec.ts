import type { Locator, Page } from '@playwright/test';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { apiOf, fitsWidth, ownerWithBrand, text, unique } from './journeys';

const words = en.ui.templates;

/** Screenshots for the reviewer's eyes, only when SHOTS_DIR is set. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** The same screen at a phone's width, then back. */
async function atBothWidths(page: Page, name: string) {
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 812 });
  await fitsWidth(page, 375);
  await shot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * A long dialog part by part, each scrolled into view, at 1280 then 375 px: a full-page shot
 * holds only what the dialog shows at once.
 */
async function partShots(page: Page, name: string, parts: Record<string, Locator>) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 812 });
    if (width === 375) await fitsWidth(page, 375);
    for (const [part, locator] of Object.entries(parts)) {
      await locator.scrollIntoViewIfNeeded();
      await shot(page, `${name}-${part}-${width}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Ticket templates (docs/product.md#templates) as a brand admin uses them: a ticket with its
 * checklist saved as a template, the brand's templates page and form (made a post with a film
 * date, a reminder and a subtask, saved and opened again), then a new ticket made from it
 * through the command palette, opened with its checklist and subtask; at 1280 and 375 px.
 */
test('a ticket saved as a template makes a new ticket, with its checklist, from the palette', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await ownerWithBrand(page, {
    email: unique('templates'),
    name: 'Tess Templates',
    workspace: 'Template Studio',
    brand: 'Pattern Bakery',
    land: false,
  });
  const api = await apiOf(page);
  const [workspace] = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const [project] = await api.call<{ uid: string }[]>(
    'GET',
    `/api/workspaces/${workspace!.workspaces.uid}/projects`,
  );
  const ticket = await api.call<{ uid: string }>('POST', `/api/projects/${project!.uid}/tickets`, {
    summary: 'Weekly bread reel',
  });
  for (const item of ['Bake the loaves', 'Film the crumb shot'])
    await api.call('POST', `/api/tickets/${ticket.uid}/checklist`, { text: item });

  // Save as template, from the ticket.
  await page.goto(`/brand/pattern-bakery/tasks/${ticket.uid}`);
  await page.getByRole('button', { name: words.save.button }).click({ timeout: 30_000 });
  const saveDialog = page.getByRole('dialog', { name: words.save.title });
  await saveDialog.getByRole('textbox', { name: words.save.name }).fill('Bread reel');
  await atBothWidths(page, 'templates-save-dialog');
  await saveDialog.getByRole('button', { name: words.save.submit }).click();
  await expect(page.getByText(text(words.save.done, { name: 'Bread reel' }))).toBeVisible();

  // The brand's templates page lists it; its form shows what it makes.
  await page.goto('/brand/pattern-bakery/templates');
  const row = page.getByRole('listitem', { name: 'Bread reel' });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText(text(words.manager.checklist, { count: 2 }));
  await atBothWidths(page, 'templates-manager');
  await row.getByRole('button', { name: text(words.manager.edit, { name: 'Bread reel' }) }).click();
  const form = page.getByRole('dialog', { name: text(words.form.editTitle, { name: 'Bread reel' }) });
  await expect(form.getByRole('textbox', { name: words.form.checklist })).toHaveValue(
    'Bake the loaves\nFilm the crumb shot',
  );
  await atBothWidths(page, 'templates-form');

  // Made a post: its own fields, its film date and reminder, and a subtask with its own fields.
  const tickets = en.ui.tickets.list;
  await form.getByRole('combobox', { name: tickets.fields.type }).click();
  await page.getByRole('option', { name: tickets.types.post }).click();
  const post = form.getByRole('group', { name: tickets.create.postSection });
  await post.getByRole('combobox', { name: tickets.create.platform }).click();
  await page.getByRole('option', { name: 'Instagram' }).click();
  await post.getByRole('textbox', { name: tickets.create.hook, exact: true }).fill('Listen to the crust');
  await form.getByRole('textbox', { name: words.form.filmDays }).fill('-2');
  await form.getByRole('textbox', { name: words.form.remindDays }).fill('1');
  await form.getByLabel(words.form.remindTime).fill('09:30');
  await form.getByRole('button', { name: words.form.addSubtask }).click();
  await form
    .getByRole('textbox', { name: text(words.form.subtaskSummary, { number: 1 }), exact: true })
    .fill('Cut the reel');
  const moreLabel = text(words.form.subtaskMoreLabel, { number: 1 });
  await form.getByRole('button', { name: moreLabel }).click();
  const subtask = form.getByRole('group', { name: moreLabel });
  await subtask.getByRole('combobox', { name: tickets.fields.priority }).click();
  await page.getByRole('option', { name: tickets.priorities['2'] }).click();
  await partShots(page, 'templates-form-post', {
    fields: post,
    dates: form.getByLabel(words.form.remindTime),
    subtask: subtask,
  });
  await form.getByRole('button', { name: words.form.save }).click();
  await expect(page.getByText(text(words.form.saved, { name: 'Bread reel' }))).toBeVisible();

  // Opened again, the form shows what the server kept.
  await row.getByRole('button', { name: text(words.manager.edit, { name: 'Bread reel' }) }).click();
  await expect(post.getByRole('combobox', { name: tickets.create.platform })).toHaveValue('Instagram');
  await expect(post.getByRole('textbox', { name: tickets.create.hook, exact: true })).toHaveValue(
    'Listen to the crust',
  );
  await expect(form.getByRole('textbox', { name: words.form.filmDays })).toHaveValue('-2');
  await expect(form.getByLabel(words.form.remindTime)).toHaveValue('09:30');
  await form.getByRole('button', { name: moreLabel }).click();
  await expect(subtask.getByRole('combobox', { name: tickets.fields.priority })).toHaveValue(
    tickets.priorities['2'],
  );
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  // The new-ticket dialog offers it too.
  await page.goto('/brand/pattern-bakery/tasks?viewMode=table');
  await expect(page.getByRole('row', { name: /Weekly bread reel/ })).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('c');
  const create = page.getByRole('dialog', { name: en.ui.tickets.list.create.title });
  await create.getByRole('button', { name: words.make.fromTemplate }).click();
  await expect(page.getByRole('menuitem', { name: /Bread reel/ })).toBeVisible();
  await atBothWidths(page, 'templates-new-ticket-dialog');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(create).toBeHidden();

  // From the palette: the command, the brand's templates, the new ticket opened.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('template');
  await page.getByRole('option', { name: words.picker.command }).click();
  const picker = page.getByRole('dialog', { name: words.picker.title });
  await expect(picker.getByRole('button', { name: /Bread reel/ })).toBeVisible();
  await atBothWidths(page, 'templates-palette-picker');
  await picker.getByRole('button', { name: /Bread reel/ }).click();
  const dialog = page.getByTestId('task-dialog');
  // The dialog's title names the new ticket by number (its details repeat the summary below).
  await expect(dialog.getByRole('heading', { level: 2, name: /^#\d+ Weekly bread reel/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialog.getByRole('checkbox', { name: 'Film the crumb shot' })).toBeVisible();
  // The subtask the form added came with it.
  await expect(dialog.getByText('Cut the reel')).toBeVisible();
  await expect(page.getByText(/made from Bread reel/)).toBeVisible();
  await atBothWidths(page, 'templates-made-ticket');
  expect(consoleErrors).toEqual([]);
});
