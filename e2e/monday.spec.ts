import { MESSAGES } from '@expertos/domain/messages';
import { startFakeMonday } from '../apps/server/src/test/monday-server';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { ownerWithBrand, text, unique } from './journeys';

const ui = en.ui.integrations;
const list = en.ui.tickets.list;
/** Screenshots for the review (1280 and 375 px wide) when SHOTS_DIR is set. */
const SHOTS = process.env.SHOTS_DIR;

/**
 * docs/product.md#integrations: a brand admin connects monday.com (a local monday answering its
 * GraphQL API, reached through MONDAY_API_URL) with a token, picks the board, group and columns,
 * and a ticket sent from its dialog becomes an item there.
 */
test('a brand admin connects monday.com, picks the board and columns, and a ticket sent by hand becomes an item', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The app's MONDAY_API_URL points here (e2e/start-server.mjs).
  const monday = await startFakeMonday({ port: Number(process.env.E2E_PORT ?? 4310) + 7 });
  const token = 'eyJhbGciOiJIUzI1NiJ9.e2e-monday-token';
  monday.addToken(token);
  const board = monday.addBoard('Content plan', { groups: [{ id: 'topics', title: 'This week' }] });

  const owner = unique('monday');
  await ownerWithBrand(page, {
    email: owner,
    name: 'Mona Monday',
    workspace: 'Monday Studio',
    brand: 'Acme',
    land: false,
  });

  await page.goto('/brand/acme/integrations');
  await page.getByRole('button', { name: ui.connect, exact: true }).first().click();
  const connect = page.getByRole('dialog', { name: ui.connectTitle });
  await connect.getByText('Monday', { exact: true }).click();
  await connect.getByLabel(ui.monday.apiToken).fill(token);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/monday-connect-1280.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${SHOTS}/monday-connect-375.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  await connect.getByRole('button', { name: ui.form.create }).click();

  const edit = page.getByRole('dialog', { name: text(ui.form.editTitle, { name: 'Monday' }) });
  await edit.getByRole('combobox', { name: ui.monday.board }).click();
  await page.getByRole('option', { name: 'Content plan' }).click();
  await edit.getByRole('combobox', { name: ui.monday.group }).click();
  await page.getByRole('option', { name: 'This week' }).click();
  await edit.getByRole('combobox', { name: ui.monday.columns.status }).click();
  await page.getByRole('option', { name: 'Status' }).click();
  await edit.getByRole('combobox', { name: ui.monday.columns.date }).click();
  await page.getByRole('option', { name: 'Due date' }).click();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/monday-pick-board-1280.png` });
  await edit.getByRole('button', { name: ui.form.save }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('listitem', { name: 'Monday' })).toContainText(
    text(ui.target.monday, { board: 'Content plan' }),
  );
  if (SHOTS) {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/monday-connected-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  await page.goto('/brand/acme/tasks?viewMode=table');
  await page.getByRole('button', { name: list.page.newTicket }).first().click();
  const form = page.getByRole('dialog', { name: list.create.title });
  await form.getByRole('textbox', { name: list.create.summary }).fill('Reel: behind the scenes');
  await form.getByRole('button', { name: list.create.submit }).click();
  const dialog = page.getByTestId('task-dialog');
  await expect(dialog.getByRole('heading', { name: '#1 Reel: behind the scenes' })).toBeVisible();
  await dialog.getByRole('button', { name: ui.sentTo.send.monday }).click();
  await expect(page.getByText(MESSAGES.mondaySendSuccess)).toBeVisible();
  const [item] = monday.created();
  expect(item).toMatchObject({ boardId: board.id, groupId: 'topics', name: 'Reel: behind the scenes' });
  await monday.close();
});
