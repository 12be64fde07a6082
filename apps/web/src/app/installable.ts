import { captureInstallPrompt } from '@/features/push/lib/install-prompt';
import { startServiceWorker } from '@/features/push/lib/service-worker';

/** Inside the native shell (Capacitor) the app's files are local and pushes are native. */
const inNativeShell = () =>
  Boolean((window as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor?.isNativePlatform?.());

/**
 * The installable web app (docs/product.md#installing-the-app): keeps the browser's install
 * offer for the profile's button, and in production builds registers the service worker,
 * whose notification taps open their ticket here, in this window's session.
 */
export function startInstallableApp(): void {
  captureInstallPrompt();
  if (import.meta.env.PROD && !inNativeShell()) {
    // A tap's code (with the notifications' words) comes with the first tap, not the first screen.
    startServiceWorker(
      (target) =>
        void import('@/features/notifications/lib/open-notification').then(({ openPushTarget }) =>
          openPushTarget(target),
        ),
    );
  }
}
