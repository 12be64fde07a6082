import os from 'node:os';
import path from 'node:path';
import { EXTENSION_ORIGIN } from '@expertos/domain/extension';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDatabaseUrl } from './config.js';

describe('sign-in providers', () => {
  const tenant = '72f988bf-86f1-41af-91ab-2d7cd011db47';
  it('offers none by default, and each configured one in order, Microsoft trusted for its tenant', () => {
    expect(loadConfig({}).auth.providers).toEqual([]);
    const providers = loadConfig({
      AUTH_GOOGLE_CLIENT_ID: 'g-id',
      AUTH_GOOGLE_CLIENT_SECRET: 'g-secret',
      AUTH_MICROSOFT_CLIENT_ID: 'm-id',
      AUTH_MICROSOFT_CLIENT_SECRET: 'm-secret',
      AUTH_MICROSOFT_TENANT: tenant.toUpperCase(),
      AUTH_OIDC_PROVIDERS: JSON.stringify([
        { id: 'okta', name: 'Okta', issuer: 'https://acme.okta.com', client_id: 'o', client_secret: 's' },
      ]),
    }).auth.providers;
    expect(providers.map((p) => [p.id, p.issuer, p.trustEmail])).toEqual([
      ['google', 'https://accounts.google.com', false],
      ['microsoft', `https://login.microsoftonline.com/${tenant}/v2.0`, true],
      ['okta', 'https://acme.okta.com', false],
    ]);
  });

  it('refuses half a pair, Microsoft without its tenant, and malformed providers', () => {
    expect(() => loadConfig({ AUTH_GOOGLE_CLIENT_ID: 'g-id' })).toThrow(/go together/);
    expect(() => loadConfig({ AUTH_MICROSOFT_CLIENT_ID: 'm', AUTH_MICROSOFT_CLIENT_SECRET: 's' })).toThrow(
      /AUTH_MICROSOFT_TENANT/,
    );
    expect(() => loadConfig({ AUTH_MICROSOFT_TENANT: 'common' })).toThrow(ConfigError);
    expect(() => loadConfig({ AUTH_OIDC_PROVIDERS: 'not json' })).toThrow(/JSON array/);
    const google = {
      id: 'google',
      name: 'G',
      issuer: 'https://x.example',
      client_id: 'a',
      client_secret: 'b',
    };
    expect(() => loadConfig({ AUTH_OIDC_PROVIDERS: JSON.stringify([google]) })).toThrow(
      /their own variables/,
    );
    const twice = { ...google, id: 'okta' };
    expect(() => loadConfig({ AUTH_OIDC_PROVIDERS: JSON.stringify([twice, twice]) })).toThrow(/each id once/);
  });
});

describe('loadConfig', () => {
  it('runs on embedded defaults with no environment at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({ kind: 'sqlite', file: path.resolve('./data/app.db') });
    expect(config.redisUrl).toBeUndefined();
    // The extension built from this repository, by its fixed id.
    expect(config.extensionOrigins).toEqual([EXTENSION_ORIGIN]);
  });

  it('takes a VAPID key pair only whole, and a push contact that push services accept', () => {
    const publicKey = `B${'A'.repeat(86)}`;
    const privateKey = 'C'.repeat(43);
    expect(
      loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).push.vapid,
    ).toMatchObject({
      publicKey,
      privateKey,
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(ConfigError);
    expect(() => loadConfig({ VAPID_SUBJECT: 'someone@example.com' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({}).push.vapid.subject).toBe('mailto:admin@localhost');
    expect(loadConfig({ PUBLIC_URL: 'https://app.example.com' }).push.vapid.subject).toBe(
      'https://app.example.com',
    );
  });

  it('puts the default database inside DATA_DIR', () => {
    expect(loadConfig({ DATA_DIR: '/srv/expertos' }).database).toEqual({
      kind: 'sqlite',
      file: '/srv/expertos/app.db',
    });
  });

  it('serves on one API process per core unless WEB_CONCURRENCY says otherwise', () => {
    expect(loadConfig({}).webConcurrency).toBe(os.availableParallelism());
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    expect(loadConfig({}).listCacheBytes).toBe(32 * 1024 * 1024);
    expect(loadConfig({ LIST_CACHE_MB: '0' }).listCacheBytes).toBe(0);
    expect(() => loadConfig({ LIST_CACHE_MB: '-1' })).toThrow(/LIST_CACHE_MB/);
    for (const bad of ['0', '-2', '1.5', 'all', '65']) {
      expect(() => loadConfig({ WEB_CONCURRENCY: bad })).toThrow(/WEB_CONCURRENCY/);
    }
  });

  it('gives each process a PostgreSQL pool of DATABASE_POOL_SIZE connections (10 by default)', () => {
    const url = 'postgres://u@db:5432/app';
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ kind: 'postgres', url, poolSize: 10 });
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '4' }).database).toEqual({
      kind: 'postgres',
      url,
      poolSize: 4,
    });
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', REDIS_URL: '' }).port).toBe(3000);
  });

  it('reads lists and flags', () => {
    const config = loadConfig({
      EXTENSION_ORIGINS: 'chrome-extension://a, chrome-extension://b',
      TRUST_PROXY: '1',
    });
    expect(config.extensionOrigins).toEqual(['chrome-extension://a', 'chrome-extension://b']);
    expect(config.trustProxy).toBe(1);
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });
});

describe('loadConfig: JOBS_CONCURRENCY', () => {
  it('runs 16 jobs at once by default and takes 1 to 100', () => {
    expect(loadConfig({}).jobs.concurrency).toBe(16);
    expect(loadConfig({ JOBS_CONCURRENCY: '1' }).jobs.concurrency).toBe(1);
    expect(loadConfig({ JOBS_CONCURRENCY: '100' }).jobs.concurrency).toBe(100);
    for (const bad of ['0', '101', '2.5', 'many']) {
      expect(() => loadConfig({ JOBS_CONCURRENCY: bad })).toThrow(/JOBS_CONCURRENCY/);
    }
  });
});

describe('loadConfig: ALLOW_PRIVATE_TARGETS', () => {
  it('keeps private addresses out of reach by default and lifts that only when asked', () => {
    expect(loadConfig({}).egress.allowPrivateTargets).toBe(false);
    expect(loadConfig({ ALLOW_PRIVATE_TARGETS: '' }).egress.allowPrivateTargets).toBe(false);
    expect(loadConfig({ ALLOW_PRIVATE_TARGETS: 'false' }).egress.allowPrivateTargets).toBe(false);
    expect(loadConfig({ ALLOW_PRIVATE_TARGETS: 'true' }).egress.allowPrivateTargets).toBe(true);
    expect(loadConfig({ ALLOW_PRIVATE_TARGETS: '1' }).egress.allowPrivateTargets).toBe(true);
  });

  it('refuses a value it cannot read rather than guessing', () => {
    expect(() => loadConfig({ ALLOW_PRIVATE_TARGETS: 'lan' })).toThrow(/ALLOW_PRIVATE_TARGETS/);
  });
});

describe('loadConfig: TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('takes a list of proxy addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses "trust everything" and says what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=1/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses values that are neither a count nor addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/proxy\.example\.com/);
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });
});

describe('loadConfig: METRICS_TOKEN', () => {
  it('keeps /api/metrics off without it, and refuses a short one', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: 'x'.repeat(31) })).toThrow(/METRICS_TOKEN: must be at least 32/);
    expect(loadConfig({ METRICS_TOKEN: 'y'.repeat(40) }).metricsToken).toBe('y'.repeat(40));
  });
});

describe('loadConfig: AUTH_SECRET', () => {
  it('refuses a secret under 32 characters, saying how to make one', () => {
    expect(() => loadConfig({ AUTH_SECRET: 'x'.repeat(31) })).toThrow(/AUTH_SECRET: must be at least 32/);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/openssl rand/);
    expect(loadConfig({ AUTH_SECRET: 'x'.repeat(32) }).auth.secret).toBe('x'.repeat(32));
  });
});

describe('loadConfig: external identity provider', () => {
  const idp = { AUTH_ISSUER: 'https://id.example.com', AUTH_JWKS_URL: 'https://id.example.com/jwks' };

  it('uses the provider with its audience', () => {
    expect(loadConfig({ ...idp, AUTH_AUDIENCE: 'expertos' }).auth.external).toEqual({
      issuer: 'https://id.example.com',
      jwksUrl: 'https://id.example.com/jwks',
      audience: 'expertos',
    });
  });

  it('refuses to start without AUTH_AUDIENCE, saying what to set', () => {
    expect(() => loadConfig(idp)).toThrow(ConfigError);
    expect(() => loadConfig(idp)).toThrow(/AUTH_AUDIENCE is required/);
    expect(() => loadConfig({ ...idp, AUTH_AUDIENCE: '' })).toThrow(/AUTH_AUDIENCE/);
  });

  it('needs no audience for the embedded identity service', () => {
    expect(loadConfig({}).auth.external).toBeUndefined();
  });
});

describe('loadConfig: storage', () => {
  const s3 = {
    S3_BUCKET: 'media',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('keeps files on local disk under DATA_DIR by default', () => {
    expect(loadConfig({ DATA_DIR: '/srv/expertos' }).storage).toEqual({
      kind: 'local',
      root: '/srv/expertos/media',
      quotaBytes: 5120 * 1024 * 1024,
    });
  });

  it('reads the per-workspace storage quota in MB (0: unlimited) and refuses a negative one', () => {
    expect(loadConfig({ STORAGE_QUOTA_MB: '10' }).storage.quotaBytes).toBe(10 * 1024 * 1024);
    expect(loadConfig({ STORAGE_QUOTA_MB: '0' }).storage.quotaBytes).toBe(0);
    expect(() => loadConfig({ STORAGE_QUOTA_MB: '-1' })).toThrow();
  });

  it('uses AWS S3 when only a bucket and credentials are given', () => {
    expect(loadConfig(s3).storage).toEqual({
      kind: 's3',
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'media',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
      prefix: '',
      quotaBytes: 5120 * 1024 * 1024,
    });
  });

  it('addresses a self-hosted endpoint by path unless told otherwise', () => {
    const config = loadConfig({
      ...s3,
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'eu-central-1',
      S3_PREFIX: '/expertos/prod/',
    });
    expect(config.storage).toMatchObject({
      kind: 's3',
      endpoint: 'http://minio:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
      prefix: '/expertos/prod/',
    });
    expect(
      loadConfig({ ...s3, S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: 'false' }).storage,
    ).toMatchObject({ forcePathStyle: false });
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'true' }).storage).toMatchObject({
      forcePathStyle: true,
    });
  });

  it('treats an empty S3_BUCKET as unset', () => {
    expect(loadConfig({ S3_BUCKET: '' }).storage.kind).toBe('local');
  });

  it('refuses a bucket without credentials, naming what is missing', () => {
    expect(() => loadConfig({ S3_BUCKET: 'media' })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_BUCKET: 'media' })).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /missing: S3_SECRET_ACCESS_KEY\)/,
    );
  });

  it('refuses S3 settings without a bucket rather than quietly using the local disk', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_ENDPOINT, S3_ACCESS_KEY_ID set but S3_BUCKET is not/,
    );
  });

  it('refuses a malformed endpoint or flag', () => {
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});

describe('parseDatabaseUrl', () => {
  it.each([
    ['postgres://u@localhost/db', { kind: 'postgres', url: 'postgres://u@localhost/db' }],
    ['postgresql://u@localhost/db', { kind: 'postgres', url: 'postgresql://u@localhost/db' }],
    ['sqlite:/tmp/x.db', { kind: 'sqlite', file: '/tmp/x.db' }],
    ['sqlite::memory:', { kind: 'sqlite', file: ':memory:' }],
  ])('%s', (url, expected) => {
    expect(parseDatabaseUrl(url, '/data')).toEqual(expected);
  });

  it('refuses an unknown scheme and says what is accepted', () => {
    expect(() => parseDatabaseUrl('mysql://x', '/data')).toThrow(/sqlite: or postgres:\/\//);
  });
});

describe('loadConfig: SECRETS_KEY', () => {
  it('is unset by default (a key is then generated into DATA_DIR)', () => {
    expect(loadConfig({}).secrets.key).toBeUndefined();
    expect(loadConfig({ SECRETS_KEY: '' }).secrets.key).toBeUndefined();
  });

  it('takes 32 bytes as base64 or hex', () => {
    const base64 = Buffer.alloc(32, 7).toString('base64');
    const hex = Buffer.alloc(32, 7).toString('hex');
    expect(loadConfig({ SECRETS_KEY: base64 }).secrets.key).toBe(base64);
    expect(loadConfig({ SECRETS_KEY: hex }).secrets.key).toBe(hex);
  });

  it('refuses any other length at start-up, naming the variable and the expected size', () => {
    for (const bad of [Buffer.alloc(16).toString('base64'), Buffer.alloc(31).toString('hex'), 'secret']) {
      expect(() => loadConfig({ SECRETS_KEY: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ SECRETS_KEY: bad })).toThrow(/SECRETS_KEY: must be 32 bytes/);
    }
  });
});

describe('loadConfig: Jira and monday.com', () => {
  it('offers no Atlassian consent without an app, and talks to Atlassian and monday themselves by default', () => {
    const { jira, monday } = loadConfig({});
    expect(jira).toEqual({
      app: undefined,
      apiUrl: 'https://api.atlassian.com',
      authUrl: 'https://auth.atlassian.com',
    });
    expect(monday).toEqual({ apiUrl: 'https://api.monday.com' });
  });

  it('takes the app and stand-ins, and refuses an id without a secret', () => {
    const { jira } = loadConfig({
      JIRA_CLIENT_ID: 'app-id',
      JIRA_CLIENT_SECRET: 'shh',
      JIRA_API_URL: 'http://127.0.0.1:9999',
      JIRA_AUTH_URL: 'http://127.0.0.1:9998',
    });
    expect(jira).toEqual({
      app: { clientId: 'app-id', clientSecret: 'shh' },
      apiUrl: 'http://127.0.0.1:9999',
      authUrl: 'http://127.0.0.1:9998',
    });
    expect(() => loadConfig({ JIRA_CLIENT_SECRET: 'shh' })).toThrow(/JIRA_CLIENT_ID and JIRA_CLIENT_SECRET/);
  });
});

describe('loadConfig: publishing', () => {
  it('uploads Bluesky videos to Bluesky’s video service unless pointed elsewhere, and refuses a non-URL', () => {
    expect(loadConfig({}).publishing.blueskyVideoUrl).toBe('https://video.bsky.app');
    expect(loadConfig({ BLUESKY_VIDEO_URL: '' }).publishing.blueskyVideoUrl).toBe('https://video.bsky.app');
    expect(loadConfig({ BLUESKY_VIDEO_URL: 'http://127.0.0.1:9999' }).publishing.blueskyVideoUrl).toBe(
      'http://127.0.0.1:9999',
    );
    expect(() => loadConfig({ BLUESKY_VIDEO_URL: 'video.bsky.app' })).toThrow(/BLUESKY_VIDEO_URL/);
  });

  it('sets X up only with both of its app’s credentials, on X’s own pages unless pointed elsewhere', () => {
    expect(loadConfig({}).publishing.x).toBeUndefined();
    expect(loadConfig({ X_CLIENT_ID: 'id', X_CLIENT_SECRET: 'secret' }).publishing.x).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      authUrl: 'https://x.com/i/oauth2/authorize',
      apiUrl: 'https://api.x.com',
    });
    expect(
      loadConfig({
        X_CLIENT_ID: 'id',
        X_CLIENT_SECRET: 'secret',
        X_AUTH_URL: 'http://127.0.0.1:9999/i/oauth2/authorize',
        X_API_URL: 'http://127.0.0.1:9999/',
      }).publishing.x,
    ).toMatchObject({ authUrl: 'http://127.0.0.1:9999/i/oauth2/authorize', apiUrl: 'http://127.0.0.1:9999' });
    expect(() => loadConfig({ X_CLIENT_ID: 'id' })).toThrow(/X_CLIENT_ID and X_CLIENT_SECRET go together/);
  });
});

describe('loadConfig: Slack', () => {
  it('offers no "Add to Slack" without an app, and talks to Slack itself by default', () => {
    const { slack } = loadConfig({});
    expect(slack).toEqual({
      app: undefined,
      apiUrl: 'https://slack.com/api/',
      authorizeUrl: 'https://slack.com/oauth/v2/authorize',
    });
  });

  it('takes the app and a stand-in, adding the trailing slash the client expects', () => {
    const { slack } = loadConfig({
      SLACK_CLIENT_ID: '123.456',
      SLACK_CLIENT_SECRET: 'shh',
      SLACK_API_URL: 'http://127.0.0.1:9999/api',
      SLACK_AUTHORIZE_URL: 'http://127.0.0.1:9999/oauth/v2/authorize',
    });
    expect(slack).toEqual({
      app: { clientId: '123.456', clientSecret: 'shh' },
      apiUrl: 'http://127.0.0.1:9999/api/',
      authorizeUrl: 'http://127.0.0.1:9999/oauth/v2/authorize',
    });
  });

  it('refuses an id without a secret (and the reverse) at start-up, naming both', () => {
    expect(() => loadConfig({ SLACK_CLIENT_ID: '123.456' })).toThrow(ConfigError);
    expect(() => loadConfig({ SLACK_CLIENT_SECRET: 'shh' })).toThrow(
      /SLACK_CLIENT_ID and SLACK_CLIENT_SECRET/,
    );
  });

  it('refuses an API or authorize address that is not http(s)', () => {
    expect(() => loadConfig({ SLACK_API_URL: 'ftp://example.com/api' })).toThrow(/SLACK_API_URL/);
    expect(() => loadConfig({ SLACK_AUTHORIZE_URL: 'not a url' })).toThrow(/SLACK_AUTHORIZE_URL/);
  });
});

describe('loadConfig: Google Calendar (README "Integrations")', () => {
  it("has no Google app by default, and then uses Google's own addresses", () => {
    expect(loadConfig({}).google).toEqual({
      app: undefined,
      authorizeUrl: undefined,
      tokenUrl: undefined,
      revokeUrl: undefined,
      apiUrl: undefined,
    });
  });

  it('takes the OAuth client and stand-in addresses, the API root ending in a slash', () => {
    const { google } = loadConfig({
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'GOCSPX-shh',
      GOOGLE_API_URL: 'http://127.0.0.1:9999',
    });
    expect(google.app).toEqual({ clientId: 'id.apps.googleusercontent.com', clientSecret: 'GOCSPX-shh' });
    expect(google.apiUrl).toBe('http://127.0.0.1:9999/');
  });

  it('refuses an id without a secret (and the reverse) at start-up, naming both', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(ConfigError);
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: 'shh' })).toThrow(
      /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/,
    );
  });
});

describe('loadConfig: billing (README "Billing (Stripe)")', () => {
  const stripe = {
    STRIPE_SECRET_KEY: 'sk_test_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_1',
    STRIPE_PRICE_BUSINESS_MONTH: 'price_bm',
    STRIPE_PRICE_BUSINESS_YEAR: 'price_by',
    STRIPE_PRICE_SEAT_MONTH: 'price_sm',
    STRIPE_PRICE_SEAT_YEAR: 'price_sy',
  };

  it('is off without a Stripe key, and off with BILLING=none even with one', () => {
    expect(loadConfig({}).billing).toEqual({ kind: 'off', salesEmail: null });
    expect(loadConfig({ ...stripe, BILLING: 'none' }).billing.kind).toBe('off');
  });

  it('turns Stripe on with a key, reading the prices and the API address', () => {
    const billing = loadConfig({
      ...stripe,
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      SALES_EMAIL: 'sales@example.com',
    }).billing;
    expect(billing).toMatchObject({
      kind: 'stripe',
      salesEmail: 'sales@example.com',
      secretKey: 'sk_test_1',
      prices: {
        month: { base: 'price_bm', seat: 'price_sm', included: null },
        year: { base: 'price_by', seat: 'price_sy', included: null },
      },
    });
    expect(billing.kind === 'stripe' && billing.apiBase?.port).toBe('12111');
  });

  it('refuses a half set-up at start-up, naming what is missing and how to make it', () => {
    const { STRIPE_WEBHOOK_SECRET: _w, STRIPE_PRICE_SEAT_YEAR: _p, ...partial } = stripe;
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    expect(() => loadConfig(partial)).toThrow(
      /STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_SEAT_YEAR.*billing:prices/,
    );
    expect(() => loadConfig({ BILLING: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  });
});
