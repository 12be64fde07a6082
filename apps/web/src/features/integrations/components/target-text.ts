import type { ProjectIntegration } from '@expertos/domain/integration.schema';
import type { TFunction } from 'i18next';

/**
 * Where an integration sends: its Slack channel, Jira project or e-mail addresses (never a
 * secret). A webhook's URL is a credential: admins get its mask from the server, others nothing.
 */
export function targetText(integration: ProjectIntegration, t: TFunction): string {
  if (integration.type === 'webhook')
    return integration.config.url_mask
      ? t('ui.integrations.target.webhook', { url: integration.config.url_mask })
      : t('ui.integrations.target.webhookHidden');
  if (integration.type === 'slack') {
    if (integration.config.channel)
      return t('ui.integrations.target.slackChannel', { channel: integration.config.channel });
    return integration.config.url_mask
      ? t('ui.integrations.target.slackIncomingAt', { url: integration.config.url_mask })
      : t('ui.integrations.target.slackIncoming');
  }
  if (integration.type === 'monday')
    return integration.config.board_id
      ? t('ui.integrations.target.monday', {
          board: integration.config.board_name ?? integration.config.board_id,
        })
      : t('ui.integrations.target.mondayNoBoard');
  if (integration.type === 'jira') {
    const site = integration.config.site_url.replace(/^https?:\/\//, '');
    return integration.config.project_key
      ? t('ui.integrations.target.jira', { project: integration.config.project_key, site })
      : t('ui.integrations.target.jiraNoProject', { site });
  }
  return t('ui.integrations.target.email', { addresses: integration.config.addresses.join(', ') });
}
