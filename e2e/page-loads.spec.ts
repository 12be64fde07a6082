import type { Request } from '@playwright/test';
import { SETUP_STEPS } from '../packages/domain/src/setup-steps';
import { expect, test } from './fixtures';
import { apiOf, ownerWithBrand, unique } from './journeys';

/**
 * A brand admin opens the 13 setup steps one after another by their addresses (full page loads),
 * as one does to check a brand: every load stays signed in, makes a handful of API calls and asks
 * no route twice (docs/architecture.md#rate-limits sizes the rate limits on these counts).
 */
test('the 13 setup steps opened by address in a row: signed in throughout, a handful of calls each', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await ownerWithBrand(page, {
    email: unique('loads'),
    name: 'Lou Loads',
    workspace: 'Loads Studio',
    brand: 'Loads Coffee',
  });
  const { call } = await apiOf(page);
  const [workspace] = await call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const [brand] = await call<{ slug: string }[]>(
    'GET',
    `/api/workspaces/${workspace!.workspaces.uid}/projects`,
  );

  let calls: string[] = [];
  const refused: string[] = [];
  // The address being loaded: a request the page before it made late (its live stream coming
  // back while the next address is asked for) is that page's, not this one's.
  let loading = '';
  const fromLoad = (request: Request) => {
    const frame = request.serviceWorker() ? null : request.frame();
    return frame !== null && new URL(frame.url()).pathname === loading;
  };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && fromLoad(request))
      calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  page.on('response', (response) => {
    if (response.status() === 429 || response.status() === 401) refused.push(response.url());
  });

  const perLoad: Record<string, string[]> = {};
  for (const step of SETUP_STEPS) {
    calls = [];
    loading = `/brand/${brand!.slug}/settings/${step.key}`;
    const progress = page.waitForResponse((response) => response.url().endsWith('/setup-progress'));
    // The live stream opens once the page knows its workspace, sometimes after the progress has
    // come back: waited for too, or a late one would be counted against the next address.
    const stream = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/events' && fromLoad(request),
    );
    await page.goto(loading);
    await expect(page.getByRole('heading', { level: 1, name: step.label })).toBeVisible();
    await Promise.all([progress, stream]);
    await expect(page).toHaveURL(new RegExp(`/settings/${step.key}$`));
    perLoad[step.key] = [...calls];
  }

  expect(refused).toEqual([]);
  for (const [step, made] of Object.entries(perLoad)) {
    expect(made.length, `${step}: ${made.join(', ')}`).toBeLessThanOrEqual(11);
    expect(new Set(made).size, `${step} asked a route twice: ${made.join(', ')}`).toBe(made.length);
    expect(made, step).toContain('GET /api/auth/get-session');
  }

  // The brand's address alone opens its page.
  await page.goto(`/brand/${brand!.slug}`);
  await expect(page).toHaveURL(`/brand/${brand!.slug}/tasks`);
  await expect(page.getByRole('heading', { level: 1, name: 'Loads Coffee' })).toBeVisible();
});
