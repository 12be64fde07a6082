import {
  CLAIM_NOTIFICATION,
  fetchStrategy,
  NOTIFICATION_CLICK_MESSAGE,
  notificationToShow,
  openPathFor,
  PUSH_CLAIM_MESSAGE,
  pushAction,
  SHELL_CACHE_PREFIX,
  shellFiles,
  targetOf,
} from './sw-rules';

/*
 * The installable app's service worker (docs/product.md#installing-the-app), built on its own
 * into /sw.js (apps/web/vite-service-worker.ts). It keeps the app's files so the app opens
 * offline, shows pushes, and opens a tapped notification's ticket in its workspace. The API
 * is never cached.
 *
 * The web app's TypeScript has the DOM's types, not the worker's: the few worker types used
 * here are declared below rather than pulling in a second, conflicting lib.
 */
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown; text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification;
}
interface WindowClient {
  url: string;
  visibilityState: DocumentVisibilityState;
  focus(): Promise<WindowClient>;
  postMessage(message: unknown): void;
}
interface WorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

declare const self: WorkerScope;
/** The build's own name (a digest of its index.html), set when the worker is built. */
declare const __SHELL_VERSION__: string;

const CACHE = `${SHELL_CACHE_PREFIX}${__SHELL_VERSION__}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const index = await fetch('/', { cache: 'no-cache' });
      const html = await index.clone().text();
      await cache.put('/', index);
      // The rest of the first screen's files; later screens' code is kept as it is first loaded.
      await cache.addAll(shellFiles(html).filter((file) => file !== '/'));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(SHELL_CACHE_PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const strategy = fetchStrategy(event.request, self.location.origin);
  if (strategy === 'shell') event.respondWith(pageOrShell(event.request));
  else if (strategy === 'asset') event.respondWith(cachedFirst(event.request));
});

/** A page: the network when there is one (a new build shows at once); offline, the kept shell. */
async function pageOrShell(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match('/', { cacheName: CACHE });
    if (shell) return shell;
    throw error;
  }
}

/** A file whose name changes with its content: kept once fetched. */
async function cachedFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName: CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener('push', (event) => {
  let payload: unknown = null;
  try {
    payload = event.data?.json() ?? null;
  } catch {
    payload = { body: event.data?.text() ?? '' };
  }
  const action = pushAction(payload);
  if (action.kind === 'claim') {
    event.waitUntil(handOverClaim(action.nonce));
    return;
  }
  const { title, options } = notificationToShow(payload);
  event.waitUntil(self.registration.showNotification(title, options));
});

/**
 * A device claim's nonce (docs/product.md#push-notifications) goes to the app's windows: the
 * one that is registering this browser echoes it, the others ignore it. With none in view,
 * the browser wants something shown.
 */
async function handOverClaim(nonce: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const own = windows.filter((client) => new URL(client.url).origin === self.location.origin);
  for (const client of own) client.postMessage({ type: PUSH_CLAIM_MESSAGE, nonce });
  if (!own.some((client) => client.visibilityState === 'visible'))
    await self.registration.showNotification(CLAIM_NOTIFICATION.title, CLAIM_NOTIFICATION.options);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openTarget(targetOf(event.notification.data)));
});

/**
 * An open window of the app is told where to go (it switches workspace itself, keeping its
 * session) and brought forward; with none open, a new one opens on the landing page that does
 * the same.
 */
async function openTarget(target: ReturnType<typeof targetOf>): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    open.postMessage({ type: NOTIFICATION_CLICK_MESSAGE, target });
    // Focusing needs the tap's user activation; a window that cannot be focused still navigates.
    await open.focus().catch(() => undefined);
    return;
  }
  await self.clients.openWindow(openPathFor(target));
}
