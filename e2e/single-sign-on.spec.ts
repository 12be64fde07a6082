import { startDnsServer } from '../apps/server/src/test/dns-server';
import { startSamlIdpServer } from '../apps/server/src/test/saml-idp-server';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { ownerWithBrand, text, unique } from './journeys';

const SHOTS = process.env.SHOTS_DIR;
const a = en.ui.auth;
const w = en.ui.workspaceSecurity.sso;
const port = Number(process.env.E2E_PORT ?? 4310);

test('single sign-on: an admin sets up SAML and proves a domain; a new colleague signs in through the provider and joins the workspace', async ({
  page,
  browser,
  consoleErrors: _,
}) => {
  // The server looks TXT records up at this DNS stand-in (e2e/start-server.mjs); the provider
  // is samlify's IdentityProvider with a test key, answering with the HTTP-POST binding.
  const dns = await startDnsServer({ port: port + 12 });
  const idp = await startSamlIdpServer({ port: port + 13 });
  try {
    const domain = `sso-${Date.now()}-${Math.floor(Math.random() * 1e4)}.test`;
    await ownerWithBrand(page, {
      email: unique('ssoowner'),
      name: 'Sol Owner',
      workspace: `Single Co ${Date.now() % 100000}`,
      brand: 'Signco',
      land: false,
    });

    // The owner sets the provider up from its metadata, joining newcomers to the brand.
    await page.goto('/workspace/security');
    await page.getByRole('textbox', { name: w.metadataXml }).fill(idp.metadata());
    await page.getByRole('combobox', { name: w.joinBrands }).click();
    await page.getByRole('option', { name: 'Signco' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    await expect(page.getByText(idp.metadataUrl).first()).toBeVisible();

    // Then claims the company's domain and adds the TXT record the page shows.
    await page.getByRole('textbox', { name: w.domain, exact: true }).fill(domain);
    await page.getByRole('button', { name: w.addDomain }).click();
    await expect(page.getByText(text(w.domainAdded, { domain }))).toBeVisible();
    const value =
      (
        await page
          .getByText(/^expertos-verification=/)
          .first()
          .textContent()
      )?.trim() ?? '';
    expect(value).toMatch(/^expertos-verification=[0-9a-f]{32}$/);
    if (SHOTS)
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS}/sso-domain-pending-${width}.png`, fullPage: true });
      }
    await page.setViewportSize({ width: 1280, height: 800 });
    dns.setTxt(`_expertos-verification.${domain}`, [value]);
    await page.getByRole('button', { name: text(w.checkNamed, { domain }) }).click();
    await expect(page.getByText(text(w.domainVerified, { domain }))).toBeVisible();
    if (SHOTS)
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS}/sso-set-up-${width}.png`, fullPage: true });
      }
    await page.setViewportSize({ width: 1280, height: 800 });

    // A colleague new to the product signs in with their work address: the provider vouches
    // for them, they get an account and join the workspace with the brand.
    const newcomer = `nova@${domain}`;
    idp.signInAs(newcomer);
    const context = await browser.newContext();
    const colleague = await context.newPage();
    await colleague.goto('/signin');
    await colleague.getByRole('button', { name: a.signInWithSso }).click();
    await colleague.getByRole('textbox', { name: a.workEmail }).fill(newcomer);
    if (SHOTS) await colleague.screenshot({ path: `${SHOTS}/sso-sign-in-1280.png`, fullPage: true });
    await colleague.getByRole('button', { name: a.continue, exact: true }).click();
    await expect(colleague).toHaveURL(/\/dashboard$/);
    await expect(colleague.getByText('Signco').first()).toBeVisible();

    // The owner's audit log says who joined, and how.
    await page.goto('/workspace/audit-log');
    const rows = page.getByRole('table', { name: en.ui.audit.tableLabel }).getByRole('row');
    await expect(
      rows.filter({ hasText: newcomer }).filter({ hasText: en.ui.audit.actions['member.joined'] }),
    ).toHaveCount(1);
    await expect(rows.filter({ hasText: en.ui.audit.actions['sso_domain.verified'] })).toHaveCount(1);

    // An address of a domain nobody verified is told so at once.
    await context.clearCookies();
    await colleague.goto('/signin');
    await colleague.getByRole('button', { name: a.signInWithSso }).click();
    await colleague.getByRole('textbox', { name: a.workEmail }).fill('someone@nobody-verified.test');
    await colleague.getByRole('button', { name: a.continue, exact: true }).click();
    await expect(colleague.getByText(en.errors.sso_not_configured)).toBeVisible();
    await context.close();
  } finally {
    await idp.close();
    await dns.close();
  }
});
