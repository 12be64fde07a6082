// Debian's Chromium and the flags it needs on this kind of machine (no sandbox as root, no
// background network calls that the closed network would refuse), shared by the e2e
// config and the screenshot script.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell (package chromium-headless-shell): the same engine without the
 * browser's windowing layer, which Playwright also runs by default for headless journeys.
 * Measured on 2 cores: the journeys 6.1 → 4.9 min, Chromium's CPU time 469 s → 321 s. It has
 * no extensions and no push service, so the extension and push journeys keep CHROMIUM_PATH.
 */
export const CHROMIUM_SHELL_PATH = process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // A page that asks for the microphone (voice notes) gets a fake one, without a prompt.
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];
