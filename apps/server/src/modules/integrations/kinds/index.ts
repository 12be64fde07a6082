import type { IntegrationType } from '@expertos/domain/integration.schema';
import { email } from './email/kind.js';
import { jira } from './jira/kind.js';
import type { IntegrationKind } from './kind.js';
import { monday } from './monday/kind.js';
import { slack } from './slack/kind.js';
import { webhook } from './webhook/kind.js';

/**
 * Every kind of integration, by type: the one list (docs/architecture.md#integration-kinds). A
 * type the domain knows without a kind here fails the type check.
 */
export const integrationKinds: { readonly [T in IntegrationType]: IntegrationKind<T> } = {
  email,
  webhook,
  slack,
  jira,
  monday,
};

/** The kind of a stored row or an input, or undefined for a type this server does not know. */
export function findKind(type: string): IntegrationKind | undefined {
  return Object.hasOwn(integrationKinds, type)
    ? (integrationKinds[type as IntegrationType] as IntegrationKind)
    : undefined;
}

/** The kind of a type this server knows (every stored row's and every valid input's). */
export function kindOf(type: string): IntegrationKind {
  const kind = findKind(type);
  if (!kind) throw new Error(`No integration kind "${type}" in this server`);
  return kind;
}
