import { MASTODON_DEFAULT_LIMITS } from '@expertos/domain/publishing/limits';
import { describe, expect, it } from 'vitest';
import { checkVariant, lengthLabel } from './limit-display';
import { NEW_POLL, type VariantDraft } from './variant-draft';

const draft = (change: Partial<VariantDraft> = {}): VariantDraft => ({
  text: '',
  media: [],
  visibility: 'public',
  contentWarning: '',
  link: '',
  thread: false,
  postKind: 'post',
  shareToFeed: true,
  firstComment: '',
  poll: NEW_POLL,
  ...change,
});
const file = (uid: string, kind: 'image' | 'video', mime: string, bytes: number) => ({
  kind,
  ...(kind === 'image' ? { image_uid: uid } : { video_uid: uid }),
  file_name: uid,
  mime_type: mime,
  bytes,
  duration_ms: null as number | null,
  on_ticket: true,
  url: '',
});
const none = new Map();

describe('the limit shown as a variant is typed', () => {
  it('counts Bluesky in characters a person sees, "287 / 300", and names the rule past it', () => {
    const within = checkVariant('bluesky', draft({ text: `${'a'.repeat(286)}👨‍👩‍👧` }), none);
    expect(within.length && lengthLabel(within.length)).toBe('287 / 300');
    expect(within.problems).toEqual([]);

    const over = checkVariant('bluesky', draft({ text: 'a'.repeat(301) }), none);
    expect(over.length).toEqual({ count: 301, max: 300, over: true });
    expect(over.postProblems.map((p) => p.message)).toEqual(['Bluesky allows 300 characters; this has 301.']);
  });

  it('counts a link as Mastodon does and counts the content warning with the text', () => {
    const text = `Read https://example.com/${'x'.repeat(200)} now`;
    const check = checkVariant('mastodon', draft({ text, contentWarning: 'cw' }), none);
    // "Read " + 23 for any link + " now" + the two characters of the warning.
    expect(check.length?.count).toBe(5 + 23 + 4 + 2);
    expect(check.length?.max).toBe(500);
  });

  it('says a rule about one file at that file, by its place in the post', () => {
    const media = new Map([
      ['small', file('small', 'image', 'image/jpeg', 1000)],
      ['big', file('big', 'image', 'image/jpeg', 2_500_000)],
    ]);
    const check = checkVariant(
      'bluesky',
      draft({
        text: 'Hi',
        media: [
          { uid: 'small', kind: 'image', alt: '' },
          { uid: 'big', kind: 'image', alt: '' },
        ],
      }),
      media,
    );
    expect(check.postProblems).toEqual([]);
    expect(check.mediaProblems.get(1)?.map((p) => p.rule)).toEqual(['media_size']);
    expect(check.mediaProblems.has(0)).toBe(false);
  });

  it('takes a recording as a video: Bluesky wants it in MP4 and alone', () => {
    const media = new Map([
      ['webm', file('webm', 'video', 'video/webm', 1_000_000)],
      ['pic', file('pic', 'image', 'image/png', 1000)],
    ]);
    const check = checkVariant(
      'bluesky',
      draft({
        text: 'Hi',
        media: [
          { uid: 'webm', kind: 'video', alt: '' },
          { uid: 'pic', kind: 'image', alt: '' },
        ],
      }),
      media,
    );
    expect(check.postProblems.map((p) => p.rule)).toEqual(['media_mix']);
    expect(check.mediaProblems.get(0)?.map((p) => p.message)).toEqual(['Bluesky takes videos as MP4.']);
  });

  it('says a first comment over the limit under the comment, not the text', () => {
    const check = checkVariant('bluesky', draft({ text: 'Hi', firstComment: 'a'.repeat(301) }), none);
    expect(check.postProblems).toEqual([]);
    expect(check.commentProblems.map((p) => p.rule)).toEqual(['comment_length']);
  });

  it('checks a Mastodon poll only while it is on, and says its rules at the poll', () => {
    const poll = { ...NEW_POLL, options: ['Light', ''], expiresIn: 86_400 };
    expect(checkVariant('mastodon', draft({ text: 'Which roast?', poll }), none).problems).toEqual([]);
    const on = checkVariant('mastodon', draft({ text: 'Which roast?', poll: { ...poll, on: true } }), none);
    expect(on.postProblems).toEqual([]);
    expect(on.pollProblems.map((p) => p.message)).toEqual(['Choice 2 is empty.']);
    // The channel's own figures when it has them.
    const limits = { ...MASTODON_DEFAULT_LIMITS, pollOptions: 2 };
    const three = { ...poll, on: true, options: ['A', 'B', 'C'] };
    expect(
      checkVariant('mastodon', draft({ text: 'Hi', poll: three }), none, limits).pollProblems.map(
        (p) => p.rule,
      ),
    ).toEqual(['poll_options']);
  });

  it('says an empty post needs something', () => {
    expect(checkVariant('mastodon', draft(), none).postProblems.map((p) => p.rule)).toEqual(['empty']);
  });

  it("leaves a hand-off post to the network's own app: no rule, no counter", () => {
    const check = checkVariant(
      { network: 'instagram', mode: 'handoff' },
      draft({ text: 'a'.repeat(5000) }),
      none,
    );
    expect(check).toMatchObject({ problems: [], postProblems: [], mediaProblems: new Map(), length: null });
  });

  it('counts an X text X’s way — a link as 23, an emoji as 2 — and a long one marked as a thread in posts', () => {
    const x = { network: 'x' as const, mode: 'api' as const };
    const check = checkVariant(
      x,
      draft({ text: 'New 🍂 https://acme.example/a-very-long-address-of-the-autumn-range' }),
      none,
    );
    expect(check.length).toEqual({ count: 4 + 2 + 1 + 23, max: 280, over: false });
    const long = draft({ text: 'An autumn sentence for the thread. '.repeat(20), thread: true });
    const thread = checkVariant(x, long, none);
    expect(thread.length?.over).toBe(false);
    expect(thread.threadPosts).toBe(3);
  });

  it('counts a LinkedIn text to 3,000 characters as a person sees them', () => {
    const check = checkVariant(
      { network: 'linkedin', mode: 'api' },
      draft({ text: 'Autumn 🍂 is here' }),
      none,
    );
    expect(check.length).toEqual({ count: 16, max: 3000, over: false });
  });

  it('checks an Instagram channel the engine publishes to by its kind: a caption counted to 2,200, a file needed', () => {
    const instagram = { network: 'instagram' as const, mode: 'api' as const };
    const empty = checkVariant(instagram, draft({ text: 'Hi' }), none);
    expect(empty.length).toEqual({ count: 2, max: 2200, over: false });
    expect(empty.postProblems.map((p) => p.message)).toEqual([
      'Instagram needs an image or a video in every post.',
    ]);
    const reel = checkVariant(instagram, draft({ postKind: 'reel' }), none);
    expect(reel.postProblems.map((p) => p.message)).toEqual(['A reel needs a video.']);
  });

  it("passes each file's size and length to the rules: Instagram's shape and length are said at the file", () => {
    const instagram = { network: 'instagram' as const, mode: 'api' as const };
    const media = new Map([
      ['wide', { ...file('wide', 'image', 'image/jpeg', 1000), width: 300, height: 100 }],
      [
        'short',
        { ...file('short', 'video', 'video/mp4', 1000), duration_ms: 2000, width: 1080, height: 1920 },
      ],
    ]);
    const check = checkVariant(
      instagram,
      draft({
        text: 'Hi',
        media: [
          { uid: 'wide', kind: 'image', alt: '' },
          { uid: 'short', kind: 'video', alt: '' },
        ],
      }),
      media,
    );
    expect(check.mediaProblems.get(0)?.map((p) => p.rule)).toEqual(['media_aspect']);
    expect(check.mediaProblems.get(1)?.map((p) => p.rule)).toEqual(['media_duration']);
  });

  it('takes a long Bluesky text as a thread when asked: no fault for its length, its posts counted', () => {
    const text = `${'A sentence of autumn. '.repeat(20)}`;
    const single = checkVariant('bluesky', draft({ text }), none);
    expect(single.postProblems.map((p) => p.rule)).toEqual(['text_length']);
    const thread = checkVariant('bluesky', draft({ text, thread: true }), none);
    expect(thread.problems).toEqual([]);
    expect(thread.length?.over).toBe(false);
    expect(thread.threadPosts).toBe(2);
  });

  it('counts a Mastodon link where it will be added, and says a link that is no web address', () => {
    const check = checkVariant('mastodon', draft({ text: 'Hi', link: 'https://acme.example/a' }), none);
    // "Hi", a blank line, and the link at 23.
    expect(check.length?.count).toBe(2 + 2 + 23);
    expect(checkVariant('bluesky', draft({ text: 'Hi', link: 'acme.example' }), none).badLink).toBe(true);
  });
});
