import { App } from '@capacitor/app';
import { Capacitor } from '@capacitor/core';
import { PushNotifications } from '@capacitor/push-notifications';
import { StatusBar, Style } from '@capacitor/status-bar';
import { env } from '@/config/env';
import { selectIsAuthenticated, useAuthStore } from '@/shared/stores/auth-store';
import type { NotificationTarget } from '@/sw/sw-rules';
import { confirmDevice, registerDevice } from '../api/push';
import { APP_URL_SCHEME, startDeepLinks } from './deep-links';
import { createDeviceRegistrar, type SessionWatch } from './device-registration';
import { type NativePlatform, startNativePush } from './native-push';
import './native-shell.css';

/*
 * The native app's start (loaded by index.ts only inside Capacitor, so browsers never download
 * the plugins): status bar and safe areas, links that open the app, and push.
 */

export interface NativeStartDeps {
  /** Opens a tapped push's target: its workspace, then its ticket (docs/product.md#push-notifications). */
  openFromNotification(target: NotificationTarget): Promise<void>;
  /** Navigates inside the app. */
  navigate(path: string): void;
}

/** The `<html>` class the safe-area rules of native-shell.css apply under. */
export const NATIVE_SHELL_CLASS = 'native-shell';

const BACKGROUND = { light: '#ffffff', dark: '#242424' } as const;

/** The status bar beside the app, not over it, in the app's colour scheme (and again when it changes). */
function styleStatusBar(log: Pick<Console, 'error'>): void {
  const root = document.documentElement;
  const apply = () => {
    const dark = root.getAttribute('data-mantine-color-scheme') === 'dark';
    Promise.all([
      StatusBar.setOverlaysWebView({ overlay: false }),
      // Style.Dark is light text, for a dark background.
      StatusBar.setStyle({ style: dark ? Style.Dark : Style.Light }),
      StatusBar.setBackgroundColor({ color: dark ? BACKGROUND.dark : BACKGROUND.light }),
    ]).catch((error: unknown) => log.error('Could not style the status bar', error));
  };
  apply();
  new MutationObserver(apply).observe(root, {
    attributes: true,
    attributeFilter: ['data-mantine-color-scheme'],
  });
}

/** The signed-in person, from the auth store. */
const authSession: SessionWatch = {
  currentUser: () => {
    const state = useAuthStore.getState();
    return selectIsAuthenticated(state) ? (state.user?.uid ?? null) : null;
  },
  onUserChange: (listener) => {
    let last = authSession.currentUser();
    return useAuthStore.subscribe(() => {
      const user = authSession.currentUser();
      if (user === last) return;
      last = user;
      listener(user);
    });
  },
};

/** The web origins links to this app come from: the server's (an absolute API address) and the shell's own. */
function ownOrigins(): string[] {
  const origins = new Set<string>([window.location.origin]);
  if (/^https?:\/\//.test(env.apiBaseUrl)) origins.add(new URL(env.apiBaseUrl).origin);
  return [...origins];
}

function currentPlatform(): NativePlatform {
  const platform = Capacitor.getPlatform();
  return platform === 'android' || platform === 'ios' ? platform : 'web';
}

/** Marks the page as the native app's (safe areas), styles the status bar, follows links, starts push. */
export async function startNativeShell(deps: NativeStartDeps): Promise<void> {
  const log = console;
  const registrar = createDeviceRegistrar({
    post: registerDevice,
    confirm: confirmDevice,
    session: authSession,
    log,
  });
  document.documentElement.classList.add(NATIVE_SHELL_CLASS);
  styleStatusBar(log);
  await Promise.all([
    startDeepLinks({
      app: App,
      own: { origins: ownOrigins(), schemes: [APP_URL_SCHEME] },
      navigate: deps.navigate,
      log,
    }).catch((error: unknown) => log.error('Could not listen for links that open the app', error)),
    startNativePush({
      isNativePlatform: () => Capacitor.isNativePlatform(),
      platform: currentPlatform(),
      plugin: PushNotifications,
      registerDevice: registrar.register,
      claimReceived: registrar.claimReceived,
      openFromNotification: deps.openFromNotification,
      log,
    }),
  ]);
}
