import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setI18n } from 'react-i18next';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { resetBusyWaits } from '@/shared/api/busy-wait';
import { queryClient } from '@/shared/api/query-client';
import { en } from '@/shared/i18n/en';
import { i18n } from '@/shared/i18n/i18n';
import { setLiveStatus } from '@/shared/lib/live/live-status';
import { chunksSettled } from '@/shared/lib/load-chunk';
import { registerNavigator } from '@/shared/lib/navigation';
import { resetSessionBootstrap } from '@/shared/session/session';
import { useAuthStore } from '@/shared/stores/auth-store';
import { resetStores } from '@/shared/stores/reset-stores';
import { cancelAllConfirms } from '@/shared/ui/confirm/confirm-store';
import { resetLoading } from '@/shared/ui/loading/loading-store';
import { clearNotifications } from '@/shared/ui/notify/notify-store';
import { closeTaskDialog } from '@/shared/ui/task-dialog/open-task-dialog';
import { taskDialogPreloaded } from '@/shared/ui/task-dialog/preload-task-dialog';

// The app's instance holds only the English core and fetches a lazy part with its code
// (lazy-texts.ts); a component test renders at once, so it gets all of English up front.
i18n.addResourceBundle('en', 'translation', en, true, true);

// findBy*/waitFor give up after 1 s by default: a Mantine render on a CI core shared with the
// other test worker can take longer, and the tests are about what appears, not how fast.
configure({ asyncUtilTimeout: 5_000 });

/** jsdom lacks the layout APIs Mantine reads; stub them once for every test file. */
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
}

// jsdom has no font loading API; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// jsdom does not implement scrolling; the router scrolls to the top on every navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

// Tests start with the start-up session check done (nobody signed in); the tests of the
// bootstrap itself set it back.
beforeEach(() => {
  useAuthStore.getState().setSessionChecked(true);
});

afterEach(async () => {
  cleanup();
  resetSessionBootstrap();
  resetBusyWaits();
  // The app's own client (the session start seeds it): tests render with clients of their own.
  queryClient.clear();
  // App-wide state lives in module-level stores: start every test from scratch.
  resetStores();
  clearNotifications();
  cancelAllConfirms();
  resetLoading();
  closeTaskDialog();
  registerNavigator(null);
  setLiveStatus('offline');
  localStorage.clear();
  sessionStorage.clear();
  document.body.className = '';
  document.title = '';
  vi.useRealTimers();
  // A test that chose another language leaves the app in English again (<html lang> with it),
  // and the app's instance is react-i18next's default again (a test's createI18n() takes it).
  setI18n(i18n);
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  document.documentElement.lang = 'en';
});

// A signed-in page fetches the task dialog's code on idle (preload-task-dialog.ts). Files share
// a worker's modules (vitest.config.ts): a fetch still under way when a file's environment goes
// fails there, and the next file that opens a ticket finds the module failed. Let it finish.
afterAll(async () => {
  await taskDialogPreloaded();
  // Likewise any lazy part (a slot's section, a page) a test started and did not wait for.
  await chunksSettled();
});
