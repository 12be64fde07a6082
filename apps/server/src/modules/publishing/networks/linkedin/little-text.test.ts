import { describe, expect, it } from 'vitest';
import { littleText } from './little-text.js';

describe('littleText', () => {
  it('leaves plain text as it is', () => {
    expect(littleText('Spring launch: our new range is here.\n\nSee you there!')).toBe(
      'Spring launch: our new range is here.\n\nSee you there!',
    );
  });

  it('escapes every reserved character with a backslash, the backslash first of all', () => {
    expect(littleText('a\\b|c{d}e@f[g]h(i)j<k>l*m_n~o')).toBe(
      'a\\\\b\\|c\\{d\\}e\\@f\\[g\\]h\\(i\\)j\\<k\\>l\\*m\\_n\\~o',
    );
    expect(littleText('Write to hello@example.com (or call)')).toBe(
      'Write to hello\\@example.com \\(or call\\)',
    );
  });

  it('keeps hashtags as LinkedIn hashtags, in any script, and escapes what is in them', () => {
    expect(littleText('#launch day for #Frühling and #spring_2026')).toBe(
      '{hashtag|\\#|launch} day for {hashtag|\\#|Frühling} and {hashtag|\\#|spring\\_2026}',
    );
  });

  it('escapes a # that starts no hashtag: a number, a lone sign, inside a word or an entity', () => {
    expect(littleText('We are #1 # C# a&#39;b')).toBe('We are \\#1 \\# C\\# a&\\#39;b');
  });

  it('leaves links alone but for their reserved characters', () => {
    expect(littleText('https://example.com/a_(b)#top')).toBe('https://example.com/a\\_\\(b\\)\\#top');
  });
});
