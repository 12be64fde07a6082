import { LANGUAGES } from '@expertos/domain/languages';
import { expect, test } from './fixtures';
import { apiOf, ownerWithBrand, today, unique } from './journeys';

/**
 * The main screens in each language, at desktop and phone width, saved for review (German for
 * long words, French for its spacing): run with `npm run screenshots:languages`.
 */
const OUT = process.env.SHOTS_DIR ?? '/tmp/expertos-shots';
const WIDTHS = [1280, 375] as const;

test('the main screens in every language', async ({ page }) => {
  await ownerWithBrand(page, {
    email: unique('shots'),
    name: 'Lena Lang',
    workspace: 'Lang Studio',
    brand: 'Lang Bakery',
    land: false,
  });
  const api = await apiOf(page);
  const [membership] = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const [brand] = await api.call<{ uid: string; slug: string }[]>(
    'GET',
    `/api/workspaces/${membership!.workspaces.uid}/projects`,
  );
  const tickets = `/api/projects/${brand!.uid}/tickets`;
  const ticket = await api.call<{ uid: string }>('POST', tickets, {
    summary: 'Spring launch reel',
    status: 'in_progress',
    due_date: today(),
    ticket_type: 'post',
  });
  await api.call('POST', tickets, { summary: 'Write the brief', status: 'todo', priority: '2' });
  await api.call('POST', tickets, {
    summary: 'Quote for the shoot',
    ticket_type: 'estimate',
    status: 'todo',
  });
  await api.call('POST', tickets, { summary: 'Shipped post', status: 'done' });
  const slug = brand!.slug;
  const screens: [string, string][] = [
    ['dashboard', '/dashboard'],
    ['table', `/brand/${slug}/tasks?viewMode=table`],
    ['board', `/brand/${slug}/tasks?viewMode=kanban`],
    ['calendar', `/brand/${slug}/tasks?viewMode=calendar`],
    ['ticket', `/brand/${slug}/tasks/${ticket.uid}`],
    ['settings', `/brand/${slug}/settings/growth-goals`],
    ['integrations', `/brand/${slug}/integrations`],
    ['approvals', '/approvals'],
    ['team', '/team'],
    ['billing', '/billing'],
    ['profile', '/profile'],
  ];
  for (const language of LANGUAGES) {
    await api.call('PUT', '/api/me', { language });
    for (const [name, route] of screens) {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"], .mantine-Loader-root')).toHaveCount(0);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${OUT}/${name}-${language}-${width}.png`, fullPage: true });
      }
    }
  }
});
