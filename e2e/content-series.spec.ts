import type { Page } from '@playwright/test';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { apiOf, fitsWidth, ownerWithBrand, text, unique } from './journeys';

const words = en.ui.contentSeries;
const builder = en.ui.recurring.builder;

/** Screenshots for the reviewer's eyes, only when SHOTS_DIR is set. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** The notices so far dismissed, so a screenshot shows what is under them (only when taking them). */
async function clearNotices(page: Page) {
  if (!process.env.SHOTS_DIR) return;
  const dismiss = page.getByRole('button', { name: en.ui.notify.dismiss });
  for (let left = await dismiss.count(); left > 0; left -= 1) {
    await dismiss.first().click();
    await expect(dismiss).toHaveCount(left - 1);
  }
}

/**
 * Content series (docs/product.md#content-series) as a brand's owner runs one: "Tip Tuesday"
 * named with its post title, two of the brand's tickets added (and renamed by their place), the
 * second moved up with the keyboard (renumbered), the next post made and opened, its dialog
 * naming its place in the series, and a weekly cadence set, whose posts up to 14 days ahead are
 * made at once; at 1280 and 375 px.
 */
test('a series is named, two tickets are added and reordered by keyboard, and its next post is made', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await ownerWithBrand(page, {
    email: unique('series'),
    name: 'Sena Series',
    workspace: 'Series Studio',
    brand: 'Series Bakery',
    land: false,
  });
  const api = await apiOf(page);
  const [workspace] = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const [project] = await api.call<{ uid: string }[]>(
    'GET',
    `/api/workspaces/${workspace!.workspaces.uid}/projects`,
  );
  for (const summary of ['Sourdough starter tip', 'Proofing basket tip'])
    await api.call('POST', `/api/projects/${project!.uid}/tickets`, { summary, ticket_type: 'post' });

  await page.goto('/brand/series-bakery/series');
  await expect(page.getByText(words.empty.title)).toBeVisible({ timeout: 30_000 });
  await shot(page, 'series-empty-1280');

  // Named, with its post title and what "Next post" fills in.
  await page.getByRole('button', { name: words.newSeries }).click();
  const form = page.getByRole('dialog', { name: words.form.newTitle });
  await form.getByRole('textbox', { name: words.form.name }).fill('Tip Tuesday');
  await form.getByRole('textbox', { name: words.form.pattern }).fill('Tip Tuesday #{n}');
  await form.getByRole('textbox', { name: words.form.checklist }).fill('Draft\nDesign');
  await shot(page, 'series-new-1280');
  await form.getByRole('button', { name: words.form.save }).click();
  await expect(form).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Tip Tuesday', level: 2 })).toBeVisible();
  await expect(page.getByText(words.posts.empty)).toBeVisible();

  // Two of the brand's tickets, each found by its words; each is renamed by its place.
  for (const search of ['Sourdough', 'Proofing']) {
    await page.getByRole('button', { name: words.add.open }).click();
    const picker = page.getByRole('combobox', { name: words.add.label });
    await picker.fill(search);
    const option = page.getByRole('option', { name: new RegExp(search) });
    await expect(option).toBeVisible({ timeout: 30_000 });
    if (search === 'Proofing') await shot(page, 'series-add-ticket-1280');
    await option.click();
    await expect(page.getByTestId('series-add-ticket')).toBeHidden({ timeout: 30_000 });
  }
  const posts = page.getByRole('list', { name: text(words.posts.label, { name: 'Tip Tuesday' }) });
  await expect(posts.getByTestId('series-post')).toHaveCount(2);
  await expect(posts.getByRole('link')).toHaveText([/Tip Tuesday #1$/, /Tip Tuesday #2$/]);
  const [first, second] = await posts.getByRole('link').allTextContents();
  await shot(page, 'series-posts-1280');

  // The second moved up with Alt+↑: the order is sent and the posts renumbered.
  const secondId = second!.split(' ')[0];
  await page
    .getByRole('button', { name: text(words.posts.move, { summary: 'Tip Tuesday #2' }), exact: true })
    .focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(
    page.getByText(text(words.posts.moved, { summary: 'Tip Tuesday #2', place: 1, total: 2 })),
  ).toBeAttached();
  await expect(posts.getByRole('link')).toHaveText([`${secondId} Tip Tuesday #1`, /Tip Tuesday #2$/], {
    timeout: 30_000,
  });
  expect(first).toMatch(/Tip Tuesday #1$/);
  await expect(page.getByTestId('series-progress')).toHaveText(
    text(words.list.progress, { planned: 2, published: 0 }),
  );

  // The next post: made as number 3 and opened, its dialog naming its place.
  await page.getByRole('button', { name: words.view.nextPost }).click();
  await expect(page.getByText(text(words.view.nextMade, { summary: 'Tip Tuesday #3' }))).toBeVisible({
    timeout: 30_000,
  });
  const dialog = page.getByTestId('task-dialog');
  const line = dialog.getByRole('link', {
    name: text(words.ticket.line, { name: 'Tip Tuesday', position: 3, planned: 3 }),
  });
  await expect(line).toBeVisible({ timeout: 30_000 });
  await line.scrollIntoViewIfNeeded();
  await shot(page, 'series-next-post-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await line.scrollIntoViewIfNeeded();
  await shot(page, 'series-next-post-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await line.click();
  await expect(dialog).toBeHidden();
  await expect(posts.getByTestId('series-post')).toHaveCount(3, { timeout: 30_000 });
  await shot(page, 'series-view-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await fitsWidth(page, 375);
  await shot(page, 'series-view-375');

  // A weekly cadence (the field starts on today's weekday): its days up to 14 days ahead get
  // their posts at once, each numbered and due that day.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: text(words.view.actions, { name: 'Tip Tuesday' }) }).click();
  await page.getByRole('menuitem', { name: words.view.edit }).click();
  const edit = page.getByRole('dialog', { name: words.form.editTitle });
  await edit.getByRole('switch', { name: words.cadence.switch }).click();
  const schedule = edit.getByRole('group', { name: builder.schedule });
  await expect(schedule.getByTestId('recurrence-rule-words')).toHaveText(/^Weekly on \w+day$/, {
    timeout: 30_000,
  });
  await clearNotices(page);
  await schedule.scrollIntoViewIfNeeded();
  await shot(page, 'series-cadence-form-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await schedule.scrollIntoViewIfNeeded();
  await shot(page, 'series-cadence-form-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await edit.getByRole('button', { name: words.form.saveChanges }).click();
  await expect(edit).toBeHidden({ timeout: 30_000 });
  const cadence = page.getByTestId('series-cadence');
  await expect(cadence).toContainText(/Weekly on \w+day · next post for /, { timeout: 30_000 });
  await expect
    .poll(() => posts.getByTestId('series-post').count(), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(5);
  await expect(posts.getByRole('link').nth(3)).toHaveText(/Tip Tuesday #4$/);
  await expect(posts.getByTestId('series-post').nth(3)).not.toContainText(words.posts.noDay);
  await clearNotices(page);
  await shot(page, 'series-cadence-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await fitsWidth(page, 375);
  await shot(page, 'series-cadence-375');
  await page.goto('/brand/series-bakery/series');
  await expect(page.getByTestId('content-series')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId('series-cadence')).toContainText(/^Weekly on /);
  await fitsWidth(page, 375);
  await shot(page, 'series-list-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'series-list-1280');
  expect(consoleErrors).toEqual([]);
});
