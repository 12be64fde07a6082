import { workspacePath } from '@expertos/api-client/workspaces';
import {
  type SsoDomain,
  type SsoSettings,
  type SsoSettingsUpdate,
  ssoDomainSchema,
  ssoSettingsSchema,
} from '@expertos/domain/sso.schema';
import { api } from '@/shared/api/client';

/**
 * A workspace's single sign-on (docs/product.md#single-sign-on), for its admins. The typed
 * client (packages/api-client) has no single sign-on calls yet, so they are made here with the
 * domain's schemas, like the publishing calls.
 */

const ssoPath = (workspaceUid: string) => `${workspacePath(workspaceUid)}/sso`;
const domainPath = (workspaceUid: string, domainId: string) =>
  `${ssoPath(workspaceUid)}/domains/${encodeURIComponent(domainId)}`;

export const ssoQueryKey = (workspaceUid: string) => ['workspace', workspaceUid, 'sso'] as const;

/** `GET …/sso`: the provider, its domains and whether it is required. */
export function fetchSso(workspaceUid: string, signal?: AbortSignal): Promise<SsoSettings> {
  return api.get(ssoPath(workspaceUid), { schema: ssoSettingsSchema, signal });
}

/** `PUT …/sso`: set up or change the provider; 400 `sso_config_invalid` names the field. */
export function saveSso(workspaceUid: string, body: SsoSettingsUpdate): Promise<SsoSettings> {
  return api.put(ssoPath(workspaceUid), { body, schema: ssoSettingsSchema });
}

/** `DELETE …/sso` (204): the provider goes, its domains stay. */
export async function removeSso(workspaceUid: string): Promise<void> {
  await api.delete(ssoPath(workspaceUid));
}

/** `PUT …/sso/policy`: require single sign-on of the verified domains' members, or stop. */
export function setSsoRequired(workspaceUid: string, requireSso: boolean): Promise<SsoSettings> {
  return api.put(`${ssoPath(workspaceUid)}/policy`, {
    body: { require_sso: requireSso },
    schema: ssoSettingsSchema,
  });
}

/** `POST …/sso/domains` (201): the domain, pending, with the TXT record that proves it. */
export function addSsoDomain(workspaceUid: string, domain: string): Promise<SsoDomain> {
  return api.post(`${ssoPath(workspaceUid)}/domains`, { body: { domain }, schema: ssoDomainSchema });
}

/** `POST …/sso/domains/{id}/check`: looks the TXT record up now. */
export function checkSsoDomain(workspaceUid: string, domainId: string): Promise<SsoDomain> {
  return api.post(`${domainPath(workspaceUid, domainId)}/check`, { schema: ssoDomainSchema });
}

/** `DELETE …/sso/domains/{id}` (204). */
export async function removeSsoDomain(workspaceUid: string, domainId: string): Promise<void> {
  await api.delete(domainPath(workspaceUid, domainId));
}
