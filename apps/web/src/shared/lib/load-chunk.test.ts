import { describe, expect, it, vi } from 'vitest';
import {
  type ChunkEnvironment,
  isChunkLoadError,
  loadChunk,
  RELOAD_GUARD_MS,
  reloadOnceForChunk,
} from './load-chunk';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/Page-abc.js');

function environment(now = 1_000_000): ChunkEnvironment & { stored: Map<string, string> } {
  const stored = new Map<string, string>();
  return {
    stored,
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
    },
    reload: vi.fn(),
    now: () => now,
    delays: [0, 0],
  };
}

describe('isChunkLoadError', () => {
  it.each([
    ['Failed to fetch dynamically imported module: /a.js', true],
    ['error loading dynamically imported module', true],
    ['Importing a module script failed.', true],
    ['Unable to preload CSS for /assets/a.css', true],
    ['Cannot read properties of undefined', false],
  ])('%s → %s', (message, expected) => {
    expect(isChunkLoadError(new Error(message))).toBe(expected);
  });
});

describe('loadChunk', () => {
  it('retries a chunk that failed once and answers its module, without reloading', async () => {
    const env = environment();
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValue({ Page: 'ok' });
    await expect(loadChunk(load, env)).resolves.toEqual({ Page: 'ok' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('reloads once when the chunk stays missing (a new deploy), and waits for the reload', async () => {
    const env = environment();
    const load = vi.fn().mockRejectedValue(chunkError());
    const settled = vi.fn();
    void loadChunk(load, env).then(settled, settled);
    await vi.waitFor(() => expect(env.reload).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(3);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).not.toHaveBeenCalled();
  });

  it('does not reload again soon after a reload: the error reaches the error page', async () => {
    const env = environment();
    env.stored.set('expertos:chunk-reload', String(env.now() - RELOAD_GUARD_MS + 1000));
    await expect(loadChunk(vi.fn().mockRejectedValue(chunkError()), env)).rejects.toThrow(/dynamically/);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('throws a bug in the module itself at once, without retrying', async () => {
    const env = environment();
    const load = vi.fn().mockRejectedValue(new ReferenceError('x is not defined'));
    await expect(loadChunk(load, env)).rejects.toThrow('x is not defined');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('reloadOnceForChunk', () => {
  it('reloads again once the guard period has passed', () => {
    const env = environment();
    env.stored.set('expertos:chunk-reload', String(env.now() - RELOAD_GUARD_MS - 1));
    expect(reloadOnceForChunk(env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunk(env)).toBe(false);
  });

  it('never reloads without storage to guard the loop', () => {
    const env = { ...environment(), storage: null };
    expect(reloadOnceForChunk(env)).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });
});
