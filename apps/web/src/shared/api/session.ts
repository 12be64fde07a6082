import * as auth from '@expertos/api-client/auth';
import { getBootstrap } from '@expertos/api-client/bootstrap';
import { api } from './client';

/*
 * The calls that start and end a session. Their failures are decided where they are made
 * (signed out, try again), never shown as a raw error notification.
 */

/**
 * `GET /auth/get-session`: whether this browser has a session (200 either way), and the ID
 * token its answer carries when it has one.
 */
export function checkSession() {
  return auth.checkSession(api);
}

/** `GET /auth/token`: an ID token for the session cookie. */
export async function fetchIdToken(): Promise<string> {
  return (await auth.getIdToken(api)).token;
}

/** The query key of the own profile (`GET /me`): the session start seeds it from the bootstrap. */
export const meQueryKey = ['me'] as const;

/**
 * `GET /bootstrap`: the profile, the roles, the workspaces and invites, and the workspace the
 * browser opened last (`workspaceUid`) with its brands — one call where six were made.
 */
export function fetchBootstrap(workspaceUid: string | null) {
  return getBootstrap(api, workspaceUid);
}

/** `POST /auth/sign-out`: ends the session cookie and the tokens handed out for it. */
export function signOut() {
  return auth.signOut(api);
}
