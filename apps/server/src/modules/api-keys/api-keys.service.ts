import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  API_KEY_PREFIX,
  API_KEY_RANDOM_LENGTH,
  API_KEY_SHOWN_LENGTH,
  API_KEYS_MAX,
  type ApiKey,
  type ApiKeyCreateInput,
  type ApiKeyScope,
  apiKeyChecksum,
  apiKeyWellFormed,
  base62,
} from '@expertos/domain/api-keys';
import { toDbJson } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';
import { type ApiKeyRow, type ApiKeysRepository, brandsOf, scopesOf } from './api-keys.repository.js';

const DAY_MS = 86_400_000;
/** A key's last use is written at most this often: a script's every call is not a write. */
const LAST_USE_EVERY_MS = 60_000;

/** How long, and for how many keys at once, a verified key is known to the rate limits. */
const KNOWN_FOR_MS = 60_000;
const KNOWN_KEYS_MAX = 10_000;

export const hashKey = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new secret: prefix, 32 random bytes in base62, and its checksum. */
export function newSecret(prefix: string = API_KEY_PREFIX): string {
  const random = base62(BigInt(`0x${randomBytes(32).toString('hex')}`), API_KEY_RANDOM_LENGTH);
  const body = `${prefix}${random}`;
  return body + apiKeyChecksum(body);
}

export const keyExpired = (row: ApiKeyRow, at: Date) =>
  row.expires_at !== null && row.expires_at <= at.toISOString();

/** A key as its list shows it: never its secret nor its hash. */
export const keyView = (row: ApiKeyRow, at: Date): ApiKey => ({
  uid: row.id,
  name: row.name,
  shown: row.shown,
  scopes: scopesOf(row),
  created_at: row.created_at,
  expires_at: row.expires_at,
  last_used_at: row.last_used_at,
  state: keyExpired(row, at) ? 'expired' : 'active',
  brands: brandsOf(row),
});

/** A new key's row and secret, for `userId` to act as. */
export function newKey(
  input: ApiKeyCreateInput,
  at: Date,
  whose: {
    userId: string;
    workspaceId: string | null;
    madeBy: string | null;
    prefix: string;
    /** A personal key's brand limit; a workspace key's brands are its member's grants instead. */
    brands: string[] | null;
  },
): { row: ApiKeyRow; secret: string } {
  const secret = newSecret(whose.prefix);
  const row: ApiKeyRow = {
    id: randomUUID(),
    user_id: whose.userId,
    workspace_id: whose.workspaceId,
    made_by: whose.madeBy,
    name: input.name,
    shown: secret.slice(0, API_KEY_SHOWN_LENGTH),
    token_hash: hashKey(secret),
    scopes: toDbJson(input.scopes),
    brands: whose.brands ? toDbJson(whose.brands) : null,
    created_at: at.toISOString(),
    expires_at:
      input.expires_in_days === null
        ? null
        : new Date(at.getTime() + input.expires_in_days * DAY_MS).toISOString(),
    last_used_at: null,
    revoked_at: null,
  };
  return { row, secret };
}

/** What a request made with a key carries: the key, its owner, its scopes and its brand limit. */
export interface KeyCaller {
  id: string;
  userId: string;
  scopes: ApiKeyScope[];
  brands: string[] | null;
}

/** What personal keys need of other modules: whether a person sees a brand now (the workspaces module's rule). */
export interface ApiKeyPorts {
  seesBrand(userId: string, projectId: string): Promise<boolean>;
  /** A personal key was made: its owner is e-mailed (docs/product.md#security-e-mails). */
  keyMade?(userId: string, name: string): Promise<void>;
}

/**
 * A person's API keys (docs/product.md#api-keys): made with a name, scopes and an expiry, the
 * secret shown once and kept as its SHA-256; listed by their first characters; revoked at once.
 */
export function createApiKeysService({
  repository,
  now,
  ports,
}: {
  repository: ApiKeysRepository;
  now: () => Date;
  /** Only to make keys; the authenticator's copy checks keys and needs none. */
  ports?: ApiKeyPorts;
}) {
  // Keys verified lately (by hash), for rate-limit identity only; bounded, each for a minute.
  const recent = new Map<string, { id: string; until: number }>();
  const remember = (hash: string, id: string, at: Date) => {
    if (recent.size >= KNOWN_KEYS_MAX) recent.delete(recent.keys().next().value as string);
    recent.set(hash, { id, until: at.getTime() + KNOWN_FOR_MS });
  };
  const expired = keyExpired;
  const view = keyView;

  return {
    /**
     * The key a secret names if this process verified it lately: whom a request counts against
     * for rate limits before it is checked again (platform/rate-limit.ts). Never a permission:
     * every request still verifies its key.
     */
    known(secret: string): string | null {
      const hash = hashKey(secret);
      const entry = recent.get(hash);
      if (!entry || entry.until < now().getTime()) return null;
      return entry.id;
    },

    async list(userId: string): Promise<ApiKey[]> {
      const at = now();
      return (await repository.ofUser(userId)).map((row) => view(row, at));
    },

    async create(userId: string, input: ApiKeyCreateInput): Promise<ApiKey & { secret: string }> {
      const at = now();
      const held = (await repository.ofUser(userId)).filter((row) => !expired(row, at));
      if (held.length >= API_KEYS_MAX) throw new AppError('api_keys_limit');
      // Only brands the owner sees now; another's is as unknown as a made-up id.
      for (const projectId of input.brands ?? []) {
        if (!ports || !(await ports.seesBrand(userId, projectId))) {
          throw new AppError('validation_error', {
            details: [{ path: 'brands', message: 'Choose brands you can see.' }],
          });
        }
      }
      const { row, secret } = newKey(input, at, {
        userId,
        workspaceId: null,
        madeBy: null,
        prefix: API_KEY_PREFIX,
        brands: input.brands ?? null,
      });
      await repository.insert(row);
      await ports?.keyMade?.(userId, row.name);
      return { ...view(row, at), secret };
    },

    async revoke(userId: string, keyId: string): Promise<void> {
      if (!(await repository.revoke(userId, keyId, now().toISOString()))) throw new AppError('not_found');
    },

    /**
     * The key a bearer secret names, in force now; null for anything else (malformed, a wrong
     * checksum — no database read then —, unknown, revoked, expired).
     */
    async authenticate(secret: string): Promise<KeyCaller | null> {
      if (!apiKeyWellFormed(secret)) return null;
      const hash = hashKey(secret);
      const row = await repository.byHash(hash);
      const at = now();
      if (!row || row.revoked_at !== null || expired(row, at)) return null;
      remember(hash, row.id, at);
      if (!row.last_used_at || at.getTime() - Date.parse(row.last_used_at) >= LAST_USE_EVERY_MS)
        await repository.used(row.id, at.toISOString());
      return { id: row.id, userId: row.user_id, scopes: scopesOf(row), brands: brandsOf(row) };
    },
  };
}
export type ApiKeysService = ReturnType<typeof createApiKeysService>;
