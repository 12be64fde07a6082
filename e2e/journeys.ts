import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect } from './fixtures';
import { linkFromMail } from './mail';

/** Steps several journeys share: signing up, confirming, creating a workspace and a brand. */
export const PASSWORD = 'correct horse battery';
export const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
/**
 * An en.ts text (ICU MessageFormat) as the app shows it, its arguments filled in; a value of
 * digits counts as a number (plurals choose by it).
 */
export const text = (template: string, values: Record<string, string | number> = {}) =>
  String(
    new IntlMessageFormat(template, 'en', undefined, { ignoreTag: true }).format(
      Object.fromEntries(
        Object.entries(values).map(([key, value]) => [
          key,
          typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
        ]),
      ),
    ),
  );
export const SETTINGS_KEY = 'expertos:settings';

export async function signUp(page: Page, email: string, name: string) {
  await page.getByRole('textbox', { name: en.ui.auth.name, exact: true }).fill(name);
  await page.getByRole('textbox', { name: en.ui.auth.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: en.ui.auth.password, exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en.ui.auth.signUp }).click();
  await expect(page.getByRole('heading', { name: en.ui.auth.checkInboxTitle })).toBeVisible();
}

/** Follows the e-mailed confirmation link, which signs in; answers the link. */
export async function confirmEmail(page: Page, email: string) {
  const link = await linkFromMail(email, '/confirm-email');
  await page.goto(link.pathname + link.search);
  return link;
}

export async function createWorkspace(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name: en.ui.pages.onboarding })).toBeVisible();
  await page.getByRole('textbox', { name: en.ui.onboarding.name }).fill(name);
  await page.getByRole('combobox', { name: en.ui.onboarding.industry }).click();
  await page.getByRole('option', { name: 'Media', exact: true }).click();
  await page.getByRole('button', { name: en.ui.onboarding.create }).click();
  await expect(page.getByText(text(en.ui.onboarding.created, { name }))).toBeVisible();
}

export async function addBrand(page: Page, name: string) {
  await expect(page).toHaveURL('/brand/add');
  await page.getByRole('textbox', { name: en.ui.projects.name }).fill(name);
  await page.getByRole('button', { name: en.ui.projects.create }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText(text(en.ui.projects.created, { name }))).toBeVisible();
  await expect(page.getByRole('article', { name })).toBeVisible();
}

/**
 * A teammate opens the e-mailed invite in a browser of their own, registers, confirms and
 * accepts: they land on the workspace's dashboard. Answers their page and its console errors.
 */
export async function joinByInvite(
  browser: Browser,
  email: string,
  workspace: string,
  name: string,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  const invite = await linkFromMail(email, '/invite/');
  await page.goto(invite.pathname);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: text(en.ui.invites.joinTitle, { workspace }),
    }),
  ).toBeVisible();
  // No account yet: register, and the confirmation brings them back to the invite signed in.
  await page.getByRole('link', { name: en.ui.invites.createAccount }).click();
  await expect(page).toHaveURL(/\/signup\?redirect=/);
  await signUp(page, email, name);
  const confirmation = await confirmEmail(page, email);
  expect(confirmation.searchParams.get('redirect')).toBe(invite.pathname);
  await expect(page).toHaveURL(invite.pathname);

  await page.getByRole('button', { name: en.ui.invites.acceptInvite }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('current-workspace')).toHaveText(workspace);
  return { context, page, errors };
}

/** The owner invites a member with access to one brand, from the team page. */
export async function inviteMember(page: Page, email: string, brand: string) {
  await page.getByRole('banner').getByRole('link', { name: en.ui.nav.team }).click();
  await expect(page).toHaveURL('/team');
  await page.getByRole('link', { name: en.ui.team.invite }).click();
  await page.getByRole('textbox', { name: en.ui.auth.email }).fill(email);
  await page.getByRole('combobox', { name: en.ui.team.brands }).click();
  await page.getByRole('option', { name: brand, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: en.ui.team.send }).click();
  await expect(page).toHaveURL('/team');
  await expect(page.getByText(text(en.ui.team.sent, { email }))).toBeVisible();
}

/** Today as the browser sees it (same machine, same time zone), as YYYY-MM-DD. */
export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Calls the API as the signed-in user of the page: the session cookie buys an ID token. */
export async function apiOf(page: Page) {
  const { token } = (await (await page.request.get('/api/auth/token')).json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const request = page.request;
  async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, data?: object): Promise<T> {
    const res = await request.fetch(url, { method, headers, data });
    expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()) as T;
  }
  return { call, headers, request };
}

/**
 * An owner signed in on `page` with a workspace and one brand, made through the API after the
 * e-mailed confirmation: for journeys about what comes after. The sign-up form, the
 * confirmation page, the onboarding screens and the brand form have journeys of their own
 * (auth, first-week, workspaces, accessibility); here they would only cost each journey
 * seconds of CI. `land` (the default) then opens the dashboard; a journey that goes elsewhere
 * first passes `land: false` and loads the app once, where it starts.
 */
export async function ownerWithBrand(
  page: Page,
  {
    email,
    name,
    workspace,
    brand,
    land = true,
    // The identity service takes account requests only from the app's own origin, as a browser
    // sends it: the shared server's, or that of a journey's own server (its baseURL).
    origin = `http://localhost:${process.env.E2E_PORT ?? 4310}`,
  }: { email: string; name: string; workspace: string; brand: string; land?: boolean; origin?: string },
) {
  const signUpReply = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin },
    data: { name, email, password: PASSWORD, callbackURL: '/dashboard' },
  });
  expect(signUpReply.status(), await signUpReply.text()).toBeLessThan(300);
  // The link's token, confirmed as the confirmation page does: that signs the browser in
  // (the reply's session cookie lands in the page's context).
  const link = await linkFromMail(email, '/confirm-email');
  const token = link.searchParams.get('token') ?? '';
  const confirmed = await page.request.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, {
    headers: { origin },
  });
  expect(confirmed.status(), await confirmed.text()).toBeLessThan(300);
  const { call } = await apiOf(page);
  const created = await call<{ uid: string }>('POST', '/api/workspaces', {
    name: workspace,
    industry: 'Media',
  });
  await call('POST', `/api/workspaces/${created.uid}/projects`, { name: brand });
  if (!land) return;
  await page.goto('/dashboard');
  await expect(page.getByRole('article', { name: brand })).toBeVisible();
}

/** Drags with the mouse as a person does (a board card, a calendar event) from one element onto another. */
export async function drag(page: Page, from: Locator, to: Locator) {
  // Pointer events only reach what is on screen: bring the source in view, then measure.
  await from.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('drag source or target is not on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2, { steps: 5 });
  await page.mouse.move(end.x + end.width / 2, end.y + Math.min(end.height / 2, 60), { steps: 20 });
  await page.mouse.up();
}

/**
 * The page does not scroll sideways at `width`. Checked once the page has answered the new size:
 * parts of it lay out from resize and media-query listeners, which run after the resize, so a
 * measure taken the instant the viewport changed can still see the old layout for a frame.
 */
export async function fitsWidth(page: Page, width: number) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `the page scrolls sideways at ${width} px`,
    })
    .toBeLessThanOrEqual(width);
}
