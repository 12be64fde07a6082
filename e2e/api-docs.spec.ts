import { expect, test } from './fixtures';

test('/api/docs loads the API reference and lists the routes', async ({ page, consoleErrors }) => {
  await page.goto('/api/docs');
  // Swagger UI parses the whole document before it draws anything, in time that grows with its
  // size (openapi.ts keeps it compact): on a busy two-core runner that has taken over ten seconds.
  await expect(page.getByRole('heading', { name: /Expertos API/ })).toBeVisible({ timeout: 25_000 });
  await expect(page.getByText('/api/health', { exact: true })).toBeVisible();
  // With this many operations Swagger UI draws only the groups in view (measured: 7 of 216
  // operations before any scroll): scroll a little at a time until a later group's route shows.
  const roles = page.getByText('/api/roles', { exact: true });
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    await expect(roles).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  expect(consoleErrors).toEqual([]);
});
