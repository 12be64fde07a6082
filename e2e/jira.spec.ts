import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { MESSAGES } from '@expertos/domain/messages';
import { signJiraWebhook } from '../apps/server/src/modules/integrations/kinds/jira/jira-webhook.service';
import { startFakeJira } from '../apps/server/src/test/jira-server';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { ownerWithBrand, text, unique } from './journeys';

const ui = en.ui.integrations;
const list = en.ui.tickets.list;
/** Screenshots for the review (1280 and 375 px wide) when SHOTS_DIR is set. */
const SHOTS = process.env.SHOTS_DIR;

/**
 * docs/product.md#integrations: a brand admin connects Jira (a local Jira Cloud reached by the
 * real jira.js client) with an API token and picks the project; a ticket sent without an epic
 * is refused with the spec's message, and once an epic is chosen it becomes an issue whose key
 * the ticket shows.
 */
test('a brand admin connects Jira, a ticket without an epic is refused, and with one it becomes an issue whose key the ticket shows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const jira = await startFakeJira();
  const email = 'ops@acme.test';
  const token = 'ATATT3xFfGF0-e2e-token-0123456789';
  jira.addApiToken(email, token);
  jira.addProject('MKT', { name: 'Marketing' });
  const epic = jira.addEpic('MKT', 'Spring launch');
  jira.addUser({ accountId: '5b10ac8d82e05b22cc7d4ef5', displayName: 'Rivka Jira' }, ['MKT']);

  const owner = unique('jira');
  await ownerWithBrand(page, {
    email: owner,
    name: 'Jonas Jira',
    workspace: 'Jira Studio',
    brand: 'Acme',
    land: false,
  });

  // Connect: a wrong token is refused with the spec's text, the right one is kept.
  await page.goto('/brand/acme/integrations');
  await page.getByRole('button', { name: ui.connect, exact: true }).first().click();
  const connect = page.getByRole('dialog', { name: ui.connectTitle });
  await connect.getByText('Jira', { exact: true }).click();
  // The server has an Atlassian app: consent is offered first, an API token below it.
  await expect(connect.getByRole('button', { name: ui.jira.install })).toBeVisible();
  await connect.getByRole('textbox', { name: ui.jira.siteUrl }).fill(jira.origin);
  await connect.getByRole('textbox', { name: ui.jira.email }).fill(email);
  await connect.getByLabel(ui.jira.apiToken).fill('wrong-token');
  await connect.getByRole('button', { name: ui.form.create, exact: true }).click();
  await expect(connect.getByText(ERROR_CATALOGUE.jira_token_error.message)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/jira-connect-refused-1280.png` });
  await connect.getByLabel(ui.jira.apiToken).fill(token);
  await connect.getByRole('button', { name: ui.form.create, exact: true }).click();

  // The project comes next: picked from what Jira lists.
  const edit = page.getByRole('dialog', { name: text(ui.form.editTitle, { name: 'Jira' }) });
  await edit.getByRole('combobox', { name: ui.jira.project }).click();
  await page.getByRole('option', { name: 'Marketing (MKT)' }).click();
  await edit.getByRole('combobox', { name: ui.jira.issueType }).click();
  await page.getByRole('option', { name: 'Task', exact: true }).click();
  await edit.getByRole('combobox', { name: ui.jira.epic }).click();
  await expect(page.getByRole('option', { name: `${epic} Spring launch` })).toBeVisible();
  await page.keyboard.press('Escape');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/jira-pick-project-1280.png` });
  await edit.getByRole('button', { name: ui.form.save }).click();
  await expect(edit).toBeHidden();
  const card = page.getByRole('listitem', { name: 'Jira' });
  await expect(card).toContainText(
    text(ui.target.jira, { project: 'MKT', site: jira.origin.replace('http://', '') }),
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/jira-connected-1280.png`, fullPage: true });

  // Jira people: someone who is only in Jira becomes a Jira-only person, marked in the pickers.
  await card.getByRole('button', { name: ui.jira.people }).click();
  const people = page.getByRole('dialog', { name: ui.jira.peopleTitle });
  await people
    .getByRole('combobox', { name: text(ui.jira.peopleSelectLabel, { name: 'Rivka Jira' }) })
    .click();
  await page.getByRole('option', { name: ui.jira.peopleMirror }).click();
  await expect(
    people.getByRole('combobox', { name: text(ui.jira.peopleSelectLabel, { name: 'Rivka Jira' }) }),
  ).toHaveValue(ui.jira.peopleMirror);
  await expect(page.getByText(text(ui.jira.peopleSaved, { name: 'Rivka Jira' }))).toBeVisible();
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/jira-people-1280.png` });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({ path: `${SHOTS}/jira-people-375.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  await page.keyboard.press('Escape');
  await expect(people).toBeHidden();

  // A ticket sent without an epic: the spec's message, and Jira is not called.
  await page.goto('/brand/acme/tasks?viewMode=table');
  await page.getByRole('button', { name: list.page.newTicket }).first().click();
  const form = page.getByRole('dialog', { name: list.create.title });
  await form.getByRole('textbox', { name: list.create.summary }).fill('Launch video');
  await form.getByRole('combobox', { name: list.fields.assignee }).click();
  await page.getByRole('option', { name: 'Rivka Jira (Jira)' }).click();
  await form.getByRole('button', { name: list.create.submit }).click();
  const dialog = page.getByTestId('task-dialog');
  await expect(dialog.getByRole('heading', { name: '#1 Launch video' })).toBeVisible();
  const before = jira.requests.length;
  await dialog.getByRole('button', { name: ui.sentTo.send.jira }).click();
  await expect(page.getByText(ERROR_CATALOGUE.jira_epic_missing.message)).toBeVisible();
  expect(jira.requests.filter((r) => r.method === 'POST').length).toBe(0);
  expect(jira.requests.length).toBeGreaterThanOrEqual(before);

  // The epic is added on the ticket; sent again, it becomes an issue and the key shows.
  await dialog.getByRole('combobox', { name: ui.jira.ticketEpic }).click();
  await page.getByRole('option', { name: `${epic} Spring launch` }).click();
  await expect(page.getByText(ui.jira.ticketEpicSaved)).toBeVisible();
  await dialog.getByRole('button', { name: ui.sentTo.send.jira }).click();
  await expect(page.getByText(MESSAGES.jiraSendSuccess)).toBeVisible();
  const [issue] = jira.created();
  expect(issue).toMatchObject({
    projectKey: 'MKT',
    parentKey: epic,
    summary: 'Launch video',
    assigneeAccountId: '5b10ac8d82e05b22cc7d4ef5',
  });
  await expect(dialog.getByRole('link', { name: issue!.key })).toHaveAttribute(
    'href',
    `${jira.origin}/browse/${issue!.key}`,
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/jira-ticket-issue-1280.png` });
  const ticketUrl = page.url();

  // Status sync from Jira: the admin takes the webhook's URL and secret; Jira's signed call for
  // the issue moved to Done moves the ticket, and its history names Jira.
  await page.goto('/brand/acme/integrations');
  await card.getByRole('button', { name: ui.jira.syncSetUp }).click();
  const sync = page.getByRole('dialog', { name: ui.jira.syncTitle });
  const url = await sync.getByRole('textbox', { name: ui.jira.syncUrl }).inputValue();
  const secret = await sync.getByRole('textbox', { name: ui.jira.syncSecret }).inputValue();
  expect(secret.length).toBeGreaterThan(30);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/jira-sync-1280.png` });
  await sync.getByRole('button', { name: ui.secret.done }).click();
  await expect(card.getByText(ui.jira.syncOn)).toBeVisible();
  const body = JSON.stringify(jira.setStatus(issue!.key, 'Done'));
  const moved = await page.request.post(new URL(url).pathname, {
    headers: { 'content-type': 'application/json', 'x-hub-signature': signJiraWebhook(secret, body) },
    data: body,
  });
  expect(await moved.json()).toEqual({ applied: true, reason: 'moved' });
  await page.goto(ticketUrl);
  await expect(page.getByTestId('activity')).toContainText(
    text(en.ui.tickets.details.activity.status, { actor: 'Jira', from: 'To Do', to: 'Done' }),
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/jira-moved-by-jira-1280.png`, fullPage: true });
  await jira.close();
});
