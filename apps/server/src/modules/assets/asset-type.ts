import { isUtf8 } from 'node:buffer';
import fs from 'node:fs';
import type { AssetKind } from '@expertos/domain/assets';
import { isExecutable, sniffFileType } from '../../platform/storage/file-type.js';

/**
 * What a library file is, by its first bytes (docs/product.md#asset-library): a client's name
 * and stated type are never trusted. On top of the attachments' allow-list (file-type.ts:
 * executables and unknown binaries refused), the library knows the images a team keeps that a
 * browser cannot show itself (AVIF and HEIC from phones, TIFF from photographers, SVG logos);
 * they are previewed by the worker and never served inline.
 */
export interface AssetType {
  mime: string;
  /** Our storage key's extension (never the client's). */
  extension: string;
  kind: AssetKind;
}

/** How much of a file is read to tell its type. */
export const ASSET_HEAD_BYTES = 64 * 1024;

const ascii = (data: Buffer, start: number, end: number) => data.subarray(start, end).toString('latin1');

/** HEIF family (ISO base media with an image brand): AVIF, or HEIC from a phone. */
function sniffHeif(data: Buffer): AssetType | null {
  if (data.length < 16 || ascii(data, 4, 8) !== 'ftyp') return null;
  const boxSize = Math.min(data.readUInt32BE(0), data.length);
  const brands = [ascii(data, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(data, at, at + 4));
  if (brands.some((brand) => brand === 'avif' || brand === 'avis'))
    return { mime: 'image/avif', extension: 'avif', kind: 'image' };
  if (brands.some((brand) => ['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)))
    return { mime: 'image/heic', extension: 'heic', kind: 'image' };
  return null;
}

function sniffTiff(data: Buffer): AssetType | null {
  const head = ascii(data, 0, 4);
  return head === 'II*\0' || head === 'MM\0*'
    ? { mime: 'image/tiff', extension: 'tif', kind: 'image' }
    : null;
}

/**
 * Valid UTF-8 without NUL, read from a head that may end inside a character: up to three
 * trailing bytes of a cut character are let go.
 */
function isTextHead(head: Buffer, whole: boolean): boolean {
  if (head.includes(0)) return false;
  if (whole) return isUtf8(head);
  for (let cut = 0; cut <= 3 && cut < head.length; cut++)
    if (isUtf8(head.subarray(0, head.length - cut))) return true;
  return false;
}

/** An SVG document: markup whose root element is `<svg` (after a BOM, XML declaration, comments, doctype). */
function isSvg(text: string): boolean {
  const body = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[\s\S]*?\?>/, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '');
  return /^\s*<svg[\s>]/i.test(body);
}

/**
 * The type of a library file from its head (the first ASSET_HEAD_BYTES, `whole` when that is
 * the entire file), or null when the library refuses it. `name` only tells office documents
 * (zip containers) apart.
 */
export function sniffAssetType(head: Buffer, name: string, whole: boolean): AssetType | null {
  // A program is refused first, however harmless its bytes look to the text check.
  if (isExecutable(head)) return null;
  const heif = sniffHeif(head) ?? sniffTiff(head);
  if (heif) return heif;
  if (isTextHead(head, whole)) {
    if (isSvg(head.toString('utf8'))) return { mime: 'image/svg+xml', extension: 'svg', kind: 'image' };
    // A PDF can be plain ASCII from end to end.
    if (ascii(head, 0, 5) === '%PDF-') return { mime: 'application/pdf', extension: 'pdf', kind: 'pdf' };
    return { mime: 'text/plain', extension: 'txt', kind: 'other' };
  }
  // The attachments' rules decide the rest (executables and unknown binaries refused).
  const found = sniffFileType(head, name);
  if (!found) return null;
  if (found.mime === 'application/pdf') return { ...found, kind: 'pdf' };
  if (found.kind === 'image' || found.kind === 'video' || found.kind === 'audio' || found.kind === 'document')
    return { mime: found.mime, extension: found.extension, kind: found.kind };
  return { mime: found.mime, extension: found.extension, kind: 'other' };
}

/** The first ASSET_HEAD_BYTES of a file on disk, and whether that is all of it. */
export async function readAssetHead(file: string): Promise<{ head: Buffer; whole: boolean }> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(ASSET_HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, ASSET_HEAD_BYTES, 0);
    const { size } = await handle.stat();
    return { head: buffer.subarray(0, bytesRead), whole: size <= bytesRead };
  } finally {
    await handle.close();
  }
}

/** Types a browser may show in place from our origin: raster images only (never SVG). */
export function isInlineAsset(mime: string): boolean {
  return ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'].includes(mime);
}
