import type { IntegrationType, ProjectIntegration } from '@expertos/domain/integration.schema';
import { emailSend } from './email/email-send';
import type { SendKind } from './form-kind';
import { jiraSend } from './jira/jira-send';

/**
 * The kinds whose send from a ticket is more than a button (docs/architecture.md#integration-kinds):
 * apart from the forms' list, so the ticket dialog loads these and none of the forms.
 */
const SENDS: { [T in IntegrationType]?: SendKind<T> } = { jira: jiraSend, email: emailSend };

/** What a ticket's send through this integration shows besides its button, if anything. */
export function sendKindOf(integration: ProjectIntegration): SendKind<IntegrationType> | undefined {
  return SENDS[integration.type] as SendKind<IntegrationType> | undefined;
}
