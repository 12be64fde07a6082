import {
  EXTENSION_ID,
  EXTENSION_MESSAGE,
  type ExtensionMessage,
  reportedVersionOf,
} from '@expertos/domain/extension';
import { isLanguage } from '@expertos/domain/languages';
import { i18n } from '@/shared/i18n/i18n';
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

/** The token hand-over, with the app's language beside the token (the domain's message). */
export type TokenHandOver = Extract<ExtensionMessage, { type: typeof EXTENSION_MESSAGE.token }>;

/** The token message for the app as it is now: its token, and its language when it is one of ours. */
export function tokenHandOver(token: string, language: string | undefined): TokenHandOver {
  return isLanguage(language)
    ? { type: EXTENSION_MESSAGE.token, token, language }
    : { type: EXTENSION_MESSAGE.token, token };
}

/** Sends a message to the extension; its reply, or undefined when it is not installed. */
export function sendToExtension(message: ExtensionMessage | TokenHandOver): Promise<unknown> {
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
 * token the app gets (sign-in, renewal), so the extension is signed in as the app is, with the
 * app's language; a change of language is handed over with the token again.
 */
export function connectExtension(): void {
  if (connected || !runtime()) return;
  connected = true;
  void sendToExtension({ type: EXTENSION_MESSAGE.version }).then((reply) =>
    useAppStore.getState().setExtensionVersion(reportedVersionOf(reply)),
  );
  let last: string | null = null;
  const handOver = () => {
    const { authToken: token, tokenValidated } = useAuthStore.getState();
    if (!token || !tokenValidated) return;
    const message = tokenHandOver(token, i18n.language);
    const key = `${token} ${message.language ?? ''}`;
    if (key === last) return;
    last = key;
    void sendToExtension(message);
  };
  handOver();
  useAuthStore.subscribe(handOver);
  i18n.on('languageChanged', handOver);
}
