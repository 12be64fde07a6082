/**
 * The image type of a file by its first bytes: a client's content type and file name are
 * not trusted. Only the formats browsers display safely as avatars.
 */
export type ImageType = { mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp'; extension: string };

export function sniffImageType(data: Buffer): ImageType | null {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return { mime: 'image/png', extension: 'png' };
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return { mime: 'image/jpeg', extension: 'jpg' };
  }
  const head = data.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return { mime: 'image/gif', extension: 'gif' };
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP')
    return { mime: 'image/webp', extension: 'webp' };
  return null;
}

const PNG_SIGNATURE_LENGTH = 8;

/** PNG: chunk by chunk (length, type, data, CRC), IHDR first, up to IEND within the file. */
function isWholePng(data: Buffer): boolean {
  let offset = PNG_SIGNATURE_LENGTH;
  let first = true;
  while (offset + 12 <= data.length) {
    const length = data.readUInt32BE(offset);
    const type = data.subarray(offset + 4, offset + 8).toString('latin1');
    if (first && (type !== 'IHDR' || length !== 13)) return false;
    first = false;
    const next = offset + 12 + length;
    if (next > data.length) return false;
    if (type === 'IEND') return length === 0;
    offset = next;
  }
  return false;
}

/** JPEG: the marker segments up to the scan stay within the file, which ends with EOI. */
function isWholeJpeg(data: Buffer): boolean {
  let end = data.length;
  // Some cameras pad the file after EOI with zeros.
  while (end > 2 && data[end - 1] === 0) end--;
  if (end < 4 || data[end - 2] !== 0xff || data[end - 1] !== 0xd9) return false;
  let offset = 2;
  while (offset + 4 <= end) {
    if (data[offset] !== 0xff) return false;
    const marker = data[offset + 1]!;
    if (marker === 0xff) {
      offset++; // fill byte
      continue;
    }
    if (marker === 0xd9) return offset + 2 === end;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = data.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > end) return false;
    // Start of scan: entropy-coded data follows up to EOI, which we checked above.
    if (marker === 0xda) return true;
    offset += 2 + length;
  }
  return false;
}

/** GIF: the screen descriptor (and its colour table) fit, and the file ends with the trailer. */
function isWholeGif(data: Buffer): boolean {
  let end = data.length;
  while (end > 14 && data[end - 1] === 0) end--; // padding after the trailer
  if (end < 14 || data[end - 1] !== 0x3b) return false;
  const flags = data[10]!;
  const colourTable = flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0;
  return 13 + colourTable < end;
}

/** WebP: the RIFF size is the file's, and the first chunk (VP8, VP8L or VP8X) fits in it. */
function isWholeWebp(data: Buffer): boolean {
  if (data.length < 20) return false;
  const riffSize = data.readUInt32LE(4);
  if (riffSize + 8 > data.length || riffSize < 12) return false;
  const chunk = data.subarray(12, 16).toString('latin1');
  if (!['VP8 ', 'VP8L', 'VP8X'].includes(chunk)) return false;
  return 20 + data.readUInt32LE(16) <= data.length;
}

/**
 * Whether an image is whole, beyond its first bytes: its structure is walked far enough to
 * see that its sizes fit in the file and that its end marker is there: a truncated image is
 * refused. (Bytes after the end marker are tolerated, as padding is.)
 */
export function isWholeImage(data: Buffer, mime: ImageType['mime']): boolean {
  switch (mime) {
    case 'image/png':
      return isWholePng(data);
    case 'image/jpeg':
      return isWholeJpeg(data);
    case 'image/gif':
      return isWholeGif(data);
    case 'image/webp':
      return isWholeWebp(data);
  }
}
