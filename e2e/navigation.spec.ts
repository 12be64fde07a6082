import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';

test.describe('sign-in required', () => {
  test('an anonymous visit to /dashboard?viewMode=kanban lands on /signin with the redirect carried', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/dashboard?viewMode=kanban');
    await expect(page).toHaveURL(/\/signin\?redirect=/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/signin');
    expect(url.searchParams.get('redirect')).toBe('/dashboard?viewMode=kanban');
    await expect(page.getByRole('heading', { level: 1, name: en.ui.pages.signin })).toBeVisible();
    await expect(page).toHaveTitle(`${en.ui.pages.signin} · Expertos`);
    expect(consoleErrors).toEqual([]);
  });

  for (const [path, what] of [
    ['/team', 'admin-only'],
    ['/brand/acme/settings/brand-voice', 'brand setup step'],
    ['/profile/some-user', 'admin-only profile'],
  ]) {
    test(`an anonymous visit to ${path} (${what}) lands on /signin`, async ({ page }) => {
      await page.goto(path!);
      await expect(page).toHaveURL(/\/signin\?redirect=/);
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
    });
  }
});

test('an unknown path shows the not-found page with a way home', async ({ page, consoleErrors }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: en.messages.notFoundTitle })).toBeVisible();
  await expect(page.getByText(en.messages.notFoundText)).toBeVisible();
  await expect(page.getByRole('link', { name: en.ui.notFound.home })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the task page needs no sign-in and shows no header', async ({ page }) => {
  await page.goto('/brand/acme/tasks/42');
  await expect(page).toHaveURL('/brand/acme/tasks/42');
  // Signed out and without a share link: a sign-in prompt that comes back here, no app header.
  await expect(page.getByTestId('sign-in-prompt')).toContainText(en.ui.tickets.details.page.signInTitle);
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('start-up: body class expertos and the betauser flag', async ({ page }) => {
  await page.goto('/signin?betauser=true');
  await expect(page.locator('body')).toHaveClass(/\bexpertos\b/);
  expect(await page.evaluate(() => localStorage.getItem('betauser'))).toBe('true');
});
