import { startOidcServer } from '../apps/server/src/test/oidc-server';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { createWorkspace, ownerWithBrand, text, unique } from './journeys';

const SHOTS = process.env.SHOTS_DIR;
const a = en.ui.auth;
const s = en.ui.security;
const port = Number(process.env.E2E_PORT ?? 4310);

test('Google sign-in: a new person starts with a workspace; an existing account connects Google after its password, then signs in with it', async ({
  page,
  browser,
  consoleErrors: _,
}) => {
  // The server was started with this stand-in as Google's issuer (e2e/start-server.mjs).
  const google = await startOidcServer({
    publicUrl: `http://localhost:${port}`,
    providerId: 'google',
    port: port + 11,
  });
  try {
    // Someone new: Continue with Google, and the app asks for their workspace.
    const newcomer = unique('googler');
    google.signInAs({ sub: 'g-1', email: newcomer, email_verified: true, name: 'Gia Google' });
    await page.goto('/signup');
    if (SHOTS)
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS}/signup-providers-${width}.png`, fullPage: true });
      }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: text(a.continueWith, { provider: 'Google' }) }).click();
    await createWorkspace(page, `Googlers ${Date.now() % 100000}`);

    // An account made with a password: Google alone does not get into it.
    const context = await browser.newContext();
    const owner = await context.newPage();
    const email = unique('linker');
    await ownerWithBrand(owner, {
      email,
      name: 'Lin Ker',
      workspace: `Linkers ${Date.now() % 100000}`,
      brand: 'Linkco',
      land: false,
    });
    google.signInAs({ sub: 'g-2', email, email_verified: true, name: 'Lin Ker' });
    const elsewhere = await browser.newContext();
    const laptop = await elsewhere.newPage();
    await laptop.goto('/signin');
    await laptop.getByRole('button', { name: text(a.continueWith, { provider: 'Google' }) }).click();
    await expect(laptop.getByRole('alert')).toHaveText(a.providerErrors.account_not_linked);
    if (SHOTS) await laptop.screenshot({ path: `${SHOTS}/signin-provider-refused-1280.png`, fullPage: true });

    // Signed in with the password, the owner connects Google on Sign-in and security.
    await owner.goto('/account/security');
    const card = owner.getByRole('region', { name: s.providersTitle });
    await expect(card.getByText(s.notConnected)).toBeVisible();
    await card.getByRole('button', { name: text(s.connectNamed, { provider: 'Google' }) }).click();
    await expect(owner.getByText(text(s.providerLinked, { provider: 'Google' }))).toBeVisible();
    await expect(
      card.getByRole('button', { name: text(s.disconnectNamed, { provider: 'Google' }) }),
    ).toBeVisible();
    if (SHOTS) {
      await card.screenshot({ path: `${SHOTS}/providers-1280.png` });
      await owner.setViewportSize({ width: 375, height: 800 });
      await card.screenshot({ path: `${SHOTS}/providers-375.png` });
    }

    // Now Google signs the laptop in to that account.
    await laptop.goto('/signin');
    await laptop.getByRole('button', { name: text(a.continueWith, { provider: 'Google' }) }).click();
    await expect(laptop).toHaveURL('/dashboard');
    await expect(laptop.getByRole('article', { name: 'Linkco' })).toBeVisible();
    await laptop.goto('/account/security');
    await expect(
      laptop
        .getByRole('list', { name: s.sessionsLabel })
        .getByRole('listitem')
        .filter({ hasText: s.thisDevice }),
    ).toContainText(s.method.fed);
    await context.close();
    await elsewhere.close();
  } finally {
    await google.close();
  }
});
