import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

/** Test files for the preview engine, made here with sharp, ffmpeg, heif-enc or by hand. */

export const RED = '#ff0000';
export const BLUE = '#0000ff';

/** A `width`×`height` picture of one colour, in a format sharp writes. */
export function solidImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif' | 'tiff',
  width: number,
  height: number,
  colour = RED,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

/** An animated GIF whose first frame is red and second blue: the preview must be the first. */
export async function twoFrameGif(width: number, height: number): Promise<Buffer> {
  const frames = await Promise.all([RED, BLUE].map((colour) => solidImage('png', width, height, colour)));
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: [500, 500] })
    .toBuffer();
}

/** A picture whose left half is red and right half blue: which way it was turned shows. */
export function halvesImage(width: number, height: number): Sharp {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: RED } }).composite([
    {
      input: { create: { width: width - half, height, channels: 3, background: BLUE } },
      left: half,
      top: 0,
    },
  ]);
}

/**
 * A camera JPEG, 800×400 as stored, that says to turn it a quarter clockwise (EXIF orientation
 * 6: shown 400×800, its red half on top) and where it was taken (GPS).
 */
export function phoneJpeg(): Promise<Buffer> {
  return halvesImage(800, 400)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Preview test camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();
}

/** The tags of an EXIF block's first directory (IFD0), to show a fixture holds what it claims. */
export function ifd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12));
}
export const EXIF_ORIENTATION_TAG = 0x0112;
export const EXIF_GPS_IFD_TAG = 0x8825;

/** The four-letter chunk names of a WebP (RIFF) file: EXIF and XMP travel in chunks of their own. */
export function riffChunks(webp: Buffer): string[] {
  const names: string[] = [];
  for (let at = 12; at + 8 <= webp.length; ) {
    const size = webp.readUInt32LE(at + 4);
    names.push(webp.toString('latin1', at, at + 4));
    at += 8 + size + (size % 2);
  }
  return names;
}

export const isWebp = (bytes: Buffer) =>
  bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';

/** The colour at a point of a picture, as [r, g, b]. */
export async function colourAt(picture: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(picture).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return Array.from(data.subarray(at, at + 3));
}

/** Roughly red / blue / white, allowing for lossy WebP. */
export const looksRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;
export const looksBlue = ([r, g, b]: number[]) => r! < 60 && g! < 60 && b! > 200;
export const looksWhite = ([r, g, b]: number[]) => r! > 220 && g! > 220 && b! > 220;

/**
 * A JPEG whose header is whole (sharp reads its size) but whose picture data is cut short and
 * followed by filler: what a broken upload leaves.
 */
export async function damagedJpeg(): Promise<Buffer> {
  const whole = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#336699' } })
    .composite([{ input: await solidImage('png', 320, 240, '#ffcc00'), left: 100, top: 100 }])
    .jpeg()
    .toBuffer();
  const scanStart = whole.indexOf(Buffer.from([0xff, 0xda]));
  return Buffer.concat([whole.subarray(0, scanStart + 40), Buffer.alloc(300, 0x55)]);
}

/**
 * A valid PNG that declares `width`×`height` (1-bit grey, all black): a few KB on disk,
 * `width * height` pixels once decoded. 12000×12000 is 144 megapixels.
 */
export function pixelBombPng(width: number, height: number): Buffer {
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  const rows = Buffer.concat(Array.from({ length: height }, () => row));
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * An SVG that tries to reach outside itself: a picture of a red square beside it (by a relative
 * and by a file:// address), /etc/hostname, and an http address. It also holds a script. Drawn
 * on its own it is blue all over.
 */
export function reachingSvg(besideDir: string, httpUrl: string): string {
  const red = path.join(besideDir, 'red.png');
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="200">
  <rect width="200" height="200" fill="${BLUE}"/>
  <image href="file://${red}" x="0" y="0" width="100" height="100"/>
  <image xlink:href="red.png" x="100" y="0" width="100" height="100"/>
  <image href="${httpUrl}" x="0" y="100" width="100" height="100"/>
  <image href="file:///etc/hostname" x="100" y="100" width="100" height="100"/>
  <script>document.querySelector('rect').setAttribute('fill', 'red')</script>
</svg>
`;
}

/** Where reachingSvg's pictures would be drawn, if they were loaded (in a 200×200 drawing). */
export const REACHING_SVG_SPOTS = [
  { x: 50, y: 50 },
  { x: 150, y: 50 },
  { x: 50, y: 150 },
  { x: 150, y: 150 },
] as const;

/**
 * A one-page PDF written by hand: a 200×100 pt page, white, with a red rectangle filling its
 * middle (from 20,20 to 180,80). The cross-reference table is counted, as a reader checks it.
 */
export function onePagePdf(): Buffer {
  const drawing = '1 0 0 rg 20 20 160 60 re f\n';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << >> >>',
    `<< /Length ${drawing.length} >>\nstream\n${drawing}endstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** An MP4 (H.264) of ffmpeg's test picture, `seconds` long, 320×240. */
export function testMp4(dir: string, seconds: number): string {
  const file = path.join(dir, `test-${seconds}s.mp4`);
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-v', 'error'],
    ...['-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=320x240:rate=15`],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-y', file],
  ]);
  return file;
}

/** A HEIC photo (HEVC, by heif-enc and x265) of a `width`×`height` red picture. */
export async function heicPhoto(dir: string, width: number, height: number): Promise<string> {
  const png = path.join(dir, 'heic-source.png');
  const heic = path.join(dir, 'photo.heic');
  await fs.promises.writeFile(png, await solidImage('png', width, height));
  execFileSync('heif-enc', ['-q', '60', '-o', heic, png], { stdio: 'ignore' });
  return heic;
}

export function sha256(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}
