import { selectIsAdmin, selectIsAuthenticated, useAuthStore } from './auth-store';
import { useWorkspaceStore } from './workspace-store';

export function useIsAuthenticated(): boolean {
  return useAuthStore(selectIsAuthenticated);
}

export function useIsAdmin(): boolean {
  return useWorkspaceStore(selectIsAdmin);
}
