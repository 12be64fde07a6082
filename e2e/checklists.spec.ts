import type { Page } from '@playwright/test';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { apiOf, fitsWidth, ownerWithBrand, text, unique } from './journeys';

const words = en.ui.tickets.checklist;
const sub = en.ui.tickets.subtasks;

/** Screenshots for the reviewer's eyes, only when SHOTS_DIR is set. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

/**
 * A ticket's checklist (docs/product.md#checklists-and-subtasks) as a person uses it: items
 * typed one after another, one ticked, one moved from the keyboard, and the progress the board
 * card and the table show for it; at 1280 and 375 px.
 */
test('a checklist is typed, ticked and reordered in the ticket, and its progress shows on the board and in the table', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await ownerWithBrand(page, {
    email: unique('checklist'),
    name: 'Cleo Checklist',
    workspace: 'Checklist Studio',
    brand: 'Lists Bakery',
    land: false,
  });
  const api = await apiOf(page);
  const [workspace] = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const [project] = await api.call<{ uid: string }[]>(
    'GET',
    `/api/workspaces/${workspace!.workspaces.uid}/projects`,
  );
  const ticket = await api.call<{ uid: string }>('POST', `/api/projects/${project!.uid}/tickets`, {
    summary: 'Weekly newsletter',
    status: 'in_progress',
  });

  await page.goto(`/brand/lists-bakery/tasks/${ticket.uid}`);
  const section = page.getByRole('region', { name: words.title });
  const input = section.getByRole('textbox', { name: words.add });
  await expect(input).toBeVisible({ timeout: 30_000 });
  for (const item of ['Draft the copy', 'Pick the photos', 'Send to the client']) {
    await input.fill(item);
    await input.press('Enter');
    await expect(section.getByRole('checkbox', { name: item })).toBeVisible();
  }
  // The field stays open for the next one.
  await expect(input).toBeFocused();

  const photos = section.getByRole('checkbox', { name: 'Pick the photos' });
  await photos.click();
  await expect(photos).toBeChecked();
  const bar = section.getByRole('progressbar', { name: words.progress });
  await expect(bar).toHaveAttribute('aria-valuenow', '1');
  await expect(bar).toHaveAttribute('aria-valuemax', '3');
  await expect(section).toContainText(text(words.count, { done: 1, total: 3 }));

  // From the keyboard: the last item up one place, kept after a reload.
  await section
    .getByRole('button', { name: text(words.move, { text: 'Send to the client' }) })
    .press('Alt+ArrowUp');
  const inOrder = [/Draft the copy/, /Send to the client/, /Pick the photos/];
  await expect(section.getByRole('listitem')).toHaveText(inOrder);
  await shot(page, 'checklist-ticket-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await fitsWidth(page, 375);
  await shot(page, 'checklist-ticket-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(page.getByRole('region', { name: words.title }).getByRole('listitem')).toHaveText(inOrder, {
    timeout: 30_000,
  });

  // The board card and the table row carry the progress without opening the ticket.
  const label = text(words.label, { done: 1, total: 3 });
  await page.goto('/brand/lists-bakery/tasks?viewMode=kanban');
  const card = page.getByTestId('kanban-card').filter({ hasText: 'Weekly newsletter' });
  await expect(card.getByLabel(label)).toBeVisible({ timeout: 30_000 });
  await shot(page, 'checklist-board-1280');
  await page.goto('/brand/lists-bakery/tasks?viewMode=table');
  const row = page.getByRole('row', { name: /Weekly newsletter/ });
  await expect(row.getByLabel(label)).toBeVisible({ timeout: 30_000 });
  await shot(page, 'checklist-table-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await fitsWidth(page, 375);
  await shot(page, 'checklist-table-375');
  expect(consoleErrors).toEqual([]);
});

test('subtasks are added in the ticket, and closing the parent asks whether to close them too', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await ownerWithBrand(page, {
    email: unique('subtasks'),
    name: 'Sam Subtasks',
    workspace: 'Subtask Studio',
    brand: 'Steps Bakery',
    land: false,
  });
  const api = await apiOf(page);
  const [workspace] = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const [project] = await api.call<{ uid: string }[]>(
    'GET',
    `/api/workspaces/${workspace!.workspaces.uid}/projects`,
  );
  const parent = await api.call<{ uid: string }>('POST', `/api/projects/${project!.uid}/tickets`, {
    summary: 'Spring campaign',
    status: 'in_progress',
  });

  await page.goto(`/brand/steps-bakery/tasks/${parent.uid}`);
  const section = page.getByRole('region', { name: sub.title });
  const input = section.getByRole('textbox', { name: sub.add });
  await expect(input).toBeVisible({ timeout: 30_000 });
  for (const step of ['Book the photographer', 'Write the brief']) {
    await input.fill(step);
    await input.press('Enter');
    await expect(section.getByText(step)).toBeVisible();
  }
  await shot(page, 'subtasks-ticket-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await fitsWidth(page, 375);
  await shot(page, 'subtasks-ticket-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Done with two subtasks open: the question, and "Close them too" closes all three.
  await page.getByRole('combobox', { name: en.ui.tickets.details.fields.status }).click();
  await page.getByRole('option', { name: en.ui.tickets.list.statuses.done, exact: true }).click();
  const question = page.getByRole('dialog', { name: text(sub.close.title, { count: 2 }) });
  await expect(question).toBeVisible();
  await shot(page, 'subtasks-close-question-1280');
  await question.getByRole('button', { name: text(sub.close.closeThem, { count: 2 }) }).click();
  await expect(question).toBeHidden();
  const children = await api.call<{ items: { status: string }[] }>(
    'GET',
    `/api/projects/${project!.uid}/tickets?parent=${parent.uid}`,
  );
  expect(children.items.map((child) => child.status)).toEqual(['done', 'done']);
  // The only console error: the browser's note of the server's question (409).
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((error) => !error.includes('409 (Conflict)')),
  );
});
