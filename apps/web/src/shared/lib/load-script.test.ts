import { afterEach, describe, expect, it } from 'vitest';
import { loadScript, resetScriptLoads } from './load-script';

const scripts = (src: string) =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.src === src);

afterEach(() => {
  resetScriptLoads();
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('loadScript', () => {
  it('adds one script tag and resolves when it loads', async () => {
    const src = 'https://cdn.example.com/a.js';
    const loading = loadScript(src);
    const [tag] = scripts(src);
    expect(tag).toBeDefined();
    expect(tag?.async).toBe(true);
    tag?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('loads the same src once for every caller', async () => {
    const src = 'https://cdn.example.com/b.js';
    const first = loadScript(src);
    const second = loadScript(src);
    expect(second).toBe(first);
    expect(scripts(src)).toHaveLength(1);
    scripts(src)[0]?.dispatchEvent(new Event('load'));
    await Promise.all([first, second]);
    expect(loadScript(src)).toBe(first);
  });

  it("rejects with the spec's message when the script fails, and allows a retry", async () => {
    const src = 'https://cdn.example.com/broken.js';
    const loading = loadScript(src);
    scripts(src)[0]?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(`Failed to load script with src ${src}`);
    expect(scripts(src)).toHaveLength(0);
    const retry = loadScript(src);
    expect(retry).not.toBe(loading);
    expect(scripts(src)).toHaveLength(1);
  });
});
