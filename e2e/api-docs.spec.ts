import { expect, test } from './fixtures';

test('/api/docs loads the API reference and lists the routes', async ({ page, consoleErrors }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Expertos API/ })).toBeVisible();
  await expect(page.getByText('/api/roles', { exact: true })).toBeVisible();
  await expect(page.getByText('/api/health', { exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
