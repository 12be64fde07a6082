// Named by the error catalogue, so kept where the first screen reads it free of zod (limits.ts).
export { SSO_DOMAINS_MAX } from './limits';

/**
 * A workspace's single sign-on (docs/product.md#single-sign-on): one identity provider (SAML
 * 2.0 or OpenID Connect), the e-mail domains it speaks for (each proven by a DNS TXT record),
 * who joins on a first sign-in, and whether members of those domains must use it.
 */

export const SSO_PROTOCOLS = ['saml', 'oidc'] as const;
export type SsoProtocol = (typeof SSO_PROTOCOLS)[number];

/** Roles a first sign-in may join with: never admin (an admin is made by another admin). */
export const SSO_JOIN_ROLES = ['member', 'external'] as const;

/** Pasted or fetched IdP metadata, at most (a federation's whole metadata is not one IdP's). */
export const SSO_METADATA_MAX_CHARS = 200_000;
/** How long a started sign-in (an AuthnRequest or an OIDC state) may take to come back. */
export const SSO_REQUEST_TTL_MINUTES = 10;
/** How long the one-time hand-over from a checked sign-in to a session lives. */
export const SSO_GRANT_TTL_SECONDS = 60;

/** The DNS TXT record that proves a domain: its name below the domain, and its value's prefix. */
export const SSO_DNS_RECORD_LABEL = '_expertos-verification';
export const SSO_DNS_VALUE_PREFIX = 'expertos-verification=';
/** A pending domain is checked again this often by the worker, this many times, then marked failed. */
export const SSO_DOMAIN_CHECK_EVERY_MINUTES = 15;
export const SSO_DOMAIN_CHECK_ATTEMPTS = 96;

export const SSO_DOMAIN_STATUSES = ['pending', 'verified', 'failed'] as const;
export type SsoDomainStatus = (typeof SSO_DOMAIN_STATUSES)[number];

/** The domain as it is stored and compared (no trailing dot). */
export const domainName = (typed: string) => typed.replace(/\.$/, '');

/** The domain part of an address, lower-cased ('' when there is none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** Why a single sign-on did not finish, as `/signin?sso_error=` names it. */
export const SSO_SIGN_IN_ERRORS = {
  failed: 'Your identity provider’s answer could not be checked. Try again, or ask your workspace admin.',
  expired: 'That sign-in took too long. Start again.',
  domain_not_verified: 'This address is not in a domain your workspace has verified for single sign-on.',
  seat_limit_reached: 'Your workspace has no free seat for you. Ask its admin to add seats.',
  disabled: 'Single sign-on is switched off for this workspace.',
} as const;
export type SsoSignInError = keyof typeof SSO_SIGN_IN_ERRORS;

/**
 * What a workspace admin is told when the identity provider's settings cannot be used (400
 * `sso_config_invalid`, per field) or a domain's record was not found (the domain's last error).
 */
export const SSO_MESSAGES = {
  notMetadata: 'This is not SAML metadata: paste the identity provider’s metadata XML.',
  noEntityId: 'The metadata names no entity ID.',
  noSsoAddress: 'The metadata has no single sign-on address for the HTTP-Redirect binding.',
  noCertificate: 'The metadata has no signing certificate.',
  badCertificate: 'The signing certificate in the metadata cannot be read.',
  certificateExpired: (day: string) => `The signing certificate expired on ${day}.`,
  metadataMissing: 'Paste the identity provider’s metadata XML, or give its metadata URL.',
  metadataStatus: (status: number) => `The metadata address answered HTTP ${status}.`,
  metadataUnreachable: (why: string) => `The metadata could not be fetched: ${why}.`,
  discoveryUnreadable: (why: string) =>
    `The provider’s discovery document (/.well-known/openid-configuration) could not be read: ${why}.`,
  issuerNotHttps: 'The issuer must be an https:// address.',
  secretMissing: 'Enter the client secret the provider gave you.',
  brandNotInWorkspace: 'One of the brands is not in this workspace.',
  recordMissing: (name: string) => `No TXT record found at ${name}.`,
  recordWrong: (name: string) => `The TXT record at ${name} does not hold the value shown.`,
  dnsUnanswered: (name: string, code: string) => `DNS did not answer for ${name} (${code}).`,
  domainTakenMeanwhile: 'Another workspace has verified this domain.',
} as const;
