import type { Project } from '@expertos/domain/project.schema';
import type { RoleKey } from '@expertos/domain/roles';
import type { MemberStatus } from '@expertos/domain/settings';
import type { Workspace, WorkspaceListItem } from '@expertos/domain/workspace.schema';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJsonStorage, STORE_KEY_PREFIX } from './storage';

/** How far a load has got. Kept in memory only: every session loads afresh. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The signed-in user's membership of the current workspace (from its `GET /workspaces` item). */
export interface CurrentMember {
  uid: string;
  role: RoleKey;
  status: MemberStatus;
}

export interface WorkspaceState {
  /** `GET /workspaces`: each item holds the workspace (`workspaces`) and the caller's membership. */
  workspaces: WorkspaceListItem[];
  currentWorkspace: Workspace | null;
  /** The brands of the current workspace the user may see (`GET /workspaces/{id}/projects`). */
  projects: Project[];
  /** The signed-in user's role in the current workspace (compared in lower case). */
  currentMemberRole: string | null;
  currentMember: CurrentMember | null;
  /** The workspace list of this session. */
  status: LoadStatus;
  /** The current workspace's brands. */
  projectsStatus: LoadStatus;
  /**
   * When `projects` was last set in this session (ms since the epoch); 0 while they are the ones
   * persisted from an earlier visit. Lets a brand page take its brand from the list the page load
   * just read instead of asking for it again (`useKnownProject`).
   */
  projectsLoadedAt: number;
}

export interface WorkspaceActions {
  setWorkspaces: (workspaces: WorkspaceListItem[]) => void;
  setCurrentWorkspace: (workspace: Workspace | null) => void;
  setProjects: (projects: Project[]) => void;
  setCurrentMemberRole: (role: string | null) => void;
  /** Sets the membership and, with it, the role. */
  setCurrentMember: (member: CurrentMember | null) => void;
  setStatus: (status: LoadStatus) => void;
  setProjectsStatus: (status: LoadStatus) => void;
  reset: () => void;
}

export type WorkspaceStore = WorkspaceState & WorkspaceActions;

export function initialWorkspaceState(): WorkspaceState {
  return {
    workspaces: [],
    currentWorkspace: null,
    projects: [],
    currentMemberRole: null,
    currentMember: null,
    status: 'idle',
    projectsStatus: 'idle',
    projectsLoadedAt: 0,
  };
}

export const WORKSPACE_STORAGE_KEY = `${STORE_KEY_PREFIX}workspace`;

/**
 * Workspace state, persisted in localStorage (docs/product.md#screens-and-routes), so a reload
 * shows the last workspace at once while the session loads it again. The load statuses (and
 * when the brands were loaded) are not persisted.
 */
export const useWorkspaceStore = create<WorkspaceStore>()(
  persist(
    (set) => ({
      ...initialWorkspaceState(),
      setWorkspaces: (workspaces) => set({ workspaces }),
      setCurrentWorkspace: (currentWorkspace) => set({ currentWorkspace }),
      setProjects: (projects) => set({ projects, projectsLoadedAt: Date.now() }),
      setCurrentMemberRole: (currentMemberRole) => set({ currentMemberRole }),
      setCurrentMember: (currentMember) =>
        set({ currentMember, currentMemberRole: currentMember?.role ?? null }),
      setStatus: (status) => set({ status }),
      setProjectsStatus: (projectsStatus) => set({ projectsStatus }),
      reset: () => set(initialWorkspaceState()),
    }),
    {
      name: WORKSPACE_STORAGE_KEY,
      // 3: workspaces carry their plan (docs/product.md#trial-and-plans).
      version: 3,
      storage: localJsonStorage,
      partialize: ({ workspaces, currentWorkspace, projects, currentMemberRole, currentMember }) => ({
        workspaces,
        currentWorkspace,
        projects,
        currentMemberRole,
        currentMember,
      }),
      // Older versions kept other shapes (placeholders, no plan); start from nothing rather than trust them.
      migrate: () => initialWorkspaceState(),
    },
  ),
);

/** Projects are visible only where has_permission is true (docs/product.md#brands). */
export function selectVisibleProjects(state: Pick<WorkspaceState, 'projects'>): Project[] {
  return state.projects.filter((project) => project.has_permission === true);
}

/** The current workspace's uid, or null before one is chosen. */
export function selectCurrentWorkspaceUid(state: Pick<WorkspaceState, 'currentWorkspace'>): string | null {
  return state.currentWorkspace?.uid ?? null;
}
