import { z } from 'zod';
import { redirectPathSchema } from './auth.schema';

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

/**
 * A domain name as people type it: trimmed, lower-cased, no scheme, at least one dot; a
 * trailing dot (the DNS root) is allowed and dropped by `domainName`.
 */
export const ssoDomainNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .regex(
    /^(?=.{1,254}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]\.?$/,
    'Enter a domain such as example.com, without https:// or a path.',
  )
  .meta({ examples: ['acme.com'] });

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

export const ssoDomainSchema = z.object({
  id: z.string(),
  domain: z.string(),
  status: z.enum(SSO_DOMAIN_STATUSES),
  /** The TXT record to add: its full name and exact value. */
  record_name: z.string(),
  record_value: z.string(),
  verified_at: z.string().nullable(),
  last_checked_at: z.string().nullable(),
  /** Why the last check did not verify it (no record, another value, DNS unreachable). */
  last_error: z.string().nullable(),
});
export type SsoDomain = z.infer<typeof ssoDomainSchema>;

/** What the workspace's identity provider needs from us (shown on the page, and as metadata). */
export const ssoServiceProviderSchema = z.object({
  entity_id: z.string(),
  acs_url: z.string(),
  metadata_url: z.string(),
  oidc_redirect_url: z.string(),
});

export const ssoSettingsSchema = z.object({
  /** Null until an identity provider is set up. */
  protocol: z.enum(SSO_PROTOCOLS).nullable(),
  enabled: z.boolean(),
  saml: z
    .object({
      idp_entity_id: z.string(),
      idp_sso_url: z.string(),
      /** When the IdP's signing certificate stops being valid. */
      certificate_expires_at: z.string().nullable(),
    })
    .nullable(),
  oidc: z.object({ issuer: z.string(), client_id: z.string() }).nullable(),
  join_role: z.enum(SSO_JOIN_ROLES),
  join_brand_ids: z.array(z.string()),
  /** Sign-ins through this provider count as two-step verified (it enforces its own MFA). */
  idp_enforces_mfa: z.boolean(),
  require_sso: z.boolean(),
  service_provider: ssoServiceProviderSchema,
  domains: z.array(ssoDomainSchema),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

const ssoCommon = {
  enabled: z.boolean().default(true),
  join_role: z.enum(SSO_JOIN_ROLES).default('member'),
  join_brand_ids: z.array(z.string().min(1).max(64)).max(200).default([]),
  idp_enforces_mfa: z.boolean().default(false),
};

/** Setting up (or changing) the workspace's identity provider. */
export const ssoSettingsUpdateSchema = z
  .discriminatedUnion('protocol', [
    z
      .object({
        protocol: z.literal('saml'),
        /**
         * The IdP's metadata XML, pasted; or its address, fetched once now. Not both; neither
         * keeps the metadata saved before (one is needed the first time).
         */
        metadata_xml: z.string().max(SSO_METADATA_MAX_CHARS).optional(),
        metadata_url: z
          .url({ protocol: /^https?$/ })
          .max(2000)
          .optional(),
        ...ssoCommon,
      })
      .refine((value) => !(value.metadata_xml && value.metadata_url), {
        message: 'Paste the identity provider’s metadata XML, or give its metadata URL, not both.',
        path: ['metadata_xml'],
      }),
    z.object({
      protocol: z.literal('oidc'),
      issuer: z.url({ protocol: /^https?$/ }).max(2000),
      client_id: z.string().trim().min(1).max(500),
      /** Needed the first time; left out later to keep the stored one. */
      client_secret: z.string().min(1).max(2000).optional(),
      ...ssoCommon,
    }),
  ])
  // The API reference's example (a generated one cannot pick a union's branch).
  .meta({
    examples: [
      {
        protocol: 'oidc',
        issuer: 'https://login.acme.com',
        client_id: 'expertos-workspace',
        client_secret: 'the-secret-the-provider-gave-you',
        enabled: true,
        join_role: 'member',
        join_brand_ids: [],
        idp_enforces_mfa: true,
      },
    ],
  });
export type SsoSettingsUpdate = z.input<typeof ssoSettingsUpdateSchema>;

export const ssoDomainCreateSchema = z.object({ domain: ssoDomainNameSchema });
export const ssoPolicyUpdateSchema = z.object({ require_sso: z.boolean() });

/** Starting a sign-in by address: where to send the browser. */
export const ssoStartSchema = z.object({
  email: z.email().max(320),
  /** A same-app path to land on afterwards (never another site: not `//…` nor `/\…`). */
  redirect: redirectPathSchema.optional(),
});
export const ssoStartResultSchema = z.object({ url: z.string() });

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
