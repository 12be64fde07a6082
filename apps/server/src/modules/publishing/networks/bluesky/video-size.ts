/**
 * An MP4's picture size, for the aspect ratio Bluesky's video embed carries (without one the
 * apps show the video in a square box until it loads). Read from the video track's header
 * (`moov → trak → tkhd`: width and height as 16.16 fixed point), turned when its matrix turns
 * the picture a quarter (a phone held upright records landscape with a 90° matrix). Only the
 * boxes on that path are read; anything unexpected answers null and the embed goes without.
 */

interface Box {
  type: string;
  /** Where its content starts and ends. */
  start: number;
  end: number;
}

function* boxes(bytes: Buffer, start: number, end: number): Generator<Box> {
  let at = start;
  while (at + 8 <= end) {
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return;
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) return;
    yield { type, start: at + header, end: at + size };
    at += size;
  }
}

const child = (bytes: Buffer, parent: Box, type: string) =>
  [...boxes(bytes, parent.start, parent.end)].filter((box) => box.type === type);

/** The track header's size, or null for a track without a picture (sound). */
function trackSize(bytes: Buffer, tkhd: Box): { width: number; height: number } | null {
  const version = bytes[tkhd.start];
  // version, flags; times, track id, reserved, duration (32 or 64 bits); reserved, layer,
  // alternate group, volume, reserved; then the 3×3 matrix and the size.
  const matrix = tkhd.start + 4 + (version === 1 ? 32 : 20) + 16;
  const size = matrix + 36;
  if (size + 8 > tkhd.end) return null;
  let width = Math.round(bytes.readUInt32BE(size) / 65536);
  let height = Math.round(bytes.readUInt32BE(size + 4) / 65536);
  if (width === 0 || height === 0) return null;
  // A quarter turn: the matrix's a and d are 0.
  if (bytes.readInt32BE(matrix) === 0 && bytes.readInt32BE(matrix + 16) === 0)
    [width, height] = [height, width];
  return { width, height };
}

export function videoSize(bytes: Buffer): { width: number; height: number } | null {
  try {
    const all: Box = { type: '', start: 0, end: bytes.length };
    for (const moov of child(bytes, all, 'moov'))
      for (const trak of child(bytes, moov, 'trak'))
        for (const tkhd of child(bytes, trak, 'tkhd')) {
          const size = trackSize(bytes, tkhd);
          if (size) return size;
        }
  } catch {
    // A box that says more than the file has: no size.
  }
  return null;
}
