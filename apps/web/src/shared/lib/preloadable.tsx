import { type ComponentType, lazy } from 'react';
import { textsSettled } from '@/shared/i18n/pending-texts';
import { loadChunk } from './load-chunk';

export interface Preloadable<P extends object> {
  /** Renders the component: at once when its code is there, else suspending while it loads. */
  Component: ComponentType<P>;
  /** Fetches the code (once; again after a failure). */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A lazily loaded component that can be fetched ahead of use, and that renders without
 * suspending once fetched. `React.lazy` alone suspends on its first render even when the code is
 * already there, and React then holds the fallback for up to 300 ms before showing the content:
 * the wait preloading was meant to remove.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      async (component) => {
        // Rendered at once from here on: its words must be in first (shared/i18n/lazy-texts.ts).
        await textsSettled();
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  // Rendering needs the code: a failed fetch is retried, then the page reloads once for a new
  // deploy (load-chunk.ts). Fetching ahead (`preload`) only tries: it never reloads the page.
  const Lazy = lazy(() => loadChunk(preload).then((component) => ({ default: component })));
  function Component(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component, preload };
}
