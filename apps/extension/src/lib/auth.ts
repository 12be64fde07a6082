import { ID_TOKEN_REFRESH_LEEWAY_SECONDS } from '@expertos/domain/auth';
import { browser } from 'wxt/browser';
import { appOrigin } from './app-url';
import { secondsLeft } from './jwt';

/*
 * The extension's sign-in (docs/product.md#extension). The app hands over an ID token; the
 * token lives 15 minutes and is kept in session storage (memory, gone with the browser). It is
 * renewed with the browser's session cookie for the app (`GET /api/auth/token`, allowed by the
 * host permission), which also signs the extension in again after a browser restart. A 401 there
 * means the session is over: signed out. The app's logout message signs out at once, and a flag
 * keeps the cookie from signing it back in until the app hands over a token again.
 */

const TOKEN = 'idToken';
const SIGNED_OUT = 'signedOut';

export class SignedOutError extends Error {
  constructor() {
    super('signed out');
  }
}

export async function storeToken(token: string): Promise<void> {
  await browser.storage.session.set({ [TOKEN]: token });
  await browser.storage.local.set({ [SIGNED_OUT]: false });
}

export async function signOut(): Promise<void> {
  await browser.storage.session.remove(TOKEN);
  await browser.storage.local.set({ [SIGNED_OUT]: true });
}

/** Forgets the token the app logged out with; a token it does not hold is still let go (one person, one browser). */
export async function logoutWith(_logoutToken: string): Promise<void> {
  await signOut();
}

let renewing: Promise<string> | null = null;

async function renew(): Promise<string> {
  const reply = await fetch(`${await appOrigin()}/api/auth/token`, {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  if (reply.status === 401) {
    await signOut();
    throw new SignedOutError();
  }
  if (!reply.ok) throw new Error(`token renewal answered ${reply.status}`);
  const { token } = (await reply.json()) as { token?: unknown };
  if (typeof token !== 'string' || !token) throw new Error('token renewal answered no token');
  await storeToken(token);
  return token;
}

/** A valid ID token, renewed when close to its end; rejects with SignedOutError when there is no session. */
export async function getToken(): Promise<string> {
  const stored = await browser.storage.session.get(TOKEN);
  const token = stored[TOKEN];
  if (typeof token === 'string' && secondsLeft(token, Date.now()) > ID_TOKEN_REFRESH_LEEWAY_SECONDS)
    return token;
  const { [SIGNED_OUT]: signedOut } = await browser.storage.local.get(SIGNED_OUT);
  if (signedOut === true) throw new SignedOutError();
  renewing ??= renew().finally(() => {
    renewing = null;
  });
  return renewing;
}

/** Whether someone is signed in (renewing the token if needed). */
export async function isSignedIn(): Promise<boolean> {
  try {
    await getToken();
    return true;
  } catch {
    return false;
  }
}
