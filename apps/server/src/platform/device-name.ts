import type { Language } from '@expertos/domain/languages';
import { noticeTexts } from './mail/texts/notices.js';

/**
 * A readable name for a device, read from its user agent ("Chrome on macOS", "Chrome unter
 * macOS"): what a session signed in from, a passkey or a push device registered without a name.
 * Only the well-known browsers and systems are named (brands, never translated); the order
 * matters, as Edge and Opera also call themselves Chrome, and Chrome calls itself Safari.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];
/** A script or server calling the API, named as one rather than as a device. */
const PROGRAM = /\bnode\b|\bundici\b/i;

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: [RegExp, string][], text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function deviceName(userAgent: string | null | undefined, language?: Language): string {
  const words = noticeTexts(language).devices;
  const text = (userAgent ?? '').slice(0, 512);
  const browser = first(BROWSERS, text) ?? (PROGRAM.test(text) ? words.program : null);
  const system = first(SYSTEMS, text);
  if (browser && system) return words.on(browser, system);
  return browser ?? system ?? words.unknown;
}

/**
 * An English device name (as the audit log and a security change keep it) in another language:
 * the e-mail telling a German reader of a new sign-in says "Firefox unter Linux". A name that
 * is not one deviceName writes (a person's own) stays as it is.
 */
export function deviceNameIn(english: string, language: Language | undefined): string {
  const en = noticeTexts('en').devices;
  const words = noticeTexts(language).devices;
  if (english === en.unknown) return words.unknown;
  if (english === en.program) return words.program;
  for (const [, system] of SYSTEMS) {
    const suffix = en.on('', system);
    if (!english.endsWith(suffix)) continue;
    const browser = english.slice(0, -suffix.length);
    if (browser === en.program) return words.on(words.program, system);
    if (BROWSERS.some(([, name]) => name === browser)) return words.on(browser, system);
  }
  return english;
}
