import * as workspaces from '@expertos/api-client/workspaces';
import type { CreateWorkspaceInput } from '@expertos/domain/workspace.schema';
import { api } from '@/shared/api/client';

/** `POST /workspaces`: the form shows its own errors. */
export function createWorkspace(input: CreateWorkspaceInput) {
  return workspaces.createWorkspace(api, input);
}
