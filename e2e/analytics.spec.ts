import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { type FakeInstagram, startFakeInstagram } from '../apps/server/src/test/instagram-server';
import { en } from '../apps/web/src/shared/i18n/en';
import { APP_SERVER_START_MS, type AppServer, startAppServer } from './app-server';
import { expect, test } from './fixtures';
import { apiOf, ownerWithBrand, text, unique } from './journeys';
import { linkFromMail } from './mail';

const a = en.ui.analytics;
const p = en.ui.publishing;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Results (docs/product.md#analytics) on a server of its own, whose database gets 90 days of
 * demo results through `npm run dev:seed-analytics` — the analytics module's own repository, as
 * collection writes them — since a journey cannot wait the hours a network's figures take.
 */
const PORT = Number(process.env.E2E_PORT ?? 4310) + 40;
const URL_ = `http://localhost:${PORT}`;
const SHOTS = process.env.SHOTS_DIR;

test.use({ baseURL: URL_ });

let server: AppServer;
let ig: FakeInstagram;
test.beforeAll(async () => {
  test.setTimeout(APP_SERVER_START_MS + 10_000);
  // Instagram's stand-in: a channel to compose for, whose best times come from the demo's posts.
  ig = await startFakeInstagram({ mediaCount: 1 });
  server = await startAppServer(PORT, {
    ALLOW_PRIVATE_TARGETS: 'true',
    INSTAGRAM_CLIENT_ID: ig.clientId,
    INSTAGRAM_CLIENT_SECRET: ig.clientSecret,
    INSTAGRAM_AUTH_URL: `${ig.url}/oauth/authorize`,
    INSTAGRAM_API_URL: ig.url,
    INSTAGRAM_GRAPH_URL: ig.url,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await ig?.close();
});

/** A part of the page at 1280 and 375 px wide, when SHOTS_DIR is set. */
async function shoot(page: Page, part: Locator, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await part.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a brand admin filters the results by pillar, opens a post’s curve, reads the exported CSV, labels an imported post, finds the weekly review by e-mail and schedules at a best time', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = unique('results');
  await ownerWithBrand(page, {
    email,
    name: 'Rita Results',
    workspace: 'Results Studio',
    brand: 'Acme',
    origin: URL_,
    land: false,
  });
  const { call } = await apiOf(page);
  const [membership] = await call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const workspaceUid = membership!.workspaces.uid;
  const [brand] = await call<{ uid: string }[]>('GET', `/api/workspaces/${workspaceUid}/projects`);
  await call('PUT', `/api/workspaces/${workspaceUid}/projects/${brand!.uid}`, {
    content_pillars: ['Recipes', 'Behind the bar'],
  });
  execFileSync('npx', ['tsx', 'scripts/dev-seed-analytics.ts', 'acme'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' },
    stdio: 'pipe',
  });

  // The last 30 days against the 30 before, each figure saying what it rests on.
  await page.goto('/brand/acme/analytics');
  await expect(page.getByRole('heading', { level: 1, name: a.title })).toBeVisible();
  const top = page.getByRole('list', { name: a.ranked.top });
  await expect(top).toBeVisible();
  await expect(page.getByText(/\d+ of \d+ posts/).first()).toBeVisible();

  // A pillar filter lives in the address and narrows the lists to that pillar's posts.
  await page.getByLabel(a.filters.pillar, { exact: true }).selectOption('Recipes');
  await expect(page).toHaveURL(/[?&]pillar=Recipes/);
  await expect(top.getByRole('listitem').first()).toContainText('Recipes');
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/results-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${SHOTS}/results-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // A post's curve: its engagements at each reading, also as a table.
  await top
    .getByRole('button', { name: /Show the curve of the/ })
    .first()
    .click();
  const curve = page.getByRole('dialog');
  await expect(curve.getByRole('heading', { name: /^The .* post of / })).toBeVisible();
  await curve.getByRole('button', { name: a.curve.showTable }).click();
  await expect(curve.getByRole('table', { name: a.curve.chart })).toBeVisible();
  await shoot(page, curve, 'results-curve');
  await page.keyboard.press('Escape');
  await expect(curve).toBeHidden();

  // The export: the filtered posts with every snapshot, readable by a spreadsheet.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: a.exportCsv }).click();
  const file = await (await download).path();
  const csv = fs.readFileSync(file, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = csv.slice(1).trim().split(/\r?\n/);
  expect(header).toMatch(/^[^,]+,/);
  expect(rows.length).toBeGreaterThan(0);
  // Every row is a Recipes post; a figure not counted reads as words, never as 0 in its place.
  expect(rows.filter((row) => !row.includes('Recipes'))).toEqual([]);

  // An imported post has no ticket: it is labelled on the page, and the filters find it so.
  await page.goto('/brand/acme/analytics?source=imported');
  await page
    .getByRole('button', { name: /^Label the Instagram post of / })
    .first()
    .click();
  const form = page.getByRole('form', { name: a.label.title });
  await form.getByLabel(a.label.pillar).selectOption('Behind the bar');
  if (SHOTS) await form.screenshot({ path: `${SHOTS}/results-label-1280.png` });
  await form.getByRole('button', { name: a.label.save }).click();
  await expect(form).toBeHidden();
  await page.getByLabel(a.filters.pillar, { exact: true }).selectOption('Behind the bar');
  await expect(page).toHaveURL(/[?&]pillar=Behind(\+|%20)the(\+|%20)bar/);
  await expect(top.getByRole('listitem')).toHaveCount(1);
  await expect(top.getByRole('listitem')).toContainText('Behind the bar');

  // The weekly review the seed asked for: written by the app's worker, e-mailed to the brand
  // admin through SMTP, and opened from the e-mail's link on the page's Reviews tab.
  const link = await linkFromMail(email, '/brand/acme/analytics');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('tab', { name: a.tabs.reviews })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: /^Week of / }).first()).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/results-review-1280.png`, fullPage: true });

  // Best times in the composer: the brand's Instagram results say when to post there next.
  await page.goto('/brand/acme/integrations');
  const channels = page.getByRole('region', { name: p.channels.title });
  await channels.getByRole('button', { name: p.channels.connectApp }).click();
  await page
    .getByRole('dialog', { name: p.apps.title })
    .getByRole('button', { name: text(p.apps.continueTo, { network: 'Instagram' }) })
    .click();
  await expect(channels.getByRole('listitem', { name: `Instagram @${ig.username}` })).toBeVisible();
  const post = await call<{ uid: string }>('POST', `/api/projects/${brand!.uid}/tickets`, {
    summary: 'The winter menu',
    ticket_type: 'post',
    caption: 'Our winter menu is here',
  });
  await page.goto(`/brand/acme/tasks/${post.uid}`);
  const section = page.getByTestId('publish-section');
  await section.getByRole('checkbox', { name: new RegExp(`Instagram · @${ig.username}`) }).check();
  const best = section.getByRole('group', {
    name: text(p.composer.bestTimes.label, { network: 'Instagram' }),
  });
  await shoot(page, best, 'results-best-times');
  await best
    .getByRole('button', { name: /^Schedule for / })
    .first()
    .click();
  await expect(section.getByRole('radio', { name: p.composer.at })).toBeChecked();
  await expect(section.getByLabel(p.composer.date)).not.toHaveValue('');
});
