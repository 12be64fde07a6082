import {
  allowAuthorization,
  denyAuthorization,
  describeAuthorization,
  disconnectApp,
  listConnectedApps,
} from '@expertos/api-client/oauth';
import type { OAuthAuthorizeRequest, OAuthConsent } from '@expertos/domain/oauth';
import { api } from '@/shared/api/client';

/** OAuth for the MCP server (docs/product.md#mcp): the consent screen's calls and the connected apps. */

export const describeRequest = (request: OAuthAuthorizeRequest) => describeAuthorization(api, request);
export const allow = (consent: OAuthConsent) => allowAuthorization(api, consent);
export const deny = (request: Pick<OAuthAuthorizeRequest, 'client_id' | 'redirect_uri' | 'state'>) =>
  denyAuthorization(api, request);
export const fetchConnectedApps = () => listConnectedApps(api);
export const disconnect = (uid: string) => disconnectApp(api, uid);

export const connectedAppsQueryKey = ['me', 'oauth-grants'] as const;

/** Sends the browser back to the app (its own address, or its own scheme): a seam tests replace. */
export const leaveFor = (url: string) => window.location.assign(url);
