import { describe, expect, it } from 'vitest';
import { imageSize } from '../../../../platform/storage/image-size.js';
import { publicationRecordKey, recordKeyTime } from './record-key.js';

/** The atproto TID syntax (atproto.com/specs/tid): 13 base32-sortable characters, top bit 0. */
const TID = /^[234567abcdefghij][234567abcdefghijklmnopqrstuvwxyz]{12}$/;

describe('publicationRecordKey', () => {
  const publication = { publicationId: 'pub_01HZX', createdAt: '2026-05-01T12:30:00.123Z' };

  it('is a TID, the same for every attempt at one publication', () => {
    const key = publicationRecordKey(publication);
    expect(key).toMatch(TID);
    expect(publicationRecordKey({ ...publication })).toBe(key);
  });

  it('carries the publication’s creation time, to the millisecond', () => {
    const micros = recordKeyTime(publicationRecordKey(publication));
    expect(Math.floor(micros / 1000)).toBe(Date.parse(publication.createdAt));
  });

  it('differs for publications created in the same millisecond', () => {
    const keys = new Set(
      Array.from({ length: 200 }, (_, i) =>
        publicationRecordKey({ ...publication, publicationId: `pub_${i}` }),
      ),
    );
    expect(keys.size).toBe(200);
  });

  it('refuses a creation time that is not a date', () => {
    expect(() => publicationRecordKey({ publicationId: 'p', createdAt: 'soon' })).toThrow(TypeError);
  });
});

describe('imageSize', () => {
  it('reads a PNG', () => {
    const png = Buffer.alloc(32);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
    png.write('IHDR', 12, 'ascii');
    png.writeUInt32BE(640, 16);
    png.writeUInt32BE(480, 20);
    expect(imageSize(png)).toEqual({ width: 640, height: 480 });
  });

  it('reads a GIF', () => {
    const gif = Buffer.concat([
      Buffer.from('GIF89a', 'ascii'),
      Buffer.from([0x20, 0x03, 0x58, 0x02]),
      Buffer.alloc(8),
    ]);
    expect(imageSize(gif)).toEqual({ width: 800, height: 600 });
  });

  /** SOI, an EXIF APP1 with the orientation (big-endian TIFF), a baseline SOF0 of 4000 × 3000. */
  function jpeg(orientation: number): Buffer {
    const tiff = Buffer.alloc(26);
    tiff.write('MM', 0, 'ascii');
    tiff.writeUInt16BE(42, 2);
    tiff.writeUInt32BE(8, 4);
    tiff.writeUInt16BE(1, 8);
    tiff.writeUInt16BE(0x0112, 10);
    tiff.writeUInt16BE(3, 12);
    tiff.writeUInt32BE(1, 14);
    tiff.writeUInt16BE(orientation, 18);
    const exif = Buffer.concat([Buffer.from('Exif\0\0', 'ascii'), tiff]);
    const app1 = Buffer.concat([Buffer.from([0xff, 0xe1]), Buffer.alloc(2), exif]);
    app1.writeUInt16BE(exif.length + 2, 2);
    const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0x0b, 0xb8, 0x0f, 0xa0, 0x03]);
    return Buffer.concat([Buffer.from([0xff, 0xd8]), app1, sof, Buffer.alloc(16)]);
  }

  it('reads a JPEG as stored, and turned when EXIF says the camera was upright', () => {
    expect(imageSize(jpeg(1))).toEqual({ width: 4000, height: 3000 });
    expect(imageSize(jpeg(6))).toEqual({ width: 3000, height: 4000 });
  });

  it('answers null for what it cannot read', () => {
    expect(imageSize(Buffer.from('not an image'))).toBeNull();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff]))).toBeNull();
  });
});
