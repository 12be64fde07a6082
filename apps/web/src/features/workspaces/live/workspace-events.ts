import { onLiveEvent } from '@/shared/lib/live/live-registry';
import { loadWorkspaceSession } from '@/shared/session/workspace-session';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';

/**
 * Loads the session's workspaces again: the list with this person's membership of each, and the
 * current workspace's details and brands. A change heard while a load runs gets one more load
 * after it, since the running one may have read the list before that change.
 */
function createReload(): () => void {
  let running = false;
  let again = false;
  const reload = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void loadWorkspaceSession().finally(() => {
      running = false;
      if (!again) return;
      again = false;
      reload();
    });
  };
  return reload;
}

/** This person is `memberUid` in the workspace, or is not in its list yet (they just joined). */
function concernsMe(workspaceUid: string, memberUid: string): boolean {
  const item = useWorkspaceStore.getState().workspaces.find((entry) => entry.workspaces.uid === workspaceUid);
  return !item || item.member_uid === memberUid;
}

/**
 * This person's role or brands changed, or they joined or left a workspace (docs/product.md#live-updates):
 * their workspaces, role and brands are loaded again, so the switcher, the menus and the
 * guards follow. Someone else joining or leaving changes none of that. After a `reset` too, since
 * what was missed may have been such a change.
 */
export function registerWorkspaceEvents(): () => void {
  const reload = createReload();
  const onMember = (event: { workspace_uid: string; member_uid: string }) => {
    if (concernsMe(event.workspace_uid, event.member_uid)) reload();
  };
  const offs = [
    onLiveEvent('access.changed', reload),
    onLiveEvent('member.joined', onMember),
    onLiveEvent('member.left', onMember),
    onLiveEvent('reset', reload),
  ];
  return () => {
    for (const off of offs) off();
  };
}
