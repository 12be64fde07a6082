import type { Workspace } from '@expertos/domain/workspace.schema';
import { useSyncExternalStore } from 'react';
import { STORE_KEY_PREFIX } from '@/shared/stores/storage';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';

/**
 * Workspace lockdown on the web (docs/product.md#trial-and-plans): once the trial is over with
 * no plan in effect the main screens send people to /expired, unless they chose there to
 * browse the workspace read-only. That choice is kept for this browser tab only
 * (sessionStorage), per workspace.
 */

const KEY = `${STORE_KEY_PREFIX}browse-read-only`;
const listeners = new Set<() => void>();

function readChoices(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((uid): uid is string => typeof uid === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether the person chose to browse `workspaceUid` read-only in this tab. */
export function isBrowsingReadOnly(workspaceUid: string): boolean {
  return readChoices().includes(workspaceUid);
}

/** Remembers that the person browses `workspaceUid` read-only (until the tab closes). */
export function browseReadOnly(workspaceUid: string): void {
  const choices = readChoices();
  if (!choices.includes(workspaceUid)) {
    try {
      sessionStorage.setItem(KEY, JSON.stringify([...choices, workspaceUid]));
    } catch {
      // Storage full or refused: the choice lasts until the next reload only.
    }
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The workspace is locked: its trial is over with no plan in effect. */
export function isWorkspaceLocked(workspace: Workspace | null): boolean {
  // `plan` is read defensively: a workspace persisted by an older build may not carry it.
  return workspace?.plan?.locked === true;
}

export interface Lockdown {
  /** The current workspace is locked. */
  locked: boolean;
  /** …and the person chose to browse it read-only. */
  browsing: boolean;
}

/** The current workspace's lockdown, kept up to date with the store and the read-only choice. */
export function useLockdown(): Lockdown {
  const workspace = useWorkspaceStore((state) => state.currentWorkspace);
  const uid = workspace?.uid ?? null;
  const browsing = useSyncExternalStore(subscribe, () => (uid ? isBrowsingReadOnly(uid) : false));
  const locked = isWorkspaceLocked(workspace);
  return { locked, browsing: locked && browsing };
}
