import type { Bootstrap } from '@expertos/domain/bootstrap.schema';
import type { WorkspaceListItem } from '@expertos/domain/workspace.schema';
import { paths } from '@/config/paths';
import {
  fetchMyInvites,
  fetchProjects,
  fetchWorkspace,
  fetchWorkspaces,
} from '@/shared/api/workspace-session';
import { navigateTo } from '@/shared/lib/navigation';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useSettingsStore } from '@/shared/stores/settings-store';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { logoutOnForbidden } from './forbidden';
import { currentSessionEpoch } from './session-epoch';

/**
 * The signed-in user's workspaces (docs/product.md#workspaces-and-members): the list, the
 * current one, the user's membership of it and its brands, kept in the workspace store. Every
 * load drops its result when a sign-out happened meanwhile, and a 403 logs out
 * (`logoutOnForbidden`).
 */

/** The persisted choice when it is still listed, else the first workspace, else none. */
export function chooseWorkspace(
  items: readonly WorkspaceListItem[],
  preferredUid: string | null | undefined,
): WorkspaceListItem | null {
  return items.find((item) => item.workspaces.uid === preferredUid) ?? items[0] ?? null;
}

/** The workspace this browser opened last (persisted), to open again. */
export function preferredWorkspaceUid(): string | null {
  return (
    useSettingsStore.getState().currentWorkspaceId ??
    useWorkspaceStore.getState().currentWorkspace?.uid ??
    null
  );
}

/** Makes `item` (or nothing) the current workspace, its membership the current member; persisted. */
function applyCurrent(item: WorkspaceListItem | null): void {
  const store = useWorkspaceStore.getState();
  store.setCurrentWorkspace(item?.workspaces ?? null);
  store.setCurrentMember(item ? { uid: item.member_uid, role: item.role, status: item.status } : null);
  useSettingsStore.getState().setCurrentWorkspaceId(item?.workspaces.uid ?? null);
}

const isCurrent = (workspaceUid: string, epoch: number) =>
  epoch === currentSessionEpoch() && useWorkspaceStore.getState().currentWorkspace?.uid === workspaceUid;

/** `GET /workspaces/{id}/projects` into the store: the brands of the current workspace. */
export async function loadProjects(workspaceUid: string, epoch = currentSessionEpoch()): Promise<void> {
  const store = useWorkspaceStore.getState();
  store.setProjectsStatus('loading');
  try {
    const projects = await logoutOnForbidden(() => fetchProjects(workspaceUid));
    if (!isCurrent(workspaceUid, epoch)) return;
    store.setProjects(projects);
    store.setProjectsStatus('ready');
  } catch {
    if (isCurrent(workspaceUid, epoch)) store.setProjectsStatus('error');
  }
}

/** `GET /workspaces/{id}`: the details (stripe_subscription_id among them) of the current workspace. */
async function loadDetails(workspaceUid: string, epoch: number): Promise<void> {
  try {
    const details = await logoutOnForbidden(() => fetchWorkspace(workspaceUid));
    if (isCurrent(workspaceUid, epoch)) useWorkspaceStore.getState().setCurrentWorkspace(details);
  } catch {
    // The list item already holds the workspace; the details can wait for the next load.
  }
}

function loadWorkspaceData(workspaceUid: string, epoch: number): Promise<void> {
  return Promise.all([loadDetails(workspaceUid, epoch), loadProjects(workspaceUid, epoch)]).then(() => {});
}

/**
 * `GET /me/invites` into the auth store (the auth store keeps the invites:
 * docs/architecture.md#web-appswebsrc).
 */
export async function refreshMyInvites(): Promise<void> {
  const epoch = currentSessionEpoch();
  try {
    const invites = await fetchMyInvites();
    if (epoch === currentSessionEpoch()) useAuthStore.getState().setInvites(invites);
  } catch {
    // Invites are a hint here; /my-invites loads them itself and says when it cannot.
  }
}

async function runLoad(): Promise<void> {
  const epoch = currentSessionEpoch();
  const store = useWorkspaceStore.getState();
  store.setStatus('loading');
  let items: WorkspaceListItem[];
  try {
    items = await logoutOnForbidden(() => fetchWorkspaces());
  } catch {
    if (epoch === currentSessionEpoch()) store.setStatus('error');
    return;
  }
  if (epoch !== currentSessionEpoch()) return;
  store.setWorkspaces(items);
  const item = chooseWorkspace(items, preferredWorkspaceUid());
  if (!item) {
    // No workspace yet: pending invites lead to /my-invites, none to /onboarding.
    await refreshMyInvites();
    if (epoch !== currentSessionEpoch()) return;
    applyCurrent(null);
    store.setProjects([]);
    store.setStatus('ready');
    return;
  }
  const changed = store.currentWorkspace?.uid !== item.workspaces.uid;
  applyCurrent(item);
  if (changed) store.setProjects([]);
  store.setStatus('ready');
  void refreshMyInvites();
  await loadWorkspaceData(item.workspaces.uid, epoch);
}

/**
 * The workspace session from the bootstrap reply (`GET /bootstrap`), with no call of its own:
 * the store ends as `loadWorkspaceSession` would leave it. When the server chose no current
 * workspace although one is listed (not joined yet), that one loads as before, whose calls
 * decide (a 403 logs out).
 */
export function applyWorkspaceStart(start: Bootstrap, epoch = currentSessionEpoch()): void {
  if (epoch !== currentSessionEpoch()) return;
  const store = useWorkspaceStore.getState();
  store.setWorkspaces(start.workspaces);
  useAuthStore.getState().setInvites(start.invites);
  const uid = start.current?.workspace.uid ?? null;
  const item = uid
    ? start.workspaces.find((entry) => entry.workspaces.uid === uid)
    : chooseWorkspace(start.workspaces, preferredWorkspaceUid());
  applyCurrent(item ?? null);
  if (start.current && item) {
    store.setCurrentWorkspace(start.current.workspace);
    store.setProjects(start.current.projects);
    store.setProjectsStatus('ready');
  } else {
    store.setProjects([]);
    if (item) void loadWorkspaceData(item.workspaces.uid, epoch);
  }
  store.setStatus('ready');
}

let inFlight: Promise<void> | null = null;

/**
 * After the session starts: `GET /workspaces`, then the persisted current workspace if it is
 * still listed (else the first), its membership, details and brands. One load at a time;
 * `status` says how far it got (the start-up guard routes on it).
 */
export function loadWorkspaceSession(): Promise<void> {
  inFlight ??= runLoad().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

export interface SwitchOptions {
  /**
   * Go to the dashboard (where a workspace switch lands:
   * docs/product.md#workspaces-and-members). Default true.
   */
  navigate?: boolean;
}

/**
 * Switches to a listed workspace (docs/product.md#workspaces-and-members): resets the task
 * filters, makes it current (the choice persists), goes to the dashboard, and starts loading
 * its brands and details. Answers false when the workspace is not in the list.
 */
export async function switchWorkspace(
  workspaceUid: string,
  { navigate = true }: SwitchOptions = {},
): Promise<boolean> {
  const epoch = currentSessionEpoch();
  const item = useWorkspaceStore.getState().workspaces.find((entry) => entry.workspaces.uid === workspaceUid);
  if (!item) return false;
  useSettingsStore.getState().resetTaskFilters();
  applyCurrent(item);
  useWorkspaceStore.getState().setProjects([]);
  if (navigate) navigateTo(paths.dashboard());
  // Not awaited: the dashboard shows its skeletons while the brands load.
  void loadWorkspaceData(workspaceUid, epoch);
  return true;
}

/**
 * Lists the workspaces again and switches to `workspaceUid`: after creating one or
 * accepting an invite, when the list does not hold it yet. Rejects when the list cannot be
 * loaded or does not hold it.
 */
export async function enterWorkspace(workspaceUid: string, options: SwitchOptions = {}): Promise<void> {
  const epoch = currentSessionEpoch();
  const items = await logoutOnForbidden(() => fetchWorkspaces());
  if (epoch !== currentSessionEpoch()) return;
  const store = useWorkspaceStore.getState();
  store.setWorkspaces(items);
  store.setStatus('ready');
  void refreshMyInvites();
  if (!(await switchWorkspace(workspaceUid, options))) {
    throw new Error(`Workspace ${workspaceUid} is not in the list`);
  }
}

/**
 * Loads the current workspace's details again (`GET /workspaces/{id}`): after its plan changed
 * (checkout, seats), so the lockdown and the trial badge follow (docs/product.md#trial-and-plans).
 */
export function refreshCurrentWorkspace(): Promise<void> {
  const uid = useWorkspaceStore.getState().currentWorkspace?.uid;
  return uid ? loadDetails(uid, currentSessionEpoch()) : Promise.resolve();
}

/** Loads the current workspace's brands again (after a brand is added, changed or removed). */
export function refreshProjects(): Promise<void> {
  const uid = useWorkspaceStore.getState().currentWorkspace?.uid;
  return uid ? loadProjects(uid) : Promise.resolve();
}
