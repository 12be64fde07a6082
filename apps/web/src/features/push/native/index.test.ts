import { afterEach, describe, expect, it, vi } from 'vitest';
import { inNativeApp, type NativeStartDeps, startNative } from './index';
import type * as startModule from './start-native';

const deps: NativeStartDeps = { openFromNotification: async () => undefined, navigate: () => undefined };

function loader() {
  const startNativeShell = vi.fn(async (_deps: NativeStartDeps) => undefined);
  const load = vi.fn(async () => ({ startNativeShell }) as unknown as typeof startModule);
  return { load, startNativeShell };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('startNative', () => {
  it('loads nothing and starts nothing in a browser', async () => {
    expect(inNativeApp()).toBe(false);
    for (const host of [{}, { Capacitor: {} }, { Capacitor: { isNativePlatform: () => false } }]) {
      const { load, startNativeShell } = loader();
      await startNative(deps, { host, load });
      expect(load).not.toHaveBeenCalled();
      expect(startNativeShell).not.toHaveBeenCalled();
    }
  });

  it('loads the native start inside the native app and hands it the app', async () => {
    const { load, startNativeShell } = loader();
    await startNative(deps, { host: { Capacitor: { isNativePlatform: () => true } }, load });
    expect(load).toHaveBeenCalledTimes(1);
    expect(startNativeShell).toHaveBeenCalledWith(deps);
  });

  it('logs a start that fails: the app goes on without its native features', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(async () => {
      throw new Error('chunk failed');
    });
    await expect(
      startNative(deps, { host: { Capacitor: { isNativePlatform: () => true } }, load }),
    ).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('native'), expect.any(Error));
  });
});
