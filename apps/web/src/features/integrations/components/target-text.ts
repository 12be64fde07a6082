import type { ProjectIntegration } from '@expertos/domain/integration.schema';
import type { TFunction } from 'i18next';

/** Where an integration sends: its URL, Slack channel, Jira project or e-mail addresses (never a secret). */
export function targetText(integration: ProjectIntegration, t: TFunction): string {
  if (integration.type === 'webhook')
    return t('ui.integrations.target.webhook', { url: integration.config.url });
  if (integration.type === 'slack')
    return integration.config.channel
      ? t('ui.integrations.target.slackChannel', { channel: integration.config.channel })
      : t('ui.integrations.target.slackIncoming');
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
