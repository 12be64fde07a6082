import { z } from 'zod';
import { POST_FORMATS, POST_PLATFORMS } from '../tickets';
import { ROUND_DECISIONS } from './round';

/**
 * The client portal (docs/product.md#approvals): each client contact of a brand has one link,
 * `/portal/{token}`, that lists everything waiting on them across the brand, each post as it will
 * look, to approve, send back with a comment, or reject. The token is 32 random bytes; only its
 * SHA-256 is kept. Nothing in a portal reply names an e-mail address, a ticket number or an id:
 * items have keys of their own per portal, people show by display name.
 */

/** Bytes of randomness in a portal token (base64url: 43 characters). */
export const PORTAL_TOKEN_BYTES = 32;
/** A link not opened for this many days stops working (a new one can be made). */
export const PORTAL_LINK_IDLE_DAYS = 90;
/** Items one bulk approval may carry. */
export const PORTAL_BULK_MAX = 100;
/**
 * Requests a portal may make a minute: per token (one client's page: its load, images, decisions)
 * and per client address across tokens (someone trying tokens). A page of 100 posts with three
 * images each loads about 300 images at once, which counts against neither: images are
 * limited by the token's own image allowance.
 */
export const PORTAL_LIMITS = {
  perToken: { max: 120, timeWindow: 60_000 },
  images: { max: 1200, timeWindow: 60_000 },
  perAddress: { max: 300, timeWindow: 60_000 },
} as const;

export const PORTAL_LINK_STATES = ['none', 'active', 'expired', 'revoked'] as const;
export type PortalLinkState = (typeof PORTAL_LINK_STATES)[number];

/** A contact's portal link as a brand admin sees it (never the token: it is shown once). */
export const portalLinkSchema = z.object({
  state: z.enum(PORTAL_LINK_STATES),
  created_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  /** When it stops working unless opened before. */
  expires_at: z.string().nullable(),
});
export type PortalLink = z.infer<typeof portalLinkSchema>;

/** `POST …/approval-contacts/{id}/portal-link`: a new link (an older one stops working). */
export const portalLinkInputSchema = z.object({
  /** E-mail the link to the contact (through the workspace's mail limits). */
  send_email: z.boolean().default(true),
});
export type PortalLinkInput = z.input<typeof portalLinkInputSchema>;

export const createdPortalLinkSchema = portalLinkSchema.extend({
  /** The link, shown this once. */
  url: z.string(),
  emailed: z.boolean(),
});
export type CreatedPortalLink = z.infer<typeof createdPortalLinkSchema>;

/** One network's variant as the post will go out there. */
const portalVariantSchema = z.object({
  network: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  first_comment: z.string().nullable(),
});

/**
 * A pin on one of the post's images as the portal names it: the image by its place in the post
 * (the portal shows no image ids), the point or box relative to the image (0–1 from its top left
 * corner). The comments module checks the numbers.
 */
const portalPinSchema = z.object({
  image: z.number().int().min(0).max(1000),
  x: z.number(),
  y: z.number(),
  w: z.number().optional(),
  h: z.number().optional(),
});
export type PortalPin = z.infer<typeof portalPinSchema>;

/**
 * A moment (`start_ms`) or a range (to `end_ms`) of one of the post's recordings as the portal
 * names it: the recording by its place in the post. The comments module checks the times.
 */
const portalMomentSchema = z.object({
  recording: z.number().int().min(0).max(1000),
  start_ms: z.number(),
  end_ms: z.number().optional(),
});
export type PortalMoment = z.infer<typeof portalMomentSchema>;

/** A shared comment as the client sees it: by display name, never an id or an address. */
export const portalCommentSchema = z.object({
  author: z.string().nullable(),
  /** Written by a client in the portal (else by the team). */
  by_client: z.boolean(),
  body: z.string(),
  /** Where it points, in words the page shows: a moment of a recording, or a pin on an image. */
  anchor: z.enum(['time', 'pin']).nullable(),
  /** A pin on one of the post's images shown here; null otherwise (or when the image is gone). */
  pin: portalPinSchema.nullable(),
  /** A moment of one of the post's recordings shown here; null otherwise (or when it is gone). */
  moment: portalMomentSchema.nullable(),
  resolved: z.boolean(),
  at: z.string(),
});
export type PortalComment = z.infer<typeof portalCommentSchema>;

/** Longest comment a client may write. */
export const PORTAL_COMMENT_MAX = 4000;

/** `POST /portal/{token}/items/{key}/comments`. */
export const portalCommentInputSchema = z
  .object({
    body: z.string().trim().min(1).max(PORTAL_COMMENT_MAX),
    /** Pinned on one of the post's images (a point, or a box with `w` and `h`). */
    pin: portalPinSchema.strict().optional(),
    /** At a moment (or a range) of one of the post's recordings. */
    moment: portalMomentSchema.strict().optional(),
  })
  .strict()
  .refine((input) => !(input.pin && input.moment), {
    path: ['moment'],
    message: 'A comment points at an image or a recording, not both.',
  });
export type PortalCommentInput = z.input<typeof portalCommentInputSchema>;

export const portalItemSchema = z.object({
  /** This portal's key of the post (not its id or number). */
  key: z.string(),
  brand: z.string(),
  summary: z.string(),
  caption: z.string().nullable(),
  hooks: z.array(z.string()),
  platform: z.enum(POST_PLATFORMS).nullable(),
  format: z.enum(POST_FORMATS).nullable(),
  due_date: z.string().nullable(),
  images: z.array(z.object({ url: z.string(), name: z.string() })),
  /** The recordings attached to the post, each behind this portal's own link (range requests). */
  recordings: z.array(
    z.object({
      url: z.string(),
      /** Its length once known; null before. */
      duration_ms: z.number().int().nullable(),
      content_type: z.string(),
    }),
  ),
  variants: z.array(portalVariantSchema),
  /** Which step of how many waits on the client (1-based). */
  step: z.object({ number: z.number().int(), of: z.number().int() }),
  requested_at: z.string(),
  /** Who asked, by display name. */
  requested_by: z.string().nullable(),
  /** The version shown: a decision names it. */
  version: z.string(),
  /** The client's decision on this version, if they made one (the step may wait on others). */
  my_decision: z.enum(ROUND_DECISIONS).nullable(),
  waiting: z.boolean(),
  /** The team's shared comments and the client's own, oldest first. */
  comments: z.array(portalCommentSchema),
});
export type PortalItem = z.infer<typeof portalItemSchema>;

export const portalViewSchema = z.object({
  brand: z.string(),
  /** The contact's name, as the brand keeps it. */
  contact: z.string(),
  items: z.array(portalItemSchema),
});
export type PortalView = z.infer<typeof portalViewSchema>;

/** `POST /portal/{token}/items/{key}/decision` takes round.schema's `approvalDecisionInputSchema`. */

/** `POST /portal/{token}/approve`: approve several, each on the version the client saw. */
export const portalBulkInputSchema = z.object({
  items: z
    .array(z.object({ key: z.string().min(1).max(64), version: z.string().min(1).max(128) }))
    .min(1)
    .max(PORTAL_BULK_MAX)
    .refine((items) => new Set(items.map((item) => item.key)).size === items.length, 'Each post only once'),
});
export type PortalBulkInput = z.input<typeof portalBulkInputSchema>;

export const PORTAL_SKIP_REASONS = ['changed', 'not_waiting'] as const;

export const portalBulkResultSchema = z.object({
  approved: z.array(z.string()),
  /** Not approved: changed since it was shown, or no longer waiting on the client. */
  skipped: z.array(z.object({ key: z.string(), summary: z.string(), reason: z.enum(PORTAL_SKIP_REASONS) })),
});
export type PortalBulkResult = z.infer<typeof portalBulkResultSchema>;
