import { pushClaimNonceOf } from '@expertos/domain/push-claim';
import { paths } from '@/config/paths';

/*
 * What the service worker decides (docs/product.md#installing-the-app), kept apart from its
 * event wiring so it can be tested: which requests it answers from its cache, what a push
 * shows, and where a tap on it leads.
 */

/** Caches of older builds are dropped when a new worker takes over. */
export const SHELL_CACHE_PREFIX = 'expertos-shell-';
/** The message a tapped notification sends to an open window of the app. */
export const NOTIFICATION_CLICK_MESSAGE = 'expertos:notification-click';
/** The message that hands a device claim's nonce to the app's windows (lib/web-push.ts echoes it). */
export const PUSH_CLAIM_MESSAGE = 'expertos:push-claim';

export type FetchStrategy =
  /** Not ours to answer: the browser fetches it as if there were no worker. */
  | 'pass'
  /** A page load: the network first; offline, the cached app shell (index.html). */
  | 'shell'
  /** A file that never changes under its name (hashed assets, icons): the cache first. */
  | 'asset';

/**
 * The API is never cached: its answers depend on who asks and change all the time, and a
 * stale one would show a person data they may no longer see. Only the app's own files are.
 */
export function fetchStrategy(
  request: { method: string; url: string; mode: string },
  origin: string,
): FetchStrategy {
  if (request.method !== 'GET') return 'pass';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'pass';
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return 'pass';
  if (url.pathname === '/sw.js') return 'pass';
  if (request.mode === 'navigate') return 'shell';
  if (
    url.pathname.startsWith('/assets/') ||
    url.pathname.startsWith('/icons/') ||
    url.pathname === '/favicon.svg' ||
    url.pathname === '/manifest.webmanifest'
  )
    return 'asset';
  return 'pass';
}

/** The files the first screen needs, as index.html names them: cached when the worker installs. */
export function shellFiles(indexHtml: string): string[] {
  const files = new Set<string>(['/', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png']);
  for (const match of indexHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) files.add(match[1]!);
  return [...files];
}

/** Where a notification leads: the ticket, after switching to its workspace. */
export interface NotificationTarget {
  ticket_url: string | null;
  workspace_uid: string;
}

/** Only a path of this app (never another site, never `//host`): a push cannot send anyone elsewhere. */
export function isAppPath(value: unknown): value is string {
  return (
    typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
  );
}

/** Reads a notification's data defensively: it came over the network. */
export function targetOf(data: unknown): NotificationTarget {
  const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  return {
    ticket_url: isAppPath(record.ticket_url) ? record.ticket_url : null,
    workspace_uid: typeof record.workspace_uid === 'string' ? record.workspace_uid : '',
  };
}

/** The page a tap opens when no window of the app is open. */
export function openPathFor(target: NotificationTarget): string {
  return paths.notificationOpen({
    workspace: target.workspace_uid || undefined,
    to: target.ticket_url ?? undefined,
  });
}

/** What a push shows: the server's title and body; a push that cannot be read still shows something. */
export function notificationToShow(payload: unknown): {
  title: string;
  options: { body: string; tag?: string; data: NotificationTarget; icon: string; badge: string };
} {
  const record = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
  return {
    title: text(record.title, 200) || 'Expertos',
    options: {
      body: text(record.body, 1000),
      ...(typeof record.tag === 'string' && record.tag ? { tag: record.tag } : {}),
      data: targetOf(record.data),
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
    },
  };
}

/**
 * What the worker does with a push: a device claim's data-only push (its nonce) is handed to
 * the app's windows and shows nothing while one is in view; any other is shown.
 */
export function pushAction(payload: unknown): { kind: 'claim'; nonce: string } | { kind: 'show' } {
  const record = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  const nonce = record.silent === true ? pushClaimNonceOf(record.data) : null;
  return nonce ? { kind: 'claim', nonce } : { kind: 'show' };
}

/**
 * Shown for a claim's push when no window of the app is in view: a browser shows something for
 * every push (`userVisibleOnly`), and this says what it was without naming anyone.
 */
export const CLAIM_NOTIFICATION = {
  title: 'Expertos',
  options: {
    body: 'This browser is being set up for push notifications. Open Expertos to finish.',
    tag: 'push-claim',
    data: { ticket_url: null, workspace_uid: '' } satisfies NotificationTarget,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
  },
};
