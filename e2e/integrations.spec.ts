import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@expertos/domain/messages';
import { Webhook } from 'standardwebhooks';
import { startFakeSlack } from '../apps/server/src/test/slack-server';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { apiOf, ownerWithBrand, text, unique } from './journeys';

const ui = en.ui.integrations;
const list = en.ui.tickets.list;
/** Screenshots for the review (1280 and 375 px wide) when SHOTS_DIR is set. */
const SHOTS = process.env.SHOTS_DIR;

interface Received {
  id: string;
  type: string;
  summary: string | undefined;
}

/**
 * A webhook receiver of our own, as a customer would run it: it verifies every request with the
 * `standardwebhooks` library and answers with the status it is told to (to break it on purpose).
 */
async function startReceiver() {
  const received: Received[] = [];
  const state = { secret: '', status: 200, rejected: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      try {
        const payload = new Webhook(state.secret).verify(body, req.headers as Record<string, string>) as {
          type: string;
          data: { ticket?: { summary?: string } };
        };
        if (state.status === 200)
          received.push({
            id: String(req.headers['webhook-id']),
            type: payload.type,
            summary: payload.data.ticket?.summary,
          });
        res
          .writeHead(state.status, { 'content-type': 'text/plain' })
          .end(state.status === 200 ? 'ok' : 'broken');
      } catch {
        state.rejected += 1;
        res.writeHead(401).end('bad signature');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/expertos`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** docs/product.md#integrations, #webhooks */
test('a brand admin connects a webhook and Slack, a new ticket reaches both, and a broken receiver is retried on schedule', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const receiver = await startReceiver();
  const slack = await startFakeSlack();
  const channel = slack.addChannel('content-team');
  const slackHook = slack.addWebhook(channel);

  const owner = unique('hooks');
  await ownerWithBrand(page, {
    email: owner,
    name: 'Hana Hooks',
    workspace: 'Hook Studio',
    brand: 'Acme',
    land: false,
  });

  // Nothing connected yet.
  await page.goto('/brand/acme/integrations');
  await expect(page.getByText(ui.emptyTitle)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/integrations-empty-1280.png`, fullPage: true });

  // The webhook: its signing secret is shown once, and the receiver is given it.
  await page.getByRole('button', { name: ui.connect, exact: true }).first().click();
  const connect = page.getByRole('dialog', { name: ui.connectTitle });
  await connect.getByText('Webhook', { exact: true }).click();
  await connect.getByRole('textbox', { name: ui.form.url }).fill(receiver.url);
  await connect.getByRole('textbox', { name: ui.form.description }).fill('Our CMS');
  await connect.getByRole('button', { name: ui.form.create }).click();
  const secretDialog = page.getByRole('dialog', { name: ui.secret.title });
  const secretBox = secretDialog.getByRole('textbox', { name: text(ui.secret.label, { name: 'Our CMS' }) });
  await expect(secretBox).toHaveValue(/^whsec_/);
  receiver.state.secret = await secretBox.inputValue();
  await secretDialog.getByRole('button', { name: ui.secret.done }).click();
  await expect(secretDialog).toBeHidden();

  // Slack, through an incoming-webhook URL.
  await page.getByRole('button', { name: ui.connect, exact: true }).first().click();
  await connect.getByText('Slack', { exact: true }).click();
  await connect.getByRole('textbox', { name: ui.form.slackWebhookUrl }).fill(slackHook);
  await connect.getByRole('textbox', { name: ui.form.description }).fill('Team channel');
  await connect.getByRole('button', { name: ui.form.create }).click();
  await expect(connect).toBeHidden();
  const webhookCard = page.getByRole('listitem', { name: 'Our CMS' });
  const slackCard = page.getByRole('listitem', { name: 'Team channel' });
  await expect(webhookCard).toBeVisible();
  await expect(slackCard).toBeVisible();

  // A ticket made on the brand's table reaches both.
  await page.goto('/brand/acme/tasks?viewMode=table');
  await page.getByRole('button', { name: list.page.newTicket }).first().click();
  const form = page.getByRole('dialog', { name: list.create.title });
  await form.getByRole('textbox', { name: list.create.summary }).fill('Launch teaser');
  await form.getByRole('button', { name: list.create.submit }).click();
  await expect(
    page.getByTestId('task-dialog').getByRole('heading', { name: '#1 Launch teaser' }),
  ).toBeVisible();
  await expect
    .poll(() => receiver.received.find((r) => r.type === 'ticket.created')?.summary, { timeout: 15_000 })
    .toBe('Launch teaser');
  await expect.poll(() => slack.posted.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(JSON.stringify(slack.posted[0]?.blocks)).toContain('Launch teaser');
  expect(receiver.state.rejected).toBe(0);

  // The ticket's dialog says where it went, and sends it again by hand on request.
  const sentTo = page.getByTestId('task-dialog').getByRole('list', { name: ui.sentTo.listLabel });
  for (const name of ['Our CMS', 'Team channel'])
    await expect(sentTo.getByRole('listitem').filter({ hasText: name })).toContainText(
      ui.deliveries.statuses.succeeded,
      { timeout: 15_000 },
    );
  await page.getByTestId('task-dialog').getByRole('button', { name: ui.sentTo.send.webhook }).click();
  await expect(page.getByText(MESSAGES.webhookSendSuccess)).toBeVisible();
  await expect.poll(() => receiver.received.some((r) => r.type === 'ticket.sent')).toBe(true);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/ticket-sent-to-1280.png` });

  // Both show the delivery on the integrations page.
  await page.goto('/brand/acme/integrations');
  for (const card of [webhookCard, slackCard]) {
    await expect(card.getByTestId('integration-state')).toHaveText(ui.states.connected);
    await card.getByRole('button', { name: ui.deliveries.show }).click();
    const created = card.getByRole('row').filter({ hasText: ui.events.ticket_created });
    await expect(created).toContainText(ui.deliveries.statuses.succeeded);
  }
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/integrations-delivered-1280.png`, fullPage: true });

  // The receiver breaks (500): the change is retried 5 s later, then waits on the schedule's 5 minutes.
  receiver.state.status = 500;
  await page.goto('/brand/acme/tasks?viewMode=table');
  await page
    .getByRole('row', { name: text(list.table.open, { id: '1', summary: 'Launch teaser' }) })
    .getByRole('button', { name: 'Launch teaser' })
    .click();
  const dialog = page.getByTestId('task-dialog');
  const fieldName = en.ui.tickets.details.fields.summary;
  await dialog
    .getByRole('button', { name: text(en.ui.tickets.details.editField, { field: fieldName }) })
    .click();
  await dialog.getByRole('textbox', { name: fieldName, exact: true }).fill('Launch teaser v2');
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/api/tickets/'),
  );
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(dialog.getByRole('heading', { name: '#1 Launch teaser v2' })).toBeVisible();
  const listed = page.waitForResponse((r) => /\/api\/projects\/[^/]+\/integrations$/.test(r.url()));
  await page.goto('/brand/acme/integrations');
  const projectUid = new URL((await listed).url()).pathname.split('/')[3];
  await webhookCard.getByRole('button', { name: ui.deliveries.show }).click();
  const updated = webhookCard.getByRole('row').filter({ hasText: ui.events.ticket_updated });
  await expect(updated).toContainText(ui.deliveries.statuses.retrying, { timeout: 15_000 });
  await expect(updated).toContainText('2/8', { timeout: 20_000 });
  await expect(updated).toContainText('500');
  // The third attempt waits the schedule's 5 minutes (±10 % jitter) after the second.
  const api = await apiOf(page);
  const integrations = await api.call<Array<{ uid: string; description: string }>>(
    'GET',
    `/api/projects/${projectUid}/integrations`,
  );
  const hook = integrations.find((i) => i.description === 'Our CMS')!;
  const deliveries = await api.call<
    Array<{ event_type: string; attempts: number; last_attempt_at: string; next_attempt_at: string }>
  >('GET', `/api/projects/${projectUid}/integrations/${hook.uid}/deliveries`);
  const retried = deliveries.find((d) => d.event_type === 'ticket.updated')!;
  expect(retried.attempts).toBe(2);
  const wait = Date.parse(retried.next_attempt_at) - Date.parse(retried.last_attempt_at);
  expect(wait).toBeGreaterThanOrEqual(0.9 * 5 * 60_000 - 1_000);
  expect(wait).toBeLessThanOrEqual(1.1 * 5 * 60_000 + 1_000);
  await expect(webhookCard.getByTestId('integration-state')).toHaveText(ui.states.failing, {
    timeout: 15_000,
  });
  // Slack heard the same change and is unaffected by the broken webhook.
  await expect(slackCard.getByTestId('integration-state')).toHaveText(ui.states.connected);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/integrations-retrying-1280.png`, fullPage: true });

  await receiver.close();
  await slack.close();
  expect(consoleErrors).toEqual([]);
});
