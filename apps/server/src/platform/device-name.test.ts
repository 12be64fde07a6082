import { describe, expect, it } from 'vitest';
import { deviceName, deviceNameIn } from './device-name.js';

describe('deviceName', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['curl/8.5.0', 'Unknown device'],
    ['node', 'A program'],
    [null, 'Unknown device'],
  ])('names %s', (agent, name) => {
    expect(deviceName(agent)).toBe(name);
  });
});

describe('a device’s name in the reader’s language', () => {
  const chrome =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

  it('joins the brand names with each language’s words', () => {
    expect(deviceName(chrome, 'de')).toBe('Chrome unter macOS');
    expect(deviceName(chrome, 'fr')).toBe('Chrome sous macOS');
    expect(deviceName(chrome, 'es')).toBe('Chrome en macOS');
    expect(deviceName(chrome, 'pt-BR')).toBe('Chrome no macOS');
    expect(deviceName('curl/8.5.0', 'de')).toBe('Unbekanntes Gerät');
    expect(deviceName('node', 'fr')).toBe('Un programme');
  });

  it('turns a name kept in English into the reader’s, and leaves a person’s own names alone', () => {
    expect(deviceNameIn('Firefox on Linux', 'de')).toBe('Firefox unter Linux');
    expect(deviceNameIn('Samsung Internet on Android', 'es')).toBe('Samsung Internet en Android');
    expect(deviceNameIn('Unknown device', 'pt-BR')).toBe('Dispositivo desconhecido');
    expect(deviceNameIn('Safari on iOS', undefined)).toBe('Safari on iOS');
    expect(deviceNameIn('My laptop on Linux', 'de')).toBe('My laptop on Linux');
    expect(deviceNameIn('Work phone', 'fr')).toBe('Work phone');
  });
});
