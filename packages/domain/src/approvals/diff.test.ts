import { describe, expect, it } from 'vitest';
import { diffMedia, diffSnapshots, diffText } from './diff';
import { mergesInto, VERSION_MERGE_MS, type VersionSnapshot, versionDiffQuerySchema } from './versions';

const media = (...ids: string[]) => ids.map((id) => ({ id, name: `${id}.jpg` }));
const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe('a word diff of two texts', () => {
  it('marks the words added and removed, and keeps the rest as it was', () => {
    expect(diffText('Our spring menu is here', 'Our summer menu is finally here')).toEqual([
      { kind: 'same', text: 'Our ' },
      { kind: 'removed', text: 'spring' },
      { kind: 'added', text: 'summer' },
      { kind: 'same', text: ' menu is' },
      { kind: 'added', text: ' finally' },
      { kind: 'same', text: ' here' },
    ]);
  });

  it('never cuts a word in two, even where two words share their first letters', () => {
    const segments = diffText('the cat sat', 'the car sat');
    expect(segments).toEqual([
      { kind: 'same', text: 'the ' },
      { kind: 'removed', text: 'cat' },
      { kind: 'added', text: 'car' },
      { kind: 'same', text: ' sat' },
    ]);
  });

  it('is one unchanged segment for the same text, and nothing for two empty ones', () => {
    expect(diffText('Same', 'Same')).toEqual([{ kind: 'same', text: 'Same' }]);
    expect(diffText('', '')).toEqual([]);
    expect(diffText('', 'New')).toEqual([{ kind: 'added', text: 'New' }]);
  });

  it('keeps a change of spaces or line breaks alone', () => {
    const segments = diffText('one two', 'one\ntwo');
    expect(segments.filter((s) => s.kind !== 'same').map((s) => s.text)).toEqual([' ', '\n']);
  });

  it('shows the changed middle of two texts too far apart as replaced whole', () => {
    const from = `Start ${Array.from({ length: 40 }, (_, i) => `a${i}`).join(' ')} end`;
    const to = `Start ${Array.from({ length: 40 }, (_, i) => `b${i}`).join(' ')} end`;
    expect(diffText(from, to, 10)).toEqual([
      { kind: 'same', text: 'Start ' },
      { kind: 'removed', text: from.slice(6, -4) },
      { kind: 'added', text: to.slice(6, -4) },
      { kind: 'same', text: ' end' },
    ]);
  });
});

describe('a word diff of two long texts', () => {
  const line = (prefix: string) => `${Array.from({ length: 12 }, (_, i) => `${prefix}${i}`).join(' ')}\n`;

  it('compares a line edited in place with its own line, even when the whole differs too much', () => {
    const from = `${line('a')}${line('b')}${line('c')}`;
    const to = `${line('x')}${line('b').replace('b5', 'B5')}${line('y')}`;
    const segments = diffText(from, to, 12);
    // The middle line's one word, though the first and last lines changed whole.
    expect(segments).toContainEqual({ kind: 'removed', text: 'b5' });
    expect(segments).toContainEqual({ kind: 'added', text: 'B5' });
  });

  it('leaves lines that did not change out of the word diff', () => {
    const from = `Intro\n${line('a')}Outro`;
    const to = `Intro\n${line('a').replace('a3', 'A3')}Outro`;
    expect(diffText(from, to).filter((s) => s.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'a3' },
      { kind: 'added', text: 'A3' },
    ]);
  });
});

describe('the files of two versions', () => {
  it('names files added and removed', () => {
    const diff = diffMedia(media('a', 'b'), media('a', 'b', 'c'));
    expect(ids(diff.added)).toEqual(['c']);
    expect(diff.removed).toEqual([]);
    const fewer = diffMedia(media('a', 'b', 'c'), media('a', 'c'));
    expect(ids(fewer.removed)).toEqual(['b']);
    expect(fewer.replaced).toEqual([]);
  });

  it('calls a file in the place of another a replacement', () => {
    const diff = diffMedia(media('a', 'b', 'c'), media('a', 'x', 'c'));
    expect(diff.replaced.map((r) => [r.from.id, r.to.id])).toEqual([['b', 'x']]);
    expect(diff.added).toEqual([]);
    expect(diff.removed).toEqual([]);
  });

  it('names a file that changed its place as moved', () => {
    const diff = diffMedia(media('a', 'b', 'c'), media('c', 'a', 'b'));
    expect(ids(diff.moved)).toEqual(['c']);
    expect([diff.added, diff.removed, diff.replaced]).toEqual([[], [], []]);
  });
});

describe('two versions compared', () => {
  const version = (change: Partial<VersionSnapshot> = {}): VersionSnapshot => ({
    summary: 'Spring launch',
    caption: 'Our spring menu',
    hooks: ['Hungry?', null, null, null],
    platform: 'instagram',
    format: 'reel',
    media: media('a'),
    variants: [],
    ...change,
  });

  it('lists each text either has, saying which changed', () => {
    const { fields, media: files } = diffSnapshots(
      version(),
      version({
        caption: 'Our summer menu',
        hooks: ['Hungry?', 'Thirsty?', null, null],
        media: media('a', 'b'),
      }),
    );
    expect(fields.map((f) => [f.field, f.changed])).toEqual([
      ['summary', false],
      ['caption', true],
      ['hook', false],
      ['hook_variation_1', true],
      ['platform', false],
      ['format', false],
    ]);
    expect(ids(files.added)).toEqual(['b']);
  });

  it('compares each network variant’s text, link and first comment, by channel', () => {
    const variant = { channel: 'c1', network: 'mastodon', link: null, firstComment: null, media: [] };
    const { fields } = diffSnapshots(
      version({ variants: [{ ...variant, text: 'Hello' }] }),
      version({ variants: [{ ...variant, text: 'Hello there', link: 'https://example.com' }] }),
    );
    const ofVariant = fields.filter((f) => f.channel === 'c1');
    expect(ofVariant.map((f) => [f.field, f.network, f.changed])).toEqual([
      ['variant_text', 'mastodon', true],
      ['variant_link', 'mastodon', true],
    ]);
  });
});

describe('one person’s autosaves', () => {
  const newest = { authorId: 'ana', updatedAt: '2026-05-04T09:00:00.000Z', marked: false, sealed: false };
  const at = (ms: number) => new Date(Date.parse(newest.updatedAt) + ms).toISOString();

  it('fold into their version within ten minutes of its last change', () => {
    expect(mergesInto(newest, { authorId: 'ana', at: at(VERSION_MERGE_MS) })).toBe(true);
    expect(mergesInto(newest, { authorId: 'ana', at: at(VERSION_MERGE_MS + 1) })).toBe(false);
  });

  it('never into another person’s, a marked or a sealed version, nor a change no one made', () => {
    expect(mergesInto(newest, { authorId: 'ben', at: at(1000) })).toBe(false);
    expect(mergesInto({ ...newest, marked: true }, { authorId: 'ana', at: at(1000) })).toBe(false);
    expect(mergesInto({ ...newest, sealed: true }, { authorId: 'ana', at: at(1000) })).toBe(false);
    expect(mergesInto({ ...newest, authorId: null }, { authorId: null, at: at(1000) })).toBe(false);
  });
});

describe('the versions a diff names', () => {
  it('are whole numbers from 1', () => {
    expect(versionDiffQuerySchema.safeParse({ from: '2', to: '5' }).data).toEqual({ from: 2, to: 5 });
    for (const bad of ['abc', '0', '-1', '1.5', ''])
      expect(versionDiffQuerySchema.safeParse({ from: bad, to: '1' }).success).toBe(false);
  });
});
