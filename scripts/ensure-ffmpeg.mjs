#!/usr/bin/env node
// The recording tests have Debian's ffmpeg read, trim and cut real videos.
import { ensureDebianPackage } from './ensure-debian-package.mjs';

ensureDebianPackage({
  binary: process.env.FFMPEG_PATH || 'ffmpeg',
  pkg: 'ffmpeg',
  purpose: 'the recording tests (length, poster, trimming, scenes)',
  setting: 'FFMPEG_PATH',
});
