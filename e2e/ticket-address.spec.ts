import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { apiOf, inviteMember, joinByInvite, ownerWithBrand, text, unique } from './journeys';

const list = en.ui.tickets.list;
const comments = en.ui.comments;
const centre = en.ui.notifications;
/** Screenshots for the review (1280 and 375 px wide) when SHOTS_DIR is set. */
const SHOTS = process.env.SHOTS_DIR;

/** docs/product.md#ticket-addresses */
test('the task dialog has an address: Back closes it, a reload and a copied link reopen it, a #key resolves, a mention opens at its comment', async ({
  browser,
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000);

  const lead = unique('lead');
  const mate = unique('mate');

  await ownerWithBrand(page, { email: lead, name: 'Lena Lead', workspace: 'Address Studio', brand: 'Acme' });
  await inviteMember(page, mate, 'Acme');
  const teammate = await joinByInvite(browser, mate, 'Address Studio', 'Max Mate');

  // A ticket on Acme, made from the brand's table; it opens in the dialog, which is closed again.
  await page.goto('/brand/acme/tasks?viewMode=table');
  await page.getByRole('button', { name: list.page.newTicket }).first().click();
  const form = page.getByRole('dialog', { name: list.create.title });
  await form.getByRole('textbox', { name: list.create.summary }).fill('Spring launch reel');
  await form.getByRole('button', { name: list.create.submit }).click();
  const dialog = page.getByTestId('task-dialog');
  const heading = dialog.getByRole('heading', { name: '#1 Spring launch reel' });
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(/[?&]task=[0-9a-f-]{36}/);
  const ticketUid = new URL(page.url()).searchParams.get('task')!;
  await dialog.getByRole('button', { name: en.ui.close }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/brand/acme/tasks?viewMode=table');

  // Opened from the table: the address names it, the page's own parameter stays.
  const row = page.getByRole('row', {
    name: text(list.table.open, { id: '1', summary: 'Spring launch reel' }),
  });
  await row.getByRole('button', { name: 'Spring launch reel' }).click();
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(`/brand/acme/tasks?viewMode=table&task=${ticketUid}`);

  // Back closes the dialog and stays on the brand page.
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/brand/acme/tasks?viewMode=table');
  await expect(row).toBeVisible();

  // A reload reopens it.
  await row.getByRole('button', { name: 'Spring launch reel' }).click();
  await expect(heading).toBeVisible();
  const address = page.url();
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(address);

  // The copied address opens the same ticket over the same page for a teammate.
  const matePage = teammate.page;
  await matePage.goto(address);
  const mateDialog = matePage.getByTestId('task-dialog');
  await expect(mateDialog.getByRole('heading', { name: '#1 Spring launch reel' })).toBeVisible();
  await expect(matePage.getByRole('row', { name: /#1/ })).toBeVisible();
  await mateDialog.getByRole('button', { name: en.ui.close }).click();
  await expect(mateDialog).toBeHidden();
  await expect(matePage).toHaveURL('/brand/acme/tasks?viewMode=table');

  // The ticket's key resolves in the current workspace and gives way to the uid: #1 and a bare 1.
  for (const key of ['%231', '1']) {
    await matePage.goto(`/brand/acme/tasks?task=${key}`);
    await expect(mateDialog.getByRole('heading', { name: '#1 Spring launch reel' })).toBeVisible();
    await expect(matePage).toHaveURL(new RegExp(`/brand/acme/tasks\\?(.*&)?task=${ticketUid}(&|$)`));
  }
  // A number no ticket has says so in the dialog.
  await matePage.goto('/brand/acme/tasks?task=%23999');
  await expect(mateDialog.getByTestId('task-load-problem')).toContainText(en.ui.tickets.details.notFound);
  await mateDialog.getByRole('button', { name: en.ui.close }).click();
  await expect(mateDialog).toBeHidden();
  expect(new URL(matePage.url()).searchParams.has('task')).toBe(false);

  // Lena mentions Max; then Max writes 55 comments, so the mention is older than the first page.
  await page.goto(`/brand/acme/tasks?viewMode=table&task=${ticketUid}`);
  const composer = dialog.getByTestId('comment-composer');
  const box = composer.getByRole('textbox', { name: comments.composer.label });
  await box.pressSequentially('Please review @Ma');
  // Every key reached the composer, which still has the focus: the @ list is then its to show.
  await expect(box).toHaveValue('Please review @Ma');
  await expect(box).toBeFocused();
  await page.getByRole('option', { name: 'Max Mate' }).click();
  await box.pressSequentially(' before Friday');
  await composer.getByRole('button', { name: comments.composer.post }).click();
  const mention = dialog.getByRole('article', { name: text(comments.itemLabel, { name: 'Lena Lead' }) });
  await expect(mention).toContainText('Please review');
  const mentionUid = await mention.getAttribute('data-comment-uid');
  const api = await apiOf(matePage);
  for (let i = 1; i <= 55; i += 1) {
    const res = await api.request.post(`/api/tickets/${ticketUid}/comments`, {
      headers: api.headers,
      multipart: { body: `Progress note ${i}` },
    });
    expect(res.status()).toBe(201);
  }

  // Max opens the mention from the bell: the dialog opens at that comment, in view and marked.
  await matePage.goto('/dashboard');
  const bell = matePage.getByRole('button', { name: text(centre.bellUnread, { count: '1' }) });
  await bell.click();
  await matePage
    .getByRole('dialog', { name: centre.centre })
    .getByRole('button', {
      name: text(centre.text.mention, { actor: 'Lena Lead', ticket: '#1 Spring launch reel' }),
      exact: true,
    })
    .click();
  await expect(mateDialog.getByRole('heading', { name: '#1 Spring launch reel' })).toBeVisible();
  await expect(matePage).toHaveURL(`/dashboard?task=${ticketUid}&comment=${mentionUid}`);
  const target = mateDialog.locator(`[data-comment-uid="${mentionUid}"]`);
  await expect(target).toBeFocused();
  await expect(target).toHaveAttribute('data-highlighted', 'true');
  await expect(target).toBeInViewport();
  await expect(target).toContainText('Please review');
  if (SHOTS) {
    await matePage.screenshot({ path: `${SHOTS}/mention-at-comment-1280.png` });
    await page.screenshot({ path: `${SHOTS}/dialog-with-address-1280.png` });
  }
  // The mark passes; the comment stays where it is.
  await expect(target).not.toHaveAttribute('data-highlighted', 'true', { timeout: 10_000 });

  if (SHOTS) {
    await matePage.setViewportSize({ width: 375, height: 740 });
    await matePage.goto(`/brand/acme/tasks?task=${ticketUid}&comment=${mentionUid}`);
    await expect(target).toBeFocused();
    await matePage.screenshot({ path: `${SHOTS}/mention-at-comment-375.png` });
  }

  expect(teammate.errors).toEqual([]);
  await teammate.context.close();
  expect(consoleErrors).toEqual([]);
});
