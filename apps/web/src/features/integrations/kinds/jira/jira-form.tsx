import '@/shared/i18n/parts/integrations';
import { JIRA_EVENT_TYPES } from '@expertos/domain/integration.schema';
import type { TFunction } from 'i18next';
import type { IntegrationFormKind } from '../form-kind';
import { JiraCardActions } from './JiraCardActions';
import { type JiraConnectDraft, JiraConnectFields, type JiraEdit, JiraEditFields } from './JiraFields';

/** What a Jira integration does on its own: file new tickets, move issues, or neither. */
function eventsText(types: readonly string[], t: TFunction): string {
  const parts = [
    ...(types.includes('ticket.created') ? [t('ui.integrations.jira.onCreate')] : []),
    ...(types.includes('ticket.status_changed') ? [t('ui.integrations.jira.onStatus')] : []),
  ];
  return parts.length ? parts.join(' · ') : t('ui.integrations.jira.onCreateHint');
}

/** "acme.atlassian.net" typed without a scheme means the https site. */
const withScheme = (site: string) => (/^https?:\/\//i.test(site) ? site : `https://${site}`);

/**
 * Jira: connected with a site and an API token (or Atlassian's consent); the project, issue
 * type and epic are picked afterwards, in the edit form, where its two events are ticked.
 */
export const jiraForm: IntegrationFormKind<'jira', JiraConnectDraft, JiraEdit> = {
  type: 'jira',
  target: (integration, t) => {
    const site = integration.config.site_url.replace(/^https?:\/\//, '');
    return integration.config.project_key
      ? t('ui.integrations.target.jira', { project: integration.config.project_key, site })
      : t('ui.integrations.target.jiraNoProject', { site });
  },
  connect: {
    empty: () => ({ siteUrl: '', email: '', apiToken: '' }),
    Fields: JiraConnectFields,
    request: (jira, { description }) => {
      const site = jira.siteUrl.trim();
      const email = jira.email.trim();
      const apiToken = jira.apiToken.trim();
      const missing = [
        ...(site ? [] : ['site_url']),
        ...(email ? [] : ['email']),
        ...(apiToken ? [] : ['api_token']),
      ];
      if (missing.length) return { missing };
      return {
        request: {
          type: 'jira',
          description,
          connection: { auth: 'api_token', site_url: withScheme(site), email, api_token: apiToken },
        },
      };
    },
    placed: [
      'site_url',
      'email',
      'api_token',
      'connection.site_url',
      'connection.email',
      'connection.api_token',
    ],
    eventFilter: false,
  },
  edit: {
    draftOf: ({ config }) => ({
      target: {
        project_key: config.project_key,
        issue_type_id: config.issue_type_id,
        epic_key: config.epic_key,
      },
      token: '',
    }),
    Fields: JiraEditFields,
    change: ({ target, token }, integration, { eventTypes, ...common }) => {
      const missing = [
        ...(target.project_key ? [] : ['project_key']),
        ...(target.issue_type_id ? [] : ['issue_type_id']),
      ];
      if (missing.length) return { missing };
      const { site_url, email, auth } = integration.config;
      const newToken = token.trim();
      return {
        request: {
          type: 'jira',
          ...common,
          ...target,
          event_types: JIRA_EVENT_TYPES.filter((type) => eventTypes.includes(type)),
          ...(auth === 'api_token' && email && newToken
            ? { connection: { auth: 'api_token', site_url, email, api_token: newToken } }
            : {}),
        },
      };
    },
    placed: [],
    eventFilter: false,
  },
  card: {
    events: (integration, t) => eventsText(integration.config.event_types, t),
    notes: (integration, t) =>
      integration.config.status_webhook_url ? [t('ui.integrations.jira.syncOn')] : [],
    unpicked: (integration, t) =>
      integration.config.project_key ? null : t('ui.integrations.jira.pickProject'),
    Actions: JiraCardActions,
  },
};
