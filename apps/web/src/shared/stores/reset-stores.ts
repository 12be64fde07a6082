import { useAuthStore } from './auth-store';
import { useSettingsStore } from './settings-store';
import { useWorkspaceStore } from './workspace-store';

/** Clears every app-wide store (logout; docs/architecture.md#web-appswebsrc). */
export function resetStores(): void {
  useAuthStore.getState().reset();
  useWorkspaceStore.getState().reset();
  useSettingsStore.getState().reset();
}
