import { describe, expect, it } from 'vitest';
import { checkPost, rulePhrases } from './brand-check';

const base = { platform: null, purpose: null, offBrand: [] } as const;

describe('off-brand rules', () => {
  it('names the phrases a rule forbids: quoted parts, else the rule without its lead, split', () => {
    expect(rulePhrases('Never say "cheap" or “bargain bin”')).toEqual(['cheap', 'bargain bin']);
    expect(rulePhrases('Avoid cheap, discount; budget / deal or steal.')).toEqual([
      'cheap',
      'discount',
      'budget',
      'deal',
      'steal',
    ]);
    expect(rulePhrases('No competitor names')).toEqual(['competitor names']);
    // Guidance too long to be words to look for.
    expect(rulePhrases('Keep the tone calm and never pushy towards people who are just browsing')).toEqual(
      [],
    );
  });

  it('finds each phrase as whole words, whatever the case, at its exact place', () => {
    const caption = 'Cheap thrills? Not here. Our tea is never cheap — cheapest is not a word we use.';
    const findings = checkPost({ ...base, caption, offBrand: ['Never say cheap'] });
    expect(findings.map((f) => (f.kind === 'off_brand' ? caption.slice(f.start, f.end) : f.kind))).toEqual([
      'Cheap',
      'cheap',
    ]);
    expect(findings[0]).toMatchObject({
      kind: 'off_brand',
      rule: 'Never say cheap',
      phrase: 'Cheap',
      start: 0,
      end: 5,
    });
  });

  it('matches phrases across line breaks and in other scripts', () => {
    const caption = 'Big\nsale today! Ça coûte très peu.';
    const findings = checkPost({ ...base, caption, offBrand: ['"big sale"', '"très peu"'] });
    expect(findings.map((f) => (f.kind === 'off_brand' ? f.phrase : ''))).toEqual(['Big\nsale', 'très peu']);
  });

  it('treats regular-expression characters in a rule as text', () => {
    const caption = 'Save 50% (today only) + more';
    const findings = checkPost({ ...base, caption, offBrand: ['"(today only)"', '"50%"', '"+"'] });
    expect(findings.map((f) => (f.kind === 'off_brand' ? f.phrase : ''))).toEqual([
      '50%',
      '(today only)',
      '+',
    ]);
  });
});

describe('platform limits', () => {
  it('points at the part of a caption past the platform’s limit', () => {
    const caption = 'x'.repeat(285);
    expect(checkPost({ ...base, caption, platform: 'x' })).toEqual([
      { kind: 'caption_length', platform: 'x', limit: 280, length: 285, start: 280, end: 285 },
    ]);
    expect(checkPost({ ...base, caption, platform: 'instagram' })).toEqual([]);
    expect(checkPost({ ...base, caption: 'x'.repeat(10_000), platform: 'blog' })).toEqual([]);
  });

  it('points at the first hashtag over the platform’s count', () => {
    const caption = 'Autumn is here #tea #autumn';
    const [finding] = checkPost({ ...base, caption, platform: 'threads' });
    expect(finding).toMatchObject({ kind: 'hashtags', limit: 1, count: 2 });
    expect(finding && 'start' in finding ? caption.slice(finding.start, finding.end) : '').toBe('#autumn');
    const thirty = Array.from({ length: 30 }, (_, i) => `#t${i}`).join(' ');
    expect(checkPost({ ...base, caption: thirty, platform: 'instagram' })).toEqual([]);
    expect(checkPost({ ...base, caption: `${thirty} #one_more`, platform: 'instagram' })[0]).toMatchObject({
      kind: 'hashtags',
      count: 31,
    });
  });
});

describe('the weekly slate', () => {
  const targets = { growth: 3, trust_building: 2, sales_promotion: 1 };
  it('says when the week has its posts of this purpose while another is short', () => {
    const planned = { growth: 3, trust_building: 0, sales_promotion: 1 };
    expect(checkPost({ ...base, caption: '', purpose: 'growth', slate: { targets, planned } })).toEqual([
      { kind: 'slate', purpose: 'growth', target: 3, planned: 3, short: ['trust_building'] },
    ]);
  });

  it('says nothing while the purpose still has room, when every purpose is full, or without a purpose', () => {
    const planned = { growth: 2, trust_building: 0, sales_promotion: 0 };
    expect(checkPost({ ...base, caption: '', purpose: 'growth', slate: { targets, planned } })).toEqual([]);
    const full = { growth: 3, trust_building: 2, sales_promotion: 1 };
    expect(checkPost({ ...base, caption: '', purpose: 'growth', slate: { targets, planned: full } })).toEqual(
      [],
    );
    expect(checkPost({ ...base, caption: '', slate: { targets, planned } })).toEqual([]);
  });
});

it('orders the findings as they appear in the caption, the slate last', () => {
  const caption = `${'a '.repeat(140)}cheap #one #two`;
  const findings = checkPost({
    caption,
    platform: 'threads',
    purpose: 'growth',
    offBrand: ['Never say cheap'],
    slate: {
      targets: { growth: 1, trust_building: 1, sales_promotion: 0 },
      planned: { growth: 1, trust_building: 0, sales_promotion: 0 },
    },
  });
  expect(findings.map((f) => f.kind)).toEqual(['off_brand', 'hashtags', 'slate']);
});

describe('credit lines of library assets', () => {
  it('names each asset whose credit the caption does not carry, case and spacing aside, once', () => {
    const findings = checkPost({
      ...base,
      caption: 'Spring is here.\n\nphoto:   JANE DOE',
      credits: [
        { asset: 'field.jpg', credit: 'Photo: Jane Doe' },
        { asset: 'sky.jpg', credit: '© Studio North' },
        { asset: 'sky-2.jpg', credit: '© studio  north' },
      ],
    });
    expect(findings).toEqual([{ kind: 'credit', asset: 'sky.jpg', credit: '© Studio North' }]);
  });

  it('finds nothing when every credit is in the caption, or there are none', () => {
    expect(
      checkPost({
        ...base,
        caption: 'Photo: Jane Doe',
        credits: [{ asset: 'a', credit: 'Photo: Jane Doe' }],
      }),
    ).toEqual([]);
    expect(checkPost({ ...base, caption: 'Anything' })).toEqual([]);
  });
});
