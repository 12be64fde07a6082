import { z } from 'zod';
import { assetSchema } from './assets';
import { apiErrorSchema } from './errors.schema';

/**
 * Google Drive import into the asset library (docs/product.md#asset-library, issue 45 item 9):
 * links are read for their ids (never fetched); a job imports the files through the person's
 * own Google connection, with Drive read access added to it by incremental consent.
 */

/** At most this many files come in by one import (the rest of a folder is left, and said). */
export const DRIVE_IMPORT_MAX_FILES = 500;
/** A linked folder and its sub-folders: deeper ones are not gone into. */
export const DRIVE_IMPORT_MAX_DEPTH = 2;
/** Links one import takes. */
export const DRIVE_IMPORT_MAX_LINKS = 50;
/** Read-only access to the person's Drive files, asked for only when they first import. */
export const DRIVE_READ_SCOPE = 'https://www.googleapis.com/auth/drive.readonly';
export const DRIVE_FOLDER_MIME = 'application/vnd.google-apps.folder';
/** Google's own documents have no bytes of their own: Docs, Sheets and Slides come as PDF. */
export const DRIVE_EXPORT_MIME: Readonly<Record<string, 'application/pdf'>> = {
  'application/vnd.google-apps.document': 'application/pdf',
  'application/vnd.google-apps.spreadsheet': 'application/pdf',
  'application/vnd.google-apps.presentation': 'application/pdf',
};
/** Other Google types (forms, sites, maps, shortcuts…) have nothing to import. */
export const isGoogleAppsType = (mime: string) => mime.startsWith('application/vnd.google-apps.');

/** What a link names: a file, a folder, or (a bare id, `open?id=`) either. */
export type DriveLinkKind = 'file' | 'folder' | 'any';
export interface DriveLink {
  id: string;
  kind: DriveLinkKind;
}

/** Drive's ids are URL-safe base64-like strings (file ids are usually 28 to 44 long). */
const DRIVE_ID = /^[A-Za-z0-9_-]{10,200}$/;
const DRIVE_HOSTS = new Set(['drive.google.com', 'docs.google.com']);

function fromPath(segments: string[]): DriveLink | null {
  // /file/d/ID/view, /drive/folders/ID, /drive/u/0/folders/ID, /document/d/ID/edit, /a/domain/…
  const at = segments.findIndex((s) => s === 'd' || s === 'folders');
  if (at < 0) return null;
  const id = segments[at + 1];
  if (!id || !DRIVE_ID.test(id)) return null;
  if (segments[at] === 'folders') return { id, kind: 'folder' };
  return { id, kind: 'file' };
}

/**
 * The id in a Drive or Docs link, or a bare id; null for anything else. Only the link's
 * shape is read: whether the file exists is for the import to find out.
 */
export function parseDriveLink(link: string): DriveLink | null {
  const text = link.trim();
  if (DRIVE_ID.test(text)) return { id: text, kind: 'any' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!DRIVE_HOSTS.has(url.hostname.toLowerCase())) return null;
  const byPath = fromPath(url.pathname.split('/').filter(Boolean));
  if (byPath) return byPath;
  const id = url.searchParams.get('id');
  if (id && DRIVE_ID.test(id) && /^\/(open|uc)$/.test(url.pathname)) return { id, kind: 'any' };
  return null;
}

export const DRIVE_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type DriveImportStatus = (typeof DRIVE_IMPORT_STATUSES)[number];

/** `POST …/asset-drive-imports`. */
export const assetDriveImportCreateSchema = z
  .object({
    links: z.array(z.string().trim().min(1).max(2000)).min(1).max(DRIVE_IMPORT_MAX_LINKS),
    /** The library folder they go into; the top when null. */
    folder_uid: z.string().min(1).max(64).nullable().default(null),
  })
  .meta({
    examples: [
      {
        links: [
          'https://drive.google.com/file/d/1a2B3c4D5e6F7g8H9i0JkLmNoPqRsTuVw/view',
          'https://drive.google.com/drive/folders/0B1c2D3e4F5g6H7i8J9k0LmNoPq',
        ],
        folder_uid: null,
      },
    ],
  });
export type AssetDriveImportCreate = z.input<typeof assetDriveImportCreateSchema>;

/** An import's progress, as the dialog polls it. */
export const assetDriveImportSchema = z.object({
  uid: z.string(),
  status: z.enum(DRIVE_IMPORT_STATUSES),
  folder_uid: z.string().nullable(),
  /** Files found so far (0 until the links' folders are listed). */
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  /** Files that did not come in, and why (first 100). */
  failures: z.array(z.object({ name: z.string(), reason: z.string() })),
  /** Why the whole import stopped, or what was left out (over DRIVE_IMPORT_MAX_FILES). */
  error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AssetDriveImport = z.infer<typeof assetDriveImportSchema>;

/** `POST …/assets/{assetId}/drive-check`: whether Drive had a newer file, and the asset now. */
export const assetDriveCheckSchema = z.object({ changed: z.boolean(), asset: assetSchema });
export type AssetDriveCheck = z.infer<typeof assetDriveCheckSchema>;

/** `409 drive_not_connected`: what is missing, and where the person adds Drive access. */
export const driveNotConnectedErrorSchema = apiErrorSchema.extend({
  /** `app`: the server has no Google app, so there is nothing to connect (an administrator sets one up). */
  missing: z.enum(['app', 'connection', 'scope']).optional(),
  /** `POST` here (signed in) for Google's consent page asking for Drive read access. */
  connect: z.string().optional(),
});
