import { useSyncExternalStore } from 'react';

/*
 * "Install the app" (docs/product.md#installing-the-app): Chromium browsers offer installing a
 * site with a manifest and a service worker, and hand the page a prompt to show from its own
 * button. Safari has no prompt: there the person uses Share, then Add to Home Screen.
 */

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Listens from start-up: the browser fires the event once, often before the profile is open. */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
}

/** Whether the browser offered installing, and a way to show its prompt. */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const available = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => deferred !== null,
  );
  return {
    canInstall: available,
    install: async () => {
      const event = deferred;
      if (!event) return;
      deferred = null;
      changed();
      await event.prompt();
    },
  };
}
