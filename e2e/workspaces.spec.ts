import type { Page } from '@playwright/test';
import { en } from '../apps/web/src/shared/i18n/en';
import { DEFAULT_TASK_FILTERS } from '../packages/domain/src/settings';
import { expect, test } from './fixtures';
import {
  addBrand,
  confirmEmail,
  createWorkspace,
  inviteMember,
  joinByInvite,
  SETTINGS_KEY,
  signUp,
  unique,
} from './journeys';

async function switchTo(page: Page, workspace: string) {
  await page.getByRole('button', { name: en.ui.workspace.switcher }).click();
  await page.getByRole('menuitem', { name: workspace }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('current-workspace')).toHaveText(workspace);
}

/** Task filters as the settings store persisted them. */
async function storedTaskFilters(page: Page) {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}').state?.taskFilters,
    SETTINGS_KEY,
  );
}

const SET_FILTERS_ONCE = 'e2e:set-task-filters';
const withFilterScript = new WeakSet<Page>();

/**
 * Some task filters set, as the task list would leave them, then reloaded. They are written as
 * the reloaded page starts, before the app reads its settings: the settings store saves its
 * whole state on every change, so a write made on the old page could be overwritten by the app
 * (a workspace switch still settling) before the reload.
 */
async function setTaskFilters(page: Page) {
  if (!withFilterScript.has(page)) {
    withFilterScript.add(page);
    await page.addInitScript(
      ([key, once]) => {
        if (!sessionStorage.getItem(once)) return;
        sessionStorage.removeItem(once);
        const stored = JSON.parse(localStorage.getItem(key) ?? '{"state":{},"version":1}');
        stored.state.taskFilters = {
          ...stored.state.taskFilters,
          status: 'done',
          tags: ['launch'],
          filter: 'reel',
        };
        localStorage.setItem(key, JSON.stringify(stored));
      },
      [SETTINGS_KEY, SET_FILTERS_ONCE] as const,
    );
  }
  await page.evaluate((once) => sessionStorage.setItem(once, '1'), SET_FILTERS_ONCE);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: en.ui.pages.dashboard })).toBeVisible();
  expect(await storedTaskFilters(page)).toMatchObject({ status: 'done', tags: ['launch'] });
}

test('an owner sets up a workspace and brands, a teammate joins through the e-mailed invite and sees only their brand', async ({
  browser,
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const owner = unique('owner');
  const mate = unique('mate');

  // The owner signs up; with no workspace and no invite, the first stop is onboarding.
  await page.goto('/signup');
  await signUp(page, owner, 'Olivia Owner');
  await confirmEmail(page, owner);
  await expect(page).toHaveURL('/onboarding');
  await createWorkspace(page, 'Acme Studio');
  await expect(page.getByRole('region', { name: en.ui.onboarding.extensionTitle })).toContainText(
    en.ui.onboarding.extensionNote,
  );

  // Two brands: Acme from onboarding, Secret from the dashboard.
  await page.getByRole('link', { name: en.ui.onboarding.addBrand }).click();
  await addBrand(page, 'Acme');
  await page.getByRole('link', { name: en.ui.dashboard.addBrand }).click();
  await addBrand(page, 'Secret');

  // Invite a teammate as a member with access to Acme only.
  await inviteMember(page, mate, 'Acme');
  await expect(page.getByRole('row', { name: new RegExp(mate) })).toContainText(en.ui.memberStatuses.invited);

  // The teammate registers through the invite link, confirms, accepts: only Acme.
  const teammate = await joinByInvite(browser, mate, 'Acme Studio', 'Max Mate');
  await expect(teammate.page.getByRole('article', { name: 'Acme' })).toBeVisible();
  await expect(teammate.page.getByRole('article', { name: 'Secret' })).toHaveCount(0);
  await expect(
    teammate.page.getByRole('region', { name: en.ui.dashboard.requestTitle }).getByText('Secret'),
  ).toBeVisible();
  // Team is for admins: a member lands on the dashboard.
  await teammate.page.goto('/team');
  await expect(teammate.page).toHaveURL('/dashboard');
  await expect(teammate.page.getByRole('heading', { level: 1, name: en.ui.pages.dashboard })).toBeVisible();
  expect(teammate.errors).toEqual([]);
  await teammate.context.close();

  // Back on the team page, the teammate has joined.
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(mate) })).toContainText(en.ui.memberStatuses.joined);

  // A second workspace; switching between them resets the task filters and lands on /dashboard.
  await page.getByRole('button', { name: en.ui.workspace.switcher }).click();
  await page.getByRole('menuitem', { name: en.ui.workspace.create }).click();
  await createWorkspace(page, 'Globex');
  await page.getByRole('link', { name: en.ui.onboarding.toDashboard }).click();
  await expect(page.getByTestId('current-workspace')).toHaveText('Globex');
  await expect(page.getByTestId('empty-state')).toContainText(en.ui.dashboard.emptyTitle);

  await setTaskFilters(page);
  await page.getByRole('banner').getByRole('link', { name: en.ui.nav.team }).click();
  await switchTo(page, 'Acme Studio');
  expect(await storedTaskFilters(page)).toEqual(DEFAULT_TASK_FILTERS);
  await expect(page.getByRole('article', { name: 'Acme' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Secret' })).toBeVisible();

  await setTaskFilters(page);
  await switchTo(page, 'Globex');
  expect(await storedTaskFilters(page)).toEqual(DEFAULT_TASK_FILTERS);
  await expect(page.getByTestId('empty-state')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
