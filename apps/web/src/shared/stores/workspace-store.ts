import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJsonStorage, STORE_KEY_PREFIX } from './storage';

/**
 * The workspace fields the shell needs (spec §3). Replace with the domain's reply types
 * once packages/domain has the workspace and project schemas.
 */
export interface WorkspaceSummary {
  uid: string;
  name: string;
  owner?: string | null;
  admin?: boolean;
  whitelisted?: boolean;
  stripe_subscription_id?: string | null;
  created_at?: string;
}

export interface ProjectSummary {
  uid: string;
  name: string;
  slug: string;
  cover_url?: string | null;
  has_permission?: boolean;
}

export interface WorkspaceState {
  workspaces: WorkspaceSummary[];
  currentWorkspace: WorkspaceSummary | null;
  projects: ProjectSummary[];
  /** The signed-in user's role in the current workspace (compared in lower case). */
  currentMemberRole: string | null;
}

export interface WorkspaceActions {
  setWorkspaces: (workspaces: WorkspaceSummary[]) => void;
  setCurrentWorkspace: (workspace: WorkspaceSummary | null) => void;
  setProjects: (projects: ProjectSummary[]) => void;
  setCurrentMemberRole: (role: string | null) => void;
  reset: () => void;
}

export type WorkspaceStore = WorkspaceState & WorkspaceActions;

export function initialWorkspaceState(): WorkspaceState {
  return { workspaces: [], currentWorkspace: null, projects: [], currentMemberRole: null };
}

export const WORKSPACE_STORAGE_KEY = `${STORE_KEY_PREFIX}workspace`;

/** Workspace state, persisted in localStorage (spec §3). */
export const useWorkspaceStore = create<WorkspaceStore>()(
  persist(
    (set) => ({
      ...initialWorkspaceState(),
      setWorkspaces: (workspaces) => set({ workspaces }),
      setCurrentWorkspace: (currentWorkspace) => set({ currentWorkspace }),
      setProjects: (projects) => set({ projects }),
      setCurrentMemberRole: (currentMemberRole) => set({ currentMemberRole }),
      reset: () => set(initialWorkspaceState()),
    }),
    {
      name: WORKSPACE_STORAGE_KEY,
      version: 1,
      storage: localJsonStorage,
      partialize: ({ workspaces, currentWorkspace, projects, currentMemberRole }) => ({
        workspaces,
        currentWorkspace,
        projects,
        currentMemberRole,
      }),
    },
  ),
);

/** Projects are visible only where has_permission is true (spec §6). */
export function selectVisibleProjects(state: Pick<WorkspaceState, 'projects'>): ProjectSummary[] {
  return state.projects.filter((project) => project.has_permission === true);
}
