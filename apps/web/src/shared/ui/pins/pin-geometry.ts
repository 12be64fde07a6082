/**
 * Pins on an image (comments that point, docs/product.md#comments-and-files): where a pointer
 * is, the point or box a press and a release make, and a pin moved by the keys. Coordinates are
 * relative to the image (0–1 from its top left corner), as the comment anchors keep them.
 */

/** Where a pin is: a point, or a box (`w`, `h`), relative to the image. */
export interface PinPlace {
  x: number;
  y: number;
  w?: number;
  h?: number;
}

/** Where a pointer is on an element, relative to its size: 0–1 each way, clamped to its edges. */
export function relativePoint(
  rect: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>,
  clientX: number,
  clientY: number,
): { x: number; y: number } {
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return {
    x: rect.width > 0 ? clamp((clientX - rect.left) / rect.width) : 0,
    y: rect.height > 0 ? clamp((clientY - rect.top) / rect.height) : 0,
  };
}

/** A drag shorter than this (relative to the image, each way) is a click: a point, not a box. */
const CLICK_SLOP = 0.02;
/** Coordinates are kept to four decimals: a tenth of a pixel on a 1,000-pixel image. */
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The pin a press and a release make: a point where a click was, or the box a drag spans
 * (from its top left corner, whichever way it was dragged), always on the image.
 */
export function pinFromDrag(from: { x: number; y: number }, to: { x: number; y: number }): PinPlace {
  const w = Math.abs(to.x - from.x);
  const h = Math.abs(to.y - from.y);
  if (w < CLICK_SLOP && h < CLICK_SLOP) return { x: round(from.x), y: round(from.y) };
  const x = round(Math.min(from.x, to.x));
  const y = round(Math.min(from.y, to.y));
  // Rounded down, so x + w never passes the edge the server holds it to.
  return {
    x,
    y,
    w: Math.max(0.0001, Math.floor((Math.max(from.x, to.x) - x) * 10_000) / 10_000),
    h: Math.max(0.0001, Math.floor((Math.max(from.y, to.y) - y) * 10_000) / 10_000),
  };
}

/** A pin moved by the arrow keys: a step each way, kept on the image (a box whole). */
export function nudgePin<T extends { x: number; y: number; w?: number; h?: number }>(
  pin: T,
  dx: number,
  dy: number,
): T {
  const maxX = 1 - (pin.w ?? 0);
  const maxY = 1 - (pin.h ?? 0);
  return {
    ...pin,
    x: round(Math.min(maxX, Math.max(0, pin.x + dx))),
    y: round(Math.min(maxY, Math.max(0, pin.y + dy))),
  };
}
