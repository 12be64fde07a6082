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
