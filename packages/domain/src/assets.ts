import { z } from 'zod';
import { CHANNEL_NETWORKS, type ChannelNetwork } from './publishing/handoff';
import { httpUrlSchema } from './url';

// Named by the error catalogue, so kept where the first screen reads it free of zod (limits.ts).
export {
  ASSET_FOLDER_MAX_DEPTH,
  ASSET_IMAGE_MAX_PIXELS,
  ASSET_MAX_BYTES,
  ASSET_RESUMABLE_FROM_BYTES,
  ASSET_UPLOAD_MAX_BYTES,
} from './limits';

/**
 * The asset library (docs/product.md#asset-library): a brand's logos, photos, footage and
 * documents, in folders, with versions, usage rights and where each is used.
 */

/** What an asset is, by its bytes (never its name or the type a client states). */
export const ASSET_KINDS = ['image', 'video', 'audio', 'pdf', 'document', 'other'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

/** How many files one person's upload queue sends at once. */
export const ASSET_UPLOAD_PARALLEL = 3;
/** The thumbnails made of every image, video poster and PDF first page: their longer side, px. */
export const ASSET_PREVIEW_SIZES = { small: 320, large: 1280 } as const;
export type AssetPreviewSize = keyof typeof ASSET_PREVIEW_SIZES;
/** An unfinished resumable upload nobody adds to for this many days is dropped with its bytes. */
export const ASSET_UPLOAD_EXPIRY_DAYS = 7;

export const ASSET_NAME_MAX = 200;
export const ASSET_FOLDER_NAME_MAX = 100;
export const ASSET_TAGS_MAX = 30;
export const ASSET_TAG_MAX = 40;
export const ASSET_CREDIT_MAX = 200;
export const ASSET_NOTES_MAX = 2000;
export const ASSET_OWNER_MAX = 200;
/** At most this many assets in one bulk move, tag or archive. */
export const ASSET_BULK_MAX = 200;
export const ASSET_PAGE_DEFAULT = 50;
export const ASSET_PAGE_MAX = 100;
/** Rights end within this many days: "expiring". */
export const ASSET_EXPIRING_DAYS = 14;
/** Brand admins and the assignee are told this many days before a post's asset expires. */
export const ASSET_RIGHTS_NOTICE_DAYS = [14, 3, 0] as const;

export const ASSET_LICENCES = ['own', 'licensed', 'user_generated', 'stock', 'unknown'] as const;
export type AssetLicence = (typeof ASSET_LICENCES)[number];
/** What happens to a scheduled post whose asset's rights end: flagged only, or unscheduled. */
export const ASSET_PULL_POLICIES = ['flag', 'pull'] as const;
export type AssetPullPolicy = (typeof ASSET_PULL_POLICIES)[number];
export const ASSET_RIGHTS_STATES = ['ok', 'expiring', 'expired', 'unknown'] as const;
export type AssetRightsState = (typeof ASSET_RIGHTS_STATES)[number];
/** Whether a version has previews yet: being made, made, none possible here, or failed (why). */
export const ASSET_PREVIEW_STATES = ['pending', 'ready', 'none', 'failed'] as const;
export type AssetPreviewState = (typeof ASSET_PREVIEW_STATES)[number];
/** Where an asset came from. */
export const ASSET_SOURCES = ['upload', 'ticket', 'web', 'drive'] as const;
export type AssetSource = (typeof ASSET_SOURCES)[number];
/** How a ticket uses an asset. */
export const ASSET_USE_KINDS = ['reference', 'attachment', 'post_media'] as const;
export type AssetUseKind = (typeof ASSET_USE_KINDS)[number];
/** What to do with an upload whose bytes are already in the brand's library. */
export const ASSET_DUPLICATE_ACTIONS = ['keep_both', 'use_existing', 'add_version'] as const;
export type AssetDuplicateAction = (typeof ASSET_DUPLICATE_ACTIONS)[number];

/** The networks a licence may allow: every network a channel can be on. */
export const ASSET_NETWORKS = CHANNEL_NETWORKS;
export type AssetNetwork = ChannelNetwork;

/** A calendar date, `YYYY-MM-DD` (never turned into an instant). */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.')
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return y >= 1900 && y <= 2200 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'This is not a date between 1900 and 2200.');

/**
 * The state of an asset's rights on `today` (`YYYY-MM-DD`): unknown when nobody said what its
 * licence is; expired from the day after its last allowed day; expiring within
 * ASSET_EXPIRING_DAYS; else ok. An expiry is the last day it may be used.
 */
export function rightsState(
  rights: { licence: AssetLicence; expires_on: string | null },
  today: string,
): AssetRightsState {
  if (rights.licence === 'unknown') return 'unknown';
  if (rights.expires_on === null) return 'ok';
  if (rights.expires_on < today) return 'expired';
  return daysBetween(today, rights.expires_on) <= ASSET_EXPIRING_DAYS ? 'expiring' : 'ok';
}

/** Whole days from one calendar date to another (UTC arithmetic: dates, not instants). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Why an asset may not go into a post for a network on a day; null when it may. */
export function assetBlockFor(
  rights: { licence: AssetLicence; expires_on: string | null; networks: readonly string[] | null },
  network: string | null,
  day: string,
): 'expired' | 'network' | null {
  if (rights.expires_on !== null && rights.expires_on < day) return 'expired';
  if (network && rights.networks && !rights.networks.includes(network)) return 'network';
  return null;
}

/** What a refusal says of an asset that may not go out (its name, and why). */
export function assetBlockedMessage(name: string, reason: 'expired' | 'network', network: string): string {
  return reason === 'expired'
    ? `“${name}” may no longer be used: its rights have ended. Replace it or extend its rights.`
    : `“${name}” may not be posted to ${network} under its licence. Replace it or change its rights.`;
}

/** The notice of a scheduled post whose asset may not go out at its time (the sweep's). */
export function assetRightsNotice(
  name: string,
  network: string,
  lastDay: string | null,
  daysLeft: number,
): string {
  if (lastDay === null) return `“${name}” may not be posted to ${network} under its licence: replace it.`;
  if (daysLeft <= 0) return `“${name}” may be used until today only: replace it or extend its rights.`;
  return `“${name}” may be used until ${lastDay} (${daysLeft} days): replace it or extend its rights.`;
}

const tagSchema = z
  .string()
  .trim()
  .min(1)
  .max(ASSET_TAG_MAX)
  .transform((tag) => tag.toLowerCase());
const nameSchema = z.string().trim().min(1).max(ASSET_NAME_MAX);
const folderNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(ASSET_FOLDER_NAME_MAX)
  .refine(
    (name) => !/[/\\]/.test(name) && name !== '.' && name !== '..',
    'A folder name cannot hold / or \\.',
  );

export const assetRightsSchema = z.object({
  /** Who owns or made it (a photographer, an agency, a customer). */
  owner: z.string().max(ASSET_OWNER_MAX).nullable(),
  licence: z.enum(ASSET_LICENCES),
  /** The last day it may be used; null: no end. */
  expires_on: isoDate.nullable(),
  /** The networks it may be posted to; null: any. */
  networks: z.array(z.enum(ASSET_NETWORKS)).max(ASSET_NETWORKS.length).nullable(),
  /** The credit a post must carry; null: none needed. */
  credit: z.string().max(ASSET_CREDIT_MAX).nullable(),
  notes: z.string().max(ASSET_NOTES_MAX).nullable(),
  pull_policy: z.enum(ASSET_PULL_POLICIES),
});
export type AssetRights = z.infer<typeof assetRightsSchema>;

export const assetVersionSchema = z.object({
  uid: z.string(),
  number: z.number().int(),
  content_type: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
  preview: z.enum(ASSET_PREVIEW_STATES),
  /** Why there is no preview (a damaged file, a missing tool); null otherwise. */
  preview_failure: z.string().nullable(),
  uploader_uid: z.string().nullable(),
  created_at: z.string(),
});
export type AssetVersion = z.infer<typeof assetVersionSchema>;

export const assetSchema = z.object({
  uid: z.string(),
  project_uid: z.string(),
  folder_uid: z.string().nullable(),
  name: z.string(),
  kind: z.enum(ASSET_KINDS),
  source: z.enum(ASSET_SOURCES),
  /** The version in use by default (the newest unless one was restored). */
  version: assetVersionSchema,
  version_count: z.number().int(),
  tags: z.array(z.string()),
  rights: assetRightsSchema.extend({ state: z.enum(ASSET_RIGHTS_STATES) }),
  uploader_uid: z.string().nullable(),
  archived: z.boolean(),
  /** Tickets and posts using it now. */
  use_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Asset = z.infer<typeof assetSchema>;

export const assetFolderSchema = z.object({
  uid: z.string(),
  parent_uid: z.string().nullable(),
  name: z.string(),
  /** External collaborators may upload into it (a brand admin opened it to them). */
  open_to_externals: z.boolean(),
  created_at: z.string(),
});
export type AssetFolder = z.infer<typeof assetFolderSchema>;

export const ASSET_SORTS = ['newest', 'oldest', 'name'] as const;
const boolQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** `GET …/assets`: one page, newest first by default, after `cursor`. */
export const assetListQuerySchema = z.object({
  /** A folder's uid, or `root` for the assets in no folder; absent: every folder. */
  folder: z.string().min(1).max(64).optional(),
  /** Matches name, tags, credit and notes. */
  q: z.string().trim().max(200).optional(),
  kind: z.enum(ASSET_KINDS).optional(),
  tag: tagSchema.optional(),
  rights: z.enum(ASSET_RIGHTS_STATES).optional(),
  uploader: z.string().min(1).max(64).optional(),
  /** Uploaded on or after / on or before these days (UTC). */
  from: isoDate.optional(),
  to: isoDate.optional(),
  used: boolQuery.optional(),
  archived: boolQuery.optional(),
  sort: z.enum(ASSET_SORTS).default('newest'),
  limit: z.coerce.number().int().min(1).max(ASSET_PAGE_MAX).default(ASSET_PAGE_DEFAULT),
  cursor: z.string().max(400).optional(),
});
export type AssetListQuery = z.input<typeof assetListQuerySchema>;

export const assetPageSchema = z.object({
  items: z.array(assetSchema),
  next_cursor: z.string().nullable(),
});
export type AssetPage = z.infer<typeof assetPageSchema>;

export const assetPatchSchema = z
  .object({
    name: nameSchema,
    folder_uid: z.string().min(1).max(64).nullable(),
    tags: z.array(tagSchema).max(ASSET_TAGS_MAX),
    rights: assetRightsSchema.partial(),
    archived: z.boolean(),
  })
  .partial()
  .meta({ examples: [{ name: 'Logo, dark', tags: ['logo'], rights: { licence: 'own' } }] });
export type AssetPatch = z.input<typeof assetPatchSchema>;

export const assetBulkSchema = z
  .object({
    asset_uids: z.array(z.string().min(1).max(64)).min(1).max(ASSET_BULK_MAX),
    /** Move them here (null: out of every folder). */
    folder_uid: z.string().min(1).max(64).nullable().optional(),
    add_tags: z.array(tagSchema).max(ASSET_TAGS_MAX).optional(),
    remove_tags: z.array(tagSchema).max(ASSET_TAGS_MAX).optional(),
    archived: z.boolean().optional(),
  })
  .meta({ examples: [{ asset_uids: ['3f1c…'], folder_uid: null, add_tags: ['campaign'] }] });
export type AssetBulk = z.input<typeof assetBulkSchema>;

export const assetFolderCreateSchema = z
  .object({
    name: folderNameSchema,
    parent_uid: z.string().min(1).max(64).nullable().default(null),
  })
  .meta({ examples: [{ name: 'Logos', parent_uid: null }] });
export const assetFolderPatchSchema = z
  .object({
    name: folderNameSchema,
    parent_uid: z.string().min(1).max(64).nullable(),
    open_to_externals: z.boolean(),
  })
  .partial()
  .meta({ examples: [{ name: 'Client footage', open_to_externals: true }] });

/** Where an upload goes and what it is called (multipart fields, or tus metadata). */
export const assetUploadTargetSchema = z.object({
  /** The file's name; a dropped folder's files carry their path below it (`shoot/day 1/a.jpg`). */
  name: z.string().trim().min(1).max(1000),
  folder_uid: z.string().min(1).max(64).nullable().default(null),
  /** Make it a new version of this asset rather than a new asset. */
  asset_uid: z.string().min(1).max(64).nullable().default(null),
});
export type AssetUploadTarget = z.input<typeof assetUploadTargetSchema>;

/**
 * What an upload came to: a new asset or version, or bytes already in the brand's library
 * (`duplicate`: the person chooses, by `…/asset-uploads/{uid}/resolve`).
 */
export const assetUploadResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('stored'), asset: assetSchema }),
  z.object({ status: z.literal('duplicate'), upload_uid: z.string(), existing: assetSchema }),
]);
export type AssetUploadResult = z.infer<typeof assetUploadResultSchema>;

/** `POST …/assets/from-url`: an image of a web page (the extension's right-click), fetched by the server. */
export const assetFromUrlSchema = z
  .object({
    url: httpUrlSchema,
    folder_uid: z.string().min(1).max(64).nullable().default(null),
    /** The name to keep; by default the last part of the address. */
    name: z.string().trim().min(1).max(ASSET_NAME_MAX).optional(),
  })
  .meta({ examples: [{ url: 'https://example.com/images/hero.jpg', folder_uid: null }] });
export type AssetFromUrl = z.input<typeof assetFromUrlSchema>;
/** `POST …/assets/from-task-file`: a copy of a file of the brand's tickets (a "From tasks" item), linked to it. */
export const assetFromTaskFileSchema = z
  .object({
    /** The item's key in the tickets' Library (`image:…` or `file:…`). */
    key: z.string().min(1).max(80),
    folder_uid: z.string().min(1).max(64).nullable().default(null),
  })
  .meta({ examples: [{ key: 'image:3f1c2a9e-0000-4000-8000-000000000000', folder_uid: null }] });

/** How long the server waits for a page's image. */
export const ASSET_FETCH_TIMEOUT_MS = 30_000;

export const assetUploadResolveSchema = z
  .object({ action: z.enum(ASSET_DUPLICATE_ACTIONS) })
  .meta({ examples: [{ action: 'keep_both' }] });

/** A resumable upload as its `Location` answers it. */
export const assetUploadSchema = z.object({
  uid: z.string(),
  size: z.number().int(),
  received: z.number().int(),
  /** Set once the last byte arrived. */
  result: assetUploadResultSchema.nullable(),
});
export type AssetUpload = z.infer<typeof assetUploadSchema>;

export const assetUseSchema = z.object({
  ticket_uid: z.string(),
  ticket_number: z.number().int().nullable(),
  summary: z.string(),
  kind: z.enum(ASSET_USE_KINDS),
  version_number: z.number().int(),
  status: z.string(),
  /** When the post goes out or went out; null for a task. */
  scheduled_at: z.string().nullable(),
  network: z.string().nullable(),
  since: z.string(),
});
export const assetUsesSchema = z.object({
  items: z.array(assetUseSchema),
  /** Uses in tickets the viewer may not see. */
  hidden: z.number().int(),
});
export type AssetUses = z.infer<typeof assetUsesSchema>;

export const assetVersionsSchema = z.object({ items: z.array(assetVersionSchema) });

export const assetStorageSchema = z.object({
  /** What the workspace's stored files take in all (the quota's count). */
  used_bytes: z.number().int(),
  /** This brand's library: every version's original. */
  brand_bytes: z.number().int(),
  quota_bytes: z.number().int().nullable(),
  /** The library's part, by kind (admins only; empty for others). */
  by_kind: z.array(z.object({ kind: z.enum(ASSET_KINDS), bytes: z.number().int(), count: z.number().int() })),
  /** At or past this share of the quota the library warns. */
  warn_at: z.number(),
});
export type AssetStorage = z.infer<typeof assetStorageSchema>;
/** The library warns from this share of the quota. */
export const ASSET_STORAGE_WARN_SHARE = 0.8;

/** How a ticket uses library assets: reference images for whoever makes it, or files attached to it. */
export const TICKET_ASSET_KINDS = ['reference', 'attachment'] as const;
export type TicketAssetKind = (typeof TICKET_ASSET_KINDS)[number];
/** Library assets one ticket may use (reference and attachment together). */
export const TICKET_ASSETS_MAX = 50;
/** Assets added to a ticket in one request. */
export const TICKET_ASSETS_ADD_MAX = 20;

/** A library asset as a ticket uses it: the version it was added with, and the one in use now. */
export const ticketAssetSchema = z.object({
  kind: z.enum(TICKET_ASSET_KINDS),
  /** The version the ticket was given; `asset.version` is the library's current one. */
  version_uid: z.string(),
  version_number: z.number().int(),
  /** Whether the kept version has a preview to show. */
  version_preview: z.enum(ASSET_PREVIEW_STATES),
  /** The library has a newer version than the one the ticket keeps. */
  newer_version: z.boolean(),
  added_at: z.string(),
  asset: assetSchema,
});
export type TicketAsset = z.infer<typeof ticketAssetSchema>;
export const ticketAssetsSchema = z.object({ items: z.array(ticketAssetSchema) });
export type TicketAssets = z.infer<typeof ticketAssetsSchema>;

/** `POST /api/tickets/{uid}/assets`: library assets of the ticket's brand to use on it. */
export const ticketAssetsAddSchema = z
  .object({
    asset_uids: z.array(z.string().min(1).max(64)).min(1).max(TICKET_ASSETS_ADD_MAX),
    kind: z.enum(TICKET_ASSET_KINDS),
  })
  .meta({ examples: [{ asset_uids: ['3f1c2a9e-0000-4000-8000-000000000000'], kind: 'reference' }] });
export type TicketAssetsAdd = z.input<typeof ticketAssetsAddSchema>;

/** `PATCH /api/tickets/{uid}/assets/{assetUid}`: move the ticket to the library's current version. */
export const ticketAssetUpdateSchema = z
  .object({ kind: z.enum(TICKET_ASSET_KINDS), use_current_version: z.literal(true) })
  .meta({ examples: [{ kind: 'reference', use_current_version: true }] });
