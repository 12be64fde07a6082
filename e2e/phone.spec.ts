import type { Page } from '@playwright/test';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { apiOf, joinByInvite, ownerWithBrand, text, today, unique } from './journeys';

/** An iPhone-sized window: every main screen must work at this width. */
const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE, deviceScaleFactor: 1 });

const list = en.ui.tickets.list;
const comments = en.ui.comments;
const centre = en.ui.notifications;
const time = en.ui.timetracking;

/**
 * The page does not scroll sideways (the board scrolls inside itself), and the header's last
 * control, the user menu, is still on screen (a fixed header that overflows would not widen
 * the page). With SHOTS_DIR set, a screenshot for the reviewer's eyes.
 */
async function fitsThePhone(page: Page, screen: string, fullPage = true) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${screen}: the page scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
  const menu = page.getByRole('banner').getByRole('button', { name: en.ui.nav.userMenu });
  if ((await menu.count()) > 0) {
    const box = await menu.boundingBox();
    expect(box, `${screen}: the user menu is in the header`).not.toBeNull();
    expect(Math.round(box!.x + box!.width), `${screen}: the header runs off the screen`).toBeLessThanOrEqual(
      PHONE.width,
    );
  }
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/phone-${screen}.png`, fullPage });
  }
}

test('on a 375 px phone: the dashboard, ticket cards, a board that swipes a column at a time, the task as a full-screen sheet with a voice note, the timer, the bell, team, profile and brand setup', async ({
  browser,
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const owner = unique('phone');
  const mate = unique('phone-mate');
  await ownerWithBrand(page, {
    email: owner,
    name: 'Pia Phone',
    workspace: 'Pocket Studio',
    brand: 'Pocket Coffee',
  });

  const api = await apiOf(page);
  const [workspace] = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const workspaceUid = workspace!.workspaces.uid;
  const [project] = await api.call<{ uid: string }[]>('GET', `/api/workspaces/${workspaceUid}/projects`);
  const create = (body: object) =>
    api.call<{ uid: string; id: number }>('POST', `/api/projects/${project!.uid}/tickets`, body);
  const shoot = await create({
    summary: 'Book the photographer for the roastery shoot in March',
    status: 'todo',
    due_date: today(),
  });
  const brief = await create({ summary: 'Write the brief', status: 'in_progress' });
  await create({ summary: 'Shipped reel', status: 'done' });

  // A teammate assigns Pia a ticket and comments on hers: the bell has something to show.
  await api.call('POST', `/api/workspaces/${workspaceUid}/invites`, {
    email: mate,
    role: 'member',
    project_uids: [project!.uid],
  });
  const teammate = await joinByInvite(browser, mate, 'Pocket Studio', 'Max Mate');
  const { members } = await api.call<{ members: { uid: string; email: string }[] }>(
    'GET',
    `/api/workspaces/${workspaceUid}/users/all`,
  );
  const pia = members.find((member) => member.email === owner);
  const mateApi = await apiOf(teammate.page);
  await mateApi.call('PATCH', `/api/tickets/${brief.uid}`, { assignee: pia!.uid });
  const commented = await mateApi.request.post(`/api/tickets/${shoot.uid}/comments`, {
    headers: mateApi.headers,
    multipart: { body: 'The photographer needs the shot list by Friday.' },
  });
  expect(commented.status(), await commented.text()).toBe(201);
  expect(teammate.errors).toEqual([]);
  await teammate.context.close();
  await expect
    .poll(
      async () =>
        (await api.call<{ unread_count: number }>('GET', '/api/notifications/unread-count')).unread_count,
    )
    .toBe(2);

  // The dashboard: the brand's card, the header's controls all on screen.
  await page.goto('/dashboard');
  await expect(page.getByRole('article', { name: 'Pocket Coffee' })).toBeVisible();
  await fitsThePhone(page, 'dashboard');

  // The bell opens the notification centre over the whole width.
  await page.getByRole('button', { name: text(centre.bellUnread, { count: '2' }) }).click();
  // A phone gets the centre as a drawer named after its title (a popover on wider screens).
  const panel = page.getByRole('dialog', { name: centre.title, exact: true });
  await expect(
    panel.getByRole('button', {
      name: text(centre.text.assigned, { ticket: `#${brief.id} Write the brief` }),
      exact: true,
    }),
  ).toBeVisible();
  // Slid in, it covers the screen from its left edge, no wider than the screen.
  await expect.poll(async () => Math.round((await panel.boundingBox())!.x)).toBe(0);
  expect(Math.round((await panel.boundingBox())!.width)).toBeLessThanOrEqual(PHONE.width);
  await fitsThePhone(page, 'notifications', false);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // The task list: a card per ticket, no table.
  await page.goto('/brand/pocket-coffee/tasks?viewMode=table');
  const cards = page.getByRole('list', { name: en.ui.tickets.listViews.cards });
  await expect(cards.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('table')).toHaveCount(0);
  await fitsThePhone(page, 'task-cards');

  // The board: one column in view, the next peeking; a swipe moves one column, and the Column
  // list and the board follow each other.
  await page.goto('/brand/pocket-coffee/tasks?viewMode=kanban');
  const board = page.getByTestId('kanban-board');
  const picker = page.getByTestId('kanban-phone-column');
  await expect(board.getByTestId('kanban-card').first()).toBeVisible();
  await expect(board).toHaveAttribute('data-phone', 'true');
  await expect(picker).toHaveValue('todo');
  const startOf = async (status: string) => {
    const [column, frame] = await Promise.all([
      page.getByTestId(`kanban-column-${status}`).boundingBox(),
      board.boundingBox(),
    ]);
    return Math.round(column!.x - frame!.x);
  };
  expect(await startOf('todo')).toBe(0);
  await picker.selectOption('in_progress');
  await expect.poll(() => startOf('in_progress')).toBe(0);
  await expect(page.getByTestId('kanban-column-in_progress')).toContainText('Write the brief');
  await board.evaluate((element) => element.scrollBy({ left: element.clientWidth / 2 }));
  await expect(picker).toHaveValue('done');
  await expect.poll(() => startOf('done')).toBe(0);
  // A full-page screenshot resizes the window for a moment, which scrolls the board: the view only.
  await board.scrollIntoViewIfNeeded();
  await fitsThePhone(page, 'kanban', false);
  expect(await startOf('done')).toBe(0);

  // A card opens the task as a full-screen sheet, with the comments and a voice note.
  await page.goto('/brand/pocket-coffee/tasks?viewMode=table');
  await page
    .getByRole('button', {
      name: text(list.table.open, {
        id: String(shoot.id),
        summary: 'Book the photographer for the roastery shoot in March',
      }),
    })
    .click();
  const dialog = page.getByTestId('task-dialog');
  await expect(dialog).toHaveAttribute('data-full-screen', 'true');
  expect(Math.round((await dialog.boundingBox())!.width)).toBe(PHONE.width);
  await expect(dialog.getByText('The photographer needs the shot list by Friday.')).toBeVisible();
  await fitsThePhone(page, 'task-sheet', false);
  const composer = dialog.getByTestId('comment-composer');
  await composer.getByRole('button', { name: comments.voice.record }).click();
  await page.waitForTimeout(1500);
  await composer.getByRole('button', { name: comments.voice.stop }).click();
  await expect(composer.getByRole('group', { name: comments.voice.recorded })).toBeVisible();
  await composer.getByRole('button', { name: comments.composer.post }).click();
  const voice = dialog.getByRole('article', { name: text(comments.itemLabel, { name: 'Pia Phone' }) });
  await expect(voice.locator(`audio[aria-label="${comments.files.voiceNote}"]`)).toHaveAttribute(
    'src',
    /^blob:/,
  );
  await voice.scrollIntoViewIfNeeded();
  await fitsThePhone(page, 'task-sheet-voice-note', false);

  // The timer, started in the sheet, shows in the header, which still fits.
  await dialog.getByTestId('ticket-time').getByRole('button', { name: time.start }).click();
  await dialog.getByRole('button', { name: en.ui.close, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-timer')).toBeVisible();
  await fitsThePhone(page, 'header-timer', false);

  // Team, profile and a brand setup step.
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1, name: en.ui.pages.team })).toBeVisible();
  await expect(page.getByText(mate)).toBeVisible();
  await fitsThePhone(page, 'team');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: en.ui.pages.profile })).toBeVisible();
  await expect(page.getByRole('textbox', { name: en.ui.auth.name })).toHaveValue('Pia Phone');
  await fitsThePhone(page, 'profile');

  await page.goto('/brand/pocket-coffee/settings/name-brand');
  await expect(page.getByRole('textbox', { name: en.ui.brandSettings.nameBrand.name })).toHaveValue(
    'Pocket Coffee',
  );
  await fitsThePhone(page, 'brand-setup');
  expect(consoleErrors).toEqual([]);
});
