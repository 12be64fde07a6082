import { describe, expect, it } from 'vitest';
import { previewPieces, previewPost } from './preview-text';

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

describe('a variant as its network puts it out', () => {
  it('adds the link to a Mastodon text that lacks it, and cards the link', () => {
    expect(
      previewPost('mastodon', {
        text: 'Autumn is here.',
        link: 'https://acme.example/a',
        thread: false,
        hasImages: false,
      }),
    ).toEqual({ texts: ['Autumn is here.\n\nhttps://acme.example/a'], card: 'https://acme.example/a' });
  });

  it("cards the text's first address when no link is given, and nothing under images", () => {
    const draft = { text: 'See https://a.example/x and https://b.example', link: '', thread: false };
    expect(previewPost('bluesky', { ...draft, hasImages: false }).card).toBe('https://a.example/x');
    expect(previewPost('bluesky', { ...draft, hasImages: true }).card).toBeNull();
  });

  it('cuts a long Bluesky text into a thread when asked, within the limit each', () => {
    const text = `${'A sentence of autumn. '.repeat(20)}\n\n${'Another of winter. '.repeat(10)}`;
    const { texts } = previewPost('bluesky', { text, link: '', thread: true, hasImages: false });
    expect(texts.length).toBeGreaterThan(1);
    for (const part of texts) expect(part.length).toBeLessThanOrEqual(300);
    expect(previewPost('bluesky', { text, link: '', thread: false, hasImages: false }).texts).toEqual([text]);
  });

  it('shows each network’s own way with a link: in the text on X and in a YouTube description, no card on Instagram, TikTok or YouTube', () => {
    const draft = {
      text: 'Autumn is here.',
      link: 'https://acme.example/a',
      thread: false,
      hasImages: false,
    };
    expect(previewPost('x', draft)).toEqual({
      texts: ['Autumn is here.\n\nhttps://acme.example/a'],
      card: 'https://acme.example/a',
    });
    expect(previewPost('youtube', draft)).toEqual({
      texts: ['Autumn is here.\n\nhttps://acme.example/a'],
      card: null,
    });
    expect(previewPost('instagram', draft)).toEqual({ texts: ['Autumn is here.'], card: null });
    expect(previewPost('tiktok', draft).card).toBeNull();
    // LinkedIn: a card without files; beside files the link goes into the text.
    expect(previewPost('linkedin', draft)).toEqual({
      texts: ['Autumn is here.'],
      card: 'https://acme.example/a',
    });
    expect(previewPost('linkedin', { ...draft, hasImages: true })).toEqual({
      texts: ['Autumn is here.\n\nhttps://acme.example/a'],
      card: null,
    });
  });
});
