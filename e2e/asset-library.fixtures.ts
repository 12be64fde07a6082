import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { en } from '../apps/web/src/shared/i18n/en';

/**
 * Files a person picks for the asset library journey (e2e/asset-library.spec.ts), made fresh in
 * `dir`: pictures drawn by sharp, a text file, a one-second MP4, a 9 MB picture (over the 8 MB
 * from which uploads go by tus) and a program dressed as a photo.
 */

/** A PNG of a diagonal gradient from `from` to `to` with a disc: distinct colours give distinct bytes. */
export async function picture(file: string, width: number, height: number, from: string, to: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.65}" cy="${height * 0.4}" r="${Math.min(width, height) * 0.2}" fill="#fff8" />
  </svg>`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

/** A PNG of random pixels, stored without compression: about 9.7 MB, so it travels by tus. */
export async function largePicture(file: string) {
  const width = 1800;
  const height = 1800;
  await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0, adaptiveFiltering: false })
    .toFile(file);
  return file;
}

/** A one-second test pattern as MP4 (the worker takes a poster from it with ffmpeg). */
export function clip(file: string) {
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=1:size=320x240:rate=10'],
    ...['-c:v', 'mpeg4', '-f', 'mp4', '-y', file],
  ]);
  return file;
}

/** A Windows program (its bytes start with MZ) named like a photo. */
export function program(file: string) {
  const header = Buffer.alloc(4096);
  header.write('MZ', 0, 'latin1');
  header.writeUInt32LE(0x80, 0x3c);
  header.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  header.write('PE\0\0', 0x80, 'latin1');
  fs.writeFileSync(file, header);
  return file;
}

/** The files of the first upload, all picked at once. */
export async function firstBatch(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  const brief = path.join(dir, 'brief.txt');
  fs.writeFileSync(brief, 'Dune Coffee, spring shoot.\nWarm light, sand tones, no faces.\n');
  return {
    hero: await picture(path.join(dir, 'hero.png'), 640, 400, '#f4a259', '#5b8e7d'),
    billboard: await largePicture(path.join(dir, 'billboard.png')),
    clip: clip(path.join(dir, 'clip.mp4')),
    brief,
    program: program(path.join(dir, 'photo.jpg')),
  };
}

/** A folder as a photographer hands it over: a cover, and a folder per day of the shoot. */
export async function shootFolder(dir: string) {
  const root = path.join(dir, 'shoot');
  await picture(path.join(root, 'cover.png'), 480, 320, '#264653', '#e9c46a');
  await picture(path.join(root, 'day 1', 'beach.png'), 480, 320, '#2a9d8f', '#e76f51');
  await picture(path.join(root, 'day 2', 'dunes.png'), 480, 320, '#e9c46a', '#f4a261');
  return root;
}

/** Picks files through the library's upload button. */
export async function pickIntoLibrary(page: Page, files: string[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: en.ui.assets.upload.files, exact: true }).click();
  await (await chooser).setFiles(files);
}
