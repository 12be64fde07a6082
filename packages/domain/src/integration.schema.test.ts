import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CATALOGUE } from './errors';
import {
  createProjectIntegrationSchema,
  DELIVERY_MAX_ATTEMPTS,
  DELIVERY_RETRY_DELAYS_MS,
  DELIVERY_SCHEDULE_MS,
  deliveryRetryDelayMs,
  emailRuleMatches,
  eventPassesFilter,
  INTEGRATION_SEND_MESSAGES,
  INTEGRATION_STYLES,
  INTEGRATION_TYPES,
  integrationState,
  integrationTargetUrlSchema,
  JIRA_PRIORITY_NAMES,
  jiraIntegrationConfigSchema,
  jiraIssueKeySchema,
  jiraProjectKeySchema,
  jiraSecretSchema,
  projectIntegrationSchema,
  recordTicketIntegration,
  ticketIntegrationEntrySchema,
  updateProjectIntegrationSchema,
  WEBHOOK_EVENT_TYPES,
  webhookSecretRevealSchema,
} from './integration.schema';
import { MESSAGES } from './messages';

const HOUR = 3_600_000;

describe('integration types', () => {
  it('are the five the product names, each with a label, colour and icon', () => {
    expect(INTEGRATION_TYPES).toEqual(['jira', 'email', 'slack', 'monday', 'webhook']);
    for (const type of INTEGRATION_TYPES) {
      expect(INTEGRATION_STYLES[type].label).not.toBe('');
      expect(INTEGRATION_STYLES[type].color).toMatch(/^#[0-9A-F]{6}$/i);
      expect(INTEGRATION_STYLES[type].icon).not.toBe('');
    }
  });
});

describe('webhook event types', () => {
  it('are the stable names receivers switch on', () => {
    expect(WEBHOOK_EVENT_TYPES).toEqual([
      'ticket.created',
      'ticket.updated',
      'ticket.status_changed',
      'ticket.deleted',
      'comment.created',
      'post.scheduled',
      'post.published',
      'post.failed',
    ]);
  });

  it('an empty filter hears everything; a filter only its events; manual and test sends pass any filter', () => {
    expect(eventPassesFilter('ticket.deleted', [])).toBe(true);
    expect(eventPassesFilter('ticket.created', ['ticket.created'])).toBe(true);
    expect(eventPassesFilter('comment.created', ['ticket.created'])).toBe(false);
    expect(eventPassesFilter('ticket.sent', ['ticket.created'])).toBe(true);
    expect(eventPassesFilter('integration.test', ['comment.created'])).toBe(true);
  });
});

describe('delivery retry schedule', () => {
  it('is the Standard Webhooks schedule: immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h', () => {
    expect(DELIVERY_SCHEDULE_MS).toEqual([
      0,
      5_000,
      300_000,
      1_800_000,
      2 * HOUR,
      5 * HOUR,
      10 * HOUR,
      10 * HOUR,
    ]);
    expect(DELIVERY_MAX_ATTEMPTS).toBe(8);
    expect(DELIVERY_RETRY_DELAYS_MS).toEqual(DELIVERY_SCHEDULE_MS.slice(1));
  });

  it('waits the scheduled time with no jitter at the midpoint', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => deliveryRetryDelayMs(n, middle))).toEqual(
      DELIVERY_RETRY_DELAYS_MS,
    );
  });

  it('moves each wait by at most 10 % either way', () => {
    expect(deliveryRetryDelayMs(1, () => 0)).toBe(4_500);
    expect(deliveryRetryDelayMs(1, () => 0.999_999)).toBe(5_500);
    expect(deliveryRetryDelayMs(6, () => 0)).toBe(9 * HOUR);
    for (let i = 0; i < 200; i++) {
      const delay = deliveryRetryDelayMs(2) ?? Number.NaN;
      expect(delay).toBeGreaterThanOrEqual(270_000);
      expect(delay).toBeLessThanOrEqual(330_000);
    }
  });

  it('gives up after the eighth attempt and refuses attempt numbers below 1', () => {
    expect(deliveryRetryDelayMs(7, () => 0.5)).toBe(10 * HOUR);
    expect(deliveryRetryDelayMs(8)).toBeNull();
    expect(deliveryRetryDelayMs(9)).toBeNull();
    expect(() => deliveryRetryDelayMs(0)).toThrow(RangeError);
  });
});

describe('integrationState', () => {
  it('is off when switched off, failing after a failed delivery, else connected', () => {
    expect(integrationState(false, 'succeeded')).toBe('off');
    expect(integrationState(true, 'failed')).toBe('failing');
    expect(integrationState(true, 'retrying')).toBe('failing');
    expect(integrationState(true, 'succeeded')).toBe('connected');
    expect(integrationState(true, 'pending')).toBe('connected');
    expect(integrationState(true, null)).toBe('connected');
  });
});

describe('createProjectIntegrationSchema', () => {
  it('takes an e-mail integration with addresses and a needs_approval rule', () => {
    const parsed = createProjectIntegrationSchema.parse({
      type: 'email',
      addresses: ['ops@example.com'],
      rules: [{ event: 'ticket.status_changed', status: 'needs_approval' }],
    });
    expect(parsed).toEqual({
      type: 'email',
      description: '',
      addresses: ['ops@example.com'],
      rules: [{ event: 'ticket.status_changed', status: 'needs_approval' }],
    });
  });

  it('refuses an e-mail integration without addresses, with a repeated one, or with an unknown status', () => {
    const bad = [
      { type: 'email', addresses: [] },
      { type: 'email', addresses: ['a@example.com', 'A@example.com'] },
      { type: 'email', addresses: ['not an address'] },
      {
        type: 'email',
        addresses: ['a@example.com'],
        rules: [{ event: 'ticket.status_changed', status: 'nope' }],
      },
    ];
    for (const input of bad) expect(createProjectIntegrationSchema.safeParse(input).success).toBe(false);
  });

  it('takes a webhook with a URL, an event filter and a description; the filter defaults to all', () => {
    expect(
      createProjectIntegrationSchema.parse({ type: 'webhook', url: 'https://hooks.example.com/in' }),
    ).toEqual({ type: 'webhook', url: 'https://hooks.example.com/in', event_types: [], description: '' });
    const filtered = createProjectIntegrationSchema.parse({
      type: 'webhook',
      url: 'https://hooks.example.com/in',
      event_types: ['ticket.created', 'comment.created'],
      description: '  CRM  ',
    });
    expect(filtered).toMatchObject({
      event_types: ['ticket.created', 'comment.created'],
      description: 'CRM',
    });
  });

  it('refuses webhook URLs that are not http(s), carry credentials, or name unknown events', () => {
    const bad = [
      { type: 'webhook', url: 'ftp://example.com/x' },
      { type: 'webhook', url: 'javascript:alert(1)' },
      { type: 'webhook', url: 'https://user:pass@example.com/in' },
      { type: 'webhook', url: 'https://token@example.com/in' },
      { type: 'webhook', url: 'https://example.com/in', event_types: ['ticket.exploded'] },
      { type: 'webhook', url: 'https://example.com/in', event_types: ['ticket.created', 'ticket.created'] },
    ];
    for (const input of bad) expect(createProjectIntegrationSchema.safeParse(input).success).toBe(false);
    // An @ after the host (in the path or query) is no credential.
    expect(integrationTargetUrlSchema.safeParse('https://example.com/in?by=a@b.c').success).toBe(true);
  });

  it('takes Slack as an incoming-webhook URL or as a bot token with a channel', () => {
    expect(
      createProjectIntegrationSchema.parse({
        type: 'slack',
        connection: { mode: 'incoming_webhook', webhook_url: 'https://hooks.slack.com/services/T1/B2/abc' },
      }),
    ).toMatchObject({ type: 'slack', connection: { mode: 'incoming_webhook' } });
    expect(
      createProjectIntegrationSchema.parse({
        type: 'slack',
        connection: { mode: 'bot', bot_token: 'xoxb-1234567890-abcdef', channel: '#general' },
      }),
    ).toMatchObject({ connection: { mode: 'bot', channel: '#general' } });
    for (const connection of [
      { mode: 'bot', bot_token: 'xoxp-1234567890-abcdef', channel: 'C1' },
      { mode: 'bot', bot_token: 'xoxb-1234567890-abcdef' },
      { mode: 'bot', bot_token: 'xoxb-1234567890-abcdef', channel: '' },
      { mode: 'incoming_webhook' },
      { mode: 'incoming_webhook', webhook_url: 'http://' },
      { mode: 'smoke_signal' },
    ]) {
      expect(createProjectIntegrationSchema.safeParse({ type: 'slack', connection }).success).toBe(false);
    }
    // A token sent beside a webhook URL is dropped, never kept unused.
    const mixed = createProjectIntegrationSchema.parse({
      type: 'slack',
      connection: {
        mode: 'incoming_webhook',
        webhook_url: 'https://hooks.slack.com/x',
        bot_token: 'xoxb-1234567890-ab',
      },
    });
    expect(JSON.stringify(mixed)).not.toContain('xoxb');
  });

  it('refuses types that are not connected by form', () => {
    expect(createProjectIntegrationSchema.safeParse({ type: 'jira' }).success).toBe(false);
    expect(createProjectIntegrationSchema.safeParse({ type: 'monday' }).success).toBe(false);
  });
});

describe('updateProjectIntegrationSchema', () => {
  it('keeps only the fields sent, so a secret left out is kept', () => {
    expect(updateProjectIntegrationSchema.parse({ type: 'slack', enabled: false })).toEqual({
      type: 'slack',
      enabled: false,
    });
    expect(updateProjectIntegrationSchema.parse({ type: 'webhook', event_types: [] })).toEqual({
      type: 'webhook',
      event_types: [],
    });
  });
});

describe('projectIntegrationSchema', () => {
  const common = {
    uid: 'int_1',
    project_uid: 'p_1',
    description: '',
    enabled: true,
    disabled_reason: null,
    state: 'connected',
    last_delivery_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  } as const;

  it('drops any secret a careless caller left on the row', () => {
    const row = {
      ...common,
      type: 'slack',
      bot_token: 'xoxb-1234567890-abcdef',
      config: {
        mode: 'incoming_webhook',
        channel: null,
        url_mask: null,
        event_types: [],
        webhook_url: 'https://hooks.slack.com/services/T1/B2/secret',
        bot_token: 'xoxb-1234567890-abcdef',
      },
    };
    const encoded = JSON.stringify(z.encode(projectIntegrationSchema, projectIntegrationSchema.parse(row)));
    expect(encoded).not.toContain('xoxb');
    expect(encoded).not.toContain('hooks.slack.com');
    // A webhook's URL is a credential too: only its mask has a field.
    const hook = {
      ...common,
      type: 'webhook',
      config: {
        url: 'https://hooks.zapier.com/hooks/catch/123/s3cr3t',
        url_mask: 'https://hooks.zapier.com/…cr3t',
        event_types: [],
        previous_secret_expires_at: null,
      },
    };
    expect(JSON.stringify(projectIntegrationSchema.parse(hook))).not.toContain('/hooks/catch/');
  });

  it('reveals a signing secret only in the creation reply', () => {
    const integration = {
      ...common,
      type: 'webhook',
      config: { url_mask: 'https://example.com/…', event_types: [], previous_secret_expires_at: null },
      signing_secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    } as const;
    expect(JSON.stringify(projectIntegrationSchema.parse(integration))).not.toContain('whsec_');
    const reveal = webhookSecretRevealSchema.parse({
      integration,
      signing_secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    });
    expect(reveal.signing_secret).toBe('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
    expect(webhookSecretRevealSchema.safeParse({ integration, signing_secret: 'hunter2' }).success).toBe(
      false,
    );
  });
});

describe('details.integrations', () => {
  it('entries carry type, success and project_integration_uid', () => {
    expect(
      ticketIntegrationEntrySchema.parse({
        type: 'webhook',
        success: true,
        project_integration_uid: 'int_1',
      }),
    ).toEqual({ type: 'webhook', success: true, project_integration_uid: 'int_1' });
    expect(
      ticketIntegrationEntrySchema.safeParse({ type: 'fax', success: true, project_integration_uid: 'x' })
        .success,
    ).toBe(false);
  });

  it('keep one entry per integration, the latest result winning', () => {
    const first = recordTicketIntegration([], {
      type: 'webhook',
      success: false,
      project_integration_uid: 'a',
    });
    const second = recordTicketIntegration(first, {
      type: 'email',
      success: true,
      project_integration_uid: 'b',
    });
    const third = recordTicketIntegration(second, {
      type: 'webhook',
      success: true,
      project_integration_uid: 'a',
    });
    expect(third).toEqual([
      { type: 'email', success: true, project_integration_uid: 'b' },
      { type: 'webhook', success: true, project_integration_uid: 'a' },
    ]);
    expect(first).toHaveLength(1);
  });
});

describe('emailRuleMatches', () => {
  it('fires on entering the rule status, and on creation for a creation rule', () => {
    const approval = { event: 'ticket.status_changed', status: 'needs_approval' } as const;
    expect(emailRuleMatches(approval, 'ticket.status_changed', 'needs_approval')).toBe(true);
    expect(emailRuleMatches(approval, 'ticket.status_changed', 'done')).toBe(false);
    expect(emailRuleMatches(approval, 'ticket.updated', 'needs_approval')).toBe(false);
    expect(emailRuleMatches({ event: 'ticket.created' }, 'ticket.created', 'todo')).toBe(true);
    expect(emailRuleMatches({ event: 'ticket.created' }, 'ticket.updated', 'todo')).toBe(false);
  });
});

describe('send messages', () => {
  it('the ticket dialog shows the catalogue texts for e-mail, Jira, webhook and Slack sends', () => {
    expect(INTEGRATION_SEND_MESSAGES.email).toEqual({
      success: 'The e-mail was sent.',
      error: 'The e-mail could not be sent. Please try again.',
    });
    expect(INTEGRATION_SEND_MESSAGES.webhook).toEqual({
      success: 'The task was sent to the webhook.',
      error: 'The task could not be sent to the webhook. Please try again.',
    });
    expect(INTEGRATION_SEND_MESSAGES.jira.success).toBe(MESSAGES.jiraSendSuccess);
    // The server's error for a failed send says the same as the dialog.
    expect(ERROR_CATALOGUE.email_send_failed.message).toBe(INTEGRATION_SEND_MESSAGES.email.error);
    expect(ERROR_CATALOGUE.webhook_send_failed.message).toBe(INTEGRATION_SEND_MESSAGES.webhook.error);
    expect(ERROR_CATALOGUE.slack_send_failed.message).toBe(INTEGRATION_SEND_MESSAGES.slack.error);
  });

  it('the integration error codes exist with their statuses', () => {
    expect(ERROR_CATALOGUE.integration_not_found.status).toBe(404);
    expect(ERROR_CATALOGUE.integration_target_refused.status).toBe(400);
    expect(ERROR_CATALOGUE.integration_delivery_not_found.status).toBe(404);
  });
});

describe('Jira settings and credential', () => {
  const config = {
    site_url: 'https://acme.atlassian.net',
    cloud_id: null,
    project_key: 'MKT',
    issue_type_id: '10001',
    epic_key: 'MKT-12',
    event_types: [],
  };

  it('accepts a project, an issue type and an epic by key, and no epic at all', () => {
    expect(jiraIntegrationConfigSchema.parse(config)).toEqual(config);
    expect(jiraIntegrationConfigSchema.safeParse({ ...config, epic_key: null }).success).toBe(true);
  });

  it('refuses keys Jira would not take, and a site that is not http(s)', () => {
    for (const key of ['mkt', '1MKT', 'MK T', ''])
      expect(jiraProjectKeySchema.safeParse(key).success).toBe(false);
    for (const key of ['MKT', 'MKT-0', 'MKT12', 'mkt-1'])
      expect(jiraIssueKeySchema.safeParse(key).success).toBe(false);
    expect(jiraIssueKeySchema.parse('MKT-12')).toBe('MKT-12');
    expect(jiraIntegrationConfigSchema.safeParse({ ...config, site_url: 'ftp://acme' }).success).toBe(false);
  });

  it('takes an API token with its e-mail, or an OAuth access token', () => {
    expect(
      jiraSecretSchema.safeParse({ auth: 'api_token', email: 'a@b.test', api_token: 'tok' }).success,
    ).toBe(true);
    expect(
      jiraSecretSchema.safeParse({ auth: 'oauth', access_token: 'at', refresh_token: null, expires_at: null })
        .success,
    ).toBe(true);
    expect(
      jiraSecretSchema.safeParse({ auth: 'api_token', email: 'not-mail', api_token: 'tok' }).success,
    ).toBe(false);
  });

  it('names a Jira priority for each of the four ticket priorities', () => {
    expect(JIRA_PRIORITY_NAMES).toEqual({ '0': 'Low', '1': 'Medium', '2': 'High', '3': 'Highest' });
  });
});
