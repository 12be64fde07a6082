import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ASSET_IMAGE_MAX_PIXELS, ASSET_MAX_BYTES, ASSET_PREVIEW_SIZES } from '@expertos/domain/assets';
import sharp, { type Metadata } from 'sharp';
import { findFfmpeg, inputArgs, type MediaInput, readPictureSize } from '../media/ffmpeg.js';
import { containerOfHead, readHead } from '../media/video-containers.js';
import { takePoster } from '../media/video-processing.js';
import { inScratch } from '../media/video-scratch.js';

/**
 * The preview engine of the asset library (docs/product.md#asset-library): two WebP thumbnails
 * of an image, a video's poster or a PDF's first page, and the picture's size and length.
 *
 * Images are decoded by sharp (libvips) in this process, so the rules are about memory and
 * trust: the pixel count is checked before decoding, one image is decoded at a time, and sharp
 * never reads an SVG from a path (librsvg would then load the files beside it). The rest is done
 * by Debian's tools, each spawned without a shell on one named file, killed after a timeout.
 */

/** The optional programs, by path; null when this machine lacks one (its previews say so). */
export interface PreviewTools {
  ffmpeg: string | null;
  pdftoppm: string | null;
  heifConvert: string | null;
}

export interface ImageFacts {
  width: number;
  height: number;
  pixels: number;
}

export interface PreviewResult {
  state: 'ready' | 'none' | 'failed';
  /** Why there is no preview, one plain English sentence for a person; null when ready. */
  failure: string | null;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  /** WebP thumbnails, longer side <= 320 and <= 1280 (never enlarged), EXIF/GPS/XMP never kept. */
  small: Buffer | null;
  large: Buffer | null;
}

export interface PreviewOptions {
  /** Where scratch folders go (os.tmpdir() by default); each is removed when its work ends. */
  scratchDir?: string;
  /** How long one external tool (ffprobe, ffmpeg, pdftoppm, heif-convert) may run. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;
/** sharp's default WebP quality: plenty for a thumbnail, a fraction of the original's bytes. */
const WEBP_QUALITY = 80;

// libvips keeps decoded images in a cache for reuse; previews never reread one, so it only
// holds memory. Process-wide, which is what is wanted.
sharp.cache(false);

const FAILURE = {
  damaged: 'The file looks damaged: its picture could not be read.',
  /** With its size when known (sharp's own refusal does not say it). */
  pixels: (facts?: ImageFacts) =>
    `The image is ${facts ? `${Math.round(facts.pixels / 1e6)} megapixels, ` : ''}over the ${ASSET_IMAGE_MAX_PIXELS / 1e6} megapixel limit, so no preview was made.`,
  timeout: (ms: number) => `Making the preview took longer than ${ms / 1000} seconds, so it was stopped.`,
  noHeif: 'Previews of HEIC and HEIF photos need the libheif-examples package (heif-convert) on the server.',
  noPoppler: 'Previews of PDFs need the poppler-utils package (pdftoppm) on the server.',
  noFfmpeg: 'Previews of videos need the ffmpeg package on the server.',
  pdfUnreadable: 'The PDF could not be read: it may be damaged or locked with a password.',
  videoUnreadable: 'The video could not be read: it may be damaged.',
  videoFormat: 'Previews are made of MP4, MOV and WebM videos only.',
  videoNoPicture: 'The video has no picture to preview.',
  videoNoFrame: 'No picture could be taken from the video: it may be damaged.',
} as const;

const result = {
  none: (failure: string | null = null): PreviewResult => ({
    state: 'none',
    failure,
    width: null,
    height: null,
    durationMs: null,
    small: null,
    large: null,
  }),
  failed: (failure: string): PreviewResult => ({ ...result.none(failure), state: 'failed' }),
};

// ---------------------------------------------------------------------------------------------
// Finding the tools

const found = new Map<string, Promise<PreviewTools>>();

/**
 * Finds the optional tools on PATH once per process (ffmpeg as the media module finds it: the
 * name or path FFMPEG_PATH gives, with its ffprobe beside it). A tool is kept by its absolute
 * path, so what runs later is what was checked now.
 */
export function findPreviewTools(ffmpegPath = 'ffmpeg'): Promise<PreviewTools> {
  let tools = found.get(ffmpegPath);
  if (!tools) {
    tools = lookForTools(ffmpegPath);
    found.set(ffmpegPath, tools);
  }
  return tools;
}

async function lookForTools(ffmpegPath: string): Promise<PreviewTools> {
  const [pdftoppm, heifConvert] = await Promise.all([
    onPath('pdftoppm', ['-v'], () => true),
    // A heif-convert without an HEVC decoder (libde265) cannot read a single iPhone photo.
    onPath('heif-convert', ['--list-decoders'], (out) => /HEIC decoders:\s*\n\s*- /.test(out)),
  ]);
  return { ffmpeg: findFfmpeg(ffmpegPath) ? ffmpegPath : null, pdftoppm, heifConvert };
}

/** The first `name` on PATH that runs (`args`) and whose output `works` accepts. */
async function onPath(name: string, args: string[], works: (out: string) => boolean): Promise<string | null> {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(path.isAbsolute)) {
    const candidate = path.join(dir, name);
    try {
      await fs.promises.access(candidate, fs.constants.X_OK);
      return works(await runTool(candidate, args, 10_000)) ? candidate : null;
    } catch {
      // Not here, or it does not run: the next directory may have a working one.
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Running a tool

/** A tool that failed; `timedOut` when it was killed for taking too long. */
class ToolError extends Error {
  constructor(
    message: string,
    readonly timedOut: boolean,
  ) {
    super(message);
  }
}

/**
 * Runs a program without a shell (its arguments are never parsed as a command line) and
 * answers what it wrote. After `timeoutMs` it is killed with SIGKILL, which no program can
 * ignore or delay; its output is capped so a chatty failure cannot fill memory.
 */
function runTool(binary: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      binary,
      args,
      { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 4 * 1024 * 1024, windowsHide: true },
      (error, stdout, stderr) => {
        if (!error) return resolve(String(stdout) + String(stderr));
        const tail = String(stderr).trim().split('\n').slice(-3).join(' ');
        // Killed by us either for its time or for writing too much: only the first is a timeout.
        const timedOut = error.killed === true && error.code !== 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER';
        reject(new ToolError(`${path.basename(binary)}: ${tail || error.message}`, timedOut));
      },
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Images (sharp)

/**
 * One image decoded at a time in this process: a job worker handed a batch of 100 MP photos
 * must not hold several of them in memory at once. Each piece of work starts when the one
 * before it has settled, whether it succeeded or not.
 */
let imageQueue: Promise<unknown> = Promise.resolve();

function oneImageAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = imageQueue.then(work, work);
  imageQueue = turn.catch(() => undefined);
  return turn;
}

/**
 * The first bytes of the binary formats sharp is let read from a path: JPEG, PNG, GIF, WebP,
 * TIFF (both byte orders) and ISO-BMFF (AVIF, HEIC). Anything else is read into memory first.
 */
const BINARY_MAGIC: { at: number; bytes: string }[] = [
  { at: 0, bytes: '\xFF\xD8\xFF' },
  { at: 0, bytes: '\x89PNG\r\n\x1A\n' },
  { at: 0, bytes: 'GIF8' },
  { at: 8, bytes: 'WEBP' },
  { at: 0, bytes: 'II*\x00' },
  { at: 0, bytes: 'MM\x00*' },
  { at: 4, bytes: 'ftyp' },
];
const MAGIC_HEAD_BYTES = 12;
/** The largest file read into memory to be looked at: the largest image an upload may be. */
const IN_MEMORY_MAX_BYTES = ASSET_MAX_BYTES.image;

/**
 * What sharp is given to read `file`: its path when its first bytes are a binary image format,
 * else its bytes, read into memory (null when too large to be an image). From a path, librsvg
 * resolves an SVG's `<image href>` and XInclude against the file's folder, so it would draw other
 * files of the store into the picture; from memory it has no base and loads nothing. Going by
 * the bytes, not the stated type, also covers an SVG stored under another type, a gzipped one
 * (which librsvg opens too) and one in UTF-16.
 */
async function sharpInput(file: string): Promise<string | Buffer | null> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const head = Buffer.alloc(MAGIC_HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, MAGIC_HEAD_BYTES, 0);
    const text = head.subarray(0, bytesRead).toString('latin1');
    if (BINARY_MAGIC.some(({ at, bytes }) => text.startsWith(bytes, at))) return file;
    if ((await handle.stat()).size > IN_MEMORY_MAX_BYTES) return null;
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

/** Width and height as shown (EXIF orientations 5-8 turn the picture a quarter). */
async function readFacts(input: string | Buffer | null): Promise<ImageFacts | null> {
  if (input === null) return null;
  let meta: Metadata;
  try {
    // A header read decodes nothing, so no pixel limit here: this is what measures the pixels.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!(width > 0 && height > 0)) return null;
  return { width, height, pixels: width * height };
}

/**
 * A header-only read of an image file's dimensions with sharp (no decode); null when sharp
 * cannot read it. Used at upload time to refuse pixel bombs before storing.
 */
export async function imageFacts(file: string): Promise<ImageFacts | null> {
  return readFacts(await sharpInput(file));
}

interface Thumbnails {
  small: Buffer;
  large: Buffer;
}

interface RenderHow {
  /** Turn the picture by its EXIF orientation (not for pictures a tool has turned already). */
  orient: boolean;
  /** For SVG: the DPI to draw it at. */
  density?: number;
  timeoutMs: number;
}

/**
 * Both WebP thumbnails of one picture. It is decoded once, straight to the large size (sharp
 * shrinks a JPEG while decoding it), and the small one is made from those pixels. sharp writes
 * no metadata unless asked, so EXIF, GPS and XMP stay behind.
 */
function renderThumbnails(input: string | Buffer, how: RenderHow): Promise<Thumbnails> {
  const fit = { fit: 'inside', withoutEnlargement: true } as const;
  const { large: largeSide, small: smallSide } = ASSET_PREVIEW_SIZES;
  return oneImageAtATime(async () => {
    const source = sharp(input, {
      limitInputPixels: ASSET_IMAGE_MAX_PIXELS,
      failOn: 'warning',
      animated: false,
      ...(how.density ? { density: how.density } : {}),
    }).timeout({ seconds: Math.max(1, Math.ceil(how.timeoutMs / 1000)) });
    if (how.orient) source.rotate();
    const { data, info } = await source
      .resize(largeSide, largeSide, fit)
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const pixels = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const large = await pixels().webp({ quality: WEBP_QUALITY }).toBuffer();
    const small = await pixels().resize(smallSide, smallSide, fit).webp({ quality: WEBP_QUALITY }).toBuffer();
    return { small, large };
  });
}

/** Thumbnails, or the sentence saying why a picture gave none. Bugs (bad arguments) still throw. */
async function thumbnailsOrFailure(input: string | Buffer, how: RenderHow): Promise<Thumbnails | string> {
  try {
    return await renderThumbnails(input, how);
  } catch (error) {
    if (error instanceof TypeError || error instanceof RangeError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) return FAILURE.pixels();
    if (/timeout/i.test(message)) return FAILURE.timeout(how.timeoutMs);
    return FAILURE.damaged;
  }
}

/** A picture file (or a tool's output) to previews, with the size it states. */
async function picturePreviews(file: string, how: Omit<RenderHow, 'density'>): Promise<PreviewResult> {
  const input = await sharpInput(file);
  const facts = await readFacts(input);
  if (!input || !facts) return result.failed(FAILURE.damaged);
  if (facts.pixels > ASSET_IMAGE_MAX_PIXELS) return result.failed(FAILURE.pixels(facts));
  const thumbnails = await thumbnailsOrFailure(input, how);
  if (typeof thumbnails === 'string') return result.failed(thumbnails);
  return { ...result.none(), state: 'ready', width: facts.width, height: facts.height, ...thumbnails };
}

/**
 * An SVG is drawn at the DPI that makes its longer side the large preview's (a logo drawn at
 * 16 px and enlarged would be a blur; one that says it is 50 000 px wide is drawn small), from
 * memory only (see sharpInput). Scripts never run: librsvg has no script engine.
 */
async function svgPreviews(file: string, timeoutMs: number): Promise<PreviewResult> {
  const input = await fs.promises.readFile(file);
  const facts = await readFacts(input);
  if (!facts) return result.failed(FAILURE.damaged);
  const scale = ASSET_PREVIEW_SIZES.large / Math.max(facts.width, facts.height);
  const density = Math.min(100_000, Math.max(1, 72 * scale));
  const thumbnails = await thumbnailsOrFailure(input, { orient: false, density, timeoutMs });
  if (typeof thumbnails === 'string') return result.failed(thumbnails);
  return { ...result.none(), state: 'ready', width: facts.width, height: facts.height, ...thumbnails };
}

// ---------------------------------------------------------------------------------------------
// Tools that draw a picture file for sharp

/** A tool's failure as a sentence: its timeout, or `otherwise`. */
function toolFailure(error: unknown, timeoutMs: number, otherwise: string): PreviewResult {
  if (error instanceof ToolError && error.timedOut) return result.failed(FAILURE.timeout(timeoutMs));
  return result.failed(otherwise);
}

/**
 * A PDF's first page, drawn by pdftoppm at 1280 px on its longer side. A page has no pixel
 * size, so none is stated. The path is absolute, so it can never be read as an option.
 */
async function pdfPreviews(
  file: string,
  tool: string,
  dir: string,
  timeoutMs: number,
): Promise<PreviewResult> {
  const prefix = path.join(dir, 'page');
  const scale = String(ASSET_PREVIEW_SIZES.large);
  const args = ['-f', '1', '-l', '1', '-singlefile', '-png', '-scale-to', scale, path.resolve(file), prefix];
  try {
    await runTool(tool, args, timeoutMs);
  } catch (error) {
    return toolFailure(error, timeoutMs, FAILURE.pdfUnreadable);
  }
  const page = await picturePreviews(`${prefix}.png`, { orient: false, timeoutMs });
  return page.state === 'ready' ? { ...page, width: null, height: null } : page;
}

/**
 * A HEIC or HEIF photo, converted by heif-convert to a PNG. sharp reads its header (not its
 * HEVC pixels), so a pixel bomb is refused before the tool decodes it. libheif turns the
 * picture as the file says while decoding, so the PNG is not turned again.
 */
async function heifPreviews(
  file: string,
  tool: string,
  dir: string,
  timeoutMs: number,
): Promise<PreviewResult> {
  const facts = await imageFacts(file);
  if (facts && facts.pixels > ASSET_IMAGE_MAX_PIXELS) return result.failed(FAILURE.pixels(facts));
  const out = path.join(dir, 'photo.png');
  try {
    await runTool(tool, ['--quiet', path.resolve(file), out], timeoutMs);
  } catch (error) {
    return toolFailure(error, timeoutMs, FAILURE.damaged);
  }
  // A file of several photos is written as photo-1.png, photo-2.png…: the first is shown.
  const written = fs.existsSync(out) ? out : path.join(dir, 'photo-1.png');
  if (!fs.existsSync(written)) return result.failed(FAILURE.damaged);
  return picturePreviews(written, { orient: false, timeoutMs });
}

// ---------------------------------------------------------------------------------------------
// Videos (ffprobe, ffmpeg)

interface VideoFacts {
  durationMs: number | null;
  size: { width: number; height: number } | null;
}

/**
 * A video's length and picture size as shown, by one ffprobe run that opens it as the media
 * module does (inputArgs: the demuxer named, local files only). Its ffprobe is the one beside
 * ffmpeg, as findFfmpeg checked it; run here rather than through Ffmpeg.durationMs so that it
 * has this module's timeout.
 */
async function probeVideo(ffmpegPath: string, input: MediaInput, timeoutMs: number): Promise<VideoFacts> {
  const ffprobe = ffmpegPath.replace(/ffmpeg(\.exe)?$/, 'ffprobe$1');
  const out = await runTool(
    ffprobe,
    [
      ...['-v', 'error', '-select_streams', 'v:0', '-of', 'json'],
      ...['-show_entries', 'format=duration:stream=width,height:stream_side_data=rotation'],
      ...inputArgs(input),
    ],
    timeoutMs,
  );
  const seconds = Number.parseFloat(
    (JSON.parse(out) as { format?: { duration?: string } }).format?.duration ?? '',
  );
  const size = readPictureSize(out);
  return {
    durationMs: Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : null,
    size: size && { width: size.width, height: size.height },
  };
}

/**
 * The poster as the media module takes one (a second in, or the first frame of a video under
 * two seconds); when a video is too short for its stated second, its first frame. ffmpeg is
 * stopped (aborted: SIGTERM, on which it ends at once) after `timeoutMs`, which throws.
 */
async function posterOf(
  ffmpegPath: string,
  input: MediaInput,
  facts: VideoFacts,
  dir: string,
  timeoutMs: number,
) {
  const ffmpeg = findFfmpeg(ffmpegPath);
  if (!ffmpeg) return null;
  const signal = AbortSignal.timeout(timeoutMs);
  const poster = await takePoster(ffmpeg, input, facts.durationMs, dir, signal);
  return poster ?? (await takePoster(ffmpeg, input, 0, dir, signal));
}

/**
 * A video's poster and length. ffmpeg is told the container its first bytes are (never left to
 * guess, see media/ffmpeg.ts): other containers get no preview.
 */
async function videoPreviews(
  file: string,
  ffmpegPath: string,
  dir: string,
  timeoutMs: number,
): Promise<PreviewResult> {
  const container = containerOfHead(await readHead(file));
  if (!container) return result.none(FAILURE.videoFormat);
  const input: MediaInput = { file: path.resolve(file), container };
  let facts: VideoFacts;
  let poster: string | null;
  try {
    facts = await probeVideo(ffmpegPath, input, timeoutMs);
    if (!facts.size) return { ...result.none(FAILURE.videoNoPicture), durationMs: facts.durationMs };
    poster = await posterOf(ffmpegPath, input, facts, dir, timeoutMs);
  } catch (error) {
    const timedOut = (error instanceof ToolError && error.timedOut) || isAbort(error);
    return result.failed(timedOut ? FAILURE.timeout(timeoutMs) : FAILURE.videoUnreadable);
  }
  if (!poster) return result.failed(FAILURE.videoNoFrame);
  const frame = await picturePreviews(poster, { orient: false, timeoutMs });
  if (frame.state !== 'ready') return frame;
  return { ...frame, width: facts.size.width, height: facts.size.height, durationMs: facts.durationMs };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

// ---------------------------------------------------------------------------------------------
// The entry point

/** The types sharp reads itself (a GIF or animated WebP by its first frame). */
const SHARP_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
]);
const HEIF_TYPES = new Set(['image/heic', 'image/heif']);

/**
 * Makes the previews of one stored file (a local path), by its sniffed content type. Never
 * modifies or deletes `file`; never throws for what the file holds (a damaged or hostile file
 * is `failed` with a sentence), only for a missing file or a bug.
 */
export async function makePreviews(
  file: string,
  contentType: string,
  tools: PreviewTools,
  options: PreviewOptions = {},
): Promise<PreviewResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  // A missing file is the caller's mistake, not a damaged upload: it throws (ENOENT).
  await fs.promises.access(file, fs.constants.R_OK);
  if (SHARP_TYPES.has(type)) return picturePreviews(file, { orient: true, timeoutMs });
  if (type === 'image/svg+xml') return svgPreviews(file, timeoutMs);
  const scratch = <T>(work: (dir: string) => Promise<T>) =>
    inScratch(options.scratchDir ?? os.tmpdir(), 'asset-preview', work);
  if (HEIF_TYPES.has(type)) {
    const tool = tools.heifConvert;
    if (!tool) return result.none(FAILURE.noHeif);
    return scratch((dir) => heifPreviews(file, tool, dir, timeoutMs));
  }
  if (type === 'application/pdf') {
    const tool = tools.pdftoppm;
    if (!tool) return result.none(FAILURE.noPoppler);
    return scratch((dir) => pdfPreviews(file, tool, dir, timeoutMs));
  }
  if (type.startsWith('video/')) {
    const tool = tools.ffmpeg;
    if (!tool) return result.none(FAILURE.noFfmpeg);
    return scratch((dir) => videoPreviews(file, tool, dir, timeoutMs));
  }
  return result.none();
}
