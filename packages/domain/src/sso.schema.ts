import { z } from 'zod';
import { redirectPathSchema } from './auth.schema';
import { SSO_DOMAIN_STATUSES, SSO_JOIN_ROLES, SSO_METADATA_MAX_CHARS, SSO_PROTOCOLS } from './sso';

/**
 * Single sign-on's API schemas, apart from sso.ts's values so that the sign-in page, which
 * reads `SSO_SIGN_IN_ERRORS`, does not bring zod with it (docs/architecture.md#the-first-screen).
 */

const ssoCommon = {
  enabled: z.boolean().default(true),
  join_role: z.enum(SSO_JOIN_ROLES).default('member'),
  join_brand_ids: z.array(z.string().min(1).max(64)).max(200).default([]),
  idp_enforces_mfa: z.boolean().default(false),
};

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
