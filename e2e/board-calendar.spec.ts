import type { Page } from '@playwright/test';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { apiOf, ownerWithBrand, text, today, unique } from './journeys';

const board = en.ui.tickets.board;
const PHONE = { width: 375, height: 812 };

/** A day `days` after today (before, when negative) as YYYY-MM-DD, in the browser's time zone. */
function dayFromToday(days: number): string {
  const [year, month, day] = today().split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Screenshots for the reviewer's eyes, only when SHOTS_DIR is set. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

test('the board hides empty columns, creates in a column and marks overdue tickets; the calendar creates on a day; a phone gets one column and an agenda', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const owner = unique('board');
  await ownerWithBrand(page, {
    email: owner,
    name: 'Bo Board',
    workspace: 'Board Room',
    brand: 'Board Coffee',
    land: false,
  });

  const api = await apiOf(page);
  const [workspace] = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const [project] = await api.call<{ uid: string }[]>(
    'GET',
    `/api/workspaces/${workspace!.workspaces.uid}/projects`,
  );
  const create = (body: object) => api.call('POST', `/api/projects/${project!.uid}/tickets`, body);
  await create({ summary: 'Overdue invoice', status: 'todo', due_date: dayFromToday(-2) });
  await create({ summary: 'Write the brief', status: 'in_progress', due_date: dayFromToday(1) });
  await create({ summary: 'Shipped reel', status: 'done', due_date: dayFromToday(-3) });

  // The board: only the three statuses with tickets, the rest behind the toggle.
  await page.goto('/brand/board-coffee/tasks?viewMode=kanban');
  const columns = page.getByTestId(/^kanban-column-/);
  // A cold page on a busy machine: the first look waits longer.
  await expect(columns).toHaveCount(3, { timeout: 30_000 });
  await expect(page.getByTestId('kanban-column-draft')).toHaveCount(0);
  await expect(page.getByTestId('kanban-hidden-empty')).toHaveText(text(board.hiddenEmpty, { count: '10' }));

  // Overdue and due soon are said in words, not colour alone; a closed ticket is neither.
  const overdue = page.getByTestId('kanban-card').filter({ hasText: 'Overdue invoice' });
  await expect(overdue).toContainText(`${board.due.overdue}:`);
  await expect(page.getByTestId('kanban-card').filter({ hasText: 'Write the brief' })).toContainText(
    `${board.due.due_soon}:`,
  );
  await expect(page.getByTestId('kanban-card').filter({ hasText: 'Shipped reel' })).not.toContainText(
    board.due.overdue,
  );
  await shot(page, 'board-1280');

  const showEmpty = page.getByRole('switch', { name: board.showEmpty });
  await showEmpty.click();
  await expect(columns).toHaveCount(13);
  await expect(page.getByTestId('kanban-column-draft')).toBeVisible();
  await showEmpty.click();
  await expect(columns).toHaveCount(3);

  // "+ Add ticket" in In Progress: a summary and Enter make a ticket there; Escape closes.
  const inProgress = page.getByTestId('kanban-column-in_progress');
  await inProgress
    .getByRole('button', { name: text(board.add.buttonLabel, { status: 'In Progress' }) })
    .click();
  const summary = inProgress.getByRole('textbox', {
    name: text(board.add.summary, { status: 'In Progress' }),
  });
  await expect(summary).toBeFocused();
  await summary.fill('Call the roaster');
  await summary.press('Enter');
  await expect(inProgress.getByTestId('kanban-card').filter({ hasText: 'Call the roaster' })).toBeVisible();
  await expect(summary).toHaveValue('');
  await summary.press('Escape');
  await expect(summary).toBeHidden();
  await expect(
    inProgress.getByRole('button', { name: text(board.add.buttonLabel, { status: 'In Progress' }) }),
  ).toBeFocused();
  await page.reload();
  await expect(inProgress.getByTestId('kanban-card').filter({ hasText: 'Call the roaster' })).toBeVisible({
    timeout: 20_000,
  });

  // The calendar: the overdue ticket is marked; a day's "+" creates a ticket due that day. Its
  // address loaded cold asks for the month at start (calendar-on-start.ts), and the calendar
  // reads that answer rather than asking again.
  const windows: string[] = [];
  const onRequest = (request: { url: () => string }) => {
    if (/\/tickets\?.*date_from=/.test(request.url())) windows.push(request.url());
  };
  page.on('request', onRequest);
  await page.goto('/brand/board-coffee/tasks?viewMode=calendar');
  const calendarTexts = en.ui.tickets.views.calendar;
  // Early in a month, two days ago is last month: turn back to it, as a person would.
  const overdueDay = dayFromToday(-2);
  await expect(page.locator('.calendar-day').first()).toBeVisible({ timeout: 30_000 });
  if ((await page.locator(`.calendar-day[data-date="${overdueDay}"]`).count()) === 0)
    await page.getByRole('button', { name: calendarTexts.previous, exact: true }).click();
  const overdueEvent = page.locator('.ticket-event', { hasText: 'Overdue invoice' });
  await expect(overdueEvent).toHaveClass(/ticket-due--overdue/, { timeout: 30_000 });
  await expect(overdueEvent).toContainText(board.due.overdue);
  page.off('request', onRequest);
  // The opening window's first page, asked for once (a turn to last month asks for another).
  const opening = new URL(windows[0] ?? 'http://none').searchParams.get('date_from');
  const firstPages = windows.filter((url) => {
    const query = new URL(url).searchParams;
    return query.get('date_from') === opening && !query.has('cursor');
  });
  expect(firstPages).toHaveLength(1);
  await page.getByRole('button', { name: calendarTexts.today, exact: true }).click();
  const day = dayFromToday(0);
  await page.locator(`.calendar-day[data-date="${day}"]`).hover();
  await page.locator(`.calendar-day[data-date="${day}"] .calendar-day-add`).click();
  const dayDialog = page.getByRole('dialog');
  await expect(dayDialog).toContainText(board.add.dayTitle.split('{')[0]!);
  await dayDialog.getByRole('textbox', { name: board.add.daySummary }).fill('Taste the new blend');
  await dayDialog.getByRole('textbox', { name: board.add.daySummary }).press('Enter');
  await expect(dayDialog).toBeHidden();
  await expect(
    page.locator(`[data-date="${day}"] .ticket-event`, { hasText: 'Taste the new blend' }),
  ).toBeVisible();
  await shot(page, 'calendar-1280');

  // A phone: the columns in one row that snaps a column at a time, opening on the first with
  // tickets (not Draft); the column list and the row follow each other.
  await page.setViewportSize(PHONE);
  await page.goto('/brand/board-coffee/tasks?viewMode=kanban');
  await expect(page.getByTestId('kanban-card').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('kanban-board')).toHaveAttribute('data-phone', 'true');
  // The column in view is the one whose left edge is at the screen's (the next one peeks in).
  const leftEdge = async (status: string) =>
    Math.round((await page.getByTestId(`kanban-column-${status}`).boundingBox())?.x ?? -1);
  await expect(page.getByTestId('kanban-phone-column')).toHaveValue('todo');
  await expect.poll(() => leftEdge('todo')).toBeGreaterThanOrEqual(0);
  await expect.poll(() => leftEdge('todo')).toBeLessThan(40);
  await shot(page, 'board-375');
  await page.getByTestId('kanban-phone-column').selectOption('in_progress');
  await expect(page.getByTestId('kanban-phone-column')).toHaveValue('in_progress');
  await expect.poll(() => leftEdge('in_progress')).toBeGreaterThanOrEqual(0);
  await expect.poll(() => leftEdge('in_progress')).toBeLessThan(40);
  await expect(page.getByTestId('kanban-column-in_progress')).toContainText('Call the roaster');

  // And the calendar as an agenda: whole titles in a list, no month grid.
  await page.goto('/brand/board-coffee/tasks?viewMode=calendar');
  // The agenda lists the month in view: the overdue ticket may be last month's.
  if (overdueDay.slice(0, 7) !== day.slice(0, 7)) {
    await expect(page.getByRole('button', { name: calendarTexts.previous, exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: calendarTexts.previous, exact: true }).click();
  }
  const agendaEvent = page.locator('.ticket-event', { hasText: 'Overdue invoice' });
  await expect(agendaEvent).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.calendar-day')).toHaveCount(0);
  await expect(agendaEvent).toContainText(`${board.due.overdue}: #1 Overdue invoice`);
  await expect(page.getByRole('radiogroup', { name: en.ui.tickets.views.calendar.mode })).toHaveCount(0);
  await shot(page, 'calendar-375');
  expect(consoleErrors).toEqual([]);
});
