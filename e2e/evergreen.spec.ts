import type { Page } from '@playwright/test';
import { en } from '../apps/web/src/shared/i18n/en';
import { WEEKDAYS } from '../packages/domain/src/publishing/queue-slots';
import { expect, test } from './fixtures';
import { apiOf, fitsWidth, ownerWithBrand, text, unique } from './journeys';

const words = en.ui.evergreen;

// The days the page shows are the brand's (UTC here): the browser counts "today" the same way.
test.use({ timezoneId: 'UTC' });

/** Screenshots for the reviewer's eyes, only when SHOTS_DIR is set. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** A calendar day as the app shows it in English ('Jan 8, 2030'). */
const shownDay = (day: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * The evergreen queue (docs/product.md#evergreen) as a brand's owner uses it: a published post
 * marked evergreen in its ticket dialog, the brand's settings set on its Evergreen page, and
 * "Fill empty slots now" saying why nothing came back yet (a post just marked waits out its
 * cooldown, and the clock cannot be moved here); at 1280 and 375 px.
 */
test('a published post is marked evergreen in its ticket, the settings are set on the brand’s page, and filling now says it may not come back yet', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await ownerWithBrand(page, {
    email: unique('evergreen'),
    name: 'Eve Evergreen',
    workspace: 'Evergreen Studio',
    brand: 'Evergreen Bakery',
    land: false,
  });
  const api = await apiOf(page);
  const [workspace] = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const [project] = await api.call<{ uid: string }[]>(
    'GET',
    `/api/workspaces/${workspace!.workspaces.uid}/projects`,
  );
  const projectUid = project!.uid;
  const post = await api.call<{ uid: string; id: number }>('POST', `/api/projects/${projectUid}/tickets`, {
    summary: 'Five tips for sourdough',
    ticket_type: 'post',
    status: 'published',
    caption: 'Five tips for a better sourdough at home.',
  });
  // A slot every day at 10:00: the queue has empty slots to fill.
  await api.call('PUT', `/api/projects/${projectUid}/publishing/queue`, {
    time_zone: 'UTC',
    slots: WEEKDAYS.map((day) => ({ day, time: '10:00' })),
    require_approval: false,
  });

  // Nothing marked yet: the page says how to mark a post.
  await page.goto('/brand/evergreen-bakery/evergreen');
  await expect(page.getByText(words.empty.title)).toBeVisible({ timeout: 30_000 });
  await shot(page, 'evergreen-empty-1280');

  // Marked in the ticket's dialog; the text its returns take saved there too.
  await page.goto(`/brand/evergreen-bakery/tasks?task=${post.uid}`);
  const dialog = page.getByTestId('task-dialog');
  const section = dialog.getByRole('region', { name: words.ticket.title });
  await section.getByRole('button', { name: words.ticket.mark }).click({ timeout: 30_000 });
  await expect(page.getByText(words.ticket.marked)).toBeVisible();
  await expect(section.getByTestId('evergreen-status')).toContainText(
    text(words.list.cameBack, { count: 0, max: 3 }),
  );
  await section
    .getByRole('textbox', { name: words.ticket.variant })
    .fill('Still the best sourdough tips we know.');
  await section.getByRole('button', { name: words.ticket.saveVariant }).click();
  await expect(page.getByText(words.ticket.variantSaved)).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'evergreen-ticket-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'evergreen-ticket-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The settings on the brand's page: one day between returns.
  await page.goto('/brand/evergreen-bakery/evergreen');
  const card = page.getByRole('article', { name: `#${post.id} Five tips for sourdough` });
  await expect(card).toContainText(text(words.list.cameBack, { count: 0, max: 3 }), { timeout: 30_000 });
  const cooldown = page.getByRole('textbox', { name: words.settings.cooldown });
  await cooldown.fill('1');
  await page.getByRole('button', { name: words.settings.save }).click();
  await expect(page.getByText(words.settings.saved)).toBeVisible();

  // Through the API as well (most returns 2): the page reads what the brand keeps.
  await api.call('PUT', `/api/projects/${projectUid}/evergreen/settings`, {
    cooldown_days: 1,
    max_repeats: 2,
    approval_again: false,
    paused: false,
  });
  await page.reload();
  await expect(card).toContainText(text(words.list.cameBack, { count: 0, max: 2 }), { timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: words.settings.cooldown })).toHaveValue('1');
  const state = await api.call<{ items: { next_eligible: string }[] }>(
    'GET',
    `/api/projects/${projectUid}/evergreen`,
  );
  const next = state.items[0]!.next_eligible;
  await expect(card.getByTestId('evergreen-next')).toHaveText(
    text(words.list.next, { date: shownDay(next) }),
  );

  // Just marked, it waits out its day: filling now makes no copy and says why.
  await page.getByRole('button', { name: words.fill.button }).click();
  await expect(page.getByText(text(words.fill.noneEligibleUntil, { date: shownDay(next) }))).toBeVisible();
  await shot(page, 'evergreen-page-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await fitsWidth(page, 375);
  await shot(page, 'evergreen-page-375');
  expect(consoleErrors).toEqual([]);
});
