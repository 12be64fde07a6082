import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { trackTexts } from '@/shared/i18n/pending-texts';
import { prefetchRoute, registerRoutePrefetcher } from './prefetch-route';
import { preloadable } from './preloadable';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('preloadable', () => {
  it('renders at once, without the fallback, once preloaded', async () => {
    const load = vi.fn(async () => Hello);
    const { Component, preload } = preloadable(load);
    await preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="Ada" />
      </Suspense>,
    );
    // Synchronously there: no suspension, so React has no fallback to hold.
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is ready, fetched ahead, only once the words its code asked for are in', async () => {
    let arrive = () => {};
    const words = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    // As a module of the chunk does when it runs: asks for a lazy part (shared/i18n/parts).
    const load = vi.fn(async () => {
      trackTexts(words);
      return Hello;
    });
    const { preload } = preloadable(load);
    let ready = false;
    const fetched = preload().then(() => {
      ready = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    arrive();
    await fetched;
    expect(ready).toBe(true);
  });

  it('suspends while loading when not preloaded, and fetches again after a failed preload', async () => {
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new Error('chunk'))
      .mockResolvedValue(Hello);
    const { Component, preload } = preloadable(load);
    await expect(preload()).rejects.toThrow('chunk');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('prefetchRoute', () => {
  it('asks the registered prefetcher once per path, without the query', () => {
    const prefetch = vi.fn();
    registerRoutePrefetcher(prefetch);
    prefetchRoute('/brand/acme/tasks?viewMode=table');
    prefetchRoute('/brand/acme/tasks');
    prefetchRoute('/time');
    expect(prefetch.mock.calls).toEqual([['/brand/acme/tasks'], ['/time']]);
    registerRoutePrefetcher(null);
  });
});
