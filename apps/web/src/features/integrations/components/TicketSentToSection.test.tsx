import { ApiError } from '@expertos/api-client/client';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import {
  INTEGRATION_SEND_MESSAGES,
  type IntegrationDelivery,
  type ProjectIntegration,
} from '@expertos/domain/integration.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as integrationsApi from '../api/integrations';
import * as ticketSendsApi from '../api/ticket-sends';
import { aDelivery, anEmail, aSlack, aWebhook } from '../test/integration-fixtures';
import { TicketSentToSection } from './TicketSentToSection';

afterEach(() => {
  vi.restoreAllMocks();
  notificationsStore.setState({ items: [] });
});

const messages = () => notificationsStore.getState().items.map((item) => item.message);

function stub({ integrations = [] as ProjectIntegration[], deliveries = [] as IntegrationDelivery[] } = {}) {
  return {
    list: vi.spyOn(integrationsApi, 'fetchIntegrations').mockResolvedValue(integrations),
    deliveries: vi.spyOn(ticketSendsApi, 'fetchTicketDeliveries').mockResolvedValue(deliveries),
    send: vi.spyOn(ticketSendsApi, 'sendTicket'),
  };
}

/** The section as the ticket's details give it; 'Save a change' stands for a saved edit. */
function Host() {
  const [updated, setUpdated] = useState('2026-01-05T10:00:00.000Z');
  return (
    <>
      <button type="button" onClick={() => setUpdated('2026-01-05T10:01:00.000Z')}>
        Save a change
      </button>
      <TicketSentToSection
        ticketUid="t1"
        workspaceUid="w1"
        totalSpent={0}
        headingOrder={4}
        project={{ uid: 'p1', slug: 'acme' }}
        ticketUpdated={updated}
      />
    </>
  );
}

function renderSection({ role = 'member' }: { role?: string } = {}) {
  signIn({ role });
  renderPageAt('/ticket', [{ path: '/ticket', element: <Host /> }]);
  return setupUser();
}

const section = () => screen.findByRole('region', { name: 'Sent to' });
const items = () => screen.getAllByTestId('ticket-delivery');

describe('where the ticket was sent', () => {
  it('shows a loading line, then says when it was not sent anywhere', async () => {
    const server = stub({ integrations: [aWebhook()] });
    let answer: (list: IntegrationDelivery[]) => void = () => {};
    server.deliveries.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderSection();
    expect(await section()).toHaveTextContent('Loading…');
    answer([]);
    expect(await screen.findByText('Not sent anywhere yet.')).toBeInTheDocument();
  });

  it('lists the latest delivery to each integration: type, target, status and time', async () => {
    stub({
      integrations: [aWebhook({ description: 'CRM' }), aSlack(), anEmail()],
      deliveries: [
        aDelivery({
          uid: 'd3',
          status: 'retrying',
          attempts: 2,
          next_attempt_at: '2026-01-05T10:05:00.000Z',
        }),
        aDelivery({ uid: 'd2', project_integration_uid: 'i-slack', type: 'slack', status: 'failed' }),
        // Older than d3: the list shows where the ticket stands now.
        aDelivery({ uid: 'd1', status: 'succeeded' }),
        aDelivery({ uid: 'd0', project_integration_uid: 'i-mail', type: 'email', status: 'succeeded' }),
      ],
    });
    renderSection();
    const list = await screen.findByRole('list', { name: 'Where this ticket was sent' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const [webhook, slack, mail] = items();
    expect(webhook).toHaveTextContent('Webhook');
    expect(webhook).toHaveTextContent('CRM');
    expect(webhook).toHaveTextContent('Retrying');
    expect(webhook).toHaveTextContent(/Next attempt/);
    expect(slack).toHaveTextContent('Slack');
    expect(slack).toHaveTextContent('Posts to #launches');
    expect(slack).toHaveTextContent('Failed');
    expect(mail).toHaveTextContent('E-mails ops@example.com, boss@example.com');
    expect(mail).toHaveTextContent('Delivered');
  });

  it('reloads while a delivery is in flight until it settles', async () => {
    const pending = aDelivery({ status: 'pending', attempts: 0, last_attempt_at: null });
    const server = stub({ integrations: [aWebhook()] });
    server.deliveries
      .mockResolvedValueOnce([pending])
      .mockResolvedValue([{ ...pending, status: 'succeeded' }]);
    renderSection();
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Delivered')).toBeInTheDocument(), { timeout: 6000 });
    expect(server.deliveries).toHaveBeenCalledTimes(2);
  });

  it('loads the deliveries a saved change queued', async () => {
    const server = stub({ integrations: [aWebhook()] });
    const u = renderSection();
    expect(await screen.findByText('Not sent anywhere yet.')).toBeInTheDocument();
    server.deliveries.mockResolvedValue([aDelivery({ event_type: 'ticket.updated' })]);
    await u.click(screen.getByRole('button', { name: 'Save a change' }));
    expect(await screen.findByText('Delivered')).toBeInTheDocument();
  });
});

describe('sending by hand', () => {
  it('sends to a webhook, shows the spec’s success text and reloads the list', async () => {
    const server = stub({ integrations: [aWebhook()] });
    server.send.mockResolvedValue({ ok: true, delivery: aDelivery({ event_type: 'ticket.sent' }) });
    const u = renderSection();
    await u.click(await screen.findByRole('button', { name: 'Send to webhook' }));
    expect(server.send).toHaveBeenCalledWith('t1', { project_integration_uid: 'i-web' });
    await waitFor(() => expect(messages()).toEqual([INTEGRATION_SEND_MESSAGES.webhook.success]));
    await waitFor(() => expect(server.deliveries).toHaveBeenCalledTimes(2));
  });

  it('shows the spec’s error text when Slack did not take it', async () => {
    const server = stub({ integrations: [aSlack()] });
    server.send.mockResolvedValue({ ok: false, delivery: aDelivery({ status: 'failed', type: 'slack' }) });
    const u = renderSection();
    await u.click(await screen.findByRole('button', { name: 'Send to Slack' }));
    await waitFor(() => expect(messages()).toEqual([INTEGRATION_SEND_MESSAGES.slack.error]));
  });

  it('shows the spec’s error text when the send itself failed', async () => {
    const server = stub({ integrations: [aWebhook()] });
    server.send.mockRejectedValue(new ApiError({ status: 502, code: 'internal_error', message: 'x' }));
    const u = renderSection();
    await u.click(await screen.findByRole('button', { name: 'Send to webhook' }));
    await waitFor(() => expect(messages()).toEqual([INTEGRATION_SEND_MESSAGES.webhook.error]));
  });

  it('e-mails the integration’s own addresses', async () => {
    const server = stub({ integrations: [anEmail()] });
    server.send.mockResolvedValue({ ok: true, delivery: aDelivery({ type: 'email' }) });
    const u = renderSection();
    await u.click(await screen.findByRole('button', { name: 'Send by e-mail' }));
    expect(screen.getByLabelText('Its addresses (ops@example.com, boss@example.com)')).toBeChecked();
    await u.click(screen.getByRole('button', { name: 'Send e-mail' }));
    expect(server.send).toHaveBeenCalledWith('t1', { project_integration_uid: 'i-mail' });
    await waitFor(() => expect(messages()).toEqual([INTEGRATION_SEND_MESSAGES.email.success]));
    // Sent: the form closes.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Send e-mail' })).not.toBeInTheDocument(),
    );
  });

  it('e-mails chosen addresses, refusing a bad one before sending, and shows a failure', async () => {
    const server = stub({ integrations: [anEmail()] });
    server.send.mockResolvedValue({ ok: false, delivery: aDelivery({ type: 'email', status: 'failed' }) });
    const u = renderSection();
    await u.click(await screen.findByRole('button', { name: 'Send by e-mail' }));
    await u.click(screen.getByLabelText('Other addresses'));
    const field = screen
      .getAllByLabelText(/^E-mail addresses/)
      .find((el) => el.getAttribute('type') !== 'hidden');
    if (!field) throw new Error('no address field');
    await u.type(field, 'not-an-address{Enter}');
    await u.click(screen.getByRole('button', { name: 'Send e-mail' }));
    expect(await screen.findByText('Enter valid e-mail addresses, each once.')).toBeInTheDocument();
    expect(server.send).not.toHaveBeenCalled();

    await u.type(field, '{Backspace}{Backspace}');
    await u.type(field, 'editor@example.com{Enter}');
    await u.click(screen.getByRole('button', { name: 'Send e-mail' }));
    expect(server.send).toHaveBeenCalledWith('t1', {
      project_integration_uid: 'i-mail',
      addresses: ['editor@example.com'],
    });
    await waitFor(() => expect(messages()).toEqual([INTEGRATION_SEND_MESSAGES.email.error]));
  }, 20_000);

  it('says which mail limit refused the e-mail, in the catalogue’s words, and keeps the form open', async () => {
    const server = stub({ integrations: [anEmail()] });
    server.send.mockRejectedValue(new ApiError({ status: 429, code: 'mail_sender_limit', message: 'x' }));
    const u = renderSection();
    await u.click(await screen.findByRole('button', { name: 'Send by e-mail' }));
    await u.click(screen.getByRole('button', { name: 'Send e-mail' }));
    await waitFor(() => expect(messages()).toEqual([ERROR_CATALOGUE.mail_sender_limit.message]));
    expect(screen.getByRole('button', { name: 'Send e-mail' })).toBeInTheDocument();
  });

  it('offers only enabled integrations', async () => {
    stub({ integrations: [aWebhook({ enabled: false, state: 'off' }), aSlack()] });
    renderSection();
    expect(await screen.findByRole('button', { name: 'Send to Slack' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send to webhook' })).not.toBeInTheDocument();
  });

  it('tells two of a type apart by their description', async () => {
    stub({
      integrations: [aWebhook({ description: 'CRM' }), aWebhook({ uid: 'i-2', description: 'Archive' })],
    });
    renderSection();
    expect(await screen.findByRole('button', { name: 'Send to webhook: CRM' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send to webhook: Archive' })).toBeInTheDocument();
  });

  it('points to the brand’s integrations page when there is none', async () => {
    stub();
    renderSection();
    expect(await screen.findByText(/This brand has no integrations to send to/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /integrations page/ })).toHaveAttribute(
      'href',
      '/brand/acme/integrations',
    );
    expect(screen.queryByRole('button', { name: /^Send/ })).not.toBeInTheDocument();
  });

  it('gives an external user no send buttons', async () => {
    stub({ integrations: [aWebhook()] });
    renderSection({ role: 'external' });
    expect(await screen.findByText('Not sent anywhere yet.')).toBeInTheDocument();
    await waitFor(() => expect(integrationsApi.fetchIntegrations).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Send to webhook' })).not.toBeInTheDocument();
  });
});
