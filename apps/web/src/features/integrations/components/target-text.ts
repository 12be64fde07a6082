import type { ProjectIntegration } from '@expertos/domain/integration.schema';
import type { TFunction } from 'i18next';
import { type ConnectableType, formKindOf } from '../kinds/integration-forms';

/**
 * Where an integration sends (never a secret), as its kind says (kinds/<kind>/<kind>-form.tsx).
 * A webhook's URL is a credential: admins get its mask from the server, others nothing.
 */
export function targetText(integration: ProjectIntegration, t: TFunction): string {
  return formKindOf(integration.type as ConnectableType).target(integration, t);
}
