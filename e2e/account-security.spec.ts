import { URI } from 'otpauth';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { ownerWithBrand, PASSWORD, text, unique } from './journeys';

const SHOTS = process.env.SHOTS_DIR;
const s = en.ui.security;
const a = en.ui.auth;

test('two-step verification: turned on with the app, then a sign-in with a code and one with a recovery code; another browser signed out from the sessions list', async ({
  page,
  browser,
  consoleErrors: _,
}) => {
  const email = unique('twostep');
  await ownerWithBrand(page, {
    email,
    name: 'Tess Two',
    workspace: `Two Step ${Date.now() % 100000}`,
    brand: 'Lockco',
    land: false,
  });

  // Turning it on: the password, the QR code and its key, a first code, then the recovery codes.
  await page.goto('/account/security');
  await expect(page.getByText(s.off, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: s.turnOn }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(s.password).fill(PASSWORD);
  await dialog.getByRole('button', { name: s.continue }).click();
  await expect(dialog.getByRole('img', { name: s.qrLabel })).toBeVisible();
  const key = (await dialog.getByRole('textbox', { name: s.key }).inputValue()).replace(/\s+/g, '');
  const app = URI.parse(`otpauth://totp/Expertos:${encodeURIComponent(email)}?secret=${key}&issuer=Expertos`);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/two-factor-scan-1280.png` });
  await dialog.getByRole('textbox', { name: s.code }).fill(app.generate());
  await dialog.getByRole('button', { name: s.confirm }).click();
  const codes = dialog.getByRole('list', { name: s.codesLabel }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!.trim();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/two-factor-codes-1280.png` });
  await dialog.getByRole('button', { name: s.saved }).click();
  await expect(page.getByText(s.on, { exact: true })).toBeVisible();

  // Signing in elsewhere asks for a code after the password.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.setViewportSize({ width: 375, height: 800 });
  await phone.goto('/signin');
  await phone.getByRole('textbox', { name: a.email, exact: true }).fill(email);
  await phone.getByRole('textbox', { name: a.password, exact: true }).fill(PASSWORD);
  await phone.getByRole('button', { name: a.signIn, exact: true }).click();
  await expect(phone.getByRole('heading', { name: a.codeTitle })).toBeVisible();
  if (SHOTS) await phone.screenshot({ path: `${SHOTS}/two-factor-signin-375.png`, fullPage: true });
  await phone.getByRole('textbox', { name: a.code }).fill('000000');
  await phone.getByRole('button', { name: a.verify }).click();
  await expect(phone.getByText(en.errors['auth/invalid-code'])).toBeVisible();
  // The next code (the one that turned it on is spent): in.
  await phone.getByRole('textbox', { name: a.code }).fill(app.generate({ timestamp: Date.now() + 30_000 }));
  await phone.getByRole('button', { name: a.verify }).click();
  await expect(phone).toHaveURL('/dashboard');

  // A third browser signs in with a recovery code instead.
  const third = await browser.newContext();
  const laptop = await third.newPage();
  await laptop.goto('/signin');
  await laptop.getByRole('textbox', { name: a.email, exact: true }).fill(email);
  await laptop.getByRole('textbox', { name: a.password, exact: true }).fill(PASSWORD);
  await laptop.getByRole('button', { name: a.signIn, exact: true }).click();
  await laptop.getByRole('button', { name: a.useRecovery }).click();
  await laptop.getByRole('textbox', { name: a.recoveryCode }).fill(recovery);
  await laptop.getByRole('button', { name: a.verify }).click();
  await expect(laptop).toHaveURL('/dashboard');

  // The sessions list shows all three; the phone is signed out from here, and its next call
  // sends it to sign-in.
  await page.reload();
  const sessions = page.getByRole('list', { name: s.sessionsLabel }).getByRole('listitem');
  await expect(sessions).toHaveCount(3);
  await expect(sessions.filter({ hasText: s.thisDevice })).toHaveCount(1);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/account-security-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/account-security-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: s.signOutOthers }).click();
  await page.getByRole('dialog').getByRole('button', { name: s.signOutOthers }).click();
  await expect(page.getByText(text(s.signedOutOthers, { count: '2' }))).toBeVisible();
  await expect(sessions).toHaveCount(1);

  await laptop.reload();
  await expect(laptop).toHaveURL(/\/signin/);
  await other.close();
  await third.close();
});

test('passkeys: one added with the device, renamed; then a sign-in with it and no password, and as the second step of a password sign-in', async ({
  page,
  consoleErrors: _,
}) => {
  // Chromium's own virtual authenticator stands in for the laptop's fingerprint reader: it
  // answers every request at once, with the person verified.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const email = unique('passkey');
  await ownerWithBrand(page, {
    email,
    name: 'Pia Key',
    workspace: `Passkeys ${Date.now() % 100000}`,
    brand: 'Keyco',
    land: false,
  });

  await page.goto('/account/security');
  const passkeys = page.getByRole('region', { name: s.passkeysTitle });
  await expect(passkeys.getByText(s.noPasskeys)).toBeVisible();
  await passkeys.getByRole('button', { name: s.addPasskey }).click();
  const listed = passkeys.getByRole('list', { name: s.passkeysLabel }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed.first()).toContainText(/Chrome on /);
  await expect(listed.first()).toContainText(s.neverUsed);
  await passkeys.getByRole('button', { name: /^Rename / }).click();
  const dialog = page.getByRole('dialog', { name: s.renameTitle });
  await dialog.getByRole('textbox', { name: s.passkeyName }).fill('Work laptop');
  await dialog.getByRole('button', { name: s.save }).click();
  await expect(dialog).toBeHidden();
  await expect(listed.first()).toContainText('Work laptop');
  if (SHOTS) {
    await passkeys.screenshot({ path: `${SHOTS}/passkeys-1280.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    await passkeys.screenshot({ path: `${SHOTS}/passkeys-375.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // The virtual authenticator answers a request as soon as one is made when `present`; a
  // person picks from the browser's suggestions instead.
  const present = (enabled: boolean) =>
    cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled });
  const signOut = async () => {
    await page.getByRole('button', { name: new RegExp(en.ui.nav.userMenu) }).click();
    await page.getByRole('menuitem', { name: en.ui.nav.signOut }).click();
    await expect(page).toHaveURL(/\/signin/);
  };

  // Signed out, the passkey is offered with the e-mail field's suggestions: chosen, it signs
  // in with nothing typed.
  await signOut();
  await expect(page).not.toHaveURL(/\/signin/);
  await expect(page.getByRole('heading', { name: en.ui.pages.accountSecurity })).toBeVisible();
  await expect(page.getByRole('list', { name: s.sessionsLabel }).getByRole('listitem').first()).toContainText(
    s.method.hwk,
  );

  // The button asks for it (the suggestions wait, unanswered).
  await present(false);
  await signOut();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('button', { name: a.signInWithPasskey })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/passkey-signin-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  // As on a browser that offers no passkeys among a field's suggestions (many do not): else the
  // authenticator, answering again, answered the suggestions' waiting request first and signed
  // in before the click (the button gone: a flake). The button alone asks now.
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
  await page.reload();
  await present(true);
  await page.getByRole('button', { name: a.signInWithPasskey }).click();
  await expect(page).not.toHaveURL(/\/signin/);

  // With two-step verification on, the passkey replaces the code after the password.
  await page.goto('/account/security');
  await page.getByRole('button', { name: s.turnOn }).click();
  const setUp = page.getByRole('dialog');
  await setUp.getByLabel(s.password).fill(PASSWORD);
  await setUp.getByRole('button', { name: s.continue }).click();
  const key = (await setUp.getByRole('textbox', { name: s.key }).inputValue()).replace(/\s+/g, '');
  const app = URI.parse(`otpauth://totp/Expertos:${encodeURIComponent(email)}?secret=${key}&issuer=Expertos`);
  await setUp.getByRole('textbox', { name: s.code }).fill(app.generate());
  await setUp.getByRole('button', { name: s.confirm }).click();
  await setUp.getByRole('button', { name: s.saved }).click();
  await expect(page.getByText(s.on, { exact: true })).toBeVisible();
  await present(false);
  await signOut();
  await page.getByRole('textbox', { name: a.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: a.password, exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: a.signIn, exact: true }).click();
  await expect(page.getByRole('heading', { name: a.codeTitle })).toBeVisible();
  await present(true);
  await page.getByRole('button', { name: a.usePasskey }).click();
  await expect(page).not.toHaveURL(/\/signin/);
  await page.goto('/account/security');
  await expect(listed.first()).not.toContainText(s.neverUsed);
  await expect(page.getByRole('list', { name: s.sessionsLabel }).getByRole('listitem').first()).toContainText(
    s.method.hwk,
  );
});
