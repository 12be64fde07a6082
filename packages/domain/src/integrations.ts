/** Integration types that have their own styling (docs/product.md#integrations). */
export const INTEGRATION_TYPES = ['jira', 'email', 'slack', 'monday', 'webhook'] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];

export type IntegrationStyle = { label: string; color: string; icon: string };

/**
 * How each integration is shown. Colours are the services' brand colours; icons are
 * Tabler icon names (without the `Icon` prefix) so any client can map them to its set.
 */
export const INTEGRATION_STYLES: Record<IntegrationType, IntegrationStyle> = {
  jira: { label: 'Jira', color: '#0052CC', icon: 'brand-jira' },
  email: { label: 'Email', color: '#495057', icon: 'mail' },
  slack: { label: 'Slack', color: '#4A154B', icon: 'brand-slack' },
  // Tabler has no Monday logo; its board icon stands in for it.
  monday: { label: 'Monday', color: '#FF3D57', icon: 'layout-kanban' },
  webhook: { label: 'Webhook', color: '#7048E8', icon: 'webhook' },
};

/** The integrations a task can be sent to from the task settings (docs/product.md#integrations). */
export const TASK_INTEGRATION_OPTIONS = [
  'email',
  'jira',
  'webhook',
] as const satisfies readonly IntegrationType[];
export type TaskIntegrationOption = (typeof TASK_INTEGRATION_OPTIONS)[number];
