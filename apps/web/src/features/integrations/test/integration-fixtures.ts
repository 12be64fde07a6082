import type { IntegrationDelivery, ProjectIntegration } from '@expertos/domain/integration.schema';
import type { ProjectUser } from '@expertos/domain/project.schema';
import { vi } from 'vitest';
import { aProject } from '@/test/fixtures';
import * as brandApi from '../api/brand';
import * as integrationsApi from '../api/integrations';

const at = '2026-01-05T10:00:00.000Z';
const common = {
  project_uid: 'p1',
  description: '',
  enabled: true,
  disabled_reason: null,
  state: 'connected' as const,
  last_delivery_at: null,
  created_at: at,
  updated_at: at,
};

export const acme = aProject({ uid: 'p1', name: 'Acme', slug: 'acme', workspace_uid: 'w1' });

export function aWebhook(change: Partial<ProjectIntegration & { type: 'webhook' }> = {}): ProjectIntegration {
  return {
    ...common,
    uid: 'i-web',
    type: 'webhook',
    // As a brand admin gets it: the URL's mask only (members get null).
    config: {
      url_mask: 'https://hooks.example.com/…k3Yz',
      event_types: [],
      previous_secret_expires_at: null,
    },
    ...change,
  } as ProjectIntegration;
}

export function aSlack(change: Partial<ProjectIntegration & { type: 'slack' }> = {}): ProjectIntegration {
  return {
    ...common,
    uid: 'i-slack',
    type: 'slack',
    config: { mode: 'bot', channel: '#launches', url_mask: null, event_types: ['ticket.created'] },
    ...change,
  } as ProjectIntegration;
}

export function aJira(change: Partial<ProjectIntegration & { type: 'jira' }> = {}): ProjectIntegration {
  return {
    ...common,
    uid: 'i-jira',
    type: 'jira',
    config: {
      site_url: 'https://acme.atlassian.net',
      auth: 'api_token',
      email: 'ops@example.com',
      project_key: 'MKT',
      issue_type_id: '10001',
      epic_key: null,
      event_types: [],
      status_webhook_url: null,
    },
    ...change,
  } as ProjectIntegration;
}

export function anEmail(change: Partial<ProjectIntegration & { type: 'email' }> = {}): ProjectIntegration {
  return {
    ...common,
    uid: 'i-mail',
    type: 'email',
    config: { addresses: ['ops@example.com', 'boss@example.com'], rules: [] },
    ...change,
  } as ProjectIntegration;
}

export function aDelivery(change: Partial<IntegrationDelivery> = {}): IntegrationDelivery {
  return {
    uid: 'd1',
    project_integration_uid: 'i-web',
    type: 'webhook',
    event_type: 'ticket.created',
    message_id: 'msg_1',
    ticket_uid: 't1',
    status: 'succeeded',
    attempts: 1,
    max_attempts: 8,
    next_attempt_at: null,
    last_attempt_at: at,
    response_status: 200,
    response_excerpt: 'ok',
    failure_reason: null,
    created_at: at,
    ...change,
  };
}

/** Answers the page's loads from memory; answers the spies of the calls a test looks at. */
export function stubIntegrationsServer({
  integrations = [] as ProjectIntegration[],
  deliveries = [] as IntegrationDelivery[],
  people = [] as ProjectUser[],
  slackInstall = false,
} = {}) {
  vi.spyOn(brandApi, 'fetchBrandBySlug').mockResolvedValue(acme);
  vi.spyOn(brandApi, 'fetchBrandPeople').mockResolvedValue(people);
  return {
    list: vi.spyOn(integrationsApi, 'fetchIntegrations').mockResolvedValue(integrations),
    deliveries: vi.spyOn(integrationsApi, 'fetchDeliveries').mockResolvedValue(deliveries),
    create: vi.spyOn(integrationsApi, 'createIntegration'),
    update: vi.spyOn(integrationsApi, 'updateIntegration'),
    remove: vi.spyOn(integrationsApi, 'deleteIntegration'),
    test: vi.spyOn(integrationsApi, 'testIntegration'),
    rotate: vi.spyOn(integrationsApi, 'rotateSecret'),
    retry: vi.spyOn(integrationsApi, 'retryDelivery'),
    slackInstall: vi
      .spyOn(integrationsApi, 'fetchSlackInstallAvailability')
      .mockResolvedValue({ available: slackInstall }),
    startSlack: vi.spyOn(integrationsApi, 'startSlackInstall'),
  };
}
