import { describe, expect, it } from 'vitest';
import { PUBLISHING_NETWORKS } from './limits';
import { postLength } from './post-length';

describe('a post’s length as its network counts it', () => {
  it('counts every network the engine publishes to, against its own limit', () => {
    const maxes = Object.fromEntries(
      PUBLISHING_NETWORKS.map((network) => [network, postLength(network, { text: 'Hi', media: [] }).max]),
    );
    expect(maxes).toEqual({
      bluesky: 300,
      mastodon: 500,
      instagram: 2200,
      linkedin: 3000,
      x: 280,
      threads: 500,
      tiktok: 2200,
      youtube: 5000,
      facebook: 63_206,
      pinterest: 800,
    });
  });

  it('counts each network its own way: an emoji, a link, a description in bytes', () => {
    const text = 'Autumn 🍂';
    const link = 'https://acme.example/a-very-long-address-of-the-autumn-range';
    expect(postLength('bluesky', { text, media: [] }).count).toBe(8);
    // The link goes after a blank line: two line breaks, then 23.
    expect(postLength('x', { text, link, media: [] }).count).toBe(7 + 2 + 2 + 23);
    expect(postLength('threads', { text, media: [] }).count).toBe(7 + 4);
    expect(postLength('tiktok', { text, media: [] }).count).toBe(9);
    expect(postLength('youtube', { text, media: [] }).count).toBe(11);
    // A TikTok photo post's text is its description, which may be longer.
    expect(postLength('tiktok', { text, media: [{ mimeType: 'image/jpeg' }] }).max).toBe(4000);
  });
});
