import { selectIsAdmin, selectIsAuthenticated, useAuthStore } from './auth-store';
import { useWorkspaceStore } from './workspace-store';

export function useIsAuthenticated(): boolean {
  return useAuthStore(selectIsAuthenticated);
}

export function useIsAdmin(): boolean {
  return useWorkspaceStore(selectIsAdmin);
}

/** The current workspace's uid, or null before one is chosen. */
export function useCurrentWorkspaceUid(): string | null {
  return useWorkspaceStore((state) => state.currentWorkspace?.uid ?? null);
}
