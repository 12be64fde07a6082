import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { ownerWithBrand, text, unique } from './journeys';
import { linkFromMail } from './mail';

const list = en.ui.tickets.list;
const a = en.ui.approvals;

test('a post sent for approval is approved by the client in a signed-out browser, and moves on the board', async ({
  browser,
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await ownerWithBrand(page, {
    email: unique('sender'),
    name: 'Paula Planner',
    workspace: 'Approvals Studio',
    brand: 'Client Brand',
    land: false,
  });

  // A post, made in the list's form.
  await page.goto('/brand/client-brand/tasks?viewMode=table');
  await page.getByRole('button', { name: list.page.newTicket }).first().click();
  const form = page.getByRole('dialog', { name: list.create.title });
  await form.getByRole('textbox', { name: list.create.summary }).fill('Autumn launch reel');
  await form.getByRole('combobox', { name: list.fields.type, exact: true }).click();
  await page.getByRole('option', { name: list.types.post, exact: true }).click();
  await form.getByRole('button', { name: list.create.submit }).click();
  const dialog = page.getByTestId('task-dialog');
  await expect(dialog.getByRole('heading', { name: '#1 Autumn launch reel' })).toBeVisible();

  // Sent for approval from the ticket.
  const client = unique('client');
  const section = dialog.getByTestId('ticket-approvals');
  await expect(section.getByText(a.section.empty)).toBeVisible();
  await section.getByRole('button', { name: a.section.send }).click();
  const send = page.getByRole('dialog', { name: a.send.title });
  await send.getByRole('textbox', { name: a.send.email }).fill(client);
  await send.getByRole('textbox', { name: a.send.name }).fill('Dana Client');
  await send.getByRole('textbox', { name: a.send.message }).fill('The reel for Monday');
  await send.getByRole('button', { name: a.send.submit }).click();
  await expect(send.getByText(text(a.send.sent, { email: client }))).toBeVisible();
  await send.getByRole('button', { name: en.ui.close }).first().click();
  await expect(section.getByText(a.section.waiting)).toBeVisible();
  await dialog.getByRole('button', { name: en.ui.close }).click();

  // The client opens the e-mailed link without an account.
  const link = await linkFromMail(client, '/approve/');
  const outside = await browser.newContext();
  const clientPage = await outside.newPage();
  const clientErrors: string[] = [];
  clientPage.on('console', (message) => {
    if (message.type() === 'error') clientErrors.push(message.text());
  });
  await clientPage.goto(link.pathname);
  await expect(
    clientPage.getByRole('heading', { level: 1, name: text(a.page.title, { brand: 'Client Brand' }) }),
  ).toBeVisible();
  const post = clientPage.getByRole('article', { name: 'Autumn launch reel' });
  await expect(clientPage.getByText('“The reel for Monday”')).toBeVisible();
  if (process.env.SHOTS_DIR) {
    await clientPage.screenshot({ path: `${process.env.SHOTS_DIR}/approval-page.png`, fullPage: true });
    await clientPage.setViewportSize({ width: 375, height: 800 });
    await clientPage.screenshot({
      path: `${process.env.SHOTS_DIR}/approval-page-narrow.png`,
      fullPage: true,
    });
  }
  await post.getByRole('textbox', { name: new RegExp(a.page.comment) }).fill('Lovely, go ahead');
  await post.getByRole('button', { name: a.page.approve }).click();
  await expect(post.getByText(text(a.page.decided, { decision: a.decisions.approved }))).toBeVisible();
  await outside.close();
  expect(clientErrors).toEqual([]);

  // On the board the post is in Approved, and its history names the client.
  await page.goto('/brand/client-brand/tasks?viewMode=kanban');
  const approved = page.getByTestId('kanban-column-approved');
  await expect(approved.getByTestId('kanban-card').filter({ hasText: 'Autumn launch reel' })).toBeVisible();
  await approved.getByTestId('kanban-card').filter({ hasText: 'Autumn launch reel' }).click();
  await expect(
    dialog.getByText(/Dana Client <.*> \(approval link\) moved this from Needs Approval to Approved/),
  ).toBeVisible();
  await expect(dialog.getByTestId('ticket-approvals').getByText('“Lovely, go ahead”')).toBeVisible();
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/approval-ticket.png`, fullPage: true });
  }
  expect(consoleErrors).toEqual([]);
});
