import type { Language } from '@expertos/domain/languages';

/** A fetch that asks the server to answer in `language`: its error replies are written in it. */
export function fetchIn(language: Language): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('accept-language', language);
    return globalThis.fetch(input, { ...init, headers });
  };
}
