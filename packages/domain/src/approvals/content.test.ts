import { describe, expect, it } from 'vitest';
import { type ApprovalContent, type ApprovalVariant, canonicalContent, variantApproved } from './content';

const post: ApprovalContent = {
  summary: 'Autumn latte',
  caption: 'Our pumpkin latte is back.',
  hooks: ['One sip of autumn', null, null, null],
  platform: 'instagram',
  format: 'image',
  media: ['img-1', 'img-2'],
};
const variant = (over: Partial<ApprovalVariant> = {}): ApprovalVariant => ({
  channel: 'ch-1',
  network: 'mastodon',
  text: 'One sip of autumn\n\nOur pumpkin latte is back.',
  link: null,
  firstComment: null,
  media: ['img-1'],
  ...over,
});

describe('variantApproved', () => {
  it('takes the post’s own words and files on a channel with no saved variant', () => {
    expect(variantApproved(post, variant())).toBe(true);
    expect(
      variantApproved(post, variant({ text: '  One sip of autumn\r\n\r\nOur pumpkin latte is back.\n' })),
    ).toBe(true);
    expect(variantApproved(post, variant({ media: ['img-2', 'img-1'] }))).toBe(true);
  });

  it('refuses words, a link, a first comment or a file the post did not have', () => {
    expect(variantApproved(post, variant({ text: 'Our pumpkin latte is back!' }))).toBe(false);
    expect(variantApproved(post, variant({ link: 'https://example.com/latte' }))).toBe(false);
    expect(variantApproved(post, variant({ firstComment: '#latte' }))).toBe(false);
    expect(variantApproved(post, variant({ media: ['img-3'] }))).toBe(false);
  });

  it('holds a channel’s saved variant to its words, link, comment and files in order', () => {
    const saved = variant({
      text: 'Latte season.',
      link: 'https://example.com',
      firstComment: '#latte',
      media: ['img-2', 'img-1'],
    });
    const content = { ...post, variants: [saved] };
    expect(variantApproved(content, { ...saved })).toBe(true);
    expect(variantApproved(content, variant())).toBe(false);
    expect(variantApproved(content, { ...saved, media: ['img-1', 'img-2'] })).toBe(false);
    expect(variantApproved(content, { ...saved, firstComment: null })).toBe(false);
    // Another channel, with none saved, still takes the post's own words.
    expect(variantApproved(content, variant({ channel: 'ch-2' }))).toBe(true);
  });
});

describe('canonicalContent', () => {
  it('counts saved variants in any order, and is unchanged for a post without any', () => {
    const a = variant({ channel: 'a' });
    const b = variant({ channel: 'b', text: 'B' });
    expect(canonicalContent({ ...post, variants: [a, b] }, false)).toBe(
      canonicalContent({ ...post, variants: [b, a] }, false),
    );
    expect(canonicalContent({ ...post, variants: [a] }, false)).not.toBe(canonicalContent(post, false));
    expect(canonicalContent({ ...post, variants: [] }, false)).toBe(canonicalContent(post, false));
  });
});
