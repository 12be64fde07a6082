import { z } from 'zod';

/**
 * API keys (docs/product.md#api-keys): a secret a script, an automation or an AI agent sends
 * as `Authorization: Bearer …` instead of a person's 15-minute ID token. A key acts as the
 * person who made it, capped by its scopes: it can never do more than they can, and loses
 * whatever they lose.
 */

/** What a key may do, per resource: read, or read and write (`write` implies `read`). */
export const API_KEY_SCOPES = [
  'tickets:read',
  'tickets:write',
  'comments:read',
  'comments:write',
  'brands:read',
  'brands:write',
  'brand_profile:read',
  'brand_profile:write',
  'time:read',
  'time:write',
  'approvals:read',
  'approvals:write',
  'publishing:read',
  'publishing:write',
  'analytics:read',
  'analytics:write',
  'assets:read',
  'assets:write',
  'members:read',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * What a route needs of a key: a scope, or `session`: the route is for a person signed in
 * (identity, keys, billing, membership, connecting accounts, deciding an approval), and a key
 * gets 403 `api_key_not_allowed`; or `any`: any key may call it and it checks the scope of each
 * operation it carries (the MCP endpoint's tools).
 */
export type RouteScope = ApiKeyScope | 'session' | 'any';

/** Whether a key with `scopes` may call a route that needs `needed` (a write scope covers its read). */
export function scopeAllows(scopes: readonly string[], needed: ApiKeyScope): boolean {
  if (scopes.includes(needed)) return true;
  return needed.endsWith(':read') && scopes.includes(needed.replace(/:read$/, ':write'));
}

/** A personal access token's prefix. */
export const API_KEY_PREFIX = 'exp_pat_';
/** A workspace key's prefix: a key an admin makes for the workspace, acting as its own member. */
export const WORKSPACE_KEY_PREFIX = 'exp_wsk_';
/** Characters of the random part (32 bytes in base62) and of the checksum. */
export const API_KEY_RANDOM_LENGTH = 43;
export const API_KEY_CHECKSUM_LENGTH = 6;
/** How a key looks: prefix, random part, checksum — what secret scanners match. */
export const API_KEY_PATTERN = new RegExp(
  `^exp_(?:pat|wsk)_[0-9A-Za-z]{${API_KEY_RANDOM_LENGTH}}[0-9A-Za-z]{${API_KEY_CHECKSUM_LENGTH}}$`,
);
/** Characters of a key shown again after it was made (its prefix and the first random ones). */
export const API_KEY_SHOWN_LENGTH = 12;

export const API_KEY_DEFAULT_DAYS = 90;
export const API_KEY_MAX_DAYS = 365;
/** Keys one person, or one workspace, may hold at once (revoked and expired ones do not count). */
export const API_KEYS_MAX = 50;
/** Brands one workspace key may be given. */
export const WORKSPACE_KEY_BRANDS_MAX = 100;
export const API_KEY_NAME_MAX = 100;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** CRC-32 (IEEE) of the text: the checksum's source, as secret scanners compute it. */
function crc32(text: string): number {
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i += 1) {
    crc ^= text.charCodeAt(i);
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A number in base62, left-padded to `length` characters. */
export function base62(value: bigint, length: number): string {
  let out = '';
  let rest = value;
  while (rest > 0n) {
    out = BASE62[Number(rest % 62n)] + out;
    rest /= 62n;
  }
  return out.padStart(length, '0').slice(-length);
}

/** The checksum of a key's prefix and random part. */
export const apiKeyChecksum = (body: string) => base62(BigInt(crc32(body)), API_KEY_CHECKSUM_LENGTH);

/** Whether a string is shaped like a key and its checksum holds (no database read needed). */
export function apiKeyWellFormed(token: string): boolean {
  if (!API_KEY_PATTERN.test(token)) return false;
  const body = token.slice(0, -API_KEY_CHECKSUM_LENGTH);
  return apiKeyChecksum(body) === token.slice(-API_KEY_CHECKSUM_LENGTH);
}

/** `POST /account/api-keys`. An expiry is chosen; "never" only by saying so (`expires_in_days: null`). */
export const apiKeyCreateSchema = z.object({
  name: z.string().trim().min(1, 'Name the key.').max(API_KEY_NAME_MAX),
  scopes: z
    .array(z.enum(API_KEY_SCOPES))
    .min(1, 'Choose at least one scope.')
    .max(API_KEY_SCOPES.length)
    .refine((list) => new Set(list).size === list.length, 'Each scope once.'),
  expires_in_days: z.number().int().min(1).max(API_KEY_MAX_DAYS).nullable().default(API_KEY_DEFAULT_DAYS),
  /**
   * The brands (uids) the key may reach, of those its owner sees; null or absent for every brand
   * its owner sees, now and later. A limited key reaches only the workspaces of its brands.
   */
  brands: z
    .array(z.string().min(1).max(64))
    .min(1, 'Choose at least one brand, or none to reach every brand.')
    .max(WORKSPACE_KEY_BRANDS_MAX)
    .refine((list) => new Set(list).size === list.length, 'Each brand once.')
    .nullable()
    .default(null),
});
export type ApiKeyCreateInput = z.infer<typeof apiKeyCreateSchema>;

/**
 * `POST /workspaces/{id}/api-keys`: a workspace key works on the brands named here and nowhere
 * else (at least one: a key that reaches every brand, new ones too, is an admin's, and a key is
 * never an admin).
 */
export const workspaceKeyCreateSchema = apiKeyCreateSchema.extend({
  brands: z
    .array(z.string().min(1).max(64))
    .min(1, 'Choose at least one brand.')
    .max(WORKSPACE_KEY_BRANDS_MAX)
    .refine((list) => new Set(list).size === list.length, 'Each brand once.'),
});
export type WorkspaceKeyCreateInput = z.infer<typeof workspaceKeyCreateSchema>;

export const apiKeySchema = z.object({
  uid: z.string(),
  name: z.string(),
  /** The key's first characters, to tell keys apart (`exp_pat_4fZq`). */
  shown: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  created_at: z.string(),
  /** Null: never expires (chosen so when it was made). */
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  state: z.enum(['active', 'expired']),
  /** A personal key limited to brands: their uids, as chosen; null for every brand its owner sees. */
  brands: z.array(z.string()).nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });
/** The answer to making a key: the secret, shown this once and never again. */
export const createdApiKeySchema = apiKeySchema.extend({ secret: z.string() });

/** A workspace key: also the brands it works on, and who made it. */
export const workspaceKeySchema = apiKeySchema.extend({
  /** The brands (uids) the key may reach; a brand deleted since is no longer listed. */
  brands: z.array(z.string()),
  /** The name of the admin who made it; null when they are gone. */
  made_by: z.string().nullable(),
});
export type WorkspaceKey = z.infer<typeof workspaceKeySchema>;
export const workspaceKeyListSchema = z.object({ items: z.array(workspaceKeySchema) });
export const createdWorkspaceKeySchema = workspaceKeySchema.extend({ secret: z.string() });
