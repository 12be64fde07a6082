import { z } from 'zod';
import { jobProgressSchema } from './job.schema';
import { POST_PLATFORMS, type PostPlatform } from './tickets';

// Named by the error catalogue, so kept where the first screen reads it free of zod (limits.ts).
export { POST_IMPORT_MAX_ROWS } from './limits';

/**
 * Bulk posts from a CSV of links (docs/product.md#bulk-posts-from-links): the first column of
 * each row is a web address; every valid one becomes a draft post ticket, with a preview
 * (title, description, image) fetched from the page first.
 */

/** Largest file accepted, in bytes: 1,000 rows of long links with a few columns each. */
export const POST_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** Longest link accepted, like the ticket's link fields. */
export const POST_IMPORT_URL_MAX = 2000;
/** How long one page's preview may take, and how much of the page is read (large video pages run past 1 MB). */
export const LINK_PREVIEW_TIMEOUT_MS = 8_000;
export const LINK_PREVIEW_MAX_BYTES = 3 * 1024 * 1024;

/** Where an import is: previews being fetched, waiting for the go-ahead, tickets being made, finished. */
export const POST_IMPORT_STATUSES = ['previewing', 'ready', 'creating', 'done', 'failed'] as const;
export type PostImportStatus = (typeof POST_IMPORT_STATUSES)[number];

/**
 * A row's state: waiting for its preview; previewed (a ticket will be made, with or without a
 * preview); refused (the egress guard would not fetch it: no ticket); created.
 */
export const POST_IMPORT_ROW_STATES = ['pending', 'previewed', 'refused', 'created'] as const;
export type PostImportRowState = (typeof POST_IMPORT_ROW_STATES)[number];

/** Hosts of the platforms a link's post is on; anything else is a blog post. */
const PLATFORM_HOSTS: ReadonlyArray<[PostPlatform, readonly string[]]> = [
  ['instagram', ['instagram.com', 'instagr.am']],
  ['tiktok', ['tiktok.com']],
  ['youtube', ['youtube.com', 'youtu.be']],
  ['facebook', ['facebook.com', 'fb.com', 'fb.watch']],
  ['linkedin', ['linkedin.com', 'lnkd.in']],
  ['x', ['x.com', 'twitter.com']],
  ['pinterest', ['pinterest.com', 'pin.it']],
  ['threads', ['threads.net', 'threads.com']],
];

/** The post platform of a link, from its host (`www.`, `m.` and other subdomains included). */
export function platformForUrl(url: string): PostPlatform {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return 'blog';
  }
  for (const [platform, hosts] of PLATFORM_HOSTS) {
    if (hosts.some((h) => host === h || host.endsWith(`.${h}`))) return platform;
  }
  return 'blog';
}

// Every platform of the table is a real post platform (checked when the module loads).
for (const [platform] of PLATFORM_HOSTS) {
  if (!(POST_PLATFORMS as readonly string[]).includes(platform))
    throw new Error(`Unknown platform ${platform}`);
}

export type LinkCheck = { ok: true; url: string } | { ok: false; reason: string };

/** Why a cell is not a link, as the invalid-rows list shows it. */
export const LINK_REASONS = {
  empty: 'The first column is empty.',
  notUrl: 'Not a web address: it must start with http:// or https://.',
  tooLong: `The link is longer than ${POST_IMPORT_URL_MAX} characters.`,
  credentials: 'Links with a user name or password are not accepted.',
} as const;

/**
 * A first-column cell as a link: trimmed; `www.…` is taken as https. Only http(s) addresses
 * with a host are links (no `javascript:`, `mailto:`, bare words).
 */
export function checkLink(cell: string | undefined): LinkCheck {
  const text = (cell ?? '').trim();
  if (!text) return { ok: false, reason: LINK_REASONS.empty };
  if (text.length > POST_IMPORT_URL_MAX) return { ok: false, reason: LINK_REASONS.tooLong };
  const candidate = /^www\./i.test(text) ? `https://${text}` : text;
  if (!/^https?:\/\//i.test(candidate) || /\s/.test(candidate))
    return { ok: false, reason: LINK_REASONS.notUrl };
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return { ok: false, reason: LINK_REASONS.notUrl };
  }
  if (
    !url.hostname ||
    (!url.hostname.includes('.') && url.hostname !== 'localhost' && !url.hostname.startsWith('['))
  )
    return { ok: false, reason: LINK_REASONS.notUrl };
  if (url.username || url.password) return { ok: false, reason: LINK_REASONS.credentials };
  return { ok: true, url: candidate };
}

/**
 * The key two links share when they are the same post: host in lower case, no `www.`, no
 * fragment, no trailing slash, no tracking parameters (`utm_*`, `igsh`, `si`, `fbclid`).
 */
export function linkKey(link: string): string {
  const url = new URL(link);
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const port = url.port ? `:${url.port}` : '';
  const params = [...url.searchParams].filter(
    ([name]) =>
      !/^utm_/i.test(name) && !['igsh', 'igshid', 'si', 'fbclid', 'gclid'].includes(name.toLowerCase()),
  );
  const query = params.length > 0 ? `?${new URLSearchParams(params).toString()}` : '';
  const path = url.pathname.replace(/\/+$/, '');
  return `${host}${port}${path}${query}`;
}

/** A row of the file that will not become a ticket, with its 1-based line number in the file. */
export const skippedRowSchema = z.object({
  line: z.number().int().positive(),
  /** The first cell as it was (cut to 300 characters). */
  value: z.string(),
  reason: z.string(),
  /** `invalid`: not a link; `duplicate`: the same link as an earlier row or an earlier import. */
  kind: z.enum(['invalid', 'duplicate']),
});
export type SkippedRow = z.infer<typeof skippedRowSchema>;

export const postImportRowSchema = z.object({
  line: z.number().int().positive(),
  url: z.string(),
  platform: z.enum(POST_PLATFORMS),
  state: z.enum(POST_IMPORT_ROW_STATES),
  title: z.string().nullable(),
  description: z.string().nullable(),
  /** The page's preview image (an outside address: shown, never fetched by us for the browser). */
  image_url: z.string().nullable(),
  /** Why there is no preview (the page did not answer, had no tags) or why the link was refused. */
  note: z.string().nullable(),
  /** The post ticket made from it, once created. */
  ticket: z.object({ uid: z.string(), id: z.number().int() }).nullable(),
});
export type PostImportRow = z.infer<typeof postImportRowSchema>;

/** `GET /projects/{projectId}/post-imports/{importId}`: an import and its rows. */
export const postImportSchema = z.object({
  uid: z.string(),
  project_id: z.string(),
  status: z.enum(POST_IMPORT_STATUSES),
  /** The job at work now (previews, then tickets); null when none is. */
  job_id: z.string().nullable(),
  /** Rows done of the current phase: previewed, or created. */
  progress: jobProgressSchema,
  /** Why it stopped, when status is failed. */
  error: z.string().nullable(),
  rows: z.array(postImportRowSchema),
  skipped: z.array(skippedRowSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PostImport = z.infer<typeof postImportSchema>;

/** `GET /projects/{projectId}/post-imports`: the brand's latest imports, newest first (no rows). */
export const postImportSummarySchema = postImportSchema.omit({ rows: true, skipped: true }).extend({
  row_count: z.number().int(),
});
export type PostImportSummary = z.infer<typeof postImportSummarySchema>;
export const postImportListSchema = z.object({ items: z.array(postImportSummarySchema) });
export type PostImportList = z.infer<typeof postImportListSchema>;
/** How many of the brand's imports the list shows. */
export const POST_IMPORT_LIST_SIZE = 10;
