import { describe, expect, it } from 'vitest';
import { moveMedium, prefillText, prefillVariant, toVariant } from './variant-draft';

const image = (uid: string, mime = 'image/jpeg') => ({
  image_uid: uid,
  file_name: `${uid}.jpg`,
  mime_type: mime,
  bytes: 1000,
  url: `/api/tickets/t1/files/${uid}`,
});

describe('a variant started from the post', () => {
  it('opens with the hook, a blank line, then the caption', () => {
    expect(prefillText({ hook: 'One sip of autumn', caption: 'Our pumpkin latte is back.' })).toBe(
      'One sip of autumn\n\nOur pumpkin latte is back.',
    );
  });

  it('takes the caption alone when it already opens with the hook, and either alone when the other is empty', () => {
    expect(prefillText({ hook: 'One sip', caption: 'One sip of autumn.' })).toBe('One sip of autumn.');
    expect(prefillText({ hook: '  ', caption: 'Caption only' })).toBe('Caption only');
    expect(prefillText({ hook: 'Hook only', caption: null })).toBe('Hook only');
    expect(prefillText({ hook: null, caption: null })).toBe('');
  });

  it("carries the ticket's images in order up to what the network takes, leaving videos to the person", () => {
    const media = [image('a'), image('v', 'video/mp4'), image('b'), image('c'), image('d'), image('e')];
    const words = { hook: null, caption: 'Hi' };
    expect(prefillVariant({ network: 'bluesky' }, words, media).media.map((m) => m.image_uid)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    // A hand-off post is posted by a person, who picks in the network's app: it carries every file.
    expect(prefillVariant({ network: 'instagram' }, words, media).media).toHaveLength(6);
  });

  it('sends only the network’s own options, and an empty description as none', () => {
    const draft = {
      text: 'Hello',
      media: [{ image_uid: 'a', alt: '  ' }],
      visibility: 'unlisted' as const,
      contentWarning: ' spoilers ',
      link: ' https://acme.example/autumn ',
      thread: true,
    };
    expect(toVariant({ network: 'mastodon' }, draft)).toEqual({
      text: 'Hello',
      media: [{ image_uid: 'a', mime_type: '', file_name: '', bytes: 0, alt: null }],
      visibility: 'unlisted',
      content_warning: 'spoilers',
      link: 'https://acme.example/autumn',
    });
    const bluesky = toVariant({ network: 'bluesky' }, draft);
    expect(bluesky).not.toHaveProperty('visibility');
    expect(bluesky).not.toHaveProperty('content_warning');
    expect(bluesky).toMatchObject({ link: 'https://acme.example/autumn', thread: true });
    // A hand-off post is made in the network's app: no link, no thread.
    const phone = toVariant({ network: 'instagram' }, draft);
    expect(phone).not.toHaveProperty('link');
    expect(phone).not.toHaveProperty('thread');
  });

  it('moves a file up or down and leaves the list alone past either end', () => {
    expect(moveMedium(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveMedium(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveMedium(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
