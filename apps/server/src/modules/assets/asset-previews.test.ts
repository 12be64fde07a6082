import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  colourAt,
  damagedJpeg,
  EXIF_GPS_IFD_TAG,
  EXIF_ORIENTATION_TAG,
  halvesImage,
  heicPhoto,
  ifd0Tags,
  isWebp,
  looksBlue,
  looksRed,
  looksWhite,
  onePagePdf,
  phoneJpeg,
  pixelBombPng,
  REACHING_SVG_SPOTS,
  reachingSvg,
  riffChunks,
  sha256,
  solidImage,
  testMp4,
  twoFrameGif,
} from './asset-previews.fixtures.js';
import {
  findPreviewTools,
  imageFacts,
  makePreviews,
  type PreviewOptions,
  type PreviewResult,
  type PreviewTools,
} from './asset-previews.js';

/**
 * The preview engine on real files with the real tools (sharp, ffmpeg, pdftoppm, heif-convert).
 * No database (so in the SQLite project only); it needs the machine's tools (ffmpeg, pdftoppm,
 * heif-convert), which scripts/ensure-ffmpeg.mjs installs for the tests.
 */

const tools = await findPreviewTools();
const none: PreviewTools = { ffmpeg: null, pdftoppm: null, heifConvert: null };
let dir: string;

beforeAll(async () => {
  dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'asset-previews-'));
});
afterAll(async () => {
  await fs.promises.rm(dir, { recursive: true, force: true });
});

/** Writes `bytes` as a stored file; answers its path. */
async function stored(name: string, bytes: Buffer | string): Promise<string> {
  const file = path.join(dir, name);
  await fs.promises.writeFile(file, bytes);
  return file;
}

/** makePreviews, checking on the way that the stored file comes out byte for byte as it went in. */
async function previewOf(
  file: string,
  contentType: string,
  with_: PreviewTools = tools,
  options?: PreviewOptions,
): Promise<PreviewResult> {
  const before = sha256(file);
  const result = await makePreviews(file, contentType, with_, options);
  expect(sha256(file)).toBe(before);
  return result;
}

/** The width and height of both thumbnails, checking both are WebP and the result has its fields only. */
async function sizes(result: PreviewResult) {
  expect(Object.keys(result).sort()).toEqual(
    ['durationMs', 'failure', 'height', 'large', 'small', 'state', 'width'].sort(),
  );
  expect(result.state).toBe('ready');
  expect(result.failure).toBeNull();
  const of = async (webp: Buffer | null) => {
    expect(webp && isWebp(webp)).toBe(true);
    const { width, height } = await sharp(webp!).metadata();
    return [width, height];
  };
  return { small: await of(result.small), large: await of(result.large) };
}

describe('findPreviewTools', () => {
  it('finds each tool once, by an absolute path (ffmpeg by the name it was given)', async () => {
    expect(await findPreviewTools()).toBe(tools);
    expect(tools.ffmpeg).toBe('ffmpeg');
    for (const tool of [tools.pdftoppm, tools.heifConvert])
      if (tool) expect(path.isAbsolute(tool)).toBe(true);
  });
});

describe('imageFacts', () => {
  it('reads the size as shown: a photo to be turned a quarter has width and height swapped', async () => {
    const file = await stored('facts-phone.jpg', await phoneJpeg());
    expect(await imageFacts(file)).toEqual({ width: 400, height: 800, pixels: 320_000 });
  });

  it('answers null for a file that is not a picture', async () => {
    expect(await imageFacts(await stored('facts-notes.txt', 'just some words\n'))).toBeNull();
  });
});

describe('makePreviews: pictures sharp reads', () => {
  it('turns a camera JPEG by its EXIF orientation and keeps none of its EXIF or GPS', async () => {
    const jpeg = await phoneJpeg();
    // The fixture really is what the test is about: stored sideways, with GPS.
    const source = await sharp(jpeg).metadata();
    expect([source.width, source.height, source.orientation]).toEqual([800, 400, 6]);
    expect(ifd0Tags(source.exif!)).toEqual(expect.arrayContaining([EXIF_ORIENTATION_TAG, EXIF_GPS_IFD_TAG]));

    const result = await previewOf(await stored('phone.jpg', jpeg), 'image/jpeg');

    expect(await sizes(result)).toEqual({ small: [160, 320], large: [400, 800] });
    expect([result.width, result.height, result.durationMs]).toEqual([400, 800, null]);
    // Turned clockwise: the red left half is now on top, the blue right half below.
    expect(looksRed(await colourAt(result.large!, 200, 100))).toBe(true);
    expect(looksBlue(await colourAt(result.large!, 200, 700))).toBe(true);
    for (const webp of [result.small!, result.large!]) {
      const meta = await sharp(webp).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(riffChunks(webp).filter((chunk) => chunk === 'EXIF' || chunk === 'XMP ')).toEqual([]);
    }
  });

  it('makes a large picture 1280 and 320 on its longer side', async () => {
    const file = await stored('wide.png', await halvesImage(2000, 1000).png().toBuffer());
    const result = await previewOf(file, 'image/png');
    expect(await sizes(result)).toEqual({ small: [320, 160], large: [1280, 640] });
    expect([result.width, result.height]).toEqual([2000, 1000]);
  });

  it('never enlarges a small picture', async () => {
    const file = await stored('small.png', await solidImage('png', 200, 100));
    expect(await sizes(await previewOf(file, 'image/png'))).toEqual({ small: [200, 100], large: [200, 100] });
  });

  it.each([
    ['webp', 'image/webp'],
    ['avif', 'image/avif'],
    ['tiff', 'image/tiff'],
  ] as const)('reads %s', async (format, type) => {
    const file = await stored(`picture.${format}`, await solidImage(format, 1600, 800));
    const result = await previewOf(file, type);
    expect(await sizes(result)).toEqual({ small: [320, 160], large: [1280, 640] });
    expect(looksRed(await colourAt(result.small!, 160, 80))).toBe(true);
  });

  it('shows an animated GIF by its first frame', async () => {
    const gif = await twoFrameGif(600, 300);
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const result = await previewOf(await stored('moving.gif', gif), 'image/gif');
    expect(await sizes(result)).toEqual({ small: [320, 160], large: [600, 300] });
    expect([result.width, result.height]).toEqual([600, 300]);
    expect(looksRed(await colourAt(result.large!, 300, 150))).toBe(true);
  });

  it('gives a damaged JPEG no preview and says why, without throwing', async () => {
    const file = await stored('damaged.jpg', await damagedJpeg());
    // Its header is whole: only decoding finds the damage.
    expect(await imageFacts(file)).toEqual({ width: 640, height: 480, pixels: 307_200 });
    const result = await previewOf(file, 'image/jpeg');
    expect(result).toMatchObject({ state: 'failed', small: null, large: null });
    expect(result.failure).toMatch(/damaged/);
  });

  it('refuses a picture over the pixel limit (a small file declaring 12000×12000) before decoding it', async () => {
    const bomb = pixelBombPng(12_000, 12_000);
    expect(bomb.length).toBeLessThan(100_000);
    const file = await stored('bomb.png', bomb);
    expect(await imageFacts(file)).toEqual({ width: 12_000, height: 12_000, pixels: 144_000_000 });
    const result = await previewOf(file, 'image/png');
    expect(result).toMatchObject({ state: 'failed', small: null, large: null });
    expect(result.failure).toMatch(/144 megapixels, over the 100 megapixel limit/);
  });
});

describe('makePreviews: SVG', () => {
  let server: http.Server;
  let requests = 0;
  let url: string;
  let svgDir: string;

  beforeAll(async () => {
    server = http.createServer(async (_request, response) => {
      requests += 1;
      response.setHeader('content-type', 'image/png');
      response.end(await solidImage('png', 10, 10));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/red.png`;
    // The red picture the SVG reaches for sits beside it, as another stored file would.
    svgDir = path.join(dir, 'svg');
    await fs.promises.mkdir(svgDir);
    await fs.promises.writeFile(path.join(svgDir, 'red.png'), await solidImage('png', 50, 50));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Whether a 200×200 drawing shows anything but its blue background where the images would go. */
  async function reachedOut(picture: Buffer, side: number) {
    const spots = await Promise.all(
      REACHING_SVG_SPOTS.map(({ x, y }) => colourAt(picture, (x * side) / 200, (y * side) / 200)),
    );
    return spots.some((colour) => !looksBlue(colour));
  }

  it('loads nothing the drawing names: no file beside it, no file:// or http address; no script runs', async () => {
    const file = path.join(svgDir, 'logo.svg');
    await fs.promises.writeFile(file, reachingSvg(svgDir, url));
    // The fixture can tell: opened by its path, librsvg draws the red picture beside it.
    expect(await reachedOut(await sharp(file).png().toBuffer(), 200)).toBe(true);

    const result = await previewOf(file, 'image/svg+xml');

    // Drawn to the large size (a vector has no pixels to enlarge), blue all over.
    expect(await sizes(result)).toEqual({ small: [320, 320], large: [1280, 1280] });
    expect([result.width, result.height]).toEqual([200, 200]);
    expect(await reachedOut(result.large!, 1280)).toBe(false);
    expect(requests).toBe(0);
  });

  it('reads an SVG from memory whatever type it was stored as', async () => {
    const file = path.join(svgDir, 'not-really.png');
    await fs.promises.writeFile(file, reachingSvg(svgDir, url));
    const result = await previewOf(file, 'image/png');
    expect(result.state).toBe('ready');
    expect(await reachedOut(result.large!, 200)).toBe(false);
    expect(await imageFacts(file)).toEqual({ width: 200, height: 200, pixels: 40_000 });
    expect(requests).toBe(0);
  });
});

describe('makePreviews: HEIC and HEIF', () => {
  // The tests' machine has libheif-examples (scripts/ensure-ffmpeg.mjs, .ci/run).
  it('converts a HEIC photo with heif-convert', async () => {
    const heic = await heicPhoto(dir, 1600, 1200);
    const result = await previewOf(heic, 'image/heic');
    expect(await sizes(result)).toEqual({ small: [320, 240], large: [1280, 960] });
    expect([result.width, result.height]).toEqual([1600, 1200]);
    expect(looksRed(await colourAt(result.large!, 640, 480))).toBe(true);
  });

  it('without heif-convert, says which package is missing', async () => {
    const file = await stored('photo.heif', 'not read at all');
    const result = await previewOf(file, 'image/heif', { ...tools, heifConvert: null });
    expect(result).toMatchObject({ state: 'none', small: null, large: null });
    expect(result.failure).toMatch(/libheif-examples/);
  });
});

describe('makePreviews: PDF', () => {
  it("draws a PDF's first page with pdftoppm", async () => {
    expect(tools.pdftoppm, 'pdftoppm (Debian: poppler-utils) is needed for this test').not.toBeNull();
    const result = await previewOf(await stored('page.pdf', onePagePdf()), 'application/pdf');
    expect(await sizes(result)).toEqual({ small: [320, 160], large: [1280, 640] });
    expect(looksRed(await colourAt(result.large!, 640, 320))).toBe(true);
    expect(looksWhite(await colourAt(result.large!, 40, 40))).toBe(true);
  });

  it('gives a damaged PDF no preview and says why', async () => {
    const file = await stored('damaged.pdf', onePagePdf().subarray(0, 60));
    const result = await previewOf(file, 'application/pdf');
    expect(result).toMatchObject({ state: 'failed', small: null, large: null });
    expect(result.failure).toMatch(/PDF could not be read/);
  });

  it('without pdftoppm, says poppler-utils is missing', async () => {
    const file = await stored('page-no-tool.pdf', onePagePdf());
    const result = await previewOf(file, 'application/pdf', { ...tools, pdftoppm: null });
    expect(result).toMatchObject({ state: 'none', small: null, large: null });
    expect(result.failure).toMatch(/poppler-utils/);
  });

  it('kills a tool that never finishes when its time is up, and says so', async () => {
    // A stand-in for a pdftoppm stuck on a hostile file: it notes its process id and sleeps.
    const pidFile = path.join(dir, 'stuck.pid');
    const stuck = await stored('stuck-tool.sh', `#!/bin/sh\necho $$ > '${pidFile}'\nexec sleep 600\n`);
    await fs.promises.chmod(stuck, 0o755);
    const file = await stored('page-stuck.pdf', onePagePdf());
    const result = await previewOf(
      file,
      'application/pdf',
      { ...none, pdftoppm: stuck },
      { timeoutMs: 2000 },
    );
    expect(result).toMatchObject({ state: 'failed', small: null, large: null });
    expect(result.failure).toMatch(/took longer than 2 seconds/);
    const pid = Number(await fs.promises.readFile(pidFile, 'utf8'));
    expect(() => process.kill(pid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
  });
});

describe('makePreviews: video', () => {
  it('takes a poster from an MP4 and reads its length and size', async () => {
    expect(tools.ffmpeg, 'ffmpeg is needed for this test').not.toBeNull();
    const result = await previewOf(testMp4(dir, 2), 'video/mp4');
    expect(await sizes(result)).toEqual({ small: [320, 240], large: [320, 240] });
    expect([result.width, result.height]).toEqual([320, 240]);
    expect(result.durationMs).toBeGreaterThan(1900);
    expect(result.durationMs).toBeLessThan(2100);
  });

  it('takes the first frame of a video too short for a poster a second in', async () => {
    const result = await previewOf(testMp4(dir, 0.5), 'video/mp4');
    expect(await sizes(result)).toEqual({ small: [320, 240], large: [320, 240] });
    expect(result.durationMs).toBeLessThan(1000);
  });

  it('gives a damaged MP4 (cut short before its index) no preview and says why', async () => {
    const whole = await fs.promises.readFile(testMp4(dir, 3));
    const file = await stored('cut-short.mp4', whole.subarray(0, 2048));
    const result = await previewOf(file, 'video/mp4');
    expect(result).toMatchObject({ state: 'failed', small: null, large: null });
    expect(result.failure).toMatch(/video could not be read/);
  });

  it('gives a video in another container no preview, ffmpeg never asked to guess it', async () => {
    const file = await stored('list.m3u8', '#EXTM3U\n#EXTINF:1,\nfile:///etc/hostname\n');
    const result = await previewOf(file, 'video/mp2t');
    expect(result).toMatchObject({ state: 'none', small: null, large: null });
    expect(result.failure).toMatch(/MP4, MOV and WebM/);
  });

  it('without ffmpeg, says so', async () => {
    const file = await stored('clip-no-tool.mp4', 'not read at all');
    const result = await previewOf(file, 'video/mp4', { ...tools, ffmpeg: null });
    expect(result).toMatchObject({ state: 'none', small: null, large: null });
    expect(result.failure).toMatch(/ffmpeg/);
  });
});

describe('makePreviews: everything else', () => {
  it('gives other types no preview and no failure', async () => {
    const file = await stored('notes.txt', 'words');
    expect(await previewOf(file, 'text/plain')).toEqual({
      state: 'none',
      failure: null,
      width: null,
      height: null,
      durationMs: null,
      small: null,
      large: null,
    });
  });

  it('leaves nothing behind in the scratch folder', async () => {
    const scratchDir = path.join(dir, 'scratch');
    await fs.promises.mkdir(scratchDir);
    const pdf = await previewOf(await stored('scratch.pdf', onePagePdf()), 'application/pdf', tools, {
      scratchDir,
    });
    const video = await previewOf(testMp4(dir, 1), 'video/mp4', tools, { scratchDir });
    expect([pdf.state, video.state]).toEqual(['ready', 'ready']);
    expect(await fs.promises.readdir(scratchDir)).toEqual([]);
  });
});
