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
