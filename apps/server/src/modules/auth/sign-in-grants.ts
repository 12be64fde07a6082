import { createHash, randomBytes } from 'node:crypto';
import { SSO_GRANT_TTL_SECONDS } from '@expertos/domain/sso';
import { type Db, ownTables } from '../../db/database.js';
import type { AuthTables } from './auth.tables.js';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SignInGrant {
  userId: string;
  /** How the person was proven (`sso`, with `mfa` when the identity provider vouches for it). */
  amr: string;
  /** A same-app path to land on. */
  redirect: string | null;
  /** A hash of the value in the cookie of the browser that started (`SSO_BROWSER_COOKIE`). */
  browserHash: string;
}

/**
 * The cookie a browser gets when it starts a single sign-on: the sign-in it started becomes a
 * session only in a browser that holds it, so a grant (or an identity provider's answer) sent
 * to someone else signs them in to nothing (login CSRF).
 */
export const SSO_BROWSER_COOKIE = 'expertos.sso_browser';
export const browserHashOf = (value: string) => hashOf(`browser:${value}`);

/**
 * The hand-over from a sign-in checked outside the identity service (the workspace's single
 * sign-on, docs/product.md#single-sign-on) to the session it makes: the sso module issues a
 * grant for a person it looked up in the database, and `/sso/complete` takes it once, within
 * SSO_GRANT_TTL_SECONDS. Only a hash of the token is stored; nothing the identity provider sent
 * reaches a session or a token except through this row.
 */
export function createSignInGrants(db: Db, now: () => Date) {
  const own = () => ownTables<Pick<AuthTables, 'sign_in_grants'>>(db);
  return {
    async issue(grant: SignInGrant): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      await own().deleteFrom('sign_in_grants').where('expires_at', '<', at.toISOString()).execute();
      await own()
        .insertInto('sign_in_grants')
        .values({
          token_hash: hashOf(token),
          user_id: grant.userId,
          amr: grant.amr,
          browser_hash: grant.browserHash,
          redirect: grant.redirect,
          expires_at: new Date(at.getTime() + SSO_GRANT_TTL_SECONDS * 1000).toISOString(),
        })
        .execute();
      return token;
    },

    /** The grant, once: a second take (or one past its time) finds nothing. */
    async take(token: string): Promise<SignInGrant | null> {
      const row = await own()
        .deleteFrom('sign_in_grants')
        .where('token_hash', '=', hashOf(token))
        .returningAll()
        .executeTakeFirst();
      if (!row || row.expires_at <= now().toISOString()) return null;
      return { userId: row.user_id, amr: row.amr, redirect: row.redirect, browserHash: row.browser_hash };
    },
  };
}
export type SignInGrants = ReturnType<typeof createSignInGrants>;
