import { describe, expect, it } from 'vitest';
import { isWholeImage } from './image-type.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
// SOI, an APP0 segment, a minimal SOS, a byte of scan data, EOI.
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x4a, 0x46, 0xff, 0xda, 0x00, 0x02, 0x12, 0xff, 0xd9,
]);
const webp = () => {
  const vp8l = Buffer.from([0x2f, 0x00, 0x00, 0x00, 0x00, 0x00]);
  const chunk = Buffer.concat([Buffer.from('VP8L'), Buffer.alloc(4), vp8l]);
  chunk.writeUInt32LE(vp8l.length, 4);
  const body = Buffer.concat([Buffer.from('WEBP'), chunk]);
  const head = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4)]);
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
};

describe('isWholeImage', () => {
  it('accepts whole PNG, JPEG, GIF and WebP files', () => {
    expect(isWholeImage(PNG, 'image/png')).toBe(true);
    expect(isWholeImage(JPEG, 'image/jpeg')).toBe(true);
    expect(isWholeImage(GIF, 'image/gif')).toBe(true);
    expect(isWholeImage(webp(), 'image/webp')).toBe(true);
  });

  it('refuses a file cut short (no end marker, sizes past the end)', () => {
    expect(isWholeImage(PNG.subarray(0, PNG.length - 12), 'image/png')).toBe(false);
    expect(isWholeImage(PNG.subarray(0, 40), 'image/png')).toBe(false);
    expect(isWholeImage(JPEG.subarray(0, JPEG.length - 2), 'image/jpeg')).toBe(false);
    expect(isWholeImage(GIF.subarray(0, GIF.length - 1), 'image/gif')).toBe(false);
    expect(isWholeImage(webp().subarray(0, 22), 'image/webp')).toBe(false);
  });

  it('tolerates padding after the end marker', () => {
    const padding = Buffer.alloc(64);
    expect(isWholeImage(Buffer.concat([PNG, padding]), 'image/png')).toBe(true);
    expect(isWholeImage(Buffer.concat([JPEG, padding]), 'image/jpeg')).toBe(true);
    expect(isWholeImage(Buffer.concat([GIF, padding]), 'image/gif')).toBe(true);
  });
});
