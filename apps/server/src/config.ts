import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import serverPackage from '../package.json' with { type: 'json' };

/**
 * Environment → typed configuration. Every variable has a default for the embedded mode
 * (SQLite, local files, no external service), so `npm start` needs no configuration.
 * The README's configuration table documents each one; keep them in step.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
// apps/server/src or apps/server/dist → apps/web/dist
const defaultWebDist = path.resolve(here, '../../web/dist');

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const booleanFlag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => v === 'true' || v === '1' || v === 'yes'),
);
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
  EXTENSION_ORIGINS: commaList,
  TRUST_PROXY: booleanFlag,
  RATE_LIMIT_MAX: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(300)),
  RATE_LIMIT_WINDOW_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(60_000)),
  SHUTDOWN_GRACE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(10_000)),
  SMTP_URL: optionalString,
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Expertos <no-reply@localhost>')),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
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
  JOBS_POLL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(1_000)),
  JOBS_LEASE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(60_000)),
  JOBS_MAX_ATTEMPTS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(8)),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: optionalFlag,
  S3_PREFIX: optionalString,
});
type Env = z.infer<typeof envSchema>;

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

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

export type StorageConfig = { kind: 'local'; root: string } | S3StorageConfig;

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** The address people open; the app's own origin for CORS and links. */
  publicUrl: string;
  dataDir: string;
  database: DatabaseConfig;
  redisUrl: string | undefined;
  logLevel: string;
  /** Directory of the built SPA; when it has no index.html the API runs alone. */
  webDistDir: string;
  /** Origins besides our own that may call the API from a browser (the extension's). */
  extensionOrigins: string[];
  trustProxy: boolean;
  rateLimit: { max: number; windowMs: number };
  shutdownGraceMs: number;
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
    external: { issuer: string; jwksUrl: string; audience: string | undefined } | undefined;
  };
  /** Where uploaded files go: DATA_DIR/media, or a bucket when S3_BUCKET is set. */
  storage: StorageConfig;
  jobs: {
    /** Run the job worker inside this process (`npm start`); false for API-only processes. */
    runWorker: boolean;
    pollMs: number;
    leaseMs: number;
    maxAttempts: number;
  };
}

export class ConfigError extends Error {}

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

function externalIdentity(
  issuer: string | undefined,
  jwksUrl: string | undefined,
  audience: string | undefined,
) {
  if (!issuer && !jwksUrl) return undefined;
  if (!issuer || !jwksUrl)
    throw new ConfigError('AUTH_ISSUER and AUTH_JWKS_URL go together: set both or neither.');
  return { issuer, jwksUrl, audience };
}

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
] as const;

function storageConfig(e: Env, dataDir: string): StorageConfig {
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
    database: parseDatabaseUrl(e.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'app.db')}`, dataDir),
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDist),
    extensionOrigins: e.EXTENSION_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    version: serverPackage.version,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    auth: {
      secret: e.AUTH_SECRET,
      external: externalIdentity(e.AUTH_ISSUER, e.AUTH_JWKS_URL, e.AUTH_AUDIENCE),
    },
    storage: storageConfig(e, dataDir),
    jobs: {
      runWorker: e.RUN_WORKER,
      pollMs: e.JOBS_POLL_MS,
      leaseMs: e.JOBS_LEASE_MS,
      maxAttempts: e.JOBS_MAX_ATTEMPTS,
    },
  };
}
