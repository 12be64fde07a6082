import { z } from 'zod';

/**
 * How a session was signed in to, as RFC 8176 names it (docs/product.md#sessions): a password,
 * a one-time code (an authenticator app or a recovery code), a hardware-bound key (a passkey),
 * the workspace's single sign-on, or a federated provider (Google, Microsoft, OIDC); `mfa` when
 * the workspace's identity provider vouches for its own multi-factor check.
 */
export const AUTH_METHODS = ['pwd', 'otp', 'hwk', 'sso', 'fed', 'mfa'] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

/** The methods a stored session names, in the order above; a session from before they were kept is a password's. */
export function authMethodsOf(stored: string | null | undefined): AuthMethod[] {
  if (!stored) return ['pwd'];
  const named = new Set(stored.split(' '));
  const methods = AUTH_METHODS.filter((method) => named.has(method));
  return methods.length > 0 ? methods : ['pwd'];
}

/**
 * Whether an identity provider's authentication context class (`acr` in an ID token) says it
 * asked for more than a password: multi-factor, phishing-resistant, or NIST AAL2/AAL3.
 */
export function acrMeansMultiFactor(acr: unknown): boolean {
  return typeof acr === 'string' && /mfa|multi|phr|aal\/?[23]/i.test(acr);
}

/** How often a session's "last seen" is written at most (per server process). */
export const SESSION_SEEN_EVERY_MS = 5 * 60_000;

/** Whether `methods` include a second factor or a phishing-resistant one (what "require 2FA" asks). */
export function hasSecondFactor(methods: readonly string[]): boolean {
  return methods.includes('otp') || methods.includes('hwk') || methods.includes('mfa');
}

export const accountSessionSchema = z.object({
  id: z.string(),
  /** A readable device, e.g. "Chrome on macOS", from the browser's user agent. */
  device: z.string(),
  /** The address it signed in from, as the server saw it (null when unknown). */
  ip_address: z.string().nullable(),
  methods: z.array(z.enum(AUTH_METHODS)),
  created_at: z.string(),
  /** When it was last used (within a few minutes), or null when not since it was made. */
  last_seen_at: z.string().nullable(),
  expires_at: z.string(),
  /** The session this request came from. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionListSchema = z.object({ items: z.array(accountSessionSchema) });
export type AccountSessionList = z.infer<typeof accountSessionListSchema>;

export const sessionsRevokedSchema = z.object({ revoked: z.number().int().nonnegative() });
export type SessionsRevoked = z.infer<typeof sessionsRevokedSchema>;
