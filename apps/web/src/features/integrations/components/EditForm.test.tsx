import { ApiError } from '@expertos/api-client/client';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import type { ProjectIntegration } from '@expertos/domain/integration.schema';
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import * as integrationsApi from '../api/integrations';
import { aJira, aSlack, aWebhook } from '../test/integration-fixtures';
import { EditForm } from './EditForm';

afterEach(() => vi.restoreAllMocks());

const TOKEN = 'xoxb-1234567890-abcdefghij';

function renderForm(integration: ProjectIntegration) {
  const update = vi.spyOn(integrationsApi, 'updateIntegration').mockResolvedValue(integration);
  const onDone = vi.fn();
  renderWithProviders(
    <EditForm projectUid="p1" integration={integration} onDone={onDone} onCancel={() => {}} />,
  );
  return { u: setupUser(), update, onDone };
}

const save = (u: ReturnType<typeof userEvent.setup>) => u.click(screen.getByRole('button', { name: 'Save' }));

describe('a webhook’s URL', () => {
  it('sends a new URL', async () => {
    const { u, update, onDone } = renderForm(aWebhook());
    const url = screen.getByLabelText(/^Webhook URL/);
    await u.click(url);
    await u.paste('https://crm.example.com/hooks/expertos');
    await save(u);
    expect(update).toHaveBeenCalledWith('p1', 'i-web', {
      type: 'webhook',
      enabled: true,
      description: '',
      event_types: [],
      url: 'https://crm.example.com/hooks/expertos',
    });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('shows only the mask of the current URL, a secret, and keeps it when left empty', async () => {
    const { u, update } = renderForm(aWebhook());
    expect(screen.getByLabelText(/^Webhook URL/)).toHaveValue('');
    expect(screen.getByText(/^Now https:\/\/hooks\.example\.com\/…k3Yz\. /)).toBeInTheDocument();
    await save(u);
    expect(update).toHaveBeenCalledWith('p1', 'i-web', {
      type: 'webhook',
      enabled: true,
      description: '',
      event_types: [],
    });
  });

  it('shows the server’s refusal of the URL on the URL field', async () => {
    const { u, update } = renderForm(aWebhook());
    update.mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'integration_target_refused',
        message: ERROR_CATALOGUE.integration_target_refused.message,
        details: [{ path: 'url', message: 'loopback' }],
      }),
    );
    const url = screen.getByLabelText(/^Webhook URL/);
    await u.clear(url);
    await u.click(url);
    await u.paste('http://127.0.0.1/hook');
    await save(u);
    await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(ERROR_CATALOGUE.integration_target_refused.message)).toBeInTheDocument();
  });
});

describe('a Jira integration', () => {
  it('moves issues on status changes once asked to, and files new tickets independently of it', async () => {
    const { u, update } = renderForm(
      aJira({ config: { ...aJira().config, event_types: ['ticket.created'] } } as never),
    );
    const onCreate = screen.getByRole('checkbox', { name: 'File every new ticket in Jira' });
    const onStatus = screen.getByRole('checkbox', {
      name: "Move the Jira issue when its ticket's status changes",
    });
    expect(onCreate).toBeChecked();
    expect(onStatus).not.toBeChecked();
    await u.click(onStatus);
    await save(u);
    expect(update).toHaveBeenLastCalledWith(
      'p1',
      'i-jira',
      expect.objectContaining({ type: 'jira', event_types: ['ticket.created', 'ticket.status_changed'] }),
    );
    await u.click(onCreate);
    await save(u);
    expect(update).toHaveBeenLastCalledWith(
      'p1',
      'i-jira',
      expect.objectContaining({ type: 'jira', event_types: ['ticket.status_changed'] }),
    );
  });
});

describe('a Slack connection', () => {
  it('keeps the connection when its secret is left empty', async () => {
    const { u, update } = renderForm(aSlack());
    expect(screen.getByLabelText(/^Bot token( \*)?$/)).toHaveValue('');
    expect(screen.getByLabelText(/^Channel/)).toHaveValue('#launches');
    expect(screen.getByText('Leave empty to keep the current one.')).toBeInTheDocument();
    await save(u);
    expect(update).toHaveBeenCalledWith('p1', 'i-slack', {
      type: 'slack',
      enabled: true,
      description: '',
      event_types: ['ticket.created'],
    });
  });

  it('asks for the bot token again to change the channel, then sends both', async () => {
    const { u, update } = renderForm(aSlack());
    const channel = screen.getByLabelText(/^Channel/);
    await u.clear(channel);
    await u.type(channel, '#news');
    await save(u);
    expect(await screen.findByText('Enter the bot token again to change the channel.')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    await u.click(screen.getByLabelText(/^Bot token( \*)?$/));
    await u.paste(TOKEN);
    await save(u);
    expect(update).toHaveBeenCalledWith('p1', 'i-slack', {
      type: 'slack',
      enabled: true,
      description: '',
      event_types: ['ticket.created'],
      connection: { mode: 'bot', bot_token: TOKEN, channel: '#news' },
    });
  });

  it('switches to an incoming webhook, which needs its URL', async () => {
    const { u, update } = renderForm(aSlack());
    await u.click(screen.getByRole('radio', { name: 'Incoming webhook' }));
    expect(screen.getByText('A new connection replaces the current one.')).toBeInTheDocument();
    await save(u);
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    await u.click(screen.getByLabelText(/^Incoming webhook URL/));
    await u.paste('https://hooks.slack.com/services/T000/B000/XXXX');
    await save(u);
    expect(update).toHaveBeenCalledWith('p1', 'i-slack', {
      type: 'slack',
      enabled: true,
      description: '',
      event_types: ['ticket.created'],
      connection: {
        mode: 'incoming_webhook',
        webhook_url: 'https://hooks.slack.com/services/T000/B000/XXXX',
      },
    });
  });
});
