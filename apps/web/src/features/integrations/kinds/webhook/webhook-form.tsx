import '@/shared/i18n/parts/integrations';
import type { IntegrationFormKind } from '../form-kind';
import { WebhookCardActions } from './WebhookCardActions';
import { WebhookUrlField } from './WebhookUrlField';

/** A webhook: its URL (write-only once saved) and the shared event filter. */
export const webhookForm: IntegrationFormKind<'webhook', string, string> = {
  type: 'webhook',
  target: (integration, t) =>
    integration.config.url_mask
      ? t('ui.integrations.target.webhook', { url: integration.config.url_mask })
      : t('ui.integrations.target.webhookHidden'),
  connect: {
    empty: () => '',
    Fields: ({ draft, onChange, fieldError }) => (
      <WebhookUrlField value={draft} onChange={onChange} error={fieldError('url')} />
    ),
    request: (url, { description, eventTypes }) =>
      url.trim()
        ? { request: { type: 'webhook', description, url: url.trim(), event_types: eventTypes } }
        : { missing: ['url'] },
    placed: ['url'],
    eventFilter: true,
  },
  edit: {
    draftOf: () => '',
    Fields: ({ draft, onChange, fieldError, integration }) => (
      <WebhookUrlField
        value={draft}
        onChange={onChange}
        error={fieldError('url')}
        keep={{ mask: integration.config.url_mask }}
      />
    ),
    change: (url, _integration, { eventTypes, ...common }) => {
      const next = url.trim();
      return {
        request: { type: 'webhook', ...common, event_types: eventTypes, ...(next ? { url: next } : {}) },
      };
    },
    placed: ['url'],
    eventFilter: true,
  },
  card: { Actions: WebhookCardActions },
};
