import { pinAnchorSchema } from '@expertos/domain/comment-anchor';
import { describe, expect, it } from 'vitest';
import { nudgePin, pinFromDrag, relativePoint } from './pin-geometry';

const RECT = { left: 100, top: 50, width: 400, height: 200 };

describe('pins placed with the pointer', () => {
  it('reads a pointer as a place relative to the image, clamped to its edges', () => {
    expect(relativePoint(RECT, 200, 100)).toEqual({ x: 0.25, y: 0.25 });
    expect(relativePoint(RECT, 50, 400)).toEqual({ x: 0, y: 1 });
  });

  it('makes a point of a click and a box of a drag, whichever way it went', () => {
    expect(pinFromDrag({ x: 0.25, y: 0.25 }, { x: 0.255, y: 0.25 })).toEqual({ x: 0.25, y: 0.25 });
    expect(pinFromDrag({ x: 0.8, y: 0.9 }, { x: 0.2, y: 0.3 })).toEqual({ x: 0.2, y: 0.3, w: 0.6, h: 0.6 });
  });

  it('never makes a box the server refuses, even dragged to the far corner', () => {
    for (const [from, to] of [
      [
        { x: 0.7, y: 0.1 },
        { x: 1, y: 1 },
      ],
      [
        { x: 0.33333, y: 0.66667 },
        { x: 1, y: 1 },
      ],
      [
        { x: 0, y: 0 },
        { x: 1, y: 1 },
      ],
    ] as const) {
      const pin = { kind: 'pin', image_uid: 'i1', ...pinFromDrag(from, to) };
      expect(pinAnchorSchema.safeParse(pin).success).toBe(true);
    }
  });

  it('moves a pin with the keys without leaving the image', () => {
    expect(nudgePin({ x: 0.5, y: 0.5 }, 0.01, -0.01)).toEqual({ x: 0.51, y: 0.49 });
    expect(nudgePin({ x: 0.95, y: 0, w: 0.1, h: 0.1 }, 0.1, -0.1)).toEqual({ x: 0.9, y: 0, w: 0.1, h: 0.1 });
  });
});
