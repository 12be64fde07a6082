import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { apiOf, ownerWithBrand, PASSWORD, text, unique } from './journeys';

const SHOTS = process.env.SHOTS_DIR;
const k = en.ui.audit;

test('an admin requires two-step verification, reads who changed what and who signed in, filters the log, verifies the chain and exports it', async ({
  page,
  browser,
  consoleErrors: _,
}) => {
  const email = unique('auditowner');
  await ownerWithBrand(page, {
    email,
    name: 'Ava Audit',
    workspace: `Audit Co ${Date.now() % 100000}`,
    brand: 'Ledgerco',
    land: false,
  });
  const api = await apiOf(page);
  const [joined] = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const workspace = joined!.workspaces.uid;
  await api.call('POST', `/api/workspaces/${workspace}/invites`, {
    email: 'freelancer@example.com',
    role: 'external',
    project_uids: [],
  });
  await api.call('POST', `/api/workspaces/${workspace}/invites`, {
    email: 'editor@example.com',
    role: 'member',
    project_uids: [],
  });

  // The owner signs in on another computer: a wrong password first.
  const other = await browser.newContext();
  const laptop = await other.newPage();
  await laptop.goto('/signin');
  await laptop.getByRole('textbox', { name: en.ui.auth.email, exact: true }).fill(email);
  await laptop.getByRole('textbox', { name: en.ui.auth.password, exact: true }).fill('not the password');
  await laptop.getByRole('button', { name: en.ui.auth.signIn, exact: true }).click();
  await expect(laptop.getByText(en.errors['auth/wrong-password'])).toBeVisible();
  await laptop.getByRole('textbox', { name: en.ui.auth.password, exact: true }).fill(PASSWORD);
  await laptop.getByRole('button', { name: en.ui.auth.signIn, exact: true }).click();
  await expect(laptop).toHaveURL('/dashboard');
  await other.close();

  // The owner requires two-step verification of members: enforced a week from now.
  await page.goto('/team');
  await page.getByRole('link', { name: en.ui.pages.workspaceSecurity }).click();
  await expect(page).toHaveURL('/workspace/security');
  await expect(page.getByText(en.ui.workspaceSecurity.notRequired)).toBeVisible();
  await page.getByRole('switch', { name: en.ui.workspaceSecurity.requireTwoFactor }).click();
  await expect(page.getByText(/^Required from /)).toBeVisible();
  if (SHOTS)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/workspace-security-${width}.png`, fullPage: true });
    }
  await page.setViewportSize({ width: 1280, height: 800 });

  // From the team page.
  await page.goto('/team');
  await page.getByRole('link', { name: en.ui.pages.workspaceAuditLog }).click();
  await expect(page).toHaveURL('/workspace/audit-log');
  const rows = page.getByRole('table', { name: k.tableLabel }).getByRole('row');
  await expect(rows.filter({ hasText: 'freelancer@example.com' })).toContainText(k.actions['invite.sent']);
  await expect(rows.filter({ hasText: 'freelancer@example.com' })).toContainText(email);
  await expect(rows.filter({ hasText: k.actions['member.sign_in_failed'] })).toHaveCount(1);
  await expect(rows.filter({ hasText: k.actions['member.signed_in'] })).toHaveCount(1);
  await expect(rows.filter({ hasText: k.actions['workspace.two_factor_required'] })).toHaveCount(1);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/audit-log-sign-ins-1280.png`, fullPage: true });

  // Filtered by what was done on whom.
  await page.getByRole('searchbox', { name: k.target }).fill('editor');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('editor@example.com');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/audit-log-1280.png`, fullPage: true });

  await page.getByRole('button', { name: k.verify }).click();
  await expect(
    page.getByRole('status').filter({ hasText: text(k.verified, { count: 2 }).split(':')[0]! }),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: k.exportCsv }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  // The export is itself in the log.
  await page.getByRole('button', { name: k.clear }).click();
  await page.reload();
  await expect(rows.nth(1)).toContainText(k.actions['audit_log.exported']);

  await page.setViewportSize({ width: 375, height: 800 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/audit-log-375.png`, fullPage: true });
});
