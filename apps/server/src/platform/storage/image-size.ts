/**
 * An image's width and height as it is shown, read from its header: for Bluesky's
 * `aspectRatio` (without it the apps show the image in a square until it loads) and the
 * networks' aspect and resolution rules (docs/product.md#publishing). PNG, GIF,
 * WebP and JPEG — a JPEG turned by its EXIF orientation (5–8: a phone held upright) has its
 * sides swapped. Null when the format is not one of these or the header cannot be read: the
 * post then goes without an aspect ratio, which Bluesky accepts, and the rules that need one are
 * not checked.
 */
export function imageSize(bytes: Buffer): { width: number; height: number } | null {
  try {
    const size = readSize(bytes);
    return size && size.width > 0 && size.height > 0 ? size : null;
  } catch {
    // A header cut short (RangeError): no size.
    return null;
  }
}

function readSize(b: Buffer): { width: number; height: number } | null {
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.toString('ascii', 12, 16) === 'IHDR')
    return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  if (b.toString('ascii', 0, 4) === 'GIF8') return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  if (b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WEBP') return webpSize(b);
  if (b[0] === 0xff && b[1] === 0xd8) return jpegSize(b);
  return null;
}

function webpSize(b: Buffer): { width: number; height: number } | null {
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

/** Start-of-frame markers (baseline, progressive, …), not DHT (C4), JPG (C8) or DAC (CC). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(b: Buffer): { width: number; height: number } | null {
  let orientation = 1;
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = b.readUInt16BE(at + 2);
    if (marker === 0xe1 && b.toString('ascii', at + 4, at + 10) === 'Exif\0\0')
      orientation = exifOrientation(b.subarray(at + 10, at + 2 + length)) ?? orientation;
    if (SOF.has(marker)) {
      const height = b.readUInt16BE(at + 5);
      const width = b.readUInt16BE(at + 7);
      return orientation >= 5 ? { width: height, height: width } : { width, height };
    }
    at += 2 + length;
  }
  return null;
}

/** Tag 0x0112 of the first IFD of the EXIF block's TIFF structure. */
function exifOrientation(tiff: Buffer): number | null {
  const little = tiff.toString('ascii', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (u16(entry) === 0x0112) return u16(entry + 8);
  }
  return null;
}

/** How much of a file's start `imageSize` is given: past a JPEG's EXIF block (64 KB at most). */
export const IMAGE_HEAD_BYTES = 256 * 1024;
