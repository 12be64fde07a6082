import { describe, expect, it } from 'vitest';
import { updateCommentSchema } from './comment.schema';
import {
  COMMENT_ANCHOR_MESSAGES,
  commentAnchorSchema,
  parseAnchorField,
  pastEndMessage,
  pinNumbers,
} from './comment-anchor';

const issuesOf = (value: unknown) => {
  const parsed = commentAnchorSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('comment anchors', () => {
  it('takes a moment, a range, a point and a box', () => {
    expect(issuesOf({ kind: 'time', video_uid: 'v1', start_ms: 0 })).toEqual([]);
    expect(issuesOf({ kind: 'time', video_uid: 'v1', start_ms: 1000, end_ms: 4000 })).toEqual([]);
    expect(issuesOf({ kind: 'pin', image_uid: 'i1', x: 0, y: 1 })).toEqual([]);
    // 0.7 + 0.3 is a hair under 1 in floating point; 0.1 + 0.9 a hair over: both on the image.
    expect(issuesOf({ kind: 'pin', image_uid: 'i1', x: 0.7, y: 0.1, w: 0.3, h: 0.9 })).toEqual([]);
  });

  it('refuses a pin outside the image, naming the field', () => {
    expect(issuesOf({ kind: 'pin', image_uid: 'i1', x: 1.2, y: 0.5 })).toEqual([
      ['x', COMMENT_ANCHOR_MESSAGES.pinOutside],
    ]);
    expect(issuesOf({ kind: 'pin', image_uid: 'i1', x: 0.5, y: -0.1 })).toEqual([
      ['y', COMMENT_ANCHOR_MESSAGES.pinOutside],
    ]);
    expect(issuesOf({ kind: 'pin', image_uid: 'i1', x: 0.5, y: 0.5, w: 0.6, h: 0.2 })).toEqual([
      ['w', COMMENT_ANCHOR_MESSAGES.boxOutside],
    ]);
    expect(issuesOf({ kind: 'pin', image_uid: 'i1', x: 0.5, y: 0.5, w: 0.2 })).toEqual([
      ['h', COMMENT_ANCHOR_MESSAGES.boxPair],
    ]);
    expect(issuesOf({ kind: 'pin', image_uid: 'i1', x: 0.5, y: 0.5, w: 0, h: 0.2 })).toEqual([
      ['w', COMMENT_ANCHOR_MESSAGES.boxSize],
    ]);
  });

  it('refuses a range that ends before it starts, and an unknown kind', () => {
    expect(issuesOf({ kind: 'time', video_uid: 'v1', start_ms: 5000, end_ms: 5000 })).toEqual([
      ['end_ms', COMMENT_ANCHOR_MESSAGES.endBeforeStart],
    ]);
    expect(issuesOf({ kind: 'time', video_uid: 'v1', start_ms: 1.5 })).toEqual([
      ['start_ms', COMMENT_ANCHOR_MESSAGES.moment],
    ]);
    expect(issuesOf({ kind: 'place', x: 1 }).map(([, message]) => message)).toEqual([
      COMMENT_ANCHOR_MESSAGES.invalid,
    ]);
  });

  it('reads a multipart field: JSON, empty, or field errors under `anchor`', () => {
    expect(parseAnchorField('')).toEqual({ anchor: null });
    expect(parseAnchorField('{nope')).toEqual({
      issues: [{ path: 'anchor', message: COMMENT_ANCHOR_MESSAGES.invalid }],
    });
    expect(parseAnchorField('{"kind":"pin","image_uid":"i1","x":2,"y":0}')).toEqual({
      issues: [{ path: 'anchor.x', message: COMMENT_ANCHOR_MESSAGES.pinOutside }],
    });
  });

  it('says the length a moment went past', () => {
    expect(pastEndMessage(62_500)).toBe('This moment is past the end of the recording (1:02).');
  });

  it('numbers pins oldest first, so a pin keeps its number', () => {
    const numbers = pinNumbers([
      { uid: 'b', created: '2026-01-02T00:00:00Z' },
      { uid: 'a', created: '2026-01-01T00:00:00Z' },
    ]);
    expect([...numbers]).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });

  it('lets a PATCH change the text, the anchor or the visibility, but not nothing', () => {
    expect(updateCommentSchema.safeParse({ body: 'Hi' }).success).toBe(true);
    expect(updateCommentSchema.safeParse({ anchor: null }).success).toBe(true);
    expect(updateCommentSchema.safeParse({ visibility: 'shared' }).success).toBe(true);
    expect(updateCommentSchema.safeParse({}).success).toBe(false);
  });
});
