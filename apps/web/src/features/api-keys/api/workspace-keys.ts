import { createWorkspaceKey, listWorkspaceKeys, revokeWorkspaceKey } from '@expertos/api-client/api-keys';
import type { ApiKeyCreateInput } from '@expertos/domain/api-keys';
import { api } from '@/shared/api/client';
// Through this module's own exports, so a test's `vi.spyOn` answers the card too.
import * as self from './workspace-keys';

/** A workspace's keys (docs/product.md#api-keys), for its admins. */

export const fetchWorkspaceKeys = (workspaceUid: string) => listWorkspaceKeys(api, workspaceUid);
export const makeWorkspaceKey = (workspaceUid: string, input: ApiKeyCreateInput) =>
  createWorkspaceKey(api, workspaceUid, { ...input, brands: input.brands ?? [] });
export const revokeWorkspaceKeyOf = (workspaceUid: string, uid: string) =>
  revokeWorkspaceKey(api, workspaceUid, uid);

export const workspaceKeysQueryKey = (workspaceUid: string) =>
  ['workspaces', workspaceUid, 'api-keys'] as const;

/** How the keys card lists, makes and revokes the workspace's keys. */
export function workspaceKeysSource(workspaceUid: string) {
  return {
    queryKey: workspaceKeysQueryKey(workspaceUid),
    list: () => self.fetchWorkspaceKeys(workspaceUid),
    create: (input: ApiKeyCreateInput) => self.makeWorkspaceKey(workspaceUid, input),
    revoke: (uid: string) => self.revokeWorkspaceKeyOf(workspaceUid, uid),
  };
}
