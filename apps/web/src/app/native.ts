import { openPushTarget } from '@/features/notifications/lib/open-notification';
import { startNative } from '@/features/push/native';
import { navigateTo } from '@/shared/lib/navigation';
import { selectIsAuthenticated, useAuthStore } from '@/shared/stores/auth-store';
import { type NotificationTarget, openPathFor } from '@/sw/sw-rules';

/**
 * Opens a tapped native push (docs/product.md#push-notifications). Signed in, at once: its
 * workspace, then its ticket (a failed switch is only logged, and the dashboard shown). Not yet
 * (the app was started by the tap and is still checking its session, or nobody is signed in):
 * through `/notification-open`, which waits for the session and sign-in, then does the same.
 */
export async function openNativePush(target: NotificationTarget): Promise<void> {
  if (selectIsAuthenticated(useAuthStore.getState())) await openPushTarget(target);
  else navigateTo(openPathFor(target), { replace: true });
}

/** Inside the native app (Capacitor): status bar, links that open the app, push. Nothing in a browser. */
export function startNativeApp(): void {
  void startNative({ openFromNotification: openNativePush, navigate: (path) => navigateTo(path) });
}
