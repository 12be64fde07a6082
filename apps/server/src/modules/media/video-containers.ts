import fs from 'node:fs';
import type { VideoContentType } from '@expertos/domain/media.schema';

/**
 * What a recording's bytes must be (docs/product.md#recordings). The type a client states is
 * only a claim: ffmpeg left to guess a file's format by its contents reads HLS playlists, DASH
 * manifests and concat lists, which name other files — on this machine too. So a recording is
 * taken only when its first bytes are the container its type names, and ffmpeg is then told
 * that container (its demuxer), never left to guess.
 */
export type VideoContainer = 'matroska' | 'mov';

/** Per allowed type: its container's ffmpeg demuxer, and the extension of the files we name. */
export const VIDEO_FORMATS: Record<VideoContentType, { container: VideoContainer; extension: string }> = {
  // WebM is Matroska: one demuxer reads both.
  'video/webm': { container: 'matroska', extension: 'webm' },
  // MP4 is ISO-BMFF, which ffmpeg reads with its QuickTime (mov) demuxer.
  'video/mp4': { container: 'mov', extension: 'mp4' },
};

/** How many leading bytes tell a container: an ISO-BMFF box's size, type and major brand. */
export const VIDEO_HEAD_BYTES = 12;

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
/** The smallest `ftyp` box (size, type, major brand, minor version) and a generous largest. */
const FTYP_MIN = 16;
const FTYP_MAX = 4096;

const isPrintable = (bytes: Uint8Array) => bytes.every((byte) => byte >= 0x20 && byte <= 0x7e);

/**
 * The container these first bytes open, or null for anything else (text such as a playlist,
 * a manifest or a concat list, another format, or too few bytes to tell).
 *
 * - Matroska/WebM: the EBML magic number.
 * - MP4: an ISO-BMFF file's first box is `ftyp` (ISO/IEC 14496-12), with a plausible size and
 *   a four-character major brand. Files that open with another atom (`moov`, `mdat`, `wide`…)
 *   are old QuickTime movies, which the product does not take (MP4 and WebM only).
 */
export function containerOfHead(head: Uint8Array): VideoContainer | null {
  if (head.length < VIDEO_HEAD_BYTES) return null;
  if (EBML_MAGIC.every((byte, i) => head[i] === byte)) return 'matroska';
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const size = view.getUint32(0);
  const type = String.fromCharCode(...head.subarray(4, 8));
  if (
    type === 'ftyp' &&
    size >= FTYP_MIN &&
    size <= FTYP_MAX &&
    size % 4 === 0 &&
    isPrintable(head.subarray(8, 12))
  )
    return 'mov';
  return null;
}

/** Whether these first bytes are the container the stated type names. */
export function isVideoHead(head: Uint8Array, contentType: VideoContentType): boolean {
  return containerOfHead(head) === VIDEO_FORMATS[contentType].container;
}

/** Up to the first VIDEO_HEAD_BYTES of a file (fewer when it is shorter; none when it is missing). */
export async function readHead(file: string): Promise<Buffer> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, 'r');
  } catch {
    return Buffer.alloc(0);
  }
  try {
    const head = Buffer.alloc(VIDEO_HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, VIDEO_HEAD_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Holds back the first bytes of an upload until there are VIDEO_HEAD_BYTES of them (with
 * `kept`, those already on disk; null when the head was checked before), then lets them through
 * if they are the stated container, or refuses the upload (`refused`) having let none through.
 * Bytes still held when the request ends (too few to tell) are let through by `rest`: the next
 * request checks them with its own, and the finished file is checked whole.
 */
export function createHeadCheck(contentType: VideoContentType, kept: Buffer | null) {
  let checked = kept === null;
  let pending: Buffer[] = [];
  const state = {
    refused: false,
    *pass(piece: Buffer): Generator<Buffer> {
      if (checked) {
        yield piece;
        return;
      }
      pending.push(piece);
      const head = Buffer.concat([kept!, ...pending]);
      if (head.length < VIDEO_HEAD_BYTES) return;
      checked = true;
      if (!isVideoHead(head.subarray(0, VIDEO_HEAD_BYTES), contentType)) {
        state.refused = true;
        pending = [];
        return;
      }
      yield* pending;
      pending = [];
    },
    *rest(): Generator<Buffer> {
      yield* pending;
      pending = [];
    },
  };
  return state;
}
