import { TASK_INTEGRATION_OPTIONS, type TaskIntegrationOption } from '@expertos/domain/integrations';
import {
  DEFAULT_PROJECT_VIEW_MODE,
  DEFAULT_TASK_FILTERS,
  DEFAULT_VIEW_MODE,
  PROJECT_VIEW_MODES,
  type ProjectViewMode,
  TASK_DEFAULTS,
  type TaskDefaults,
  VIEW_MODES,
  type ViewMode,
} from '@expertos/domain/settings';
import type { TaskFilters } from '@expertos/domain/settings.schema';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJsonStorage, STORE_KEY_PREFIX } from './storage';

/** Whether a new task is sent through each integration by default. */
export type IntegrationOptions = Record<TaskIntegrationOption, boolean>;

export interface SettingsState {
  taskDefaults: TaskDefaults;
  currentWorkspaceId: string | null;
  integrationOptions: IntegrationOptions;
  viewMode: ViewMode;
  projectViewMode: ProjectViewMode;
  taskFilters: TaskFilters;
  /**
   * The last used view (filters and sort, as a query string) of each task list, by
   * `listViewKey`: restored when the list is opened again without one in the address
   * (docs/product.md#task-lists-and-filters).
   */
  listViews: Record<string, string>;
}

export interface SettingsActions {
  setTaskDefaults: (change: Partial<TaskDefaults>) => void;
  setCurrentWorkspaceId: (id: string | null) => void;
  setIntegrationOption: (option: TaskIntegrationOption, enabled: boolean) => void;
  /** Ignores anything that is not one of VIEW_MODES. */
  setViewMode: (mode: string) => void;
  /** Ignores anything that is not one of PROJECT_VIEW_MODES. */
  setProjectViewMode: (mode: string) => void;
  setTaskFilters: (change: Partial<TaskFilters>) => void;
  resetTaskFilters: () => void;
  rememberListView: (key: string, search: string) => void;
  reset: () => void;
}

export type SettingsStore = SettingsState & SettingsActions;

export function isViewMode(value: unknown): value is ViewMode {
  return typeof value === 'string' && (VIEW_MODES as readonly string[]).includes(value);
}

export function isProjectViewMode(value: unknown): value is ProjectViewMode {
  return typeof value === 'string' && (PROJECT_VIEW_MODES as readonly string[]).includes(value);
}

function defaultIntegrationOptions(): IntegrationOptions {
  return Object.fromEntries(TASK_INTEGRATION_OPTIONS.map((option) => [option, false])) as IntegrationOptions;
}

// The domain defaults are frozen; the store holds its own copies so later edits replace
// values instead of mutating the shared constants.
export function initialSettings(): SettingsState {
  return {
    taskDefaults: { ...TASK_DEFAULTS, projectIntegrations: [...TASK_DEFAULTS.projectIntegrations] },
    currentWorkspaceId: null,
    integrationOptions: defaultIntegrationOptions(),
    viewMode: DEFAULT_VIEW_MODE,
    projectViewMode: DEFAULT_PROJECT_VIEW_MODE,
    taskFilters: { ...DEFAULT_TASK_FILTERS },
    listViews: {},
  };
}

export const SETTINGS_STORAGE_KEY = `${STORE_KEY_PREFIX}settings`;

/** Local settings, persisted in localStorage (docs/product.md#screens-and-routes). */
export const useSettingsStore = create<SettingsStore>()(
  persist(
    (set) => ({
      ...initialSettings(),
      setTaskDefaults: (change) => set((state) => ({ taskDefaults: { ...state.taskDefaults, ...change } })),
      setCurrentWorkspaceId: (id) => set({ currentWorkspaceId: id }),
      setIntegrationOption: (option, enabled) =>
        set((state) => ({ integrationOptions: { ...state.integrationOptions, [option]: enabled } })),
      setViewMode: (mode) => {
        if (isViewMode(mode)) set({ viewMode: mode });
      },
      setProjectViewMode: (mode) => {
        if (isProjectViewMode(mode)) set({ projectViewMode: mode });
      },
      setTaskFilters: (change) => set((state) => ({ taskFilters: { ...state.taskFilters, ...change } })),
      resetTaskFilters: () => set({ taskFilters: { ...DEFAULT_TASK_FILTERS } }),
      rememberListView: (key, search) =>
        set((state) =>
          state.listViews[key] === search ? state : { listViews: { ...state.listViews, [key]: search } },
        ),
      reset: () => set(initialSettings()),
    }),
    {
      name: SETTINGS_STORAGE_KEY,
      version: 1,
      storage: localJsonStorage,
      partialize: ({
        taskDefaults,
        currentWorkspaceId,
        integrationOptions,
        viewMode,
        projectViewMode,
        taskFilters,
        listViews,
      }) => ({
        taskDefaults,
        currentWorkspaceId,
        integrationOptions,
        viewMode,
        projectViewMode,
        taskFilters,
        listViews,
      }),
      // A stored value from an older build must not smuggle in an unknown view mode.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<SettingsState>;
        return {
          ...current,
          ...stored,
          taskDefaults: { ...current.taskDefaults, ...stored.taskDefaults },
          integrationOptions: { ...current.integrationOptions, ...stored.integrationOptions },
          taskFilters: { ...current.taskFilters, ...stored.taskFilters },
          listViews:
            stored.listViews && typeof stored.listViews === 'object'
              ? Object.fromEntries(
                  Object.entries(stored.listViews).filter(([, value]) => typeof value === 'string'),
                )
              : current.listViews,
          viewMode: isViewMode(stored.viewMode) ? stored.viewMode : current.viewMode,
          projectViewMode: isProjectViewMode(stored.projectViewMode)
            ? stored.projectViewMode
            : current.projectViewMode,
        };
      },
    },
  ),
);
