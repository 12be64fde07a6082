import { textsSettled } from '@/shared/i18n/pending-texts';
import { STORE_KEY_PREFIX } from '@/shared/stores/storage';

/*
 * Lazy code that fails to load (docs/product.md#deploys): a flaky network is retried a couple of
 * times with a growing pause; when the chunk is still missing, the app was most likely deployed
 * again (the old chunk names are gone), so the page reloads once to pick up the new build —
 * drafts are kept locally, so nothing typed is lost. A sessionStorage stamp stops a reload loop:
 * a second failure soon after a reload reaches the route's error page instead.
 */

const RELOAD_KEY = `${STORE_KEY_PREFIX}chunk-reload`;
/** A reload for a missing chunk within this time of the last one is not tried again. */
export const RELOAD_GUARD_MS = 60_000;
/** Pauses before the retries (ms): the first load plus two more. */
export const RETRY_DELAYS_MS = [400, 1200] as const;

const CHUNK_ERROR =
  /dynamically imported module|importing a module script failed|error loading dynamically|unable to preload css|loading (css )?chunk/i;

/** Whether an error is a lazy chunk (script or its CSS) that could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface ChunkEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  now: () => number;
  delays: readonly number[];
}

function browserEnvironment(): ChunkEnvironment {
  let storage: ChunkEnvironment['storage'] = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage can be refused (privacy settings): then no reload is tried, to be safe from loops.
  }
  return { storage, reload: () => window.location.reload(), now: () => Date.now(), delays: RETRY_DELAYS_MS };
}

/** Reloads the page once per guard period; false when it already did (the caller shows the error). */
export function reloadOnceForChunk(env: ChunkEnvironment = browserEnvironment()): boolean {
  if (!env.storage) return false;
  const last = Number(env.storage.getItem(RELOAD_KEY) ?? 0);
  if (last && env.now() - last < RELOAD_GUARD_MS) return false;
  env.storage.setItem(RELOAD_KEY, String(env.now()));
  env.reload();
  return true;
}

/**
 * A chunk of the app's code (a dynamic import), fetched as fetchChunk does, then held until the
 * lazy texts its modules asked for are in (shared/i18n/lazy-texts.ts): every lazy page, section
 * and dialog loads through here, so none renders its first frame in the wrong language.
 */
export async function loadChunk<T>(
  load: () => Promise<T>,
  env: ChunkEnvironment = browserEnvironment(),
): Promise<T> {
  const module = await fetchChunk(() => track(load()), env);
  await track(textsSettled());
  return module;
}

/** Imports under way (each attempt's, and the lazy texts'), however they end. */
const inFlight = new Set<Promise<unknown>>();
function track<T>(promise: Promise<T>): Promise<T> {
  inFlight.add(promise);
  const done = () => inFlight.delete(promise);
  promise.then(done, done);
  return promise;
}

/**
 * Resolves once every import under way has ended (a load waiting for a reload has none). The component tests share a worker's
 * modules across files (vitest.config.ts): a lazy part still loading when a file's environment
 * is torn down fails its import there, and the failure lands on the next file (test/setup.ts
 * waits for this after each file).
 */
export async function chunksSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/**
 * `load` (a dynamic import) retried on chunk errors, then one guarded reload. Other errors (a
 * bug in the module's own code) are thrown at once.
 */
export async function fetchChunk<T>(
  load: () => Promise<T>,
  env: ChunkEnvironment = browserEnvironment(),
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      const delay = env.delays[attempt];
      if (delay !== undefined) {
        await sleep(delay);
        continue;
      }
      // Still missing: a new deploy. The reload replaces the page; until then show nothing new.
      if (reloadOnceForChunk(env)) return new Promise<T>(() => {});
      throw error;
    }
  }
}
