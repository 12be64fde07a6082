import { vi } from 'vitest';

/**
 * A phone-sized window for component tests: every `max-width` media query matches (jsdom lays
 * nothing out, so the app's `useMediaQuery` is what tells a phone).
 */
export function phoneViewport(): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
