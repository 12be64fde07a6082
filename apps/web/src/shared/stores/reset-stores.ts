import { useAuthStore } from './auth-store';
import { useSettingsStore } from './settings-store';
import { useWorkspaceStore } from './workspace-store';

/** Clears every app-wide store (logout, spec §8: "clear stores"). */
export function resetStores(): void {
  useAuthStore.getState().reset();
  useWorkspaceStore.getState().reset();
  useSettingsStore.getState().reset();
}
