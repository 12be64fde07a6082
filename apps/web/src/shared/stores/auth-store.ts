import type { Invite as DomainInvite } from '@expertos/domain/invite.schema';
import { isAdminRole } from '@expertos/domain/roles';
import type { RolesResponse } from '@expertos/domain/roles.schema';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJsonStorage, STORE_KEY_PREFIX } from './storage';
import type { WorkspaceState } from './workspace-store';

/** The signed-in user, from `GET /api/me`. */
export interface AuthUser {
  uid: string;
  email: string;
  name?: string | null;
  avatarUrl?: string | null;
  /** The user's current ID token (the same as `authToken`, kept in step with it). */
  token?: string | null;
}

export interface AuthAccount {
  uid: string;
  email?: string | null;
  [field: string]: unknown;
}

/** A pending invite of the signed-in user (`GET /me/invites`). */
export type Invite = DomainInvite;

/** One workspace role of `GET /api/roles`: its key ('admin') and display name ('Admin'). */
export interface Role {
  key: string;
  name: string;
}

/** `GET /api/roles` answers an object keyed by role; the store keeps it as a list. */
export function toRoleList(reply: RolesResponse): Role[] {
  return Object.entries(reply).map(([key, role]) => ({ key, name: role.name }));
}

/** Auth store state (docs/architecture.md#web-appswebsrc). */
export interface AuthState {
  user: AuthUser | null;
  account: AuthAccount | null;
  authToken: string | null;
  tokenValidated: boolean;
  /** Where to go after signing in: the wanted path. */
  redirect: string | null;
  /** The query string of the wanted path, without the leading '?'. */
  redirectQuery: string | null;
  /** The signed-in user's pending invites, as the session last loaded them. */
  invites: Invite[];
  roles: Role[];
  /**
   * Whether the app has asked the identity service for a session yet (the start-up
   * bootstrap). Until it has, a sign-in-only page waits instead of redirecting.
   */
  sessionChecked: boolean;
}

export interface AuthActions {
  setSession: (session: { user: AuthUser; authToken: string; account?: AuthAccount | null }) => void;
  setTokenValidated: (validated: boolean) => void;
  setAuthToken: (token: string | null) => void;
  setRedirect: (redirect: string | null, redirectQuery?: string | null) => void;
  setInvites: (invites: Invite[]) => void;
  setRoles: (roles: Role[]) => void;
  /** Updates the signed-in user's own fields (after a profile change). */
  updateUser: (change: Partial<Omit<AuthUser, 'uid' | 'token'>>) => void;
  setSessionChecked: (checked: boolean) => void;
  /** Signs out locally: clears every field. Afterwards nobody is signed in, and that is known. */
  reset: () => void;
}

export type AuthStore = AuthState & AuthActions;

export function initialAuthState(): AuthState {
  return {
    user: null,
    account: null,
    authToken: null,
    tokenValidated: false,
    redirect: null,
    redirectQuery: null,
    invites: [],
    roles: [],
    sessionChecked: false,
  };
}

export const AUTH_STORAGE_KEY = `${STORE_KEY_PREFIX}auth`;

/**
 * Who is signed in. Only the post-sign-in redirect is persisted (it must survive a trip
 * through e-mail confirmation); the user, account and tokens live in memory and are
 * re-established from the identity service's session at start, so no token sits in
 * localStorage.
 */
export const useAuthStore = create<AuthStore>()(
  persist(
    (set) => ({
      ...initialAuthState(),
      setSession: ({ user, authToken, account = null }) =>
        set({ user: { ...user, token: authToken }, authToken, account }),
      setTokenValidated: (tokenValidated) => set({ tokenValidated }),
      setAuthToken: (authToken) =>
        set((state) => ({ authToken, user: state.user ? { ...state.user, token: authToken } : null })),
      setRedirect: (redirect, redirectQuery = null) => set({ redirect, redirectQuery }),
      setInvites: (invites) => set({ invites }),
      setRoles: (roles) => set({ roles }),
      updateUser: (change) => set((state) => ({ user: state.user ? { ...state.user, ...change } : null })),
      setSessionChecked: (sessionChecked) => set({ sessionChecked }),
      reset: () => set({ ...initialAuthState(), sessionChecked: true }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      version: 1,
      storage: localJsonStorage,
      partialize: ({ redirect, redirectQuery }) => ({ redirect, redirectQuery }),
    },
  ),
);

/**
 * Authenticated means a user, an auth token and a validated-token flag all exist
 * (docs/architecture.md#web-appswebsrc).
 */
export function selectIsAuthenticated(state: AuthState): boolean {
  return Boolean(state.user && state.authToken && state.tokenValidated);
}

/** Admin means the current workspace member's role is admin (roles compared in lower case). */
export function selectIsAdmin(state: Pick<WorkspaceState, 'currentMemberRole'>): boolean {
  return isAdminRole(state.currentMemberRole);
}
