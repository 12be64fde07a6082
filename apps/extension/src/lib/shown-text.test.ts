import { catalogueError } from '@expertos/api-client/api-error';
import { messages as esMessages } from '@expertos/domain/error-texts/es';
import { errorTextIn } from '@expertos/domain/error-texts/index';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { MESSAGES } from '@expertos/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '@/locales/en';
import { fetchIn } from './fetch-in';
import { errorText, shownText } from './shown-text';

describe('a text made where the language was not known, shown to the person', () => {
  it("is the recorder's failure from the spec's messages, in the page's language", () => {
    expect(shownText(MESSAGES.screenShareDenied, 'es')).toBe(esMessages.screenShareDenied);
    expect(shownText(MESSAGES.noAudioDetected, 'en')).toBe(MESSAGES.noAudioDetected);
  });

  it("is the offscreen recorder's own, or an error of the catalogue, likewise", () => {
    expect(shownText(en.offscreen.alreadyRecording, 'de')).toBe('Es läuft bereits eine Aufnahme.');
    expect(shownText(ERROR_CATALOGUE.unauthorized.message, 'fr')).toBe(errorTextIn('unauthorized', 'fr'));
  });

  it('is anything else as it is (a browser’s or a library’s own words)', () => {
    expect(shownText('tus: failed to upload chunk', 'pt-BR')).toBe('tus: failed to upload chunk');
  });

  it('is an API error by its code', () => {
    expect(errorText(catalogueError('service_unavailable', 0), 'es')).toBe(
      errorTextIn('service_unavailable', 'es'),
    );
    expect(errorText(new Error(en.offscreen.noUploadAddress), 'en')).toBe(en.offscreen.noUploadAddress);
  });
});

describe("the extension's calls to the server", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("ask for its answers in the extension's language, keeping the caller's headers", async () => {
    const seen = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('{}'));
    vi.stubGlobal('fetch', seen);
    await fetchIn('de')('https://app.example/api/me', { headers: { authorization: 'Bearer t' } });
    const headers = new Headers(seen.mock.calls[0]![1]!.headers);
    expect(headers.get('accept-language')).toBe('de');
    expect(headers.get('authorization')).toBe('Bearer t');
  });
});
