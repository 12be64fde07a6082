import { loadConfirmDialog } from './confirm/ConfirmHost';
import { loadLoadingOverlay } from './loading/LoadingOverlayHost';
import { loadNotificationStack } from './notify/NotificationsHost';

/**
 * How long after the session check the UI kit is fetched: long enough for the first screen's
 * own requests (profile, roles, workspaces, brands) to go first. Fetched at once, the kit's
 * chunks shared the connection with them and pushed the dashboard's first paint from about
 * 1.1 s to 1.5 s on a throttled connection (bench:ui, Lighthouse).
 */
export const UI_KIT_PRELOAD_DELAY_MS = 1500;

/**
 * The UI kit's dialogs and notifications load lazily to keep the entry small; fetch them once
 * the first screen has its data and the browser is idle, so their first use does not wait for
 * the network. `after` is what to wait for first (the session check). The task dialog is not
 * among them: only a signed-in page opens it, and the main layout fetches it (frame and
 * content) when idle (preload-task-dialog.ts); here it was fetched on signed-out pages too.
 */
export function preloadUiKit(after: Promise<unknown> = Promise.resolve()): void {
  const run = () => {
    void Promise.allSettled([loadNotificationStack(), loadConfirmDialog(), loadLoadingOverlay()]);
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
    else run();
  };
  void after.finally(() => setTimeout(whenIdle, UI_KIT_PRELOAD_DELAY_MS));
}
