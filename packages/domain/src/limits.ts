import type { AssetKind } from './assets';

/**
 * Numeric limits and timings (docs/product.md#constants). Everything that enforces or shows one of
 * these (server validation, upload pickers, pollers, the extension) imports it from here.
 */
export const LIMITS = {
  /** 5 MB per attached file (docs/product.md#comments-and-files). */
  attachmentMaxBytes: 5 * 1024 * 1024,
  /** At most 10 files per upload. */
  attachmentMaxFiles: 10,
  /** Up to 4 posts may define or influence the brand voice (docs/product.md#brand-profile). */
  brandVoiceMaxPosts: 4,
  /** Time-tracking entries are polled every 10 s (docs/product.md#time). */
  timeTrackingPollMs: 10_000,
  /** A notification is dismissed 1000 ms after its own timeout (docs/product.md#notices-and-dialogs). */
  notificationExtraTimeoutMs: 1000,
  /** Native push registration waits 500 ms after start. */
  nativePushSetupDelayMs: 500,
  /** The task-details dialog is at most 1200px wide (docs/product.md#notices-and-dialogs). */
  dialogMaxWidthPx: 1200,
  /**
   * Current browser-extension version; an older one is reported as outdated
   * (docs/product.md#screens-and-routes).
   */
  extensionVersion: 10,
  /** 'Add number of additional seats' starts at 0 (docs/product.md#seats). */
  additionalSeatsStart: 0,
  /**
   * At most 50 invites per workspace in any 24 hours (revoked ones count: their e-mail went
   * out), so the product cannot be used to send mail in bulk.
   */
  invitesPerWorkspacePerDay: 50,
  /**
   * One address gets at most 3 invites of a workspace in any 24 hours (revoked, declined and
   * expired ones count), then waits: no revoke-and-reinvite loop filling someone's inbox.
   */
  invitesPerRecipientPerDay: 3,
  /**
   * Mail to an address a member chose (invites, approval links, tasks sent by e-mail, and
   * everything the e-mail integration sends: its test, its rules' e-mails, a delivery sent
   * again) is counted per recipient, per workspace and per sender, so the product cannot be
   * used to send mail in bulk (docs/product.md#accounts-and-limits). System mail to people's
   * own addresses (confirmation, reset, notifications) is not counted.
   *
   * One address gets at most 50 such e-mails from one workspace in any 24 hours: a client who
   * gets every approval link and a colleague sent a task every ten minutes of a working day
   * stay under it; a script aimed at one inbox stops after 50.
   */
  mailsPerRecipientPerDay: 50,
  /**
   * One workspace sends at most 1,000 such e-mails in any 24 hours: fifty busy people sending
   * twenty each; a trial workspace used as a mailer stops there.
   */
  mailsPerWorkspacePerDay: 1000,
  /**
   * One person sends at most 100 such e-mails in any hour, across all their workspaces: five
   * sends to twenty addresses each, or a task a minute to a colleague or two; a script stops
   * within seconds.
   */
  mailsPerSenderPerHour: 100,
  /**
   * One person may have at most 3 uploads (avatar, brand cover, reference images, a comment's
   * files) being received at once; a fourth answers 429 `too_many_uploads` until one ends.
   */
  uploadsInFlightPerUser: 3,
  /** A ticket's checklist holds at most 100 items (docs/product.md#checklists-and-subtasks). */
  checklistMaxItems: 100,
  /** A checklist item's text is at most 500 characters. */
  checklistItemMaxChars: 500,
  /** A ticket has at most 50 subtasks, one level deep. */
  subtasksMax: 50,
  /** A recurring series makes at most 1,000 tickets (docs/product.md#recurring-tickets)… */
  recurringMaxInstances: 1000,
  /** …and ends within 5 years of its start. */
  recurringMaxYears: 5,
  /** A brand keeps at most 200 ticket templates, and so does a workspace (docs/product.md#templates). */
  templatesPerBrand: 200,
  /** An evergreen post comes back at most 20 times, and waits at most a year between (docs/product.md#evergreen). */
  evergreenMaxRepeats: 20,
  evergreenMaxCooldownDays: 365,
  /** A content series holds at most 500 posts, and a brand at most 100 series (docs/product.md#content-series). */
  contentSeriesMaxPosts: 500,
  contentSeriesPerBrand: 100,
  /** A brand names at most 100 ranges of closed days (docs/product.md#closed-days). */
  closedRangesPerBrand: 100,
} as const;

const MINUTE_MS = 60 * 1000;

/**
 * How long the extension can be switched off (docs/product.md#screens-and-routes). `durationMs` is
 * null where the option is not a time span: 'this website' lasts for the site, 'forever' until
 * re-enabled.
 */
export const EXTENSION_DISABLE_OPTIONS = [
  { key: 'thirty_minutes', label: '30 minutes', durationMs: 30 * MINUTE_MS },
  { key: 'this_website', label: 'This website', durationMs: null },
  { key: 'forever', label: 'Forever', durationMs: null },
] as const satisfies readonly { key: string; label: string; durationMs: number | null }[];

export type ExtensionDisableOption = (typeof EXTENSION_DISABLE_OPTIONS)[number];
export type ExtensionDisableKey = ExtensionDisableOption['key'];

/*
 * Limits the error catalogue (errors.ts) names in its messages. They live here, free of zod, so
 * the catalogue the first screen reads does not bring the schemas of the modules that enforce them;
 * each of those modules re-exports its own.
 */

// Enforced by approvals/contacts.ts.
/** Contacts one brand may keep. */
export const APPROVAL_MAX_CONTACTS = 200;

// Enforced by assets.ts.
const MB = 1024 * 1024;
/** The largest file of each kind, in bytes (audio, office files and text: "other"). */
export const ASSET_MAX_BYTES: Record<AssetKind, number> = {
  image: 50 * MB,
  pdf: 100 * MB,
  video: 2048 * MB,
  audio: 200 * MB,
  document: 200 * MB,
  other: 200 * MB,
};
/** The largest of them: what an upload may declare before its first bytes tell its kind. */
export const ASSET_UPLOAD_MAX_BYTES = Math.max(...Object.values(ASSET_MAX_BYTES));
/** Files larger than this go by the resumable (tus) upload; smaller ones in one request. */
export const ASSET_RESUMABLE_FROM_BYTES = 8 * MB;
/** An image may decode to at most this many pixels (a small file can declare a huge image). */
export const ASSET_IMAGE_MAX_PIXELS = 100_000_000;
/** How deep folders nest (a folder at this depth takes no sub-folder). */
export const ASSET_FOLDER_MAX_DEPTH = 8;

// Enforced by media.schema.ts.
/** The tus protocol version this server speaks. */
export const TUS_VERSION = '1.0.0';
/** The largest recording, in bytes (1 GiB: a long screen recording in WebM). */
export const VIDEO_MAX_BYTES = 1024 ** 3;

// Enforced by passkeys.ts.
/** Passkeys one person may keep. */
export const PASSKEYS_MAX = 20;

// Enforced by post-import.ts.
/** Rows a file may have (a header row not counted). */
export const POST_IMPORT_MAX_ROWS = 1000;

// Enforced by push.schema.ts.
/** Devices one person may register (a phone per person, a few browsers, with room to spare). */
export const PUSH_DEVICES_MAX = 20;

// Enforced by realtime.ts.
/** The live stream's timings and limits (docs/product.md#live-updates). */
export const REALTIME = {
  /** A comment line every this often keeps proxies from closing an idle stream. */
  heartbeatMs: 25_000,
  /** What a client waits before reconnecting (SSE `retry:`), doubling up to `maxRetryMs`. */
  retryMs: 1_000,
  maxRetryMs: 30_000,
  /** How long the server keeps events for replay. */
  replayWindowMs: 10 * 60_000,
  /** At most this many events are replayed to one reconnecting client; past it, `reset`. */
  replayMaxEvents: 1_000,
  /** Open streams one person may hold on one server process (tabs, devices). */
  maxStreamsPerUser: 20,
  /** A client this far behind (bytes waiting to be written) is dropped; it reconnects and replays. */
  maxBufferedBytes: 1_048_576,
} as const;

// Enforced by sso.ts.
/** E-mail domains one workspace may claim. */
export const SSO_DOMAINS_MAX = 20;
