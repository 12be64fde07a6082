import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { apiOf, drag, inviteMember, joinByInvite, ownerWithBrand, text, today, unique } from './journeys';

const list = en.ui.tickets.list;
const centre = en.ui.notifications;
const comments = en.ui.comments;

/** Live is faster than any poll the app has (the bell's is 15 s): a change shows within this. */
const LIVE_MS = 5_000;

const dayAfter = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

test('two people see each other’s changes live, without a reload: board, table, calendar, the open ticket, its comments, who else is there, and the bell', async ({
  browser,
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const lead = unique('live-lead');
  const mate = unique('live-mate');
  await ownerWithBrand(page, {
    email: lead,
    name: 'Lena Lead',
    workspace: 'Live Studio',
    brand: 'Live Coffee',
  });
  await inviteMember(page, mate, 'Live Coffee');
  const teammate = await joinByInvite(browser, mate, 'Live Studio', 'Max Mate');
  const matePage = teammate.page;

  const api = await apiOf(page);
  const [workspace] = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const [project] = await api.call<{ uid: string }[]>(
    'GET',
    `/api/workspaces/${workspace!.workspaces.uid}/projects`,
  );
  const ticket = await api.call<{ uid: string }>('POST', `/api/projects/${project!.uid}/tickets`, {
    summary: 'Live card',
    status: 'todo',
    due_date: today(),
  });

  // Both on the board. From here on the teammate's page never loads a document again.
  await matePage.goto('/brand/live-coffee/tasks?viewMode=kanban');
  await expect(matePage.getByTestId('kanban-column-todo').getByTestId('kanban-card')).toContainText(
    'Live card',
  );
  let loads = 0;
  matePage.on('load', () => {
    loads += 1;
  });
  await page.goto('/brand/live-coffee/tasks?viewMode=kanban');
  const card = page.getByTestId('kanban-card').filter({ hasText: 'Live card' });
  await expect(card).toBeVisible();
  await page.getByRole('switch', { name: en.ui.tickets.board.showEmpty }).click();
  await expect(page.getByTestId('kanban-column-draft')).toBeVisible();
  await expect(page.getByTestId('kanban-column-in_progress')).toBeVisible();
  await drag(page, card, page.getByTestId('kanban-column-in_progress'));
  await expect(page.getByTestId('kanban-column-in_progress').getByTestId('kanban-card')).toContainText(
    'Live card',
  );
  // The teammate's board moves the card by itself.
  await expect(matePage.getByTestId('kanban-column-in_progress').getByTestId('kanban-card')).toContainText(
    'Live card',
    { timeout: LIVE_MS },
  );
  await expect(matePage.getByTestId('kanban-column-todo').getByTestId('kanban-card')).toHaveCount(0);

  // The table: a rename shows in the teammate's row.
  await matePage.getByRole('radiogroup').getByText(list.views.table, { exact: true }).click();
  await expect(matePage.getByRole('row').filter({ hasText: 'Live card' })).toBeVisible();
  await api.call('PATCH', `/api/tickets/${ticket.uid}`, { summary: 'Live card, renamed' });
  await expect(matePage.getByRole('row').filter({ hasText: 'Live card, renamed' })).toBeVisible({
    timeout: LIVE_MS,
  });

  // The calendar: a new due date moves the event to its day.
  await matePage.getByRole('radiogroup').getByText(list.views.calendar, { exact: true }).click();
  const day = today();
  await expect(matePage.locator(`[data-date="${day}"] .ticket-event`)).toContainText('Live card, renamed');
  let next = dayAfter(day, 1);
  if ((await matePage.locator(`[data-date="${next}"]`).count()) === 0) next = dayAfter(day, -1);
  await api.call('PATCH', `/api/tickets/${ticket.uid}`, { due_date: next });
  await expect(matePage.locator(`[data-date="${next}"] .ticket-event`)).toContainText('Live card, renamed', {
    timeout: LIVE_MS,
  });

  // The open ticket: the teammate opens it; the lead opens it too, changes it and comments.
  await matePage.locator('.ticket-event', { hasText: 'Live card, renamed' }).click();
  const mateDialog = matePage.getByTestId('task-dialog');
  await expect(mateDialog.getByRole('heading', { name: 'Live card, renamed', exact: true })).toBeVisible();
  await page.goto(`/brand/live-coffee/tasks?viewMode=table&task=${ticket.uid}`);
  const leadDialog = page.getByTestId('task-dialog');
  await expect(leadDialog.getByRole('heading', { name: 'Live card, renamed', exact: true })).toBeVisible();
  // Who else is here.
  await expect(mateDialog.getByTestId('ticket-presence')).toContainText('Lena Lead', { timeout: LIVE_MS });
  if (process.env.SHOTS_DIR)
    await matePage.screenshot({ path: `${process.env.SHOTS_DIR}/presence-1280.png` });

  await api.call('PATCH', `/api/tickets/${ticket.uid}`, { summary: 'Live card, final' });
  await expect(mateDialog.getByRole('heading', { name: 'Live card, final', exact: true })).toBeVisible({
    timeout: LIVE_MS,
  });

  const composer = leadDialog.getByTestId('comment-composer');
  const box = composer.getByRole('textbox', { name: comments.composer.label });
  await box.pressSequentially('Looks good @Ma');
  await page.getByRole('option', { name: 'Max Mate' }).click();
  await composer.getByRole('button', { name: comments.composer.post }).click();
  await expect(
    mateDialog.getByRole('article', { name: text(comments.itemLabel, { name: 'Lena Lead' }) }),
  ).toContainText('Looks good', { timeout: LIVE_MS });
  // The mention reaches the bell long before its 15 s poll would.
  await expect(matePage.getByRole('button', { name: text(centre.bellUnread, { count: '1' }) })).toBeVisible({
    timeout: LIVE_MS,
  });

  // The lead closes the ticket: the teammate sees they are alone.
  await leadDialog.getByRole('button', { name: en.ui.close }).click();
  await expect(mateDialog.getByTestId('ticket-presence')).toHaveCount(0, { timeout: LIVE_MS });

  // A change arriving while the teammate types never replaces their unsaved text: their save
  // then meets it as a conflict (docs/product.md#edit-conflicts), with both versions shown.
  const mine = mateDialog.getByRole('textbox', { name: en.ui.tickets.details.fields.description });
  await mine.fill('Max: one reel, thirty seconds.');
  // Within the autosave pause (800 ms), before Max's text is sent.
  await api.call('PATCH', `/api/tickets/${ticket.uid}`, { description: 'Lena: a carousel.' });
  const conflict = mateDialog.getByTestId('edit-conflict');
  await expect(conflict).toBeVisible({ timeout: LIVE_MS });
  await expect(conflict.getByText('Lena: a carousel.')).toBeVisible();
  await expect(mine).toHaveValue('Max: one reel, thirty seconds.');

  expect(loads, 'the teammate’s page never reloaded').toBe(0);
  expect(consoleErrors).toEqual([]);
  // The browser logs the refused save (409, the conflict) itself; nothing else may fail.
  expect(teammate.errors.filter((error) => !error.includes('409 (Conflict)'))).toEqual([]);
  await teammate.context.close();
});
