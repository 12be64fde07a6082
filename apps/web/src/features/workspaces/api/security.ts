import { getWorkspaceSecurity, setWorkspaceSecurity } from '@expertos/api-client/workspaces';
import { api } from '@/shared/api/client';

/** A workspace's sign-in policy (docs/product.md#require-two-step-verification). */
export const securityQueryKey = (workspaceUid: string) => ['workspace', workspaceUid, 'security'] as const;
export const fetchSecurity = (workspaceUid: string) => getWorkspaceSecurity(api, workspaceUid);
export const saveSecurity = (workspaceUid: string, requireTwoFactor: boolean) =>
  setWorkspaceSecurity(api, workspaceUid, requireTwoFactor);
