import { EXTENSION_LOGOUT_MESSAGE_TYPE } from '@expertos/domain/auth';
import { paths } from '@/config/paths';
import { queryClient } from '@/shared/api/query-client';
import { signOut } from '@/shared/api/session';
import { sendToExtension } from '@/shared/lib/extension-bridge';
import { currentLocation, navigateTo } from '@/shared/lib/navigation';
import { randomUuid } from '@/shared/lib/random-id';
import { resetStores } from '@/shared/stores/reset-stores';
import { endSessionEpoch } from './session-epoch';
import { setViewerTimeZone } from './viewer-zone';

export interface LogoutOptions {
  /** Come back to the current page after signing in again (a 401 mid-session). */
  returnHere?: boolean;
}

/** What the extension's content script hears on logout; the token tells one logout from another. */
export interface ExtensionLogoutMessage {
  type: typeof EXTENSION_LOGOUT_MESSAGE_TYPE;
  logoutToken: string;
}

/**
 * Tells the browser extension to sign out too: on this window (a content script may listen) and
 * straight to the extension over externally_connectable.
 */
export function tellExtensionLogout(): ExtensionLogoutMessage {
  const message: ExtensionLogoutMessage = { type: EXTENSION_LOGOUT_MESSAGE_TYPE, logoutToken: randomUuid() };
  // Our own origin only: no other frame or window may read it.
  window.postMessage(message, window.location.origin);
  void sendToExtension(message);
  return message;
}

/**
 * Logs out (docs/product.md#messages, docs/architecture.md#identity): signs out of the identity
 * service (best effort: the local logout does not wait for it or depend on it), clears every
 * store and the server-state cache, tells the extension, and goes to sign-in. The 401 message
 * is the API client's to show, once. Resolves when the sign-out call has settled.
 */
export function logout({ returnHere = false }: LogoutOptions = {}): Promise<void> {
  const here = currentLocation();
  // Sent before the stores are cleared, while the session cookie is still the one to end.
  const signedOut = signOut().catch(() => undefined);
  endSessionEpoch();
  resetStores();
  setViewerTimeZone(null);
  queryClient.clear();
  tellExtensionLogout();
  if (window.location.pathname !== paths.signin()) {
    navigateTo(returnHere ? paths.signin({ redirect: here }) : paths.signin(), { replace: true });
  }
  return signedOut;
}
