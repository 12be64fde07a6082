import { z } from 'zod';
import { formatClock } from './clock';

/**
 * Comments that point (docs/product.md#comments-and-files, issue 42): a comment may be anchored
 * to a moment or a range of one of its ticket's recordings (`time`), or to a point or a box on
 * one of its ticket's images (`pin`, coordinates relative to the image: 0–1 from its top left
 * corner, so a pin stays put whatever size the image is shown at).
 */

export const COMMENT_ANCHOR_KINDS = ['time', 'pin'] as const;
export type CommentAnchorKind = (typeof COMMENT_ANCHOR_KINDS)[number];

/**
 * Who sees a comment: `internal`, the team only (the default); `shared`, the team and the
 * brand's client contacts in the client portal. A client's own comments are always shared.
 */
export const COMMENT_VISIBILITIES = ['internal', 'shared'] as const;
export type CommentVisibility = (typeof COMMENT_VISIBILITIES)[number];
export const COMMENT_VISIBILITY_DEFAULT: CommentVisibility = 'internal';

/** The latest moment a time anchor may name before the recording's length is known: a day, as a trim. */
export const COMMENT_ANCHOR_TIME_MAX_MS = 24 * 60 * 60 * 1000;
/** Slack for sums of fractions (0.7 + 0.3 is 0.9999999999999999 in floating point). */
const EDGE = 1e-9;

/** The messages of a refused anchor, each answered at its field (`anchor.x`, `anchor.end_ms`…). */
export const COMMENT_ANCHOR_MESSAGES = {
  invalid: 'The anchor must be a moment of a recording or a pin on an image.',
  tooLong: 'The anchor is too long.',
  visibility: 'Choose internal or shared.',
  pinOutside: 'A pin must lie on the image: x and y from 0 to 1.',
  boxSize: 'A box needs a width and a height above 0 and at most 1.',
  boxPair: 'A box needs both a width and a height.',
  boxOutside: 'The box must lie on the image: x + w and y + h at most 1.',
  moment: 'A moment is a whole number of milliseconds from 0.',
  endBeforeStart: 'The end must come after the start.',
  recordingNotOnTicket: 'This recording is not attached to this ticket.',
  imageNotOnTicket: 'This image is not one of the ticket’s images.',
  /** `{{length}}`: the recording's length as `m:ss` (`formatClock`). */
  pastEnd: 'This moment is past the end of the recording ({{length}}).',
} as const;

/** The `pastEnd` message with the recording's length filled in. */
export function pastEndMessage(durationMs: number): string {
  return COMMENT_ANCHOR_MESSAGES.pastEnd.replace('{{length}}', formatClock(durationMs));
}

const uid = z.string().trim().min(1).max(64);
const unit = z
  .number(COMMENT_ANCHOR_MESSAGES.pinOutside)
  .min(0, COMMENT_ANCHOR_MESSAGES.pinOutside)
  .max(1, COMMENT_ANCHOR_MESSAGES.pinOutside);
const side = z
  .number(COMMENT_ANCHOR_MESSAGES.boxSize)
  .gt(0, COMMENT_ANCHOR_MESSAGES.boxSize)
  .max(1, COMMENT_ANCHOR_MESSAGES.boxSize);
const moment = z
  .number(COMMENT_ANCHOR_MESSAGES.moment)
  .int(COMMENT_ANCHOR_MESSAGES.moment)
  .min(0, COMMENT_ANCHOR_MESSAGES.moment)
  .max(COMMENT_ANCHOR_TIME_MAX_MS, COMMENT_ANCHOR_MESSAGES.moment);

/** A moment (`start_ms`) or a range (to `end_ms`) of one of the ticket's recordings. */
export const timeAnchorSchema = z
  .object({
    kind: z.literal('time'),
    video_uid: uid,
    start_ms: moment,
    end_ms: moment.optional(),
  })
  .strict()
  .superRefine((anchor, ctx) => {
    if (anchor.end_ms !== undefined && anchor.end_ms <= anchor.start_ms)
      ctx.addIssue({ code: 'custom', path: ['end_ms'], message: COMMENT_ANCHOR_MESSAGES.endBeforeStart });
  });
export type TimeAnchor = z.infer<typeof timeAnchorSchema>;

/** A point (`x`, `y`) or a box (and `w`, `h`) on one of the ticket's images, relative to its size. */
export const pinAnchorSchema = z
  .object({
    kind: z.literal('pin'),
    image_uid: uid,
    x: unit,
    y: unit,
    w: side.optional(),
    h: side.optional(),
  })
  .strict()
  .superRefine((pin, ctx) => {
    if ((pin.w === undefined) !== (pin.h === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [pin.w === undefined ? 'w' : 'h'],
        message: COMMENT_ANCHOR_MESSAGES.boxPair,
      });
      return;
    }
    if (pin.w !== undefined && pin.x + pin.w > 1 + EDGE)
      ctx.addIssue({ code: 'custom', path: ['w'], message: COMMENT_ANCHOR_MESSAGES.boxOutside });
    if (pin.h !== undefined && pin.y + pin.h > 1 + EDGE)
      ctx.addIssue({ code: 'custom', path: ['h'], message: COMMENT_ANCHOR_MESSAGES.boxOutside });
  });
export type PinAnchor = z.infer<typeof pinAnchorSchema>;

export const commentAnchorSchema = z.discriminatedUnion('kind', [timeAnchorSchema, pinAnchorSchema], {
  error: COMMENT_ANCHOR_MESSAGES.invalid,
});
export type CommentAnchor = z.infer<typeof commentAnchorSchema>;

/** The recording or image an anchor points at. */
export const anchorTarget = (anchor: CommentAnchor): string =>
  anchor.kind === 'time' ? anchor.video_uid : anchor.image_uid;

/**
 * Field errors of an anchor (`anchor.x`…) as the API answers them; empty when it is valid. For
 * an anchor that arrives as text (a multipart field), `parseAnchorField` reads the JSON first.
 */
export function anchorIssues(error: z.ZodError, root = 'anchor'): Array<{ path: string; message: string }> {
  return error.issues.map((issue) => ({
    path: [root, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}

/**
 * A multipart field's text as an anchor: the anchor, null for an empty field, or the field
 * errors (a field that is not JSON is refused at `anchor`).
 */
export function parseAnchorField(
  text: string,
): { anchor: CommentAnchor | null } | { issues: Array<{ path: string; message: string }> } {
  if (text.trim() === '') return { anchor: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { issues: [{ path: 'anchor', message: COMMENT_ANCHOR_MESSAGES.invalid }] };
  }
  const parsed = commentAnchorSchema.safeParse(value);
  return parsed.success ? { anchor: parsed.data } : { issues: anchorIssues(parsed.error) };
}

/**
 * The numbers pins are shown with on an image: 1, 2, 3… in the order they were written (the
 * oldest first), so a pin keeps its number while newer ones are added.
 */
export function pinNumbers<T extends { uid: string; created: string }>(
  pins: readonly T[],
): Map<string, number> {
  const ordered = [...pins].sort((a, b) => a.created.localeCompare(b.created) || a.uid.localeCompare(b.uid));
  return new Map(ordered.map((pin, index) => [pin.uid, index + 1]));
}
