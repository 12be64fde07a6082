import { PLANS } from '@expertos/domain/plans';
import { en } from '../apps/web/src/shared/i18n/en';
import { APP_SERVER_START_MS } from './app-server';
import { BILLING_URL, type BillingServer, startBillingServer } from './billing-server';
import { expect, test } from './fixtures';
import { apiOf, inviteMember, joinByInvite, ownerWithBrand, text, unique } from './journeys';

/**
 * Plans and billing with Stripe on (docs/product.md#trial-and-plans): these journeys run
 * against a server of their own, with billing on and Stripe's stand-in beside it.
 */
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BILLING_URL });

let server: BillingServer;
test.beforeAll(async () => {
  test.setTimeout(APP_SERVER_START_MS + 10_000);
  server = await startBillingServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const SHOTS = process.env.SHOTS_DIR;
// Each journey signs up through the e-mailed link first, which under a busy CI machine can take
// most of the default 30 s on its own (measured: the sign-up mail arriving at 30 s).
test.describe.configure({ timeout: 90_000 });

test('an admin on trial adds 3 seats, pays at checkout and comes back to Business with 8 seats', async ({
  page,
  consoleErrors: _,
}) => {
  const email = unique('payer');
  const workspace = `Paying Studio ${Date.now() % 100000}`;
  await ownerWithBrand(page, {
    email,
    name: 'Pat Payer',
    workspace,
    brand: 'Paying Brand',
    origin: BILLING_URL,
  });

  // The header tells the admin how long the trial runs, and leads to billing.
  const badge = page.getByRole('link', { name: text(en.ui.billing.trialBadge, { count: '14' }) });
  await expect(badge).toBeVisible();
  await badge.click();
  await expect(page).toHaveURL('/billing');
  await expect(page.getByTestId('trial-days-left')).toHaveText(
    text(en.ui.billing.plan.trialDaysLeft, { count: '14' }),
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/billing-trial.png`, fullPage: true });

  const seats = page.getByRole('textbox', { name: en.ui.billing.picker.extraSeats });
  await expect(seats).toHaveValue('0');
  await seats.fill('3');
  await expect(
    page.getByText(
      text(en.ui.billing.picker.total, { price: '159.00', per: en.ui.billing.per.month, seats: '8' }),
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: PLANS.business.buttonLabel }).click();

  // Stripe's hosted checkout (the stand-in's page), then back through /verify-subscription.
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay and subscribe' }).click();
  await expect(page).toHaveURL(/\/billing/);
  await expect(page.getByText(en.ui.billing.plan.states.subscribed).first()).toBeVisible();
  const table = page.getByRole('table', { name: en.ui.billing.seats.caption });
  await expect(
    table.getByRole('row', { name: new RegExp(`^${en.ui.billing.seats.included}\\s+5$`) }),
  ).toBeVisible();
  await expect(
    table.getByRole('row', { name: new RegExp(`^${en.ui.billing.seats.paid}\\s+3$`) }),
  ).toBeVisible();
  await expect(page.getByText(PLANS.business.title).first()).toBeVisible();
  // 5 included + 3 paid = 8 seats, one of them the admin's.
  const summary = await (await apiOf(page)).call<{ seats: { included: number; paid: number } }>(
    'GET',
    `/api/workspaces/${await currentWorkspaceId(page, workspace)}/billing`,
  );
  expect(summary.seats.included + summary.seats.paid).toBe(8);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/billing-subscribed.png`, fullPage: true });
  if (SHOTS) {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${SHOTS}/billing-subscribed-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  // Cancelling in the customer portal: the plan runs to the end of the paid period.
  await page.getByRole('button', { name: en.ui.billing.portal }).click();
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await page.getByRole('link', { name: 'Return' }).click();
  await expect(page).toHaveURL('/billing');
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(en.ui.billing.plan.states.cancelled).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByText(/^Ends on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/billing-cancelled.png`, fullPage: true });
});

test('a member of a workspace whose trial is over lands on /expired and can still read its tickets', async ({
  page,
  browser,
  consoleErrors: _,
}) => {
  const ownerEmail = unique('owner');
  const memberEmail = unique('member');
  const workspace = `Old Studio ${Date.now() % 100000}`;
  const brand = 'Old Brand';
  await ownerWithBrand(page, {
    email: ownerEmail,
    name: 'Olive Owner',
    workspace,
    brand,
    origin: BILLING_URL,
  });
  const api = await apiOf(page);
  const workspaceId = await currentWorkspaceId(page, workspace);
  const [project] = await api.call<Array<{ uid: string }>>('GET', `/api/workspaces/${workspaceId}/projects`);
  await api.call('POST', `/api/projects/${project!.uid}/tickets`, {
    summary: 'Spring campaign brief',
    type: 'task',
  });
  await inviteMember(page, memberEmail, brand);
  const member = await joinByInvite(browser, memberEmail, workspace, 'Milo Member', { baseURL: BILLING_URL });

  server.ageWorkspace(workspace, 20);

  // The member: told to ask an admin, and may browse read-only.
  await member.page.goto('/dashboard');
  await expect(member.page).toHaveURL('/expired');
  await expect(member.page.getByText(text(en.ui.expired.memberIntro, { name: workspace }))).toBeVisible();
  if (SHOTS) await member.page.screenshot({ path: `${SHOTS}/expired-member.png`, fullPage: true });
  await member.page.getByRole('button', { name: en.ui.expired.browse }).click();
  await expect(member.page.getByText(text(en.ui.billing.readOnly.banner, { name: workspace }))).toBeVisible();
  await member.page.goto('/tasks');
  await expect(member.page.getByText('Spring campaign brief').first()).toBeVisible();
  // Reads work, writes are refused by the server with the catalogue's code.
  const memberApi = await apiOf(member.page);
  const refused = await memberApi.request.post(`/api/projects/${project!.uid}/tickets`, {
    headers: memberApi.headers,
    data: { summary: 'Not while locked', type: 'task' },
  });
  expect(refused.status()).toBe(402);
  expect((await refused.json()).code).toBe('workspace_no_subscription');

  // The admin is offered the plans on /expired.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/expired');
  await expect(page.getByText(text(en.ui.expired.adminIntro, { name: workspace }))).toBeVisible();
  await expect(page.getByRole('button', { name: PLANS.business.buttonLabel })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/expired-admin.png`, fullPage: true });
  expect(member.errors).toEqual([]);
  await member.context.close();
});

async function currentWorkspaceId(page: import('@playwright/test').Page, name: string): Promise<string> {
  const api = await apiOf(page);
  const list = await api.call<Array<{ workspaces: { uid: string; name: string } }>>('GET', '/api/workspaces');
  const found = list.find((item) => item.workspaces.name === name);
  if (!found) throw new Error(`no workspace ${name}`);
  return found.workspaces.uid;
}
