import { loadConfirmDialog } from './confirm/ConfirmHost';
import { loadLoadingOverlay } from './loading/LoadingOverlayHost';
import { loadNotificationStack } from './notify/NotificationsHost';
import { loadTaskDialog } from './task-dialog/TaskDialogHost';

/**
 * The UI kit's dialogs and notifications load lazily to keep the entry small; fetch them
 * once the browser is idle so their first use does not wait for the network.
 */
export function preloadUiKit(): void {
  const run = () => {
    void Promise.allSettled([
      loadNotificationStack(),
      loadConfirmDialog(),
      loadLoadingOverlay(),
      loadTaskDialog(),
    ]);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1500);
}
