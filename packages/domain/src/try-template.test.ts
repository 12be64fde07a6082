import { describe, expect, it } from 'vitest';
import { tryProfileSchema } from './try.schema';
import { templateDraft } from './try-template';

const tea = [
  'Our autumn matcha is back! Whisk it slowly, sip it warm 🍵 #matcha #teatime',
  'Which matcha do you brew on Sundays? We love the ceremonial grade. #matcha',
  'Three ways to whisk matcha without lumps: sift, cool water, zigzag! #teatime',
];

describe('templateDraft (the /try draft without AI)', () => {
  it('draws tone, words and pillars from what the captions say', () => {
    const draft = templateDraft({ brand_name: 'Leaf & Co', handle: '@leafco', captions: tea });
    expect(draft.voice.tone).toEqual(expect.arrayContaining(['playful', 'conversational', 'warm']));
    expect(draft.pillars[0]!.name).toBe('Matcha');
    expect(draft.voice.do_say).toContain('#matcha');
    expect(draft.voice.do_say).toContain('matcha');
    expect(draft.audience.name).toBe('@leafco followers');
    expect(draft.audience.interests[0]).toBe('matcha');
    expect(draft.voice.description).toContain('judging by 3 of its posts');
  });

  it('fills the pillars the posts do not give from a useful template', () => {
    const draft = templateDraft({ brand_name: 'Quiet Co', handle: '', captions: ['Hello!'] });
    expect(draft.pillars.map((p) => p.name)).toEqual(['Hello', 'Behind the scenes', 'Tips and how-tos']);
  });

  it('gives a complete, valid template from the brand name alone', () => {
    const draft = templateDraft({ brand_name: 'Nova Studio', handle: '', captions: [] });
    expect(tryProfileSchema.parse(draft)).toEqual(draft);
    expect(draft.voice.tone).toEqual(['friendly', 'clear', 'confident']);
    expect(draft.pillars).toHaveLength(3);
    expect(draft.audience.name).toBe('Nova Studio followers');
    expect(draft.voice.description).toContain('Paste a few captions');
  });

  it('always fits the draft schema, whatever the captions hold', () => {
    const long = `${'word '.repeat(400)}${'#tag'.repeat(100)}`;
    for (const captions of [[long, long, long, long], ['🍵🍵🍵'], ['   '], ['https://x.test/a?b=c']]) {
      const draft = templateDraft({ brand_name: 'B'.repeat(80), handle: 'h'.repeat(31), captions });
      expect(tryProfileSchema.safeParse(draft).success).toBe(true);
    }
  });

  it('gives the same draft for the same input', () => {
    const input = { brand_name: 'Leaf & Co', handle: '', captions: tea };
    expect(templateDraft(input)).toEqual(templateDraft(input));
  });
});

describe('templateDraft pillars', () => {
  it('say how many of the posts each pillar comes from', () => {
    const draft = templateDraft({
      brand_name: 'Leaf',
      handle: '',
      captions: ['Matcha mornings', 'Matcha and oolong', 'Oolong evenings'],
    });
    expect(draft.pillars.slice(0, 2)).toEqual([
      { name: 'Matcha', why: 'It comes up in 2 of the 3 posts.' },
      { name: 'Oolong', why: 'It comes up in 2 of the 3 posts.' },
    ]);
    const both = templateDraft({ brand_name: 'Leaf', handle: '', captions: ['Matcha now', 'More matcha'] });
    expect(both.pillars[0]).toEqual({ name: 'Matcha', why: 'Every one of the 2 posts comes back to it.' });
  });
});
