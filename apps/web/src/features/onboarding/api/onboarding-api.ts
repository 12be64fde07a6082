import { createWorkspace } from '@expertos/api-client/workspaces';
import type { CreateWorkspaceInput } from '@expertos/domain/workspace.schema';
import { api } from '@/shared/api/client';

/** Onboarding's calls, replaced in tests with `vi.spyOn(onboardingApi, 'createWorkspace')`. Quiet: the form shows errors. */
export const onboardingApi = {
  createWorkspace: (input: CreateWorkspaceInput) => createWorkspace(api, input),
};
