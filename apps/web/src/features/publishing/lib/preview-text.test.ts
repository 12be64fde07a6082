import { describe, expect, it } from 'vitest';
import { previewPieces } from './preview-text';

describe('a post’s text in the preview', () => {
  it('links addresses as they are counted, leaving the sentence’s full stop out', () => {
    expect(previewPieces('Read https://example.com/a.\nBye')).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'link', text: 'https://example.com/a' },
      { kind: 'text', text: '.\nBye' },
    ]);
  });

  it('marks tags and mentions, not an e-mail address or a word with # inside', () => {
    expect(previewPieces('#autumn with @ana@social.example, mail ana@x.org or C#')).toEqual([
      { kind: 'tag', text: '#autumn' },
      { kind: 'text', text: ' with ' },
      { kind: 'mention', text: '@ana@social.example' },
      { kind: 'text', text: ', mail ana@x.org or C#' },
    ]);
  });

  it('keeps every character of the text, in order', () => {
    const text = 'a\n\n#b https://c.example d @e';
    expect(
      previewPieces(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });
});
