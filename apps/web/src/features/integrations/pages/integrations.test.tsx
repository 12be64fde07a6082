import { ApiError } from '@expertos/api-client/client';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import type { ProjectIntegration } from '@expertos/domain/integration.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProjectUser } from '@/test/fixtures';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as jiraApi from '../api/jira';
import {
  aDelivery,
  aJira,
  anEmail,
  aSlack,
  aWebhook,
  stubIntegrationsServer,
} from '../test/integration-fixtures';
import { IntegrationsPage } from './IntegrationsPage';

afterEach(() => vi.restoreAllMocks());

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

function renderPage({ role = 'admin' }: { role?: string } = {}) {
  signIn({ role });
  renderPageAt('/brand/acme/integrations', [
    { path: '/brand/:projectSlug/integrations', element: <IntegrationsPage /> },
  ]);
  return setupUser();
}

/** The visible input of a Mantine field (TagsInput adds a hidden one with the same label). */
function visibleInput(found: HTMLElement[]): HTMLInputElement {
  const input = found.find((el) => el instanceof HTMLInputElement && el.type !== 'hidden');
  if (!input) throw new Error('no visible input');
  return input as HTMLInputElement;
}

const card = (name: string) => screen.findByRole('listitem', { name });
const aWebhookConfig = (aWebhook() as ProjectIntegration & { type: 'webhook' }).config;

describe('the list', () => {
  it('shows each integration with its type, target, state and why it is off', async () => {
    stubIntegrationsServer({
      integrations: [
        aWebhook({ description: 'CRM', last_delivery_at: '2026-01-05T10:00:00.000Z' }),
        aSlack({ state: 'failing' }),
        anEmail({ enabled: false, state: 'off', disabled_reason: 'admin' }),
        aWebhook({
          uid: 'i-old',
          description: 'Old hook',
          enabled: false,
          state: 'off',
          disabled_reason: 'gone',
        }),
      ],
    });
    renderPage();
    const crm = await card('CRM');
    expect(within(crm).getByText('Webhook')).toBeInTheDocument();
    // The URL is a credential: an admin sees the mask the server sends, never the URL.
    expect(within(crm).getByText('Sends to https://hooks.example.com/…k3Yz')).toBeInTheDocument();
    expect(within(crm).getByText('All events')).toBeInTheDocument();
    expect(within(crm).getByTestId('integration-state')).toHaveTextContent('Connected');
    expect(within(crm).getByText(/^Last delivery /)).toBeInTheDocument();

    const slack = await card('Slack');
    expect(within(slack).getByTestId('integration-state')).toHaveTextContent('Failing');
    expect(within(slack).getByText('Posts to #launches')).toBeInTheDocument();
    expect(within(slack).getByText('Ticket created')).toBeInTheDocument();

    const mail = await card('Email');
    expect(within(mail).getByTestId('integration-state')).toHaveTextContent('Off');
    expect(within(mail).getByText('Switched off')).toBeInTheDocument();
    expect(within(mail).getByText('E-mails ops@example.com, boss@example.com')).toBeInTheDocument();
    expect(within(mail).getByText('No delivery yet')).toBeInTheDocument();

    const old = await card('Old hook');
    expect(within(old).getByText('The receiver answered 410 Gone')).toBeInTheDocument();
  });

  it('says what integrations are for when there are none', async () => {
    stubIntegrationsServer();
    renderPage();
    expect(await screen.findByText('No integrations yet')).toBeInTheDocument();
    expect(screen.getByText(/tell other tools when a ticket is created/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    const { list } = stubIntegrationsServer();
    // A 4xx, which the query client does not retry on its own.
    list.mockRejectedValueOnce(new ApiError({ status: 404, code: 'not_found', message: 'gone' }));
    const u = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the integrations.');
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No integrations yet')).toBeInTheDocument();
  });

  it('lists recent deliveries with status, attempts, next attempt and the reply', async () => {
    stubIntegrationsServer({
      integrations: [aWebhook({ description: 'CRM' })],
      deliveries: [
        aDelivery({
          uid: 'd2',
          status: 'retrying',
          attempts: 2,
          next_attempt_at: '2026-01-05T10:05:00.000Z',
          response_status: 503,
          response_excerpt: 'Service Unavailable',
        }),
        aDelivery(),
      ],
    });
    const u = renderPage();
    const crm = await card('CRM');
    const toggle = within(crm).getByRole('button', { name: 'Recent deliveries' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await u.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = await within(crm).findByRole('table', { name: 'Recent deliveries of CRM' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Retrying');
    expect(rows[0]).toHaveTextContent('2/8');
    expect(rows[0]).toHaveTextContent('503 Service Unavailable');
    expect(rows[1]).toHaveTextContent('Delivered');
    expect(rows[1]).toHaveTextContent('1/8');
  });

  it('says why each failed delivery failed: its kind and the server’s reason', async () => {
    stubIntegrationsServer({
      integrations: [aWebhook({ description: 'CRM' })],
      deliveries: [
        aDelivery({
          uid: 'd3',
          status: 'failed',
          response_status: null,
          response_excerpt: null,
          failure_reason: { code: 'refused_target', message: 'refused: loopback address (127.0.0.1)' },
        }),
        aDelivery({
          uid: 'd2',
          status: 'retrying',
          response_status: null,
          response_excerpt: null,
          failure_reason: {
            code: 'timeout',
            message: 'no complete answer from https://hooks.example.com within 15000 ms',
          },
        }),
        aDelivery({
          uid: 'd1',
          status: 'retrying',
          response_status: 500,
          response_excerpt: 'upstream exploded',
          failure_reason: { code: 'http_status', message: 'HTTP 500' },
        }),
        aDelivery({
          uid: 'd0',
          status: 'failed',
          attempts: 0,
          response_status: null,
          response_excerpt: null,
          failure_reason: {
            code: 'mail_limit',
            message: 'Not sent: this workspace has sent 1,000 e-mails … (mail_workspace_limit).',
          },
        }),
      ],
    });
    const u = renderPage();
    const crm = await card('CRM');
    await u.click(within(crm).getByRole('button', { name: 'Recent deliveries' }));
    const table = await within(crm).findByRole('table', { name: 'Recent deliveries of CRM' });
    const [refused, timedOut, http, limited] = within(table).getAllByRole('row').slice(1);
    // The kind shows in the reply's cell, and again under the status for a phone's narrow view.
    expect(within(refused!).getAllByText('Address refused')).toHaveLength(2);
    expect(within(refused!).getByText('refused: loopback address (127.0.0.1)')).toBeInTheDocument();
    expect(within(timedOut!).getAllByText('Timed out')).toHaveLength(2);
    expect(
      within(timedOut!).getByText('no complete answer from https://hooks.example.com within 15000 ms'),
    ).toBeInTheDocument();
    expect(within(http!).getAllByText('HTTP error')).toHaveLength(2);
    expect(http).toHaveTextContent('500 upstream exploded');
    // An outbound-mail limit kept the e-mail from going: the log says which.
    expect(within(limited!).getAllByText('E-mail limit reached')).toHaveLength(2);
    expect(limited).toHaveTextContent('(mail_workspace_limit)');
    for (const row of [refused, timedOut]) expect(row).not.toHaveTextContent('No reply');
  });
});

describe('connecting', () => {
  it('connects a webhook and shows its signing secret once', async () => {
    const server = stubIntegrationsServer();
    const created = aWebhook({ description: 'CRM' });
    server.create.mockResolvedValue({ integration: created, signing_secret: SECRET });
    const u = renderPage();
    await u.click(await screen.findByRole('button', { name: 'Connect' }));
    const form = await screen.findByRole('dialog', { name: 'Connect an integration' });
    // Pasted: typing a URL key by key is slow in jsdom.
    await u.click(within(form).getByLabelText(/^Webhook URL/));
    await u.paste('https://hooks.example.com/in');
    await u.click(within(form).getByLabelText('Ticket created'));
    await u.type(within(form).getByLabelText(/^Description/), 'CRM');
    server.list.mockResolvedValue([created]);
    await u.click(within(form).getByRole('button', { name: 'Connect' }));

    expect(server.create).toHaveBeenCalledWith('p1', {
      type: 'webhook',
      description: 'CRM',
      url: 'https://hooks.example.com/in',
      event_types: ['ticket.created'],
    });
    const reveal = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(reveal).getByLabelText('Signing secret of CRM')).toHaveValue(SECRET);
    expect(reveal).toHaveTextContent('It will not be shown again.');
    expect(reveal).toHaveTextContent('standardwebhooks');
    expect(within(reveal).getByRole('button', { name: 'Copy: Signing secret of CRM' })).toBeInTheDocument();
    await u.click(within(reveal).getByRole('button', { name: 'I have copied it' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await card('CRM')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(SECRET);
  });

  it('shows the server’s refusal of the URL on the URL field', async () => {
    const server = stubIntegrationsServer();
    server.create.mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'integration_target_refused',
        message: ERROR_CATALOGUE.integration_target_refused.message,
        details: [{ path: 'url', message: 'loopback' }],
      }),
    );
    const u = renderPage();
    await u.click(await screen.findByRole('button', { name: 'Connect' }));
    const form = await screen.findByRole('dialog', { name: 'Connect an integration' });
    const url = within(form).getByLabelText(/^Webhook URL/);
    await u.click(url);
    await u.paste('http://127.0.0.1/hook');
    await u.click(within(form).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
    expect(form).toHaveTextContent(ERROR_CATALOGUE.integration_target_refused.message);
    expect(screen.queryByRole('dialog', { name: 'Signing secret' })).not.toBeInTheDocument();
  });

  // Mantine's comboboxes are slow in jsdom.
  it('connects e-mail with addresses and a status rule, with no secret to show', async () => {
    const server = stubIntegrationsServer();
    server.create.mockResolvedValue({ integration: anEmail(), signing_secret: null });
    const u = renderPage();
    await u.click(await screen.findByRole('button', { name: 'Connect' }));
    const form = await screen.findByRole('dialog', { name: 'Connect an integration' });
    await u.click(within(form).getByRole('radio', { name: 'Email' }));
    await u.type(visibleInput(within(form).getAllByLabelText(/^E-mail addresses/)), 'ops@example.com{Enter}');
    await u.click(within(form).getByLabelText('When a ticket is created'));
    await u.click(visibleInput(within(form).getAllByLabelText('When a ticket enters a status')));
    await u.click(await screen.findByRole('option', { name: 'Needs Approval' }));
    await u.click(within(form).getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(server.create).toHaveBeenCalledWith('p1', {
        type: 'email',
        description: '',
        addresses: ['ops@example.com'],
        rules: [{ event: 'ticket.created' }, { event: 'ticket.status_changed', status: 'needs_approval' }],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 30_000);
});

describe('actions', () => {
  it('sends a test and follows its delivery until it settles', async () => {
    const server = stubIntegrationsServer({ integrations: [aWebhook({ description: 'CRM' })] });
    const pending = aDelivery({ uid: 'd9', event_type: 'integration.test', status: 'pending', attempts: 0 });
    server.test.mockResolvedValue(pending);
    server.deliveries
      .mockResolvedValueOnce([pending])
      .mockResolvedValue([{ ...pending, status: 'succeeded', attempts: 1 }]);
    const u = renderPage();
    const crm = await card('CRM');
    await u.click(within(crm).getByRole('button', { name: 'Send test' }));
    expect(server.test).toHaveBeenCalledWith('p1', 'i-web');
    const table = await within(crm).findByRole('table');
    expect(await within(table).findByText('Test message')).toBeInTheDocument();
    // Polled while pending; the list reloads once it settles.
    await waitFor(() => expect(within(table).getByText('Delivered')).toBeInTheDocument(), { timeout: 6000 });
    await waitFor(() => expect(server.list.mock.calls.length).toBeGreaterThan(1));
  });

  it('retries a failed delivery now', async () => {
    const failed = aDelivery({
      uid: 'd5',
      status: 'failed',
      attempts: 8,
      response_status: 500,
      response_excerpt: 'nope',
    });
    const server = stubIntegrationsServer({
      integrations: [aWebhook({ description: 'CRM' })],
      deliveries: [failed],
    });
    server.retry.mockResolvedValue({ ...failed, status: 'pending', attempts: 0 });
    const u = renderPage();
    const crm = await card('CRM');
    await u.click(within(crm).getByRole('button', { name: 'Recent deliveries' }));
    await u.click(await within(crm).findByRole('button', { name: 'Retry now' }));
    expect(server.retry).toHaveBeenCalledWith('p1', 'd5');
    await waitFor(() => expect(server.deliveries.mock.calls.length).toBeGreaterThan(1));
  });

  it('disconnects after a red confirmation', async () => {
    const server = stubIntegrationsServer({ integrations: [aWebhook({ description: 'CRM' })] });
    server.remove.mockResolvedValue({ ok: true });
    const u = renderPage();
    await u.click(within(await card('CRM')).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect CRM?' });
    server.list.mockResolvedValue([]);
    await u.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(server.remove).toHaveBeenCalledWith('p1', 'i-web');
    expect(await screen.findByText('No integrations yet')).toBeInTheDocument();
  });

  it('rotates a webhook secret and shows the new one once', async () => {
    const server = stubIntegrationsServer({ integrations: [aWebhook({ description: 'CRM' })] });
    server.rotate.mockResolvedValue({
      integration: aWebhook({ description: 'CRM' }),
      signing_secret: SECRET,
    });
    const u = renderPage();
    await u.click(within(await card('CRM')).getByRole('button', { name: 'Rotate secret' }));
    const ask = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    await u.click(within(ask).getByRole('button', { name: 'Rotate secret' }));
    const reveal = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(reveal).getByLabelText('Signing secret of CRM')).toHaveValue(SECRET);
  });

  it('sets up Jira status sync, shows its URL and secret once, and asks before a new secret', async () => {
    const WEBHOOK = { url: 'https://app.test/api/integrations/jira/i-jira/webhook', secret: 's3cret-value' };
    const server = stubIntegrationsServer({ integrations: [aJira({ description: 'Client board' })] });
    const setUp = vi.spyOn(jiraApi, 'setUpJiraSync').mockResolvedValue(WEBHOOK);
    const u = renderPage();
    const board = await card('Client board');
    expect(within(board).queryByText('Status moves in Jira come back to the ticket')).toBeNull();
    server.list.mockResolvedValue([
      aJira({
        description: 'Client board',
        config: { ...aJira().config, status_webhook_url: WEBHOOK.url } as never,
      }),
    ]);
    await u.click(within(board).getByRole('button', { name: 'Sync status from Jira' }));
    const reveal = await screen.findByRole('dialog', { name: 'Sync status from Jira' });
    expect(setUp).toHaveBeenCalledWith('p1', 'i-jira');
    expect(within(reveal).getByLabelText('Webhook URL')).toHaveValue(WEBHOOK.url);
    expect(within(reveal).getByLabelText('Secret')).toHaveValue(WEBHOOK.secret);
    expect(within(reveal).getByText(/project = MKT/)).toBeInTheDocument();
    await u.click(within(reveal).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sync status from Jira' })).toBeNull());

    // Set up now: the card says so, and a new secret is asked for first.
    expect(
      await within(board).findByText('Status moves in Jira come back to the ticket'),
    ).toBeInTheDocument();
    await u.click(within(board).getByRole('button', { name: 'New Jira webhook secret' }));
    const ask = await screen.findByRole('dialog', { name: 'Make a new Jira webhook secret?' });
    await u.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(setUp).toHaveBeenCalledTimes(1);
  });

  it('associates Jira people with members or adds them as Jira-only people', async () => {
    const rivka = {
      account_id: '5b10ac8d82e05b22cc7d4ef5',
      display_name: 'Rivka Jira',
      email: null,
      member_uid: null,
      mirrored: false,
    };
    const mo = {
      account_id: '557058:f581',
      display_name: 'Mo Member',
      email: 'mo@acme.test',
      member_uid: 'm2',
      mirrored: false,
    };
    stubIntegrationsServer({
      integrations: [aJira({ description: 'Client board' })],
      people: [aProjectUser({ member_uid: 'm2', name: 'Mo Mitchell', email: 'mo@example.com' })],
    });
    const list = vi
      .spyOn(jiraApi, 'fetchJiraPeople')
      .mockResolvedValue({ project_key: 'MKT', people: [rivka, mo] });
    const associate = vi
      .spyOn(jiraApi, 'associateJiraPerson')
      .mockResolvedValue({ ...rivka, member_uid: 'm9', mirrored: true });
    const remove = vi.spyOn(jiraApi, 'removeJiraPerson').mockResolvedValue();
    const u = renderPage();
    await u.click(within(await card('Client board')).getByRole('button', { name: 'Jira people' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jira people' });
    expect(await within(dialog).findByText('Rivka Jira')).toBeInTheDocument();
    expect(within(dialog).getByText('mo@acme.test')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Who Mo Member is here' })).toHaveValue(
      'Mo Mitchell',
    );
    const rivkaHere = within(dialog).getByRole('combobox', { name: 'Who Rivka Jira is here' });
    expect(rivkaHere).toHaveValue('Nobody here');

    list.mockResolvedValue({
      project_key: 'MKT',
      people: [{ ...rivka, member_uid: 'm9', mirrored: true }, mo],
    });
    await u.click(rivkaHere);
    await u.click(await screen.findByRole('option', { name: 'Jira-only person (no seat)' }));
    expect(associate).toHaveBeenCalledWith('p1', 'i-jira', rivka.account_id, { mirror: true });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Who Rivka Jira is here' })).toHaveValue(
        'Jira-only person (no seat)',
      ),
    );

    await u.click(within(dialog).getByRole('combobox', { name: 'Who Mo Member is here' }));
    await u.click(await screen.findByRole('option', { name: 'Nobody here' }));
    expect(remove).toHaveBeenCalledWith('p1', 'i-jira', mo.account_id);
  });

  it('says to pick the Jira project before listing its people', async () => {
    stubIntegrationsServer({ integrations: [aJira({ description: 'Client board' })] });
    vi.spyOn(jiraApi, 'fetchJiraPeople').mockResolvedValue({ project_key: null, people: [] });
    const u = renderPage();
    await u.click(within(await card('Client board')).getByRole('button', { name: 'Jira people' }));
    expect(
      await screen.findByText('Pick the Jira project first: its people are listed then.'),
    ).toBeInTheDocument();
  });

  it('edits the event filter and switches the integration off', async () => {
    const server = stubIntegrationsServer({ integrations: [aWebhook({ description: 'CRM' })] });
    server.update.mockResolvedValue(aWebhook({ description: 'CRM', enabled: false, state: 'off' }));
    const u = renderPage();
    await u.click(within(await card('CRM')).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit CRM' });
    await u.click(within(form).getByLabelText('Enabled'));
    await u.click(within(form).getByLabelText('Comment added'));
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    expect(server.update).toHaveBeenCalledWith('p1', 'i-web', {
      type: 'webhook',
      enabled: false,
      description: 'CRM',
      event_types: ['comment.created'],
    });
  });
});

describe('a member who is not an admin', () => {
  it('sees integrations and deliveries read-only, with a note', async () => {
    stubIntegrationsServer({
      // The server sends members no mask of a secret URL.
      integrations: [aWebhook({ description: 'CRM', config: { ...aWebhookConfig, url_mask: null } })],
      deliveries: [aDelivery({ status: 'failed' })],
      people: [aProjectUser({ member_uid: 'm1', role: 'member', access: 'granted' })],
    });
    const u = renderPage({ role: 'member' });
    const crm = await card('CRM');
    expect(within(crm).getByText('Sends to a webhook')).toBeInTheDocument();
    expect(await screen.findByText(/Only the brand’s admins connect/)).toBeInTheDocument();
    for (const name of ['Connect', 'Send test', 'Edit', 'Rotate secret', 'Disconnect'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    await u.click(within(crm).getByRole('button', { name: 'Recent deliveries' }));
    expect(await within(crm).findByText('Failed')).toBeInTheDocument();
    expect(within(crm).queryByRole('button', { name: 'Retry now' })).not.toBeInTheDocument();
  });

  it('a brand admin (not a workspace admin) gets the actions', async () => {
    stubIntegrationsServer({
      integrations: [aWebhook({ description: 'CRM' })],
      people: [aProjectUser({ member_uid: 'm1', role: 'admin', access: 'granted' })],
    });
    renderPage({ role: 'member' });
    const crm = await card('CRM');
    expect(await within(crm).findByRole('button', { name: 'Send test' })).toBeInTheDocument();
    expect(screen.queryByText(/Only the brand’s admins connect/)).not.toBeInTheDocument();
  });
});
