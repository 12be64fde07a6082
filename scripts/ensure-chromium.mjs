#!/usr/bin/env node
// The end-to-end tests drive Debian's Chromium (never a downloaded browser): its headless shell
// for most journeys, the full browser for those about the extension and push.
import { CHROMIUM_PATH, CHROMIUM_SHELL_PATH } from '../e2e/chromium.mjs';
import { ensureDebianPackage } from './ensure-debian-package.mjs';

ensureDebianPackage({
  binary: CHROMIUM_PATH,
  pkg: 'chromium',
  purpose: 'the end-to-end tests',
  setting: 'CHROMIUM_PATH',
});
ensureDebianPackage({
  binary: CHROMIUM_SHELL_PATH,
  pkg: 'chromium-headless-shell',
  purpose: 'the end-to-end tests',
  setting: 'CHROMIUM_SHELL_PATH',
});
