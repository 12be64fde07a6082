import { loadTaskDialog } from './TaskDialogHost';

let contentLoader: (() => Promise<unknown>) | null = null;
let preloading: Promise<unknown> | null = null;

/** What fills the dialog (a feature's code, given by the app): fetched with the frame by `preloadTaskDialog`. */
export function setTaskDialogContentLoader(load: () => Promise<unknown>): void {
  contentLoader = load;
}

/**
 * Fetches the task dialog's code (the frame and its content) ahead of its first open, so the
 * click does not wait for it: on idle once a signed-in page shows, and on hover or focus of
 * anything that opens a ticket. Once; a failed fetch is tried again by the next call.
 */
export function preloadTaskDialog(): void {
  if (preloading) return;
  preloading = Promise.all([loadTaskDialog(), contentLoader?.()]).catch(() => {
    preloading = null;
  });
}

/**
 * The fetch `preloadTaskDialog` started, once it has settled (at once when none is under way).
 * The web tests wait for it before a file's environment goes: a module still loading then
 * fails, and the next file in the same worker finds it failed.
 */
export function taskDialogPreloaded(): Promise<void> {
  return Promise.resolve(preloading).then(() => undefined);
}

/** `preloadTaskDialog` when the browser is next idle (at the latest after `timeoutMs`). */
export function preloadTaskDialogOnIdle(timeoutMs = 2000): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(preloadTaskDialog, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(preloadTaskDialog, timeoutMs / 2);
  return () => clearTimeout(id);
}
