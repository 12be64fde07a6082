import { isAppPath } from '@/sw/sw-rules';
import type { ListenerHandle, Log } from './native-push';

/*
 * Links that open the native app (`@capacitor/app`'s `appUrlOpen`): the app's own address
 * (`https://tasks.example.com/brand/tea/tasks/u1`, an App Link or Universal Link) or its URL
 * scheme (`expertos://brand/tea/tasks/u1`) open that path in the app. A link elsewhere is
 * never followed: like a push, a link can only lead to a path of this app
 * (docs/product.md#push-notifications).
 */

/** The part of `@capacitor/app`'s `AppPlugin` this uses. */
export interface AppPlugin {
  addListener(event: 'appUrlOpen', listener: (event: { url: string }) => void): Promise<ListenerHandle>;
}

/** What counts as this app: its web origins (`https://host`) and URL schemes (`expertos`). */
export interface OwnUrls {
  origins: readonly string[];
  schemes: readonly string[];
}

/** The URL scheme the native projects register (AndroidManifest.xml, Info.plist). */
export const APP_URL_SCHEME = 'expertos';

/** The in-app path a link opens (path, query and hash), or null when it is not this app's. */
export function appPathOf(url: string, own: OwnUrls): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  let path: string;
  if (parsed.protocol === 'https:' || parsed.protocol === 'http:') {
    if (!own.origins.includes(parsed.origin)) return null;
    path = parsed.pathname;
  } else if (own.schemes.includes(parsed.protocol.slice(0, -1))) {
    // `expertos://brand/tea/tasks/u1`: what looks like a host is the path's first segment.
    const joined = `${parsed.host ? `/${parsed.host}` : ''}${parsed.pathname}`;
    path = joined.startsWith('/') ? joined : `/${joined}`;
  } else {
    return null;
  }
  const target = `${path}${parsed.search}${parsed.hash}`;
  return isAppPath(target) ? target : null;
}

export interface DeepLinkDeps {
  app: AppPlugin;
  own: OwnUrls;
  navigate(path: string): void;
  log?: Log;
}

/** Follows the links the app is opened with (also the one it was launched with: Capacitor keeps it). */
export async function startDeepLinks(deps: DeepLinkDeps): Promise<void> {
  const log = deps.log ?? console;
  await deps.app.addListener('appUrlOpen', ({ url }) => {
    const path = appPathOf(url, deps.own);
    if (path) deps.navigate(path);
    else log.info(`Ignored a link that is not this app's: ${url.slice(0, 200)}`);
  });
}
