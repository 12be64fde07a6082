import { describe, expect, it } from 'vitest';
import { findUrls, graphemeCount, mastodonLength, utf8Length } from './text-count';

describe('graphemeCount: what a person sees as characters', () => {
  it.each([
    ['plain letters', 'hello', 5],
    ['an emoji outside the BMP (two UTF-16 units)', '😀', 1],
    ['a family joined by ZWJ (7 code points)', '👨‍👩‍👧‍👦', 1],
    ['a flag (two regional indicators)', '🇫🇷', 1],
    ['a skin tone modifier', '👍🏽', 1],
    ['a letter and a combining accent', 'e\u0301', 1],
    ['a keycap sequence', '1️⃣', 1],
    ['a line break', 'a\nb', 3],
    ['CR LF is one', 'a\r\nb', 3],
    ['nothing', '', 0],
  ])('%s', (_what, text, expected) => {
    expect(graphemeCount(text)).toBe(expected);
  });
});

describe('utf8Length', () => {
  it('counts bytes, not characters', () => {
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('😀')).toBe(4);
    expect(utf8Length('👨‍👩‍👧‍👦')).toBe(25);
  });
});

describe('findUrls', () => {
  it('finds http and https addresses up to white space', () => {
    expect(findUrls('see https://a.example/x?y=1 and http://b.example').map((u) => u.url)).toEqual([
      'https://a.example/x?y=1',
      'http://b.example',
    ]);
  });

  it('leaves out the punctuation that ends a sentence, and an unmatched closing bracket', () => {
    expect(findUrls('Read https://a.example/post.').map((u) => u.url)).toEqual(['https://a.example/post']);
    expect(findUrls('(see https://a.example/x)').map((u) => u.url)).toEqual(['https://a.example/x']);
    expect(findUrls('https://en.wikipedia.org/wiki/Foo_(bar)').map((u) => u.url)).toEqual([
      'https://en.wikipedia.org/wiki/Foo_(bar)',
    ]);
  });

  it('gives the offsets of each address in the text', () => {
    const text = 'x https://a.example y';
    const [url] = findUrls(text);
    expect(text.slice(url?.start, url?.end)).toBe('https://a.example');
  });

  it('is no address without a host, nor without its scheme', () => {
    expect(findUrls('https:// and a.example and ftp://a.example')).toEqual([]);
  });
});

describe('mastodonLength: as a Mastodon server counts a status', () => {
  it('counts any address as the reserved length, however long it is', () => {
    const long = `https://example.com/${'a'.repeat(200)}`;
    expect(mastodonLength(long, '', 23)).toBe(23);
    expect(mastodonLength('https://t.co', '', 23)).toBe(23);
    expect(mastodonLength(`go ${long} now`, '', 23)).toBe(3 + 23 + 4);
  });

  it('counts a remote mention as its local part only', () => {
    expect(mastodonLength('@alice@social.example hi', '', 23)).toBe('@alice hi'.length);
    expect(mastodonLength('hi @bob', '', 23)).toBe(7);
  });

  it('counts graphemes, and the content warning with the text', () => {
    expect(mastodonLength('👨‍👩‍👧‍👦🇫🇷', '', 23)).toBe(2);
    expect(mastodonLength('body', 'spoiler', 23)).toBe(11);
  });

  it('uses the instance reserved length', () => {
    expect(mastodonLength('https://a.example', '', 30)).toBe(30);
  });
});
