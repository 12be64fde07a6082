import { expect, test } from './fixtures';

test('/api/docs loads the API reference and lists the routes', async ({ page, consoleErrors }) => {
  await page.goto('/api/docs');
  // Swagger UI parses a 1.4 MB bundle before it draws anything: on a busy two-core runner
  // (the axe sweep runs beside this test) that alone has taken over ten seconds.
  await expect(page.getByRole('heading', { name: /Expertos API/ })).toBeVisible({ timeout: 25_000 });
  await expect(page.getByText('/api/roles', { exact: true })).toBeVisible();
  await expect(page.getByText('/api/health', { exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
