import { isUtf8 } from 'node:buffer';
import type { AttachmentKind } from '@expertos/domain/comment.schema';
import { sniffImageType } from './image-type.js';

/**
 * What an attached file is, by its first bytes (magic numbers): the name and the type a client
 * claims are not trusted. Only an allow-list is accepted; anything else, executables above all,
 * is refused (null), whatever it is called.
 *
 * Plain text is recognised as "no NUL byte and valid UTF-8". That covers .txt, .csv and .md,
 * and also .svg, .html and other markup: those are stored and served as `text/plain`
 * attachments (under a sandbox CSP), so a browser never renders them as a page or an image and
 * no script in them ever runs in the app's origin.
 */
export interface FileType {
  mime: string;
  /** The extension of our storage key (never the client's). */
  extension: string;
  kind: AttachmentKind;
}

export interface SniffOptions {
  /**
   * The file is a voice note recorded in the browser: a WebM or MP4 container then holds
   * audio (MediaRecorder's output), where an attached one is taken for a video.
   */
  voiceNote?: boolean;
}

const ascii = (data: Buffer, start: number, end: number) => data.subarray(start, end).toString('latin1');
const startsWith = (data: Buffer, bytes: number[]) =>
  data.length >= bytes.length && bytes.every((byte, i) => data[i] === byte);

/** Windows PE, ELF, Mach-O (32/64 bit, both byte orders, universal), and scripts with a shebang. */
const EXECUTABLE_MAGIC: number[][] = [
  [0x4d, 0x5a], // MZ
  [0x7f, 0x45, 0x4c, 0x46], // \x7fELF
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe], // universal binary (and Java class files)
  [0x23, 0x21], // #!
];

export function isExecutable(data: Buffer): boolean {
  return EXECUTABLE_MAGIC.some((magic) => startsWith(data, magic));
}

/** Zip containers we accept, by the file's extension (the content alone says only "zip"). */
const ZIP_TYPES: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  zip: 'application/zip',
};

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** EBML (Matroska/WebM): the DocType string sits within the first few dozen bytes of the header. */
function sniffEbml(data: Buffer, voiceNote: boolean): FileType | null {
  if (!startsWith(data, [0x1a, 0x45, 0xdf, 0xa3])) return null;
  const header = ascii(data, 0, 64);
  if (header.includes('webm')) {
    return voiceNote
      ? { mime: 'audio/webm', extension: 'webm', kind: 'audio' }
      : { mime: 'video/webm', extension: 'webm', kind: 'video' };
  }
  if (header.includes('matroska')) {
    return voiceNote
      ? { mime: 'audio/x-matroska', extension: 'mka', kind: 'audio' }
      : { mime: 'video/x-matroska', extension: 'mkv', kind: 'video' };
  }
  return null;
}

/** ISO base media (MP4, M4A, MOV): `ftyp` at offset 4, then the major brand. */
function sniffIsoMedia(data: Buffer, voiceNote: boolean): FileType | null {
  if (data.length < 12 || ascii(data, 4, 8) !== 'ftyp') return null;
  const brand = ascii(data, 8, 12);
  // Safari's MediaRecorder writes audio-only MP4 under a generic brand.
  if (brand === 'M4A ' || brand === 'M4B ' || voiceNote) {
    return { mime: 'audio/mp4', extension: 'm4a', kind: 'audio' };
  }
  if (brand === 'qt  ') return { mime: 'video/quicktime', extension: 'mov', kind: 'video' };
  return { mime: 'video/mp4', extension: 'mp4', kind: 'video' };
}

// MPEG audio frame sync: MPEG-1 and MPEG-2 layer III, with and without CRC.
const MP3_FRAME_SECOND_BYTES = new Set([0xfb, 0xfa, 0xf3, 0xf2]);

function sniffAudio(data: Buffer): FileType | null {
  if (ascii(data, 0, 4) === 'OggS') return { mime: 'audio/ogg', extension: 'ogg', kind: 'audio' };
  if (ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WAVE') {
    return { mime: 'audio/wav', extension: 'wav', kind: 'audio' };
  }
  if (ascii(data, 0, 3) === 'ID3' || (data[0] === 0xff && MP3_FRAME_SECOND_BYTES.has(data[1] ?? -1))) {
    return { mime: 'audio/mpeg', extension: 'mp3', kind: 'audio' };
  }
  return null;
}

function sniffDocument(data: Buffer, fileName: string): FileType | null {
  if (ascii(data, 0, 5) === '%PDF-') return { mime: 'application/pdf', extension: 'pdf', kind: 'document' };
  // A local file header, or the end record of an empty archive.
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04]) || startsWith(data, [0x50, 0x4b, 0x05, 0x06])) {
    const extension = extensionOf(fileName);
    const mime = ZIP_TYPES[extension];
    // Other zips (.jar, .apk, a "photo.png") are refused: we cannot tell what runs them.
    return mime ? { mime, extension, kind: 'document' } : null;
  }
  return null;
}

/** UTF-8 without NUL; checked in place, without decoding a (possibly 5 MB) string. */
function isPlainText(data: Buffer): boolean {
  return !data.includes(0) && isUtf8(data);
}

/**
 * The type of an attached file, or null when it is not one we accept. `fileName` only tells
 * zip-based office documents apart; it never makes a file acceptable on its own.
 */
export function sniffFileType(data: Buffer, fileName: string, options: SniffOptions = {}): FileType | null {
  if (isExecutable(data)) return null;
  const image = sniffImageType(data);
  if (image) return { ...image, kind: 'image' };
  const voiceNote = options.voiceNote ?? false;
  const found =
    sniffEbml(data, voiceNote) ??
    sniffIsoMedia(data, voiceNote) ??
    sniffAudio(data) ??
    sniffDocument(data, fileName);
  if (found) return found;
  // Ogg, WebM and friends are binary; text is the last guess, for what matched nothing else.
  if (isPlainText(data)) return { mime: 'text/plain', extension: 'txt', kind: 'text' };
  return null;
}

/** Image and audio types a browser may show in place; everything else is only downloaded. */
export function isInlineType(type: { kind: AttachmentKind; mime: string }): boolean {
  if (type.kind === 'audio') return true;
  return type.kind === 'image' && ['image/png', 'image/jpeg', 'image/gif', 'image/webp'].includes(type.mime);
}
