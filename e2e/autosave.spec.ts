import type { Page, Route } from '@playwright/test';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { apiOf, inviteMember, joinByInvite, ownerWithBrand, unique } from './journeys';

const list = en.ui.tickets.list;
const details = en.ui.tickets.details;
const autosave = en.ui.autosave;
const SHOTS = process.env.SHOTS_DIR;

/** Holds the requests to `pattern` until `release()`; `stop()` lets later ones through at once. */
async function hold(page: Page, pattern: string) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = async (route: Route) => {
    await gate;
    await route.continue();
  };
  await page.route(pattern, handler);
  return { release, stop: () => page.unroute(pattern, handler) };
}

/** A new task on Acme, opened on its own page; answers the page's address and the ticket's uid. */
async function newTaskPage(page: Page, summary: string) {
  await page.goto('/brand/acme/tasks?view=tasks');
  await page.getByRole('button', { name: list.page.newTicket }).first().click();
  const form = page.getByRole('dialog', { name: list.create.title });
  await form.getByRole('textbox', { name: list.create.summary }).fill(summary);
  await form.getByRole('button', { name: list.create.submit }).click();
  await page.getByTestId('task-dialog').getByRole('button', { name: en.ui.taskDialog.openInNewPage }).click();
  await expect(page).toHaveURL(/\/brand\/acme\/tasks\/[0-9a-f-]{36}$/);
  // The dialog fades out over the page it opened: until it is gone, its fields are there twice.
  await expect(page.getByTestId('task-dialog')).toBeHidden();
  const url = new URL(page.url());
  return { path: url.pathname, uid: url.pathname.split('/').pop()! };
}

async function serverDescription(page: Page, uid: string) {
  const { call } = await apiOf(page);
  return (await call<{ description: string }>('GET', `/api/tickets/${uid}`)).description;
}

test('a description typed and reloaded at once is still there and saved; an unsent comment survives a reload', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const writer = unique('writer');
  await ownerWithBrand(page, {
    email: writer,
    name: 'Wanda Writer',
    workspace: 'Autosave Studio',
    brand: 'Acme',
  });
  const { uid } = await newTaskPage(page, 'Write the brief');

  // Typed, and the page reloaded before the server has it: the browser asks first. The save is
  // held back rather than raced: on a busy machine the 800 ms pause can pass before the reload,
  // and text being saved is as unsaved as text waiting for the pause.
  const held: Route[] = [];
  const holdSaves = (route: Route) =>
    route.request().method() === 'PATCH' ? void held.push(route) : route.fallback();
  await page.route(`**/api/tickets/${uid}`, holdSaves);
  const description = page.getByRole('textbox', { name: details.fields.description });
  await description.fill('Three shots at dawn, one at dusk.');
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(asked).toEqual(['beforeunload']);
  await page.unroute(`**/api/tickets/${uid}`, holdSaves);
  // The held save went with the page it came from: whatever it was, it never reached the server.
  await Promise.all(held.map((route) => route.abort().catch(() => undefined)));

  // Back from this device's copy, then saved on the server.
  await expect(description).toHaveValue('Three shots at dawn, one at dusk.');
  await expect(page.getByRole('status').filter({ hasText: autosave.saved })).toBeVisible();
  expect(await serverDescription(page, uid)).toBe('Three shots at dawn, one at dusk.');

  // Typing saves by itself after a pause, without leaving the field.
  await description.focus();
  await page.keyboard.press('Control+End');
  await description.pressSequentially(' Golden hour.');
  await expect
    .poll(() => serverDescription(page, uid))
    .toBe('Three shots at dawn, one at dusk. Golden hour.');
  await expect(page.getByRole('status').filter({ hasText: autosave.saved })).toBeVisible();
  if (SHOTS) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await description.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/saved-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  // An unsent comment is kept too, until it is posted.
  const box = page
    .getByTestId('comment-composer')
    .getByRole('textbox', { name: en.ui.comments.composer.label });
  await box.fill('Can we film on Friday?');
  // The comments are slow to come: the composer does not move when "No comments yet" replaces
  // their placeholder (a click aimed at it as they arrived once landed above it).
  const comments = `**/api/tickets/${uid}/comments*`;
  let waiting = await hold(page, comments);
  await page.reload();
  await expect(box).toHaveValue('Can we film on Friday?');
  await expect(page.getByTestId('comments-loading')).toBeVisible();
  // Measured from the section's heading: what loads above the section may move both. Both in
  // one frame: two separate reads could straddle a section above growing in between.
  const section = page.getByTestId('comments-section');
  const heading = section.getByRole('heading', { name: en.ui.comments.title });
  const offset = async () => {
    const [field, title] = await Promise.all([box.elementHandle(), heading.elementHandle()]);
    return page.evaluate(
      ([a, b]) => (a?.getBoundingClientRect().top ?? 0) - (b?.getBoundingClientRect().top ?? 0),
      [field, title] as const,
    );
  };
  const whileLoading = await offset();
  if (SHOTS) await section.screenshot({ path: `${SHOTS}/comments-loading-1280.png` });
  waiting.release();
  await expect(page.getByTestId('comments-empty')).toBeVisible();
  expect(await offset()).toBeCloseTo(whileLoading, 0);
  if (SHOTS) await section.screenshot({ path: `${SHOTS}/comments-empty-1280.png` });
  await waiting.stop();
  if (SHOTS) {
    // The same two moments on a phone.
    await page.setViewportSize({ width: 375, height: 800 });
    waiting = await hold(page, comments);
    await page.reload();
    await expect(page.getByTestId('comments-loading')).toBeVisible();
    await section.screenshot({ path: `${SHOTS}/comments-loading-375.png` });
    waiting.release();
    await expect(page.getByTestId('comments-empty')).toBeVisible();
    await section.screenshot({ path: `${SHOTS}/comments-empty-375.png` });
    await waiting.stop();
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await page
    .getByTestId('comment-composer')
    .getByRole('button', { name: en.ui.comments.composer.post })
    .click();
  await expect(page.getByRole('article').filter({ hasText: 'Can we film on Friday?' })).toBeVisible();
  await expect(box).toHaveValue('');
  await page.reload();
  await expect(description).toHaveValue('Three shots at dawn, one at dusk. Golden hour.');
  await expect(box).toHaveValue('');
  expect(consoleErrors).toEqual([]);
});

test('two people edit the same description: the later save sees the conflict and keeps their choice', async ({
  browser,
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const lead = unique('lead');
  const mate = unique('mate');
  await ownerWithBrand(page, { email: lead, name: 'Lena Lead', workspace: 'Conflict Studio', brand: 'Acme' });
  await inviteMember(page, mate, 'Acme');
  const teammate = await joinByInvite(browser, mate, 'Conflict Studio', 'Max Mate');
  // Neither tab hears the other live here (as when a connection is down): each stays on the
  // version it opened, which is what a conflict is about. A stream that answers and ends at
  // once keeps the tabs retrying quietly.
  for (const tab of [page, teammate.page])
    await tab.route('**/api/events', (route) =>
      route.fulfill({ status: 200, contentType: 'text/event-stream', body: ': offline\n\n' }),
    );
  const { path, uid } = await newTaskPage(page, 'Launch post');

  // Max opens the task first; then Lena writes and her text is saved.
  await teammate.page.goto(path);
  const mine = teammate.page.getByRole('textbox', { name: details.fields.description });
  await expect(mine).toHaveValue('');
  const theirs = page.getByRole('textbox', { name: details.fields.description });
  await theirs.fill('Lena: a carousel of five slides.');
  await theirs.blur();
  await expect(page.getByRole('status').filter({ hasText: autosave.saved })).toBeVisible();

  // Max, still on the version he opened, writes the same field: nothing is overwritten.
  await mine.fill('Max: one reel, thirty seconds.');
  await mine.blur();
  const conflict = teammate.page.getByTestId('edit-conflict');
  await expect(conflict).toBeVisible();
  await expect(conflict.getByText('Lena: a carousel of five slides.')).toBeVisible();
  await expect(conflict.getByText('Max: one reel, thirty seconds.')).toBeVisible();
  expect(await serverDescription(page, uid)).toBe('Lena: a carousel of five slides.');
  if (SHOTS) {
    for (const width of [1280, 375]) {
      await teammate.page.setViewportSize({ width, height: 900 });
      await conflict.scrollIntoViewIfNeeded();
      await teammate.page.screenshot({ path: `${SHOTS}/conflict-${width}.png` });
    }
    await teammate.page.setViewportSize({ width: 1280, height: 900 });
  }

  // He keeps both: her text, then his, saved over the current version.
  await conflict.getByRole('button', { name: autosave.conflict.keepBoth }).click();
  await expect(conflict).toBeHidden();
  const both = 'Lena: a carousel of five slides.\n\nMax: one reel, thirty seconds.';
  await expect(mine).toHaveValue(both);
  await expect.poll(() => serverDescription(page, uid)).toBe(both);

  // Lena, whose field shows her own text, edits again: now she is the one told.
  await theirs.fill('Lena: five slides, final.');
  await theirs.blur();
  const hers = page.getByTestId('edit-conflict');
  await expect(hers).toBeVisible();
  await hers.getByRole('button', { name: autosave.conflict.useTheirs }).click();
  await expect(theirs).toHaveValue(both);
  await expect(hers).toBeHidden();
  expect(await serverDescription(page, uid)).toBe(both);

  // The browser logs each refused save (409, the conflict) itself; nothing else may fail.
  const unexpected = (errors: string[]) => errors.filter((error) => !error.includes('409 (Conflict)'));
  expect(unexpected(consoleErrors)).toEqual([]);
  expect(unexpected(teammate.errors)).toEqual([]);
  consoleErrors.length = 0;
  await teammate.context.close();
});
