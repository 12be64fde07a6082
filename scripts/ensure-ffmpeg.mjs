#!/usr/bin/env node
// The recording tests have Debian's ffmpeg read, trim and cut real videos.
import { ensureDebianPackage } from './ensure-debian-package.mjs';

ensureDebianPackage({
  binary: process.env.FFMPEG_PATH || 'ffmpeg',
  pkg: 'ffmpeg',
  purpose: 'the recording tests (length, poster, trimming, scenes)',
  setting: 'FFMPEG_PATH',
});
// The asset library's previews of PDFs and HEIC photos (optional in the product, tested here).
ensureDebianPackage({
  binary: 'pdftoppm',
  pkg: 'poppler-utils',
  purpose: "the asset library's PDF preview tests",
  versionArgs: ['-h'],
});
ensureDebianPackage({
  binary: 'heif-convert',
  pkg: 'libheif-examples',
  purpose: "the asset library's HEIC preview tests",
  versionArgs: ['--version'],
});
