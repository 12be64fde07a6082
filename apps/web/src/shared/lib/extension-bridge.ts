import {
  EXTENSION_ID,
  EXTENSION_MESSAGE,
  type ExtensionMessage,
  reportedVersionOf,
} from '@expertos/domain/extension';
import { useAppStore } from '@/shared/stores/app-store';
import { useAuthStore } from '@/shared/stores/auth-store';

/*
 * The app's side of the browser extension (docs/product.md#extension), over
 * `externally_connectable`: Chrome gives this page `chrome.runtime.sendMessage` only while an
 * installed extension lists the app's address, so without the extension every call is a no-op.
 */

interface ChromeRuntime {
  sendMessage(id: string, message: unknown, callback: (reply: unknown) => void): void;
  lastError?: unknown;
}

function runtime(): ChromeRuntime | null {
  const chrome = (globalThis as { chrome?: { runtime?: Partial<ChromeRuntime> } }).chrome;
  return typeof chrome?.runtime?.sendMessage === 'function' ? (chrome.runtime as ChromeRuntime) : null;
}

/** Sends a message to the extension; its reply, or undefined when it is not installed. */
export function sendToExtension(message: ExtensionMessage): Promise<unknown> {
  const chrome = runtime();
  if (!chrome) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    try {
      chrome.sendMessage(EXTENSION_ID, message, (reply) => {
        // Read, so Chrome does not log "Could not establish connection" when it is not installed.
        void chrome.lastError;
        resolve(reply);
      });
    } catch {
      resolve(undefined);
    }
  });
}

let connected = false;

/**
 * Once at start: asks the extension its version (for the update notice), and hands it every ID
 * token the app gets (sign-in, renewal), so the extension is signed in as the app is.
 */
export function connectExtension(): void {
  if (connected || !runtime()) return;
  connected = true;
  void sendToExtension({ type: EXTENSION_MESSAGE.version }).then((reply) =>
    useAppStore.getState().setExtensionVersion(reportedVersionOf(reply)),
  );
  let last: string | null = null;
  const handOver = (token: string | null, validated: boolean) => {
    if (!token || !validated || token === last) return;
    last = token;
    void sendToExtension({ type: EXTENSION_MESSAGE.token, token });
  };
  const { authToken, tokenValidated } = useAuthStore.getState();
  handOver(authToken, tokenValidated);
  useAuthStore.subscribe((state) => handOver(state.authToken, state.tokenValidated));
}
