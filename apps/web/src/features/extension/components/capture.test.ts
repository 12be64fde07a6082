import { describe, expect, it } from 'vitest';
import { capturedFrom, captureReference, captureSummary } from './capture';

describe('what the extension captured', () => {
  it('reads the page and the selection from the address, refusing addresses that are not web pages', () => {
    const search = new URLSearchParams({
      url: 'https://shop.example/tea',
      title: ' Tea shop ',
      text: ' Matcha is back ',
    });
    expect(capturedFrom(search)).toEqual({
      url: 'https://shop.example/tea',
      title: 'Tea shop',
      selection: 'Matcha is back',
    });
    expect(capturedFrom(new URLSearchParams({ url: 'javascript:alert(1)' })).url).toBeNull();
  });

  it("starts the summary from the selection's first line, else the page's title, cut to a title's length", () => {
    expect(
      captureSummary({ url: null, title: 'Tea shop', selection: '\n  Matcha   is back\nsecond line' }),
    ).toBe('Matcha is back');
    expect(captureSummary({ url: null, title: 'Tea shop', selection: null })).toBe('Tea shop');
    expect(captureSummary({ url: null, title: 'x'.repeat(300), selection: null })).toHaveLength(120);
  });

  it('keeps the selection with its source as the reference content', () => {
    expect(
      captureReference({ url: 'https://shop.example/tea', title: 'Tea shop', selection: 'Matcha is back' }),
    ).toBe('Matcha is back\n\nSource: Tea shop — https://shop.example/tea');
    expect(captureReference({ url: 'https://shop.example', title: null, selection: null })).toBe(
      'Source: https://shop.example',
    );
    expect(captureReference({ url: null, title: null, selection: null })).toBeNull();
    const long = captureReference({ url: 'https://a.example', title: null, selection: 'y'.repeat(30_000) });
    expect(long!.length).toBeLessThanOrEqual(20_000);
    expect(long!.endsWith('Source: https://a.example')).toBe(true);
  });
});
