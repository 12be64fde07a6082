import { create } from 'zustand';

/**
 * Start-up facts read from the first URL (docs/product.md#screens-and-routes); not persisted.
 */
export interface AppState {
  /** `origin` query parameter: where the visitor came from (e.g. the extension). */
  origin: string | null;
  /** `extension_outdated` query parameter: the extension asked for an update. */
  extensionOutdated: boolean;
  setStartParams: (params: { origin: string | null; extensionOutdated: boolean }) => void;
  /** The version the installed extension reported over messaging; null when none answered. */
  extensionVersion: number | null;
  setExtensionVersion: (version: number | null) => void;
}

export const useAppStore = create<AppState>()((set) => ({
  origin: null,
  extensionOutdated: false,
  setStartParams: ({ origin, extensionOutdated }) => set({ origin, extensionOutdated }),
  extensionVersion: null,
  setExtensionVersion: (extensionVersion) => set({ extensionVersion }),
}));
