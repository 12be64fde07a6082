import type { Page } from '@playwright/test';
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
 * Ticket templates (docs/product.md#templates) as a brand admin uses them: a ticket with its
 * checklist saved as a template, the brand's templates page and form, then a new ticket made
 * from it through the command palette, opened with its checklist; at 1280 and 375 px.
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
  await expect(page.getByText(/made from Bread reel/)).toBeVisible();
  await atBothWidths(page, 'templates-made-ticket');
  expect(consoleErrors).toEqual([]);
});
