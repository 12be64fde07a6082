import { createRequire } from 'node:module';
import { BRAND_SETTINGS_PAGES } from '@expertos/domain/setup-steps';
import type { Page } from '@playwright/test';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import {
  addBrand,
  apiOf,
  confirmEmail,
  createWorkspace,
  ownerWithBrand,
  signUp,
  text,
  unique,
} from './journeys';
import { linkFromMail } from './mail';

/**
 * axe-core over every route of the route table (apps/web/src/app/router.tsx), signed out and
 * signed in, with real data: no serious or critical WCAG 2.x A/AA violation on any screen.
 */
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
}

/**
 * Waits until the screen has come to rest: the page loaded, no loader or busy region left, and
 * no transition or animation running (a half-faded dialog would give axe wrong contrasts).
 */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  // The design pages show loaders on purpose, as samples.
  const showcase = SHOWCASES.has(new URL(page.url()).pathname);
  await page.waitForFunction(
    (loadersShown) =>
      document.querySelector('[aria-busy="true"]') === null &&
      (loadersShown ||
        document.querySelector('.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"]') ===
          null) &&
      // Spinners and pulsing placeholders run for as long as they are shown; anything else ends.
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    showcase,
  );
}
const SHOWCASES = new Set(['/kitchen-sync', '/ui']);

/** Runs axe on the page as it is now; answers its serious and critical violations, readably. */
async function seriousViolations(page: Page): Promise<string[]> {
  await settled(page);
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async (runOnly) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
    // Only violations are read: axe then keeps one node per other result instead of every node,
    // which makes a run on a full screen several times faster.
    const results = (await axe.run(document, { runOnly, resultTypes: ['violations'] })) as {
      violations: Violation[];
    };
    return results.violations;
  }, TAGS);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .map(
            (n) =>
              `    at ${n.target.join(' ')}: ${n.html.slice(0, 160)}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
          )
          .join('\n'),
    );
}

/** Every screen is checked; the test fails at the end with the whole list, screen by screen. */
function sweep(page: Page) {
  const found: string[] = [];
  return {
    async check(screen: string) {
      const violations = await seriousViolations(page);
      if (violations.length) console.log(`axe: ${screen}\n  ${violations.join('\n  ')}`);
      if (violations.length) found.push(`${screen} (${page.url()}):\n  ${violations.join('\n  ')}`);
    },
    assert() {
      expect(found, `serious or critical axe violations:\n\n${found.join('\n\n')}\n`).toEqual([]);
    },
  };
}

test.describe.configure({ mode: 'parallel' });
// axe is injected as a script tag, which the app's CSP (script-src 'self') would block.
test.use({ bypassCSP: true });

const ACCOUNT_SCREENS: Array<[string, string]> = [
  ['/signin', 'sign in'],
  ['/signup', 'sign up'],
  ['/forgot-password', 'forgot password'],
  ['/reset-password', 'reset password without a token'],
  ['/confirm-email', 'confirm e-mail without a token'],
];
const OTHER_SIGNED_OUT_SCREENS: Array<[string, string]> = [
  ['/invite/no-such-invite', 'unknown invite'],
  ['/onboarding', 'onboarding signed out'],
  ['/this/page/does-not-exist', 'not found'],
  ['/brand/acme/tasks/42', 'task page signed out'],
  ['/try', 'try'],
  ['/try/next-steps', 'try, next steps'],
];
const DESIGN_SCREENS: Array<[string, string]> = [
  ['/integration-success', 'integration success'],
  ['/kitchen-sync', 'kitchen sync'],
  ['/ui', 'UI tokens'],
  ['/play/video-1', 'play'],
];
const EXTENSION_SCREENS: Array<[string, string]> = [
  ['/bex/options', 'extension options'],
  ['/bex/record', 'extension record'],
  ['/bex/empty', 'extension empty'],
  ['/bex/text-highlight', 'extension text highlight'],
  ['/bex/popup', 'extension popup'],
  ['/bex/popup/new-ticket', 'extension new ticket'],
  ['/bex/devtools', 'extension devtools'],
];

/** Opens each screen in turn and checks it once its first heading shows. */
async function checkScreens(page: Page, axe: ReturnType<typeof sweep>, screens: Array<[string, string]>) {
  for (const [path, screen] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await axe.check(screen);
    // This server runs without billing: the billing page says so (docs/product.md#trial-and-plans).
    if (process.env.SHOTS_DIR && (path === '/billing' || path === '/verify-subscription')) {
      await page.screenshot({
        path: `${process.env.SHOTS_DIR}/${screen.replaceAll(' ', '-')}-off.png`,
        fullPage: true,
      });
    }
  }
}

// The sweep is cut into journeys of a few dozen seconds each, so the two workers share it
// rather than one of them running a single long sweep at the end of the tier.
// Each screen takes one to three seconds (load, settle, axe) and twice that while the other
// worker runs, so a journey holds at most about seven.
test('signed out: the sign-in, sign-up and password screens pass axe', async ({ page }) => {
  const axe = sweep(page);
  await checkScreens(page, axe, ACCOUNT_SCREENS);
  // The sign-up form's answer.
  await page.goto('/signup');
  await signUp(page, unique('axe-out'), 'Ada Axe');
  await axe.check('sign up, check your inbox');
  axe.assert();
});

test('signed out: the invite, not-found and try screens pass axe', async ({ page }) => {
  const axe = sweep(page);
  await checkScreens(page, axe, OTHER_SIGNED_OUT_SCREENS);
  axe.assert();
});

test('signed out: the player and design pages pass axe', async ({ page }) => {
  const axe = sweep(page);
  await checkScreens(page, axe, DESIGN_SCREENS);
  axe.assert();
});

test('signed out: the extension pages pass axe', async ({ page }) => {
  const axe = sweep(page);
  await checkScreens(page, axe, EXTENSION_SCREENS);
  axe.assert();
});

/**
 * An owner signed in on `page` with the workspace "Axe Studio", the brand "Acme Coffee" and one
 * ticket, made through the API: for the journeys about screens that come after onboarding.
 */
async function ownerWithTicket(page: Page, name = 'Olga Owner') {
  const owner = unique('axe-owner');
  await ownerWithBrand(page, {
    email: owner,
    name,
    workspace: 'Axe Studio',
    brand: 'Acme Coffee',
    land: false,
  });
  const api = await apiOf(page);
  const [membership] = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const workspaceUid = membership!.workspaces.uid;
  const [project] = await api.call<{ uid: string }[]>('GET', `/api/workspaces/${workspaceUid}/projects`);
  await api.call('POST', `/api/projects/${project!.uid}/tickets`, { summary: 'Autumn latte reel' });
  return { owner, api, workspaceUid, projectUid: project!.uid };
}

test('signed in: onboarding, a brand and its tickets in every view pass axe', async ({ page }) => {
  test.setTimeout(120_000);
  const axe = sweep(page);
  const owner = unique('axe-owner');
  await page.goto('/signup');
  await signUp(page, owner, 'Olga Owner');
  await confirmEmail(page, owner);
  await expect(page.getByRole('heading', { level: 1, name: en.ui.pages.onboarding })).toBeVisible();
  await axe.check('onboarding, new workspace');
  await createWorkspace(page, 'Axe Studio');
  await axe.check('onboarding, workspace created');
  await page.getByRole('link', { name: en.ui.onboarding.addBrand }).click();
  await expect(page).toHaveURL('/brand/add');
  await axe.check('add a brand');
  await addBrand(page, 'Acme Coffee');
  await axe.check('dashboard');

  // Tickets: one created through the dialog, so the views have data.
  const list = en.ui.tickets.list;
  await page.goto('/brand/acme-coffee/tasks?view=tasks');
  await expect(page).toHaveURL(/viewMode=table/);
  await axe.check('brand tasks, table, empty');
  await page.getByRole('button', { name: list.page.newTicket }).first().click();
  const form = page.getByRole('dialog', { name: list.create.title });
  await expect(form).toBeVisible();
  await axe.check('new ticket dialog');
  await form.getByRole('textbox', { name: list.create.summary }).fill('Autumn latte reel');
  await form.getByRole('button', { name: list.create.submit }).click();
  await expect(page.getByText(text(list.create.created, { id: '1' }))).toBeVisible();
  const dialog = page.getByTestId('task-dialog');
  await expect(dialog.getByRole('heading', { name: '#1 Autumn latte reel' })).toBeVisible();
  await axe.check('task dialog open');
  await dialog.getByRole('button', { name: en.ui.close }).click();
  await expect(page.getByRole('row', { name: /#1/ })).toBeVisible();
  await axe.check('brand tasks, table');
  await page.getByRole('radiogroup').getByText(list.views.kanban, { exact: true }).click();
  await expect(page).toHaveURL(/viewMode=kanban/);
  await expect(page.getByTestId('kanban-card').first()).toBeVisible();
  await axe.check('brand tasks, kanban');
  await page.getByRole('radiogroup').getByText(list.views.calendar, { exact: true }).click();
  await expect(page).toHaveURL(/viewMode=calendar/);
  await axe.check('brand tasks, calendar');
  for (const mode of ['table', 'kanban', 'calendar']) {
    await page.goto(`/tasks?viewMode=${mode}`);
    await axe.check(`all tasks, ${mode}`);
  }
  await page.goto('/brand/acme-coffee/tasks?viewMode=table');
  await page.getByRole('row', { name: /#1/ }).getByText('Autumn latte reel').click();
  await expect(dialog.getByRole('heading', { name: '#1 Autumn latte reel' })).toBeVisible();
  await dialog.getByRole('button', { name: en.ui.taskDialog.openInNewPage }).click();
  await expect(page).toHaveURL(/\/brand\/acme-coffee\/tasks\/[0-9a-f-]{36}$/);
  // The page's own title; the dialog it came from must be gone before axe looks.
  await expect(page.getByRole('heading', { level: 1, name: 'Autumn latte reel' })).toBeVisible();
  await expect(page.getByTestId('task-dialog')).toBeHidden();
  await axe.check('task page');
  axe.assert();
});

test('signed in: the team, an invite and a password reset pass axe, also as the invitee sees them', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const axe = sweep(page);
  const { owner } = await ownerWithTicket(page);
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await axe.check('team');
  await page.getByRole('link', { name: en.ui.team.invite }).click();
  await expect(page).toHaveURL('/user/add');
  await axe.check('invite a teammate');
  const invitee = unique('axe-invitee');
  await page.getByRole('textbox', { name: en.ui.auth.email }).fill(invitee);
  await page.getByRole('combobox', { name: en.ui.team.brands }).click();
  await page.getByRole('option', { name: 'Acme Coffee', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: en.ui.team.send }).click();
  await expect(page).toHaveURL('/team');
  await axe.check('team with a pending invite');
  const invite = await linkFromMail(invitee, '/invite/');
  const visitor = await browser.newContext({ bypassCSP: true });
  const anonymous = await visitor.newPage();
  const anonymousAxe = sweep(anonymous);
  await anonymous.goto(invite.pathname);
  await expect(anonymous.getByRole('heading', { level: 1 })).toBeVisible();
  await anonymousAxe.check('invite page, signed out');

  // A password reset link, followed signed out.
  await anonymous.goto('/forgot-password');
  await anonymous.getByRole('textbox', { name: en.ui.auth.email }).fill(owner);
  await anonymous.getByRole('button', { name: en.ui.auth.sendResetLink }).click();
  await expect(anonymous.getByRole('link', { name: en.ui.auth.backToSignIn })).toBeVisible();
  await anonymousAxe.check('forgot password, sent');
  const reset = await linkFromMail(owner, '/reset-password');
  await anonymous.goto(reset.pathname + reset.search);
  await expect(anonymous.getByRole('heading', { level: 1 })).toBeVisible();
  await anonymousAxe.check('reset password with a token');
  await visitor.close();

  // A member's row menu, their edit page and their profile, from the team table.
  await page.goto('/team');
  await page.getByRole('button', { name: text(en.ui.team.rowActions, { email: owner }) }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await axe.check('team, row menu open');
  await page.getByRole('menuitem', { name: en.ui.common.edit }).click();
  await expect(page).toHaveURL(/\/user\/[^/]+\/edit$/);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await axe.check('edit a member');
  const memberUid = new URL(page.url()).pathname.split('/')[2];
  // Their profile, by the team table's link, once its sections have their data, then with the
  // role-and-brands dialog open.
  const profile = en.ui.memberProfile;
  await page.goto('/team');
  await page.getByRole('link', { name: owner }).click();
  await expect(page).toHaveURL(`/profile/${memberUid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Olga Owner' })).toBeVisible();
  await expect(page.getByRole('list', { name: profile.brandsSection.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: profile.ticketsSection.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: profile.timeSection.title })).toBeVisible();
  await axe.check("a member's profile");
  await page.getByRole('button', { name: profile.editAccess }).click();
  await expect(
    page.getByRole('dialog', { name: text(profile.editTitle, { name: 'Olga Owner' }) }),
  ).toBeVisible();
  await axe.check("a member's profile, role and brands dialog");
  await page.keyboard.press('Escape');
  axe.assert();
  anonymousAxe.assert();
});

test('signed in: the account, billing and brand pages and the header menus pass axe', async ({ page }) => {
  test.setTimeout(90_000);
  const axe = sweep(page);
  await ownerWithTicket(page);
  await checkScreens(page, axe, [
    ['/dashboard', 'dashboard with a brand'],
    ['/my-invites', 'my invites'],
    ['/profile', 'profile'],
    ['/time', 'time report'],
    ['/billing', 'billing'],
    ['/expired', 'expired'],
    ['/verify-subscription', 'verify subscription'],
    ['/brand/acme-coffee/feed', 'brand feed'],
    ['/brand/acme-coffee/library', 'brand library'],
    ['/brand/acme-coffee/users', 'brand users'],
    ['/brand/acme-coffee/integrations', 'brand integrations'],
    ['/brand/acme-coffee/user/add', 'brand, add a user'],
    ['/signin', 'sign in while signed in'],
    ['/this/page/does-not-exist', 'not found, signed in'],
  ]);

  // The header's menus open: notification centre, user menu, workspace switcher.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: new RegExp(`^${en.ui.notifications.bell}`) }).click();
  await expect(
    page.getByRole('dialog').or(page.getByLabel(en.ui.notifications.centre)).first(),
  ).toBeVisible();
  await axe.check('notification centre open');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: en.ui.nav.userMenu }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await axe.check('user menu open');
  await page.keyboard.press('Escape');
  axe.assert();
});

test('signed in: every brand setup step passes axe', async ({ page }) => {
  test.setTimeout(90_000);
  const axe = sweep(page);
  await ownerWithTicket(page);
  await checkScreens(
    page,
    axe,
    BRAND_SETTINGS_PAGES.map((segment): [string, string] => [
      `/brand/acme-coffee/settings/${segment}`,
      `brand settings ${segment}`,
    ]),
  );
  axe.assert();
});

// Another language changes every name axe reads (labels, headings, buttons) and makes them
// longer: the main screens are swept again in German and French (docs/product.md#languages).
test('signed in, in German and French: the dashboard, the ticket views and a setup step pass axe', async ({
  page,
}) => {
  const { api } = await ownerWithTicket(page, 'Greta Lang');
  const axe = sweep(page);
  for (const [language, screens] of [
    [
      'de',
      [
        ['/dashboard', 'dashboard (de)'],
        ['/brand/acme-coffee/tasks?viewMode=table', 'table (de)'],
        ['/brand/acme-coffee/tasks?viewMode=kanban', 'board (de)'],
      ],
    ],
    [
      'fr',
      [
        ['/brand/acme-coffee/tasks?viewMode=calendar', 'calendar (fr)'],
        [`/brand/acme-coffee/settings/${BRAND_SETTINGS_PAGES[3]}`, 'setup step (fr)'],
      ],
    ],
  ] as const) {
    await api.call('PUT', '/api/me', { language });
    for (const [path, screen] of screens) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await axe.check(screen);
    }
  }
  axe.assert();
});
