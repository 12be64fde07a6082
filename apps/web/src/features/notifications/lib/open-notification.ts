import type { Notification } from '@expertos/domain/notification.schema';
import { paths } from '@/config/paths';
import { navigateTo } from '@/shared/lib/navigation';
import { enterWorkspace, switchWorkspace } from '@/shared/session/workspace-session';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { openTaskDialog } from '@/shared/ui/task-dialog/open-task-dialog';
import { parseTicketUrl } from './notification-text';

const currentWorkspaceUid = () => useWorkspaceStore.getState().currentWorkspace?.uid ?? null;

/**
 * Makes the notification's workspace current: from the list this session holds, else after
 * listing the workspaces again (a workspace joined since). Answers false when that fails;
 * the failure is only logged (docs/product.md#notifications).
 */
async function switchTo(workspaceUid: string): Promise<boolean> {
  try {
    if (!(await switchWorkspace(workspaceUid, { navigate: false }))) {
      await enterWorkspace(workspaceUid, { navigate: false });
    }
  } catch (error) {
    console.error(`Could not switch to workspace ${workspaceUid} from a notification`, error);
    return false;
  }
  // enterWorkspace drops its result when the user signed out meanwhile.
  return currentWorkspaceUid() === workspaceUid;
}

/**
 * Opens a notification's ticket (the caller marks it read). In the current workspace it
 * opens in the task dialog over the page the user is on; after a workspace switch the page
 * behind belongs to the old workspace, so the task page itself is opened instead. A
 * notification whose ticket is gone (`ticket_url` null) opens nothing.
 */
export async function openNotification(notification: Notification): Promise<void> {
  // An access request opens the brand's people page, where its admins grant it; an integration
  // switched off (or a publishing channel to reconnect) opens the brand's integrations.
  if (
    notification.kind === 'access_requested' ||
    notification.kind === 'integration_disabled' ||
    notification.kind === 'channel_reconnect'
  ) {
    if (!notification.brand) return;
    const path =
      notification.kind === 'access_requested'
        ? paths.brandUsers(notification.brand.slug)
        : paths.brandIntegrations(notification.brand.slug);
    if (notification.workspace_uid !== currentWorkspaceUid() && !(await switchTo(notification.workspace_uid)))
      return;
    navigateTo(path);
    return;
  }
  // A weekly review opens the brand's Results page on its Reviews tab.
  if (notification.kind === 'weekly_review') {
    if (!notification.brand) return;
    if (notification.workspace_uid !== currentWorkspaceUid() && !(await switchTo(notification.workspace_uid)))
      return;
    navigateTo(paths.brandAnalytics(notification.brand.slug, { tab: 'reviews' }));
    return;
  }
  const url = notification.ticket_url;
  if (!url) return;
  if (notification.workspace_uid !== currentWorkspaceUid()) {
    if (!(await switchTo(notification.workspace_uid))) return;
    navigateTo(url);
    return;
  }
  const target = parseTicketUrl(url);
  if (!target) {
    navigateTo(url);
    return;
  }
  const { ticket } = notification;
  openTaskDialog({ ...target, ...(ticket ? { title: `#${ticket.id} ${ticket.summary}` } : {}) });
}

/**
 * Opens a tapped push notification's target (docs/product.md#push-notifications): its
 * workspace first, then its ticket. When the switch fails, the failure is only logged and the
 * dashboard is shown; a push with no ticket (the test notification) opens the dashboard.
 */
export async function openPushTarget(target: {
  ticket_url: string | null;
  workspace_uid: string;
}): Promise<void> {
  const { ticket_url: url, workspace_uid: workspaceUid } = target;
  if (workspaceUid && workspaceUid !== currentWorkspaceUid() && !(await switchTo(workspaceUid))) {
    navigateTo(paths.dashboard(), { replace: true });
    return;
  }
  navigateTo(url ?? paths.dashboard(), { replace: true });
}
