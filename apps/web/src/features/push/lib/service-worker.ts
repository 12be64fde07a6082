import { NOTIFICATION_CLICK_MESSAGE, type NotificationTarget, targetOf } from '@/sw/sw-rules';

/*
 * The installable app's service worker, from the page's side (docs/product.md#installing-the-app).
 * Registered in production builds only: the dev server serves changing files under the same
 * names, which a worker's cache must never hold.
 */

export const SERVICE_WORKER_URL = '/sw.js';

export interface ServiceWorkerHost {
  serviceWorker?: ServiceWorkerContainer;
}

/** Whether this browser can run the worker (and so install the app and receive pushes). */
export function canUseServiceWorker(host: ServiceWorkerHost = navigator): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && host.serviceWorker !== undefined;
}

/**
 * Registers the worker and hands every notification tap an open window hears to `onOpen`.
 * A registration that fails is logged: the app works without it, only offline and push do not.
 */
export function startServiceWorker(
  onOpen: (target: NotificationTarget) => void,
  host: ServiceWorkerHost = navigator,
): void {
  const container = host.serviceWorker;
  if (!container || !canUseServiceWorker(host)) return;
  container.addEventListener('message', (event: MessageEvent) => {
    const message = event.data as { type?: unknown; target?: unknown } | null;
    if (message?.type === NOTIFICATION_CLICK_MESSAGE) onOpen(targetOf(message.target));
  });
  container.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
    console.error('The service worker could not be registered', error);
  });
}
