import { describe, expect, it } from 'vitest';
import { BLUESKY_LIMITS, checkBlueskyPost, checkForNetwork } from './limits';
import { graphemeCount, utf8Length } from './text-count';
import { BLUESKY_THREAD_MAX_POSTS, splitThread, withLink } from './thread';

const L = BLUESKY_LIMITS;
const rules = (problems: { rule: string }[]) => problems.map((p) => p.rule);
/** What the parts say, whitespace aside: nothing lost or reordered. */
const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('splitThread', () => {
  it('keeps a text that fits as one post', () => {
    expect(splitThread('  Short and sweet.  ', L.textGraphemes, L.textBytes)).toEqual(['Short and sweet.']);
  });

  it('cuts at a paragraph break, else after a sentence, else between words — each part within the limits', () => {
    const first = `${'First paragraph words. '.repeat(6).trim()}`;
    const second = `${'Second paragraph goes on and on. '.repeat(8).trim()}`;
    const parts = splitThread(`${first}\n\n${second}`, L.textGraphemes, L.textBytes);
    expect(parts[0]).toBe(first);
    expect(parts.slice(1).every((p) => p.endsWith('.'))).toBe(true);
    for (const part of parts) expect(graphemeCount(part)).toBeLessThanOrEqual(L.textGraphemes);
    expect(words(parts.join(' '))).toEqual(words(`${first}\n\n${second}`));

    const noStops = 'word '.repeat(200).trim();
    const cut = splitThread(noStops, L.textGraphemes, L.textBytes);
    expect(cut.every((p) => p.split(' ').every((w) => w === 'word'))).toBe(true);
    expect(words(cut.join(' '))).toHaveLength(200);
  });

  it('never splits a grapheme, and keeps to the byte limit with wide characters', () => {
    const family = '👨‍👩‍👧‍👦';
    const parts = splitThread(family.repeat(400), L.textGraphemes, L.textBytes);
    for (const part of parts) {
      expect(utf8Length(part)).toBeLessThanOrEqual(L.textBytes);
      expect([...new Intl.Segmenter().segment(part)].every((s) => s.segment === family)).toBe(true);
    }
    expect(parts.join('')).toBe(family.repeat(400));
  });
});

describe('a Bluesky thread in the limits', () => {
  it('lets a long text through as a thread, up to the posts a thread may take', () => {
    const long = 'A sentence that carries on. '.repeat(40);
    expect(rules(checkBlueskyPost({ text: long, media: [] }))).toEqual(['text_length']);
    expect(checkBlueskyPost({ text: long, media: [], thread: true })).toEqual([]);
    const tooLong = 'word '.repeat(70 * (BLUESKY_THREAD_MAX_POSTS + 1));
    expect(checkBlueskyPost({ text: tooLong, media: [], thread: true })).toEqual([
      expect.objectContaining({ rule: 'thread_length', limit: BLUESKY_THREAD_MAX_POSTS }),
    ]);
  });
});

describe('a link card on Mastodon', () => {
  it('is added to the text when the text does not carry it, and counts as a link does', () => {
    expect(withLink('New post', 'https://example.com/a')).toBe('New post\n\nhttps://example.com/a');
    expect(withLink('See https://example.com/a', 'https://example.com/a')).toBe('See https://example.com/a');
    expect(withLink('', 'https://example.com/a')).toBe('https://example.com/a');
    // 475 + 2 line breaks + 23 for any link = 500: fits; one more character does not.
    const link = `https://example.com/${'x'.repeat(200)}`;
    expect(checkForNetwork('mastodon', { text: 'a'.repeat(475), link, media: [] })).toEqual([]);
    expect(rules(checkForNetwork('mastodon', { text: 'a'.repeat(476), link, media: [] }))).toEqual([
      'text_length',
    ]);
  });
});
