import { createPrivateKey } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXTENSION_ORIGIN } from '@expertos/domain/extension';
import { SLACK_AUTHORIZE_URL } from '@expertos/domain/integration-install';
import { PUBLISH_LATE_WINDOW_MINUTES } from '@expertos/domain/publishing/publication';
import { z } from 'zod';
import serverPackage from '../package.json' with { type: 'json' };
import { DEFAULT_JOB_CONCURRENCY } from './platform/jobs/job-worker.js';
import { parseSecretsKey } from './platform/secrets/secrets-key.js';

/**
 * Environment → typed configuration. Every variable has a default for the embedded mode
 * (SQLite, local files, no external service), so `npm start` needs no configuration.
 * The README's configuration table documents each one; keep them in step.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
// apps/server/src or apps/server/dist → apps/web/dist
const defaultWebDist = path.resolve(here, '../../web/dist');

/** Tokens a workspace may use a day when AI_DAILY_TOKEN_LIMIT is not set. */
export const DEFAULT_AI_DAILY_TOKEN_LIMIT = 200_000;
/** The transcription model asked for when AI_TRANSCRIBE_MODEL is not set. */
export const DEFAULT_AI_TRANSCRIBE_MODEL = 'whisper-1';
/** The model asked for when AI_MODEL is not set. */
export const DEFAULT_AI_MODEL = 'gpt-4o-mini';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
/** A yes/no variable whose absence means "decide from the others" (undefined). */
const optionalFlag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1' || v === 'yes')),
);
const commaList = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
);

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: optionalString,
  REDIS_URL: optionalString,
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  WEB_DIST_DIR: optionalString,
  // The extension as built from this repository (its fixed id) is allowed out of the box.
  EXTENSION_ORIGINS: z.preprocess((v) => (v === undefined || v === '' ? EXTENSION_ORIGIN : v), commaList),
  TRUST_PROXY: optionalString,
  RATE_LIMIT_MAX: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(600)),
  /** Per signed-in person and route; unset, a fifth of RATE_LIMIT_MAX (see platform/rate-limit.ts). */
  RATE_LIMIT_ROUTE_MAX: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
  /** Each API key's own allowance per window; unset, the same as RATE_LIMIT_MAX. */
  API_KEY_RATE_LIMIT_MAX: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
  RATE_LIMIT_WINDOW_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(60_000)),
  /** Sign-ups, confirmation resends, password resets and changes per client address per 15 minutes (not sign-ins). */
  AUTH_RATE_LIMIT_MAX: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(30)),
  SHUTDOWN_GRACE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(10_000)),
  /** How late a scheduled post may still go out by itself (docs/product.md#publishing). */
  PUBLISH_LATE_WINDOW_MINUTES: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(PUBLISH_LATE_WINDOW_MINUTES),
  ),
  /** Bluesky's video service (providers/publishing.md §9); tests point it at a local stand-in. */
  BLUESKY_VIDEO_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** X's developer app (providers/publishing.md §5): both or neither; the URLs point elsewhere in tests. */
  X_CLIENT_ID: optionalString,
  X_CLIENT_SECRET: optionalString,
  X_AUTH_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  X_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** LinkedIn's developer app (providers/publishing.md §4): both or neither; the URLs point elsewhere in tests. */
  LINKEDIN_CLIENT_ID: optionalString,
  LINKEDIN_CLIENT_SECRET: optionalString,
  /** Whether the app asks for the pages' scopes (it has the Community Management API product). */
  LINKEDIN_PAGES: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'])
      .default('true')
      .transform((v) => v === 'true' || v === '1' || v === 'yes'),
  ),
  LINKEDIN_AUTH_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  LINKEDIN_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Threads' developer app (providers/publishing.md §3): both or neither; the URLs point elsewhere in tests. */
  THREADS_APP_ID: optionalString,
  THREADS_APP_SECRET: optionalString,
  THREADS_AUTH_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  THREADS_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** TikTok's developer app (providers/publishing.md §6): both or neither; the URLs point elsewhere in tests. */
  TIKTOK_CLIENT_KEY: optionalString,
  TIKTOK_CLIENT_SECRET: optionalString,
  /** Whether TikTok's audit lifted the app's rule of private posts to private accounts only. */
  TIKTOK_AUDITED: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'])
      .default('false')
      .transform((v) => v === 'true' || v === '1' || v === 'yes'),
  ),
  TIKTOK_AUTH_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  TIKTOK_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** YouTube publishes through the GOOGLE_* client; its uploads go here (Google's unless set: tests). */
  YOUTUBE_UPLOAD_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Facebook's Meta app, for Pages (providers/publishing.md §2): both or neither; the URLs point elsewhere in tests. */
  FACEBOOK_APP_ID: optionalString,
  FACEBOOK_APP_SECRET: optionalString,
  FACEBOOK_AUTH_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  FACEBOOK_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Pinterest's developer app (providers/publishing.md §8): both or neither; the URLs point elsewhere in tests. */
  PINTEREST_APP_ID: optionalString,
  PINTEREST_APP_SECRET: optionalString,
  PINTEREST_AUTH_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  PINTEREST_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  REQUEST_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(60_000)),
  SMTP_URL: optionalString,
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Expertos <no-reply@localhost>')),
  AUTH_SECRET: optionalString.pipe(
    z
      .string()
      .min(32, 'must be at least 32 characters (generate one, e.g. `openssl rand -base64 48`)')
      .optional(),
  ),
  METRICS_TOKEN: optionalString.pipe(
    z
      .string()
      .min(32, 'must be at least 32 characters (generate one, e.g. `openssl rand -hex 32`)')
      .optional(),
  ),
  SECRETS_KEY: optionalString.superRefine((value, ctx) => {
    if (value === undefined) return;
    try {
      parseSecretsKey(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
    }
  }),
  // Sign in with Google, Microsoft or any OpenID Connect provider (docs/product.md#sign-in-with-a-provider).
  AUTH_GOOGLE_CLIENT_ID: optionalString,
  AUTH_GOOGLE_CLIENT_SECRET: optionalString,
  AUTH_GOOGLE_ISSUER: z.preprocess(emptyToUndefined, z.url().default('https://accounts.google.com')),
  AUTH_MICROSOFT_CLIENT_ID: optionalString,
  AUTH_MICROSOFT_CLIENT_SECRET: optionalString,
  AUTH_MICROSOFT_TENANT: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F-]{36}$/, 'must be your Microsoft Entra tenant id (a GUID)')
      .optional(),
  ),
  AUTH_MICROSOFT_ISSUER: optionalString.pipe(z.url().optional()),
  AUTH_OIDC_PROVIDERS: optionalString,
  AUTH_ISSUER: optionalString.pipe(z.url().optional()),
  AUTH_JWKS_URL: optionalString.pipe(z.url().optional()),
  AUTH_AUDIENCE: optionalString,
  RUN_WORKER: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'])
      .default('true')
      .transform((v) => v === 'true' || v === '1' || v === 'yes'),
  ),
  // How many API processes `npm start` runs (node:cluster); by default one per core.
  WEB_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(64).optional()),
  DATABASE_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(10)),
  // Ticket list replies each process keeps (docs/architecture.md#list-versions); 0 keeps none.
  FFMPEG_PATH: z.preprocess(emptyToUndefined, z.string().max(500).default('ffmpeg')),
  LIST_CACHE_MB: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(4096).default(32)),
  JOBS_POLL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(1_000)),
  JOBS_LEASE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(60_000)),
  JOBS_MAX_ATTEMPTS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(8)),
  JOBS_CONCURRENCY: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(100).default(DEFAULT_JOB_CONCURRENCY),
  ),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: optionalFlag,
  S3_PREFIX: optionalString,
  /** Let integrations reach loopback/private/link-local addresses (a LAN install): docs/architecture.md#egress-guard. */
  ALLOW_PRIVATE_TARGETS: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'])
      .default('false')
      .transform((v) => v === 'true' || v === '1' || v === 'yes'),
  ),
  /**
   * DNS servers (`host` or `host:port`, comma-separated) asked for single sign-on domains' TXT
   * records; unset: the system's. Tests point it at a local stand-in.
   */
  SSO_DNS_SERVERS: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F:.[\]]+(,[0-9a-fA-F:.[\]]+)*$/, 'comma-separated addresses, optionally with :port')
      .optional(),
  ),
  /** Slack's OAuth v2 app ("Add to Slack"): both or neither. */
  SLACK_CLIENT_ID: optionalString,
  SLACK_CLIENT_SECRET: optionalString,
  SLACK_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  JIRA_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  JIRA_AUTH_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  JIRA_CLIENT_ID: optionalString,
  JIRA_CLIENT_SECRET: optionalString,
  MONDAY_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Google's OAuth web app for Google Calendar: both or neither. The URLs point elsewhere in tests. */
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_AUTHORIZE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  GOOGLE_TOKEN_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  GOOGLE_REVOKE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  GOOGLE_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SLACK_AUTHORIZE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Instagram Login (docs/product.md#instagram-and-youtube-import): both or neither; the URLs point elsewhere in tests. */
  INSTAGRAM_CLIENT_ID: optionalString,
  INSTAGRAM_CLIENT_SECRET: optionalString,
  INSTAGRAM_AUTH_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  INSTAGRAM_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  INSTAGRAM_GRAPH_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** YouTube Data API v3's root (`…/youtube/v3`); YouTube connects with the GOOGLE_* OAuth client. */
  YOUTUBE_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /**
   * Web Push's VAPID key pair (base64url, as `web-push generate-vapid-keys` prints them): both or
   * neither; unset, a pair is generated into the data directory on first start and kept.
   */
  VAPID_PUBLIC_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'a base64url P-256 public key')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'a base64url P-256 private key')
      .optional(),
  ),
  /** The contact push services may use about our pushes (RFC 8292): a mailto: or https: address. */
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(/^(mailto:|https:)/, 'a mailto: or https: address')
      .optional(),
  ),
  /** Push to the Android app through FCM HTTP v1: a service account's JSON key (a file path or the JSON itself). */
  FCM_SERVICE_ACCOUNT: optionalString,
  FCM_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Push to the iOS app through APNs with a token-signing key: all four or none. */
  APNS_KEY: optionalString,
  APNS_KEY_ID: optionalString,
  APNS_TEAM_ID: optionalString,
  APNS_TOPIC: optionalString,
  APNS_HOST: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** AI (docs/product.md#ai): any OpenAI-compatible Chat Completions endpoint; off without a base URL. */
  AI_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_TRANSCRIBE_MODEL: optionalString,
  AI_DAILY_TOKEN_LIMIT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(1_000_000_000).default(DEFAULT_AI_DAILY_TOKEN_LIMIT),
  ),
  AI_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1_000).max(600_000).default(60_000),
  ),
  /** Where this server's README can be read (a repository page): AI's off note links to its AI section. */
  DOCS_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Billing (docs/product.md#trial-and-plans): `none` switches it off; default is Stripe when a key is set. */
  BILLING: z.preprocess(emptyToUndefined, z.enum(['none', 'stripe']).optional()),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  STRIPE_PRICE_BUSINESS_MONTH: optionalString,
  STRIPE_PRICE_BUSINESS_YEAR: optionalString,
  STRIPE_PRICE_SEAT_MONTH: optionalString,
  STRIPE_PRICE_SEAT_YEAR: optionalString,
  STRIPE_PRICE_INCLUDED_MONTH: optionalString,
  STRIPE_PRICE_INCLUDED_YEAR: optionalString,
  /** Where the Enterprise contact form goes; the sender address (MAIL_FROM) when unset. */
  SALES_EMAIL: optionalString.pipe(z.email().optional()),
  /** Each workspace's storage quota in MB (decimals allowed); 0 means unlimited. */
  STORAGE_QUOTA_MB: z.preprocess(emptyToUndefined, z.coerce.number().min(0).default(5120)),
});
type Env = z.infer<typeof envSchema>;

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  /** poolSize: connections each process may open (DATABASE_POOL_SIZE, default 10). */
  | { kind: 'postgres'; url: string; poolSize?: number };

/** An S3-compatible bucket for uploaded files (AWS when `endpoint` is unset, else MinIO, R2, …). */
export interface S3StorageConfig {
  kind: 's3';
  /** e.g. http://minio:9000; undefined means AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (`host/bucket/key`) rather than the host name; most non-AWS servers need it. */
  forcePathStyle: boolean;
  /** A folder of the bucket every key goes under (`prefix/avatars/….png`), so one bucket can serve several installs; '' for none. */
  prefix: string;
}

export type StorageConfig = ({ kind: 'local'; root: string } | S3StorageConfig) & {
  /** What each workspace may keep in stored files (STORAGE_QUOTA_MB), in bytes; 0 means unlimited. */
  quotaBytes: number;
};

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** The address people open; the app's own origin for CORS and links. */
  publicUrl: string;
  dataDir: string;
  database: DatabaseConfig;
  redisUrl: string | undefined;
  /** The bearer token `GET /api/metrics` asks for (METRICS_TOKEN); unset, the route does not exist. */
  metricsToken: string | undefined;
  /**
   * API processes `npm start` serves with (WEB_CONCURRENCY, default one per core): 1 is a single
   * process; more fork that many behind one port, with the job worker in the primary (cluster.ts).
   */
  webConcurrency: number;
  /** The ffmpeg that reads and trims recordings (its ffprobe beside it); absent, they play as uploaded. */
  ffmpegPath: string;
  /** Bytes of ticket list replies each process keeps (LIST_CACHE_MB, default 32; 0 keeps none). */
  listCacheBytes: number;
  logLevel: string;
  /** Directory of the built SPA; when it has no index.html the API runs alone. */
  webDistDir: string;
  /** Origins besides our own that may call the API from a browser (the extension's). */
  extensionOrigins: string[];
  /**
   * Which proxies in front of us may speak for the client through X-Forwarded-For:
   * false (none), a hop count, or a list of proxy addresses/CIDRs. Never "everyone".
   */
  trustProxy: false | number | string[];
  /**
   * `max` requests per window for each signed-in person (each client address without one), and,
   * when set, `routeMax` of them on any one route (signed-in people only); `apiKeyMax` for each
   * API key, apart from its owner's.
   */
  rateLimit: { max: number; routeMax: number | null; apiKeyMax: number; windowMs: number };
  /** Sign-ups, resends, password resets and changes per client address per 15 minutes. */
  authRateLimitMax: number;
  shutdownGraceMs: number;
  /**
   * How long a client may take to send a whole request, and how long a connection may sit
   * silent, before it is dropped: a slow or stuck client cannot hold a connection forever.
   */
  requestTimeoutMs: number;
  version: string;
  mail: {
    /** smtp://user:pass@host:port or smtps://…; without it mail goes to the dev mailbox. */
    smtpUrl: string | undefined;
    from: string;
  };
  auth: {
    /** Signs sessions and encrypts keys; generated into DATA_DIR on first start when unset. */
    secret: string | undefined;
    /** External OpenID Connect provider: tokens are verified against it instead. */
    external: { issuer: string; jwksUrl: string; audience: string } | undefined;
    /** Providers people may sign in with (Google, Microsoft, others), in the order shown. */
    providers: SignInProviderConfig[];
  };
  secrets: {
    /**
     * Seals integration secrets at rest (32 bytes as base64 or hex, checked here); generated into
     * DATA_DIR on first start when unset. See platform/secrets.
     */
    key: string | undefined;
  };
  /** Where uploaded files go: DATA_DIR/media, or a bucket when S3_BUCKET is set. */
  storage: StorageConfig;
  jobs: {
    /** Run the job worker inside this process (`npm start`); false for API-only processes. */
    runWorker: boolean;
    pollMs: number;
    leaseMs: number;
    maxAttempts: number;
    /** Jobs one worker runs at once. */
    concurrency: number;
  };
  /**
   * Publishing: how many minutes late a post may still go out by itself; BLUESKY_VIDEO_URL,
   * where Bluesky videos are uploaded and processed; LinkedIn's app, when configured.
   */
  publishing: {
    lateWindowMinutes: number;
    blueskyVideoUrl: string;
    /** X_CLIENT_ID and X_CLIENT_SECRET (the team's X app), X_AUTH_URL, X_API_URL; absent: X is hand-off only. */
    x?: XAppConfig;
    /** LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET (the team's LinkedIn app); absent: LinkedIn is hand-off only. */
    linkedin?: LinkedInConfig;
    /** THREADS_APP_ID and THREADS_APP_SECRET (the team's Threads app); absent: Threads is hand-off only. */
    threads?: ThreadsConfig;
    /** TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET (the team's TikTok app); absent: TikTok is hand-off only. */
    tiktok?: TikTokConfig;
    /** The GOOGLE_* OAuth client, YOUTUBE_API_URL and YOUTUBE_UPLOAD_URL; absent: YouTube is hand-off only. */
    youtube?: YoutubePublishingConfig;
    /** FACEBOOK_APP_ID and FACEBOOK_APP_SECRET (the team's Meta app); absent: Facebook is hand-off only. */
    facebook?: FacebookConfig;
    /** PINTEREST_APP_ID and PINTEREST_APP_SECRET (the team's Pinterest app); absent: Pinterest is hand-off only. */
    pinterest?: PinterestConfig;
  };
  /** Requests to URLs users choose (webhooks, Slack, Jira…), through platform/http's guard. */
  egress: {
    /**
     * ALLOW_PRIVATE_TARGETS: lift the guard's address check so a self-hoster's LAN services
     * (and tests' local servers) can be reached; scheme, size and time limits stay.
     */
    allowPrivateTargets: boolean;
  };
  /** SSO_DNS_SERVERS: where single sign-on domains' TXT records are looked up (empty: the system's resolver). */
  ssoDnsServers: string[];
  slack: SlackConfig;
  jira: JiraConfig;
  /** MONDAY_API_URL: monday.com's API origin (GraphQL at `/v2`). */
  monday: { apiUrl: string };
  google: GoogleConfig;
  social: SocialConfig;
  ai: AiConfig;
  billing: BillingConfig;
  push: PushConfig;
}

/** The provider's price ids of one interval (checkout's line items). */
export interface StripePrices {
  base: string;
  seat: string;
  /** The zero-priced twin billing the included seats, when the account has one. */
  included: string | null;
}

/**
 * Billing: off (no payment provider — every workspace counts as whitelisted) or Stripe. The
 * Enterprise contact form works either way.
 */
export type BillingConfig = { salesEmail: string | null } & (
  | { kind: 'off' }
  | {
      kind: 'stripe';
      secretKey: string;
      webhookSecret: string;
      /** STRIPE_API_BASE: a proxy or a local stand-in; undefined means Stripe itself. */
      apiBase: URL | undefined;
      prices: { month: StripePrices; year: StripePrices };
    }
);

const STRIPE_PRICE_VARIABLES = [
  'STRIPE_PRICE_BUSINESS_MONTH',
  'STRIPE_PRICE_BUSINESS_YEAR',
  'STRIPE_PRICE_SEAT_MONTH',
  'STRIPE_PRICE_SEAT_YEAR',
] as const;

function billingConfig(e: Env): BillingConfig {
  const salesEmail = e.SALES_EMAIL ?? null;
  const kind = e.BILLING ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'none');
  if (kind === 'none') return { kind: 'off', salesEmail };
  const missing = [
    ...(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter((name) => !e[name]),
    ...STRIPE_PRICE_VARIABLES.filter((name) => !e[name]),
  ];
  if (missing.length > 0 || !e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)
    throw new ConfigError(
      `Billing with Stripe needs ${missing.join(', ')} (see the README, "Billing (Stripe)"; ` +
        '`npm run billing:prices` creates the prices and prints their ids). Set BILLING=none to run without billing.',
    );
  const price = (name: (typeof STRIPE_PRICE_VARIABLES)[number]) => e[name] as string;
  return {
    kind: 'stripe',
    salesEmail,
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    apiBase: e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : undefined,
    prices: {
      month: {
        base: price('STRIPE_PRICE_BUSINESS_MONTH'),
        seat: price('STRIPE_PRICE_SEAT_MONTH'),
        included: e.STRIPE_PRICE_INCLUDED_MONTH ?? null,
      },
      year: {
        base: price('STRIPE_PRICE_BUSINESS_YEAR'),
        seat: price('STRIPE_PRICE_SEAT_YEAR'),
        included: e.STRIPE_PRICE_INCLUDED_YEAR ?? null,
      },
    },
  };
}

/** Slack's Web API and, when an app is registered, its OAuth v2 install ("Add to Slack"). */
export interface SlackConfig {
  /** SLACK_CLIENT_ID and SLACK_CLIENT_SECRET; without them the install button is not offered. */
  app: { clientId: string; clientSecret: string } | undefined;
  /** SLACK_API_URL, ending in `/`: chat.postMessage and oauth.v2.access go there. */
  apiUrl: string;
  /** SLACK_AUTHORIZE_URL: the browser's authorize page. */
  authorizeUrl: string;
}

/** Slack's documented Web API base (providers/slack.md §5). */
export const DEFAULT_SLACK_API_URL = 'https://slack.com/api/';

export interface AiConfig {
  /** AI_BASE_URL, e.g. http://localhost:11434/v1 for Ollama; undefined turns every AI action off. */
  baseUrl: string | undefined;
  /** AI_API_KEY: sent as the bearer token; local servers that ignore it get a placeholder. */
  apiKey: string;
  model: string;
  /** AI_TRANSCRIBE_MODEL: the model that turns a recording's sound into its script (`/audio/transcriptions`). */
  transcribeModel: string;
  /** Tokens (prompt and reply) a workspace may use per UTC day; 0 sets no limit. */
  dailyTokenLimit: number;
  timeoutMs: number;
  /** The README's AI section as a link (DOCS_URL + #ai), or null when DOCS_URL is not set. */
  setupUrl: string | null;
}

function aiConfig(e: Env): AiConfig {
  return {
    baseUrl: e.AI_BASE_URL,
    apiKey: e.AI_API_KEY ?? 'not-needed',
    model: e.AI_MODEL ?? DEFAULT_AI_MODEL,
    transcribeModel: e.AI_TRANSCRIBE_MODEL ?? DEFAULT_AI_TRANSCRIBE_MODEL,
    dailyTokenLimit: e.AI_DAILY_TOKEN_LIMIT,
    timeoutMs: e.AI_TIMEOUT_MS,
    setupUrl: e.DOCS_URL ? `${e.DOCS_URL.replace(/#.*$/, '')}#ai` : null,
  };
}

function slackConfig(e: Env): SlackConfig {
  const { SLACK_CLIENT_ID: clientId, SLACK_CLIENT_SECRET: clientSecret } = e;
  // One without the other cannot complete an install: say so at start-up, not at the first click.
  if (Boolean(clientId) !== Boolean(clientSecret))
    throw new ConfigError(
      "SLACK_CLIENT_ID and SLACK_CLIENT_SECRET go together: set both (from your Slack app's Basic Information page) or neither.",
    );
  const apiUrl = e.SLACK_API_URL ?? DEFAULT_SLACK_API_URL;
  return {
    app: clientId && clientSecret ? { clientId, clientSecret } : undefined,
    apiUrl: apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`,
    authorizeUrl: e.SLACK_AUTHORIZE_URL ?? SLACK_AUTHORIZE_URL,
  };
}

/** The team's X developer app (providers/publishing.md §5): X's own pages unless X_AUTH_URL, X_API_URL say. */
export interface XAppConfig {
  clientId: string;
  clientSecret: string;
  /** The approval page, `https://x.com/i/oauth2/authorize`. */
  authUrl: string;
  /** The API's root, `https://api.x.com` (tokens, media, posts). */
  apiUrl: string;
}

function xConfig(e: Env): XAppConfig | undefined {
  const { X_CLIENT_ID: clientId, X_CLIENT_SECRET: clientSecret } = e;
  if (Boolean(clientId) !== Boolean(clientSecret))
    throw new ConfigError(
      "X_CLIENT_ID and X_CLIENT_SECRET go together: set both (your X app's OAuth 2.0 Client ID and Client Secret) or neither.",
    );
  if (!clientId || !clientSecret) return undefined;
  return {
    clientId,
    clientSecret,
    authUrl: e.X_AUTH_URL ?? 'https://x.com/i/oauth2/authorize',
    apiUrl: (e.X_API_URL ?? 'https://api.x.com').replace(/\/+$/, ''),
  };
}

/** Bluesky's video service: uploads, processing jobs (providers/publishing.md §9). */
export const BLUESKY_VIDEO_URL = 'https://video.bsky.app';

/** LinkedIn's developer app, for publishing (providers/publishing.md §4); absent when not configured. */
export interface LinkedInConfig {
  /** LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET (the app's Auth tab). */
  clientId: string;
  clientSecret: string;
  /** LINKEDIN_PAGES: ask for the pages' scopes, so a member may publish as a page they administer. */
  organizations: boolean;
  /** LINKEDIN_AUTH_URL, LINKEDIN_API_URL: LinkedIn's own unless set (tests). */
  authUrl: string | undefined;
  apiUrl: string | undefined;
}

function linkedinConfig(e: Env): LinkedInConfig | undefined {
  const { LINKEDIN_CLIENT_ID: clientId, LINKEDIN_CLIENT_SECRET: clientSecret } = e;
  if (Boolean(clientId) !== Boolean(clientSecret))
    throw new ConfigError(
      "LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET go together: set both (from your LinkedIn app's Auth tab) or neither.",
    );
  if (!clientId || !clientSecret) return undefined;
  return {
    clientId,
    clientSecret,
    organizations: e.LINKEDIN_PAGES,
    authUrl: e.LINKEDIN_AUTH_URL?.replace(/\/+$/, ''),
    apiUrl: e.LINKEDIN_API_URL?.replace(/\/+$/, ''),
  };
}

/** Threads' developer app, for publishing (providers/publishing.md §3); absent when not configured. */
export interface ThreadsConfig {
  /** THREADS_APP_ID and THREADS_APP_SECRET (the Meta app's Threads use case: its Threads app id and secret). */
  clientId: string;
  clientSecret: string;
  /** THREADS_AUTH_URL (the approval page), THREADS_API_URL (the Graph API): Threads' own unless set (tests). */
  authUrl: string | undefined;
  apiUrl: string | undefined;
}

/** The team's Meta app, for publishing to Facebook Pages (providers/publishing.md §2); absent when not configured. */
export interface FacebookConfig {
  /** FACEBOOK_APP_ID and FACEBOOK_APP_SECRET (the app's Settings → Basic). */
  appId: string;
  appSecret: string;
  /** FACEBOOK_AUTH_URL (`https://www.facebook.com`), FACEBOOK_API_URL (`https://graph.facebook.com`): Meta's own unless set (tests). */
  authUrl: string | undefined;
  apiUrl: string | undefined;
}

/** TikTok's developer app, for publishing (providers/publishing.md §6); absent when not configured. */
export interface TikTokConfig {
  /** TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET (the app's Client key and Client secret). */
  clientKey: string;
  clientSecret: string;
  /** TIKTOK_AUDITED: false until TikTok's audit: posts are then private, to private accounts only. */
  audited: boolean;
  /** TIKTOK_AUTH_URL, TIKTOK_API_URL: TikTok's own unless set (tests). */
  authUrl: string | undefined;
  apiUrl: string | undefined;
}

function threadsConfig(e: Env): ThreadsConfig | undefined {
  const { THREADS_APP_ID: clientId, THREADS_APP_SECRET: clientSecret } = e;
  if (Boolean(clientId) !== Boolean(clientSecret))
    throw new ConfigError(
      "THREADS_APP_ID and THREADS_APP_SECRET go together: set both (your Meta app's Threads app ID and Threads app secret) or neither.",
    );
  if (!clientId || !clientSecret) return undefined;
  return {
    clientId,
    clientSecret,
    authUrl: e.THREADS_AUTH_URL,
    apiUrl: e.THREADS_API_URL?.replace(/\/+$/, ''),
  };
}

function tiktokConfig(e: Env): TikTokConfig | undefined {
  const { TIKTOK_CLIENT_KEY: clientKey, TIKTOK_CLIENT_SECRET: clientSecret } = e;
  if (Boolean(clientKey) !== Boolean(clientSecret))
    throw new ConfigError(
      "TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET go together: set both (your TikTok app's Client key and Client secret) or neither.",
    );
  if (!clientKey || !clientSecret) return undefined;
  return {
    clientKey,
    clientSecret,
    audited: e.TIKTOK_AUDITED,
    authUrl: e.TIKTOK_AUTH_URL,
    apiUrl: e.TIKTOK_API_URL?.replace(/\/+$/, ''),
  };
}

/**
 * YouTube publishing (providers/publishing.md §7) through the team's Google OAuth client, the one
 * Google Calendar and the YouTube import use; absent when GOOGLE_CLIENT_ID is not set.
 */
export interface YoutubePublishingConfig {
  clientId: string;
  clientSecret: string;
  /** GOOGLE_AUTHORIZE_URL, GOOGLE_TOKEN_URL, YOUTUBE_API_URL, YOUTUBE_UPLOAD_URL: Google's own unless set. */
  authorizeUrl: string | undefined;
  tokenUrl: string | undefined;
  apiUrl: string | undefined;
  uploadUrl: string | undefined;
}

function youtubePublishingConfig(e: Env): YoutubePublishingConfig | undefined {
  const { app, authorizeUrl, tokenUrl } = googleConfig(e);
  if (!app) return undefined;
  const trim = (url: string | undefined) => url?.replace(/\/+$/, '');
  return {
    ...app,
    authorizeUrl,
    tokenUrl,
    apiUrl: trim(e.YOUTUBE_API_URL),
    uploadUrl: trim(e.YOUTUBE_UPLOAD_URL),
  };
}

function facebookConfig(e: Env): FacebookConfig | undefined {
  const { FACEBOOK_APP_ID: appId, FACEBOOK_APP_SECRET: appSecret } = e;
  if (Boolean(appId) !== Boolean(appSecret))
    throw new ConfigError(
      "FACEBOOK_APP_ID and FACEBOOK_APP_SECRET go together: set both (your Meta app's App ID and App Secret) or neither.",
    );
  if (!appId || !appSecret) return undefined;
  return {
    appId,
    appSecret,
    authUrl: e.FACEBOOK_AUTH_URL?.replace(/\/+$/, ''),
    apiUrl: e.FACEBOOK_API_URL?.replace(/\/+$/, ''),
  };
}

/** The team's Pinterest app, for publishing Pins (providers/publishing.md §8); absent when not configured. */
export interface PinterestConfig {
  /** PINTEREST_APP_ID and PINTEREST_APP_SECRET (the app's App id and App secret key). */
  appId: string;
  appSecret: string;
  /** PINTEREST_AUTH_URL (the approval page), PINTEREST_API_URL (`https://api.pinterest.com`): Pinterest's own unless set (tests). */
  authUrl: string | undefined;
  apiUrl: string | undefined;
}

function pinterestConfig(e: Env): PinterestConfig | undefined {
  const { PINTEREST_APP_ID: appId, PINTEREST_APP_SECRET: appSecret } = e;
  if (Boolean(appId) !== Boolean(appSecret))
    throw new ConfigError(
      "PINTEREST_APP_ID and PINTEREST_APP_SECRET go together: set both (your Pinterest app's App id and App secret key) or neither.",
    );
  if (!appId || !appSecret) return undefined;
  return {
    appId,
    appSecret,
    authUrl: e.PINTEREST_AUTH_URL,
    apiUrl: e.PINTEREST_API_URL?.replace(/\/+$/, ''),
  };
}

/** monday.com's API origin (providers/monday.md): one GraphQL endpoint at `/v2`. */
export const MONDAY_API_ORIGIN = 'https://api.monday.com';

/** Atlassian's API gateway (providers/jira.md): OAuth (3LO) calls reach a site through it. */
export const ATLASSIAN_GATEWAY_URL = 'https://api.atlassian.com';

/** Atlassian's consent and token host (providers/jira.md §1). */
export const ATLASSIAN_AUTH_ORIGIN = 'https://auth.atlassian.com';

export interface JiraConfig {
  /** JIRA_CLIENT_ID and JIRA_CLIENT_SECRET (an OAuth 2.0 (3LO) app); without them only API tokens connect. */
  app: { clientId: string; clientSecret: string } | undefined;
  /** JIRA_API_URL: Atlassian's API gateway, where OAuth connections' calls go. */
  apiUrl: string;
  /** JIRA_AUTH_URL: the consent page and token endpoint's host. */
  authUrl: string;
}

function jiraConfig(e: Env): JiraConfig {
  const { JIRA_CLIENT_ID: clientId, JIRA_CLIENT_SECRET: clientSecret } = e;
  if (Boolean(clientId) !== Boolean(clientSecret))
    throw new ConfigError(
      "JIRA_CLIENT_ID and JIRA_CLIENT_SECRET go together: set both (from your app's Settings page in the Atlassian developer console) or neither.",
    );
  return {
    app: clientId && clientSecret ? { clientId, clientSecret } : undefined,
    apiUrl: e.JIRA_API_URL ?? ATLASSIAN_GATEWAY_URL,
    authUrl: e.JIRA_AUTH_URL ?? ATLASSIAN_AUTH_ORIGIN,
  };
}

/** Google Calendar, connected per person (docs/product.md#integrations). */
export interface GoogleConfig {
  /** GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (an OAuth client of type Web application); without them nobody can connect. */
  app: { clientId: string; clientSecret: string } | undefined;
  /** GOOGLE_AUTHORIZE_URL, GOOGLE_TOKEN_URL, GOOGLE_REVOKE_URL: Google's own unless set (tests). */
  authorizeUrl: string | undefined;
  tokenUrl: string | undefined;
  revokeUrl: string | undefined;
  /** GOOGLE_API_URL, ending in `/`: the Calendar API's root (`<root>calendar/v3/…`). */
  apiUrl: string | undefined;
}

function googleConfig(e: Env): GoogleConfig {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = e;
  if (Boolean(clientId) !== Boolean(clientSecret))
    throw new ConfigError(
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together: set both (from your OAuth client in the Google Cloud console) or neither.',
    );
  const apiUrl = e.GOOGLE_API_URL;
  return {
    app: clientId && clientSecret ? { clientId, clientSecret } : undefined,
    authorizeUrl: e.GOOGLE_AUTHORIZE_URL,
    tokenUrl: e.GOOGLE_TOKEN_URL,
    revokeUrl: e.GOOGLE_REVOKE_URL,
    apiUrl: apiUrl && !apiUrl.endsWith('/') ? `${apiUrl}/` : apiUrl,
  };
}

/** Instagram and YouTube import (docs/product.md#instagram-and-youtube-import). */
export interface SocialConfig {
  /** INSTAGRAM_CLIENT_ID and INSTAGRAM_CLIENT_SECRET (a Meta app with Instagram Login); without them Instagram cannot be connected. */
  instagram: { clientId: string; clientSecret: string } | undefined;
  /** INSTAGRAM_AUTH_URL, INSTAGRAM_API_URL, INSTAGRAM_GRAPH_URL: Meta's own unless set. */
  instagramAuthUrl: string | undefined;
  instagramApiUrl: string | undefined;
  instagramGraphUrl: string | undefined;
  /** YOUTUBE_API_URL: the Data API's root, Google's unless set. */
  youtubeApiUrl: string | undefined;
}

function socialConfig(e: Env): SocialConfig {
  const { INSTAGRAM_CLIENT_ID: clientId, INSTAGRAM_CLIENT_SECRET: clientSecret } = e;
  if (Boolean(clientId) !== Boolean(clientSecret))
    throw new ConfigError(
      "INSTAGRAM_CLIENT_ID and INSTAGRAM_CLIENT_SECRET go together: set both (from your Meta app's Instagram Login settings) or neither.",
    );
  const trim = (url: string | undefined) => url?.replace(/\/+$/, '');
  return {
    instagram: clientId && clientSecret ? { clientId, clientSecret } : undefined,
    instagramAuthUrl: e.INSTAGRAM_AUTH_URL,
    instagramApiUrl: trim(e.INSTAGRAM_API_URL),
    instagramGraphUrl: trim(e.INSTAGRAM_GRAPH_URL),
    youtubeApiUrl: trim(e.YOUTUBE_API_URL),
  };
}

/** The fields of a Google service account's JSON key that FCM sending needs (Google's names). */
export interface FcmServiceAccount {
  project_id: string;
  client_email: string;
  /** PKCS#8 PEM: signs the token request; never logged. */
  private_key: string;
  private_key_id?: string;
  /** Where the signed assertion is traded for an access token; Google's when the JSON has none. */
  token_uri?: string;
}

/** Push: Web Push (always on) and the native apps (each null when not configured). */
export interface PushConfig {
  /** VAPID_*: the configured key pair, or none (then generated into the data directory). */
  vapid: { publicKey?: string; privateKey?: string; subject: string };
  /** FCM_SERVICE_ACCOUNT and FCM_API_URL: the Android app (the FCM sender's options, as named there). */
  fcm: { serviceAccount: FcmServiceAccount; baseUrl: string } | null;
  /** APNS_KEY, APNS_KEY_ID, APNS_TEAM_ID, APNS_TOPIC and APNS_HOST: the iOS app (the APNs sender's options). */
  apns: { keyPem: string; keyId: string; teamId: string; topic: string; host: string } | null;
}

export const DEFAULT_FCM_API_URL = 'https://fcm.googleapis.com';
/** APNs production; development builds of the app get tokens for `https://api.sandbox.push.apple.com`. */
export const DEFAULT_APNS_HOST = 'https://api.push.apple.com';

/** A variable holding either the secret itself or the path of a file holding it. */
function inlineOrFile(
  name: string,
  value: string,
  inline: { what: string; test: (v: string) => boolean },
): string {
  if (inline.test(value.trim())) return value;
  try {
    return fs.readFileSync(value, 'utf8');
  } catch (error) {
    // The value is not echoed: it may be a mangled secret rather than a path.
    throw new ConfigError(
      `${name} is neither ${inline.what} nor the path of a readable file (${(error as NodeJS.ErrnoException).code}).`,
    );
  }
}

/** A key that cannot sign would fail every push: refuse it at start-up (without quoting it). */
function checkPrivateKey(name: string, pem: string, type: 'rsa' | 'ec'): string {
  let kind: string | undefined;
  try {
    kind = createPrivateKey(pem).asymmetricKeyType;
  } catch {
    kind = undefined;
  }
  if (kind !== type)
    throw new ConfigError(`${name} does not hold a PEM ${type === 'ec' ? 'EC (.p8)' : 'RSA'} private key.`);
  return pem;
}

function fcmServiceAccount(value: string): FcmServiceAccount {
  const text = inlineOrFile('FCM_SERVICE_ACCOUNT', value, { what: 'JSON', test: (v) => v.startsWith('{') });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // No parser message: it may quote part of the key.
    throw new ConfigError(
      'FCM_SERVICE_ACCOUNT is not valid JSON: use the key file Google gave you, as it is.',
    );
  }
  const account = z
    .object({
      project_id: z.string().min(1),
      client_email: z.string().min(1),
      private_key: z.string().includes('PRIVATE KEY'),
      private_key_id: z.string().optional(),
      token_uri: z.url({ protocol: /^https?$/ }).optional(),
    })
    .safeParse(json);
  if (!account.success)
    throw new ConfigError(
      `FCM_SERVICE_ACCOUNT lacks ${account.error.issues.map((i) => i.path.join('.')).join(', ')}: use a service account key (Firebase console → Project settings → Service accounts → Generate new private key).`,
    );
  checkPrivateKey('FCM_SERVICE_ACCOUNT private_key', account.data.private_key, 'rsa');
  return account.data;
}

const APNS_VARIABLES = ['APNS_KEY', 'APNS_KEY_ID', 'APNS_TEAM_ID', 'APNS_TOPIC'] as const;

function pushConfig(e: Env): PushConfig {
  const apnsSet = APNS_VARIABLES.filter((name) => e[name] !== undefined);
  // Three of four cannot sign a single push: say so at start-up, not at the first notification.
  if (apnsSet.length > 0 && apnsSet.length < APNS_VARIABLES.length)
    throw new ConfigError(
      `${APNS_VARIABLES.join(', ')} go together: set all four (from your Apple developer account) or none; missing: ${APNS_VARIABLES.filter((n) => e[n] === undefined).join(', ')}.`,
    );
  const { APNS_KEY: key, APNS_KEY_ID: keyId, APNS_TEAM_ID: teamId, APNS_TOPIC: topic } = e;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    throw new ConfigError(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both (one key pair) or neither.',
    );
  return {
    vapid: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      // Push services may write to it about our pushes: the operator's own (README), else the
      // app's public https address, else a local mailbox (fine for a local install).
      subject:
        e.VAPID_SUBJECT ?? (e.PUBLIC_URL?.startsWith('https://') ? e.PUBLIC_URL : 'mailto:admin@localhost'),
    },
    fcm: e.FCM_SERVICE_ACCOUNT
      ? {
          serviceAccount: fcmServiceAccount(e.FCM_SERVICE_ACCOUNT),
          baseUrl: (e.FCM_API_URL ?? DEFAULT_FCM_API_URL).replace(/\/+$/, ''),
        }
      : null,
    apns:
      key && keyId && teamId && topic
        ? {
            keyPem: checkPrivateKey(
              'APNS_KEY',
              inlineOrFile('APNS_KEY', key, { what: 'a PEM key', test: (v) => v.startsWith('-----BEGIN') }),
              'ec',
            ),
            keyId,
            teamId,
            topic,
            host: (e.APNS_HOST ?? DEFAULT_APNS_HOST).replace(/\/+$/, ''),
          }
        : null,
  };
}

export class ConfigError extends Error {}

const withPoolSize = (database: DatabaseConfig, poolSize: number): DatabaseConfig =>
  database.kind === 'postgres' ? { ...database, poolSize } : database;

export function parseDatabaseUrl(url: string, dataDir: string): DatabaseConfig {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return { kind: 'postgres', url };
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\//, '');
    if (!file) throw new ConfigError('DATABASE_URL: sqlite: needs a file path, e.g. sqlite:./data/app.db');
    return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
  }
  throw new ConfigError(
    `DATABASE_URL must start with sqlite: or postgres:// (got "${url.split(':')[0]}:"); default is sqlite:${path.join(dataDir, 'app.db')}`,
  );
}

const IPV4_OR_CIDR = /^(\d{1,3}\.){3}\d{1,3}(\/\d{1,2})?$/;
const IPV6_OR_CIDR = /^[0-9a-f:.]*:[0-9a-f:.]*(\/\d{1,3})?$/i;
/** proxy-addr's named ranges (loopback = 127.0.0.1/8 + ::1/128, and so on). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset/false/0 → trust no proxy; a number → that many hops in front of us;
 * otherwise a comma-separated list of proxy addresses or CIDRs. `true` (trust every hop)
 * would let any client choose its own address by writing X-Forwarded-For, so it is refused.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const v = value?.trim().toLowerCase();
  if (!v || v === 'false' || v === 'no' || v === '0') return false;
  if (v === 'true' || v === 'yes')
    throw new ConfigError(
      `TRUST_PROXY=${value} would trust every X-Forwarded-For entry, so any client could choose its own address. ` +
        'Write the number of proxies in front of the server (e.g. TRUST_PROXY=1 behind one reverse proxy) ' +
        'or their addresses/CIDRs (e.g. TRUST_PROXY=10.0.0.0/8,192.168.1.5).',
    );
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((x) => !IPV4_OR_CIDR.test(x) && !IPV6_OR_CIDR.test(x) && !NAMED_RANGES.has(x));
  if (entries.length === 0 || bad.length > 0)
    throw new ConfigError(
      `TRUST_PROXY must be a hop count (e.g. 1) or a comma-separated list of proxy addresses/CIDRs (e.g. 10.0.0.0/8,::1); not understood: ${bad.join(', ') || value}`,
    );
  return entries;
}

/**
 * The value for Fastify's `trustProxy`. Fastify treats a bare number as "trust nobody" (it cannot
 * check the immediate peer), so a hop count becomes a function trusting that many hops nearest to
 * us; with a count, the server must be reachable only through its proxies (else prefer addresses).
 */
export function fastifyTrustProxy(
  trust: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/**
 * A provider people sign in with (docs/product.md#sign-in-with-a-provider): an OpenID Connect
 * issuer, found through its discovery document, and this app's client there.
 */
export interface SignInProviderConfig {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Its addresses count as verified without an `email_verified` claim: a single Microsoft Entra
   * tenant's addresses are set by its administrators, and its tokens carry no such claim.
   */
  trustEmail: boolean;
}

const oidcProvidersSchema = z
  .array(
    z.object({
      id: z
        .string()
        .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'a short lowercase id, like "okta"')
        .refine(
          (id) => id !== 'google' && id !== 'microsoft',
          'google and microsoft have their own variables',
        ),
      name: z.string().trim().min(1).max(40),
      issuer: z.url({ protocol: /^https?$/ }),
      client_id: z.string().min(1),
      client_secret: z.string().min(1),
    }),
  )
  .max(10)
  .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'each id once');

function pair(id: string | undefined, secret: string | undefined, name: string) {
  if (!id && !secret) return null;
  if (!id || !secret)
    throw new ConfigError(`AUTH_${name}_CLIENT_ID and AUTH_${name}_CLIENT_SECRET go together.`);
  return { clientId: id, clientSecret: secret };
}

function signInProviders(e: {
  AUTH_GOOGLE_CLIENT_ID?: string | undefined;
  AUTH_GOOGLE_CLIENT_SECRET?: string | undefined;
  AUTH_GOOGLE_ISSUER: string;
  AUTH_MICROSOFT_CLIENT_ID?: string | undefined;
  AUTH_MICROSOFT_CLIENT_SECRET?: string | undefined;
  AUTH_MICROSOFT_TENANT?: string | undefined;
  AUTH_MICROSOFT_ISSUER?: string | undefined;
  AUTH_OIDC_PROVIDERS?: string | undefined;
}): SignInProviderConfig[] {
  const providers: SignInProviderConfig[] = [];
  const google = pair(e.AUTH_GOOGLE_CLIENT_ID, e.AUTH_GOOGLE_CLIENT_SECRET, 'GOOGLE');
  if (google)
    providers.push({
      id: 'google',
      name: 'Google',
      issuer: e.AUTH_GOOGLE_ISSUER,
      trustEmail: false,
      ...google,
    });
  const microsoft = pair(e.AUTH_MICROSOFT_CLIENT_ID, e.AUTH_MICROSOFT_CLIENT_SECRET, 'MICROSOFT');
  if (microsoft) {
    // Only a tenant's own issuer verifies: "common" tokens name each person's own tenant.
    if (!e.AUTH_MICROSOFT_TENANT)
      throw new ConfigError('AUTH_MICROSOFT_TENANT is required with AUTH_MICROSOFT_CLIENT_ID.');
    const tenant = e.AUTH_MICROSOFT_TENANT.toLowerCase();
    providers.push({
      id: 'microsoft',
      name: 'Microsoft',
      issuer: e.AUTH_MICROSOFT_ISSUER ?? `https://login.microsoftonline.com/${tenant}/v2.0`,
      trustEmail: true,
      ...microsoft,
    });
  }
  if (e.AUTH_OIDC_PROVIDERS) {
    let json: unknown;
    try {
      json = JSON.parse(e.AUTH_OIDC_PROVIDERS);
    } catch {
      throw new ConfigError(
        'AUTH_OIDC_PROVIDERS must be a JSON array of {id, name, issuer, client_id, client_secret}.',
      );
    }
    const parsed = oidcProvidersSchema.safeParse(json);
    if (!parsed.success)
      throw new ConfigError(
        `AUTH_OIDC_PROVIDERS: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
      );
    for (const p of parsed.data)
      providers.push({
        id: p.id,
        name: p.name,
        issuer: p.issuer,
        clientId: p.client_id,
        clientSecret: p.client_secret,
        trustEmail: false,
      });
  }
  return providers;
}

function externalIdentity(
  issuer: string | undefined,
  jwksUrl: string | undefined,
  audience: string | undefined,
) {
  if (!issuer && !jwksUrl) return undefined;
  if (!issuer || !jwksUrl)
    throw new ConfigError('AUTH_ISSUER and AUTH_JWKS_URL go together: set both or neither.');
  // Without an audience check, a token the provider issued to any other application of
  // the same issuer would be accepted here.
  if (!audience)
    throw new ConfigError(
      'AUTH_AUDIENCE is required with AUTH_ISSUER/AUTH_JWKS_URL: set it to the client id (audience) the provider puts in tokens meant for this app.',
    );
  return { issuer, jwksUrl, audience };
}

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
] as const;

function storageConfig(e: Env, dataDir: string): { kind: 'local'; root: string } | S3StorageConfig {
  if (!e.S3_BUCKET) {
    // An S3 setting without a bucket is a half-done set-up: refuse it rather than quietly
    // keep files on this machine's disk, where a second process would not find them.
    const stray = S3_VARIABLES.filter((name) => e[name] !== undefined);
    if (stray.length > 0)
      throw new ConfigError(
        `${stray.join(', ')} set but S3_BUCKET is not: set S3_BUCKET to store files in S3.`,
      );
    return { kind: 'local', root: path.join(dataDir, 'media') };
  }
  const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !e[name]);
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)
    throw new ConfigError(
      `S3_BUCKET is set, so S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed too (missing: ${missing.join(', ')}).`,
    );
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    // Self-hosted servers (MinIO, s3rver, Ceph) rarely have per-bucket host names; AWS prefers them.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
    prefix: e.S3_PREFIX ?? '',
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    database: withPoolSize(
      parseDatabaseUrl(e.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'app.db')}`, dataDir),
      e.DATABASE_POOL_SIZE,
    ),
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    listCacheBytes: e.LIST_CACHE_MB * 1024 * 1024,
    ffmpegPath: e.FFMPEG_PATH,
    webConcurrency: e.WEB_CONCURRENCY ?? os.availableParallelism(),
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDist),
    extensionOrigins: e.EXTENSION_ORIGINS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimit: {
      max: e.RATE_LIMIT_MAX,
      // Off unless set: a person paging through a long list calls one route many times a minute.
      routeMax: e.RATE_LIMIT_ROUTE_MAX ?? null,
      apiKeyMax: e.API_KEY_RATE_LIMIT_MAX ?? e.RATE_LIMIT_MAX,
      windowMs: e.RATE_LIMIT_WINDOW_MS,
    },
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    version: serverPackage.version,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    auth: {
      secret: e.AUTH_SECRET,
      external: externalIdentity(e.AUTH_ISSUER, e.AUTH_JWKS_URL, e.AUTH_AUDIENCE),
      providers: signInProviders(e),
    },
    secrets: { key: e.SECRETS_KEY },
    storage: { ...storageConfig(e, dataDir), quotaBytes: Math.floor(e.STORAGE_QUOTA_MB * 1024 * 1024) },
    jobs: {
      runWorker: e.RUN_WORKER,
      pollMs: e.JOBS_POLL_MS,
      leaseMs: e.JOBS_LEASE_MS,
      maxAttempts: e.JOBS_MAX_ATTEMPTS,
      concurrency: e.JOBS_CONCURRENCY,
    },
    publishing: {
      lateWindowMinutes: e.PUBLISH_LATE_WINDOW_MINUTES,
      blueskyVideoUrl: e.BLUESKY_VIDEO_URL ?? BLUESKY_VIDEO_URL,
      x: xConfig(e),
      linkedin: linkedinConfig(e),
      threads: threadsConfig(e),
      tiktok: tiktokConfig(e),
      youtube: youtubePublishingConfig(e),
      facebook: facebookConfig(e),
      pinterest: pinterestConfig(e),
    },
    egress: { allowPrivateTargets: e.ALLOW_PRIVATE_TARGETS },
    ssoDnsServers: e.SSO_DNS_SERVERS ? e.SSO_DNS_SERVERS.split(',') : [],
    slack: slackConfig(e),
    jira: jiraConfig(e),
    monday: { apiUrl: e.MONDAY_API_URL ?? MONDAY_API_ORIGIN },
    google: googleConfig(e),
    social: socialConfig(e),
    ai: aiConfig(e),
    billing: billingConfig(e),
    push: pushConfig(e),
  };
}
