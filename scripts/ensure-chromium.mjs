#!/usr/bin/env node
// The end-to-end tests drive Debian's Chromium at /usr/bin/chromium (never a downloaded browser).
import { CHROMIUM_PATH } from '../e2e/chromium.mjs';
import { ensureDebianPackage } from './ensure-debian-package.mjs';

ensureDebianPackage({
  binary: CHROMIUM_PATH,
  pkg: 'chromium',
  purpose: 'the end-to-end tests',
  setting: 'CHROMIUM_PATH',
});
