// Debian's Chromium and the flags it needs on this kind of machine (no sandbox as root, no
// background network calls that the closed network would refuse), shared by the e2e
// config and the screenshot script.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
