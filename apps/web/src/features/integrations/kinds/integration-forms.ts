import type { ProjectIntegration } from '@expertos/domain/integration.schema';
import { emailForm } from './email/email-form';
import type { IntegrationFormKind } from './form-kind';
import { jiraForm } from './jira/jira-form';
import { mondayForm } from './monday/monday-form';
import { slackForm } from './slack/slack-form';
import { webhookForm } from './webhook/webhook-form';

/**
 * Every kind the forms connect and change, in the order the type picker shows them: the one
 * list (docs/architecture.md#integration-kinds).
 */
export const INTEGRATION_FORMS = [emailForm, webhookForm, slackForm, jiraForm, mondayForm] as const;

/** The types connected by a form. */
export const CONNECTABLE_TYPES = INTEGRATION_FORMS.map((kind) => kind.type);
export type ConnectableType = (typeof INTEGRATION_FORMS)[number]['type'];

/** The form kind of a type (every connectable one). */
export function formKindOf(type: ConnectableType): IntegrationFormKind {
  return INTEGRATION_FORMS.find((kind) => kind.type === type) as IntegrationFormKind;
}

/** The kind of a connected integration: what its card and a ticket's send show of it. */
export function kindOf(integration: ProjectIntegration): IntegrationFormKind {
  return formKindOf(integration.type as ConnectableType);
}
