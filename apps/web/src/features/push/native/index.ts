import type { NativeStartDeps } from './start-native';

export type { NativeStartDeps } from './start-native';

interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
}

/** Whether this page runs inside the native app: Capacitor's bridge puts `window.Capacitor` there. */
export function inNativeApp(
  host: { Capacitor?: CapacitorGlobal } = window as { Capacitor?: CapacitorGlobal },
) {
  return Boolean(host.Capacitor?.isNativePlatform?.());
}

/**
 * The native app's start (docs/product.md#push-notifications): inside Capacitor it loads the
 * native plugins and sets up the status bar, links and push; in a browser it does nothing and
 * loads nothing, so the web bundle does not carry the plugins. A failure is logged: the app
 * works without it.
 */
export async function startNative(
  deps: NativeStartDeps,
  options: {
    host?: { Capacitor?: CapacitorGlobal };
    load?: () => Promise<typeof import('./start-native')>;
  } = {},
): Promise<void> {
  if (!inNativeApp(options.host)) return;
  try {
    const { startNativeShell } = await (options.load ?? (() => import('./start-native')))();
    await startNativeShell(deps);
  } catch (error) {
    console.error('The native app could not start its native features', error);
  }
}
