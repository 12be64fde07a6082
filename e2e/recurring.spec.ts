import type { Locator, Page } from '@playwright/test';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { fitsWidth, ownerWithBrand, unique } from './journeys';

const words = en.ui.recurring;

/** Screenshots for the reviewer's eyes, only when SHOTS_DIR is set. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** One part of the page (a card, a dialog), likewise only with SHOTS_DIR. */
async function shotOf(part: Locator, name: string) {
  if (process.env.SHOTS_DIR) await part.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Recurring tickets (docs/product.md#recurring-tickets) as a person sets one up: "every 2nd
 * Tuesday" built in the dialog (its words and next dates), its occurrences not made yet on the
 * brand's calendar, and one of them changed "this and following"; at 1280 and 375 px.
 */
test('a series every 2nd Tuesday is built, its future tickets show on the calendar, and it is changed from one of them on', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await ownerWithBrand(page, {
    email: unique('recurring'),
    name: 'Rita Recurring',
    workspace: 'Recurring Studio',
    brand: 'Repeat Bakery',
    land: false,
  });

  await page.goto('/brand/repeat-bakery/recurring');
  await expect(page.getByText(words.empty.title)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: words.newSeries }).click();
  const builder = page.getByRole('dialog', { name: words.builder.newTitle });
  await pick(page, words.builder.frequency, words.builder.freq.MONTHLY);
  await builder.getByRole('radio', { name: words.builder.monthlyModes.weekday }).check();
  await pick(page, words.builder.nth, words.builder.nths['2']);
  await pick(page, words.builder.weekday, 'Tuesday');
  await builder.getByRole('radio', { name: words.builder.makeModes.body }).check();
  await builder.getByRole('textbox', { name: words.builder.summary }).fill('Tip Tuesday #{n}');
  await builder.getByRole('textbox', { name: words.builder.checklist }).fill('Draft\nDesign\nSchedule');
  await expect(builder.getByTestId('rule-words')).toHaveText('Monthly on the 2nd Tuesday');
  await expect(builder.getByRole('list', { name: words.builder.next }).getByRole('listitem')).toHaveCount(5, {
    timeout: 30_000,
  });
  // The dates of the rule as built, not the ones before it: the preview has answered.
  await expect(builder.getByLabel(words.builder.previewLoading)).toHaveCount(0);
  await shot(page, 'recurring-builder-1280');
  await builder.getByRole('button', { name: words.builder.save }).click();
  await expect(builder).toBeHidden({ timeout: 30_000 });
  const card = page.getByRole('article', { name: 'Tip Tuesday #{n}' });
  await expect(card.getByTestId('series-words')).toHaveText('Monthly on the 2nd Tuesday');
  await shot(page, 'recurring-list-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await fitsWidth(page, 375);
  await shot(page, 'recurring-list-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The calendar: the tickets made ahead (60 days) are tickets; later ones are ghosts.
  await page.goto('/brand/repeat-bakery/tasks?viewMode=calendar');
  await expect(page.locator('.calendar-day').first()).toBeVisible({ timeout: 30_000 });
  const ghosts = page.locator('.recurring-ghost');
  let monthsAhead = 0;
  for (; monthsAhead < 4 && (await ghosts.count()) === 0; monthsAhead += 1) {
    await page.getByRole('button', { name: en.ui.tickets.views.calendar.next }).click();
    await page.waitForTimeout(1500);
  }
  await expect(ghosts.first()).toBeVisible({ timeout: 30_000 });
  await shot(page, 'recurring-calendar-1280');
  await ghosts.first().focus();
  await page.keyboard.press('Enter');
  const choice = page.getByTestId('ghost-dialog').getByRole('dialog');
  await expect(page.getByRole('button', { name: words.ghosts.make })).toBeVisible();
  await shot(page, 'recurring-ghost-1280');
  await page.getByRole('button', { name: words.ghosts.editSeries }).click();
  await expect(choice).toBeHidden();

  // "This and following" from that date: Thursdays from then on.
  const edit = page.getByRole('dialog', { name: words.builder.followingTitle });
  await expect(edit).toBeVisible({ timeout: 30_000 });
  await pick(page, words.builder.weekday, 'Thursday');
  await expect(edit.getByTestId('rule-words')).toHaveText('Monthly on the 2nd Thursday');
  await shot(page, 'recurring-following-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'recurring-following-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await edit.getByRole('button', { name: words.builder.saveChanges }).click();
  await expect(edit).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('recurring-series')).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByText('Monthly on the 2nd Thursday')).toBeVisible();
  await shot(page, 'recurring-split-1280');

  // The workspace's calendar shows the brand's ghosts too.
  await page.goto('/tasks?viewMode=calendar');
  await expect(page.locator('.calendar-day').first()).toBeVisible({ timeout: 30_000 });
  // The month the brand's calendar showed them in, or (the split may have moved the first one
  // on) a month after: the new series comes back every month.
  const next = page.getByRole('button', { name: en.ui.tickets.views.calendar.next });
  for (let month = 0; month < monthsAhead; month += 1) await next.click();
  const workspaceGhost = page.locator('.recurring-ghost').first();
  for (let month = 0; month < 2; month += 1) {
    if (
      await workspaceGhost.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      )
    )
      break;
    await next.click();
  }
  await expect(workspaceGhost).toBeVisible({ timeout: 30_000 });
  await shot(page, 'recurring-workspace-calendar-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'recurring-workspace-calendar-375');
  expect(consoleErrors).toEqual([]);
});

/** A day of the browser's current month as the date picker names it: '24 December 2026'. */
const pickerDay = (day: number, now = new Date()) =>
  `${day} ${now.toLocaleString('en', { month: 'long' })} ${now.getFullYear()}`;

/**
 * A brand's closed days (docs/product.md#closed-days): its owner names an office closure on the
 * brand's integrations page, and a weekly series keeps to it without a holiday calendar, its
 * first date (today, closed) skipped; at 1280 and 375 px.
 */
test('closed days are named on the brand and a series skips them', async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  const closed = en.ui.projects.closedDays;
  await ownerWithBrand(page, {
    email: unique('closed-days'),
    name: 'Cleo Closed',
    workspace: 'Closed Studio',
    brand: 'Closed Bakery',
    land: false,
  });

  await page.goto('/brand/closed-bakery/integrations');
  const card = page.getByRole('region', { name: closed.title });
  await expect(card.getByText(closed.empty)).toBeVisible({ timeout: 30_000 });
  // From today to at most a week on, inside this month: the pickers open on it.
  const now = new Date();
  const lastOfMonth = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
  const form = card.getByRole('form', { name: closed.addTitle });
  await form.getByRole('textbox', { name: closed.name }).fill('Office closed');
  await form.getByRole('button', { name: closed.from }).click();
  await page.getByRole('button', { name: pickerDay(now.getDate()), exact: true }).click();
  await form.getByRole('button', { name: closed.to }).click();
  await page
    .getByRole('button', { name: pickerDay(Math.min(now.getDate() + 6, lastOfMonth)), exact: true })
    .click();
  await form.getByRole('button', { name: closed.add }).click();
  await expect(card.getByRole('list', { name: closed.title }).getByRole('listitem')).toHaveCount(1);
  await card.getByRole('button', { name: en.ui.common.save }).click();
  await expect(page.getByText(closed.saved)).toBeVisible({ timeout: 30_000 });
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'closed-days-card-1280');
  await shotOf(card, 'closed-days-card-only-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await fitsWidth(page, 375);
  await shotOf(card, 'closed-days-card-only-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/brand/closed-bakery/recurring');
  await page.getByRole('button', { name: words.newSeries }).click();
  const builder = page.getByRole('dialog', { name: words.builder.newTitle });
  await builder.getByRole('radio', { name: words.builder.makeModes.body }).check();
  await builder.getByRole('textbox', { name: words.builder.summary }).fill('Weekly report');
  await builder.getByRole('radio', { name: words.builder.holidayModes.skip }).check();
  await builder.getByRole('checkbox', { name: words.builder.closedDays }).check();
  // Today is closed: the first date is skipped, by the range's name.
  await expect(builder.getByText(words.builder.skipped.replace('{holiday}', 'Office closed'))).toBeVisible({
    timeout: 30_000,
  });
  await builder.getByRole('checkbox', { name: words.builder.closedDays }).scrollIntoViewIfNeeded();
  await shot(page, 'recurring-closed-days-builder-1280');
  await shotOf(builder, 'recurring-closed-days-builder-only-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await builder.getByRole('checkbox', { name: words.builder.closedDays }).scrollIntoViewIfNeeded();
  await shot(page, 'recurring-closed-days-builder-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await builder.getByRole('button', { name: words.builder.save }).click();
  await expect(builder).toBeHidden({ timeout: 30_000 });
  const series = page.getByRole('article', { name: 'Weekly report' });
  await expect(series).toContainText(words.list.holidays.skipClosed);
  await shot(page, 'recurring-closed-days-list-1280');
  expect(consoleErrors).toEqual([]);
});
