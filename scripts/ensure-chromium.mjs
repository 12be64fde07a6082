#!/usr/bin/env node
// The end-to-end tests drive Debian's Chromium at /usr/bin/chromium (never a downloaded
// browser). When it is missing: install it as root, otherwise stop and say how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH as CHROMIUM } from '../e2e/chromium.mjs';

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `\nChromium was not found at ${CHROMIUM}; the end-to-end tests need it.\n` +
      "Install Debian's package and run the tests again:\n\n" +
      '    sudo apt-get update && sudo apt-get install -y chromium\n\n' +
      '(or set CHROMIUM_PATH to another Chromium binary).\n',
  );
  process.exit(1);
}

console.log(`Chromium not found at ${CHROMIUM}: installing Debian's chromium package…`);
try {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
} catch {
  console.error('Installing chromium with apt-get failed; install it by hand: apt-get install -y chromium');
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`chromium was installed but ${CHROMIUM} is still missing; set CHROMIUM_PATH.`);
  process.exit(1);
}
