import { en } from '../apps/web/src/shared/i18n/en';
import { ERROR_CATALOGUE } from '../packages/domain/src/errors';
import { expect, test } from './fixtures';
import { text } from './journeys';
import { linkFromMail } from './mail';

const PASSWORD = 'correct horse battery';
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function signUp(page: import('@playwright/test').Page, email: string) {
  await page.getByRole('textbox', { name: en.ui.auth.name, exact: true }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: en.ui.auth.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: en.ui.auth.password, exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en.ui.auth.signUp }).click();
  await expect(page.getByRole('heading', { name: en.ui.auth.checkInboxTitle })).toBeVisible();
}

/** Onboarding's first step: a workspace of one's own. */
async function createWorkspace(page: import('@playwright/test').Page) {
  await page.getByRole('textbox', { name: en.ui.onboarding.name }).fill('Ada Studio');
  await page.getByRole('button', { name: en.ui.onboarding.create }).click();
  await expect(page.getByText(text(en.ui.onboarding.created, { name: 'Ada Studio' }))).toBeVisible();
}

test('a new user signs up, confirms through the e-mailed link and lands on the page first asked for', async ({
  page,
  consoleErrors,
}) => {
  const email = unique('ada');
  await page.goto('/tasks?viewMode=kanban');
  await expect(page).toHaveURL(/\/signin\?redirect=/);
  await page.getByRole('link', { name: en.ui.auth.signUp }).click();
  await expect(page).toHaveURL(/\/signup/);
  await signUp(page, email);

  const link = await linkFromMail(email, '/confirm-email');
  expect(link.searchParams.get('redirect')).toBe('/tasks?viewMode=kanban');
  await page.goto(link.pathname + link.search);
  // Signed in, but without a workspace or an invite: onboarding first, then the page asked for.
  await expect(page).toHaveURL('/onboarding?redirect=%2Ftasks%3FviewMode%3Dkanban');
  await createWorkspace(page);
  await page.getByRole('link', { name: en.ui.onboarding.continue }).click();
  await expect(page).toHaveURL('/tasks?viewMode=kanban');
  await expect(page.getByRole('heading', { level: 1, name: en.ui.pages.tasks })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a wrong password shows the catalogue message', async ({ page, consoleErrors }) => {
  await page.goto('/signin');
  await page.getByRole('textbox', { name: en.ui.auth.email, exact: true }).fill('nobody-here@example.com');
  await page.getByRole('textbox', { name: en.ui.auth.password, exact: true }).fill('not the password');
  await page.getByRole('button', { name: en.ui.auth.signIn, exact: true }).click();
  await expect(page.getByText(ERROR_CATALOGUE['auth/wrong-password'].message)).toBeVisible();
  await expect(page).toHaveURL('/signin');
  // The browser logs the 401 reply of the sign-in call; that is the expected answer here.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('401')));
});

test('an expired session during use sends the user to /signin with one notification', async ({
  page,
  consoleErrors,
}) => {
  const email = unique('grace');
  await page.clock.install();
  await page.goto('/signup');
  await signUp(page, email);
  const link = await linkFromMail(email, '/confirm-email');
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL('/onboarding');
  await createWorkspace(page);
  await page.getByRole('link', { name: en.ui.onboarding.toDashboard }).click();
  await expect(page).toHaveURL('/dashboard');

  // The session ends on the server (signed out elsewhere), and the ID token runs out.
  const signOut = await page.request.post('/api/auth/sign-out', {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(signOut.status()).toBe(200);
  await page.clock.fastForward('16:00');

  // The next call the app makes (the header's notification and timer polls run on every
  // signed-in page) finds the token expired and the session gone.
  await expect(page).toHaveURL(/\/signin\?redirect=/);
  const notice = page.getByText(ERROR_CATALOGUE.unauthorized.message);
  await expect(notice).toHaveCount(1);
  await expect(notice).toBeVisible();
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('401')));
});
