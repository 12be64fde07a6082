import { describe, expect, it } from 'vitest';
import {
  assetMedium,
  fromVariant,
  knownMedia,
  missingCredits,
  moveMedium,
  prefillText,
  prefillVariant,
  toVariant,
  withCredit,
} from './variant-draft';

const image = (uid: string) => ({
  kind: 'image' as const,
  image_uid: uid,
  file_name: `${uid}.jpg`,
  mime_type: 'image/jpeg',
  bytes: 1000,
  duration_ms: null,
  on_ticket: true,
  url: `/api/tickets/t1/files/${uid}`,
});
const recording = (uid: string, onTicket = true) => ({
  kind: 'video' as const,
  video_uid: uid,
  file_name: `recording-2026-11-01.mp4`,
  mime_type: 'video/mp4',
  bytes: 5_000_000,
  duration_ms: 42_000,
  on_ticket: onTicket,
  url: `/api/videos/${uid}/file?token=x`,
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
    const media = [
      image('a'),
      recording('v'),
      image('b'),
      image('c'),
      image('d'),
      image('e'),
      recording('lib', false),
    ];
    const words = { hook: null, caption: 'Hi' };
    expect(prefillVariant({ network: 'bluesky' }, words, media).media.map((m) => m.uid)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    // A hand-off post is posted by a person, who picks in the network's app: it carries every
    // file of the ticket (not the brand's other recordings).
    const phone = prefillVariant({ network: 'instagram', mode: 'handoff' }, words, media).media;
    expect(phone.map((m) => m.uid)).toEqual(['a', 'v', 'b', 'c', 'd', 'e']);
    expect(phone[1]).toEqual({ uid: 'v', kind: 'video', alt: '' });
  });

  it('sends a YouTube channel’s details, its thumbnail only when one is chosen', () => {
    const base = prefillVariant(
      { network: 'youtube', mode: 'api' },
      { hook: null, caption: 'Roasting day' },
      [],
    );
    const youtube = {
      thumbnailUid: 'img-1',
      title: ' Roasting ',
      tags: 'coffee, roast, coffee',
      privacy: 'unlisted' as const,
      madeForKids: false,
    };
    expect(toVariant({ network: 'youtube', mode: 'api' }, { ...base, youtube })).toEqual({
      text: 'Roasting day',
      media: [],
      title: 'Roasting',
      tags: ['coffee', 'roast'],
      privacy: 'unlisted',
      made_for_kids: false,
      thumbnail_uid: 'img-1',
    });
    expect(
      toVariant({ network: 'youtube', mode: 'api' }, { ...base, youtube: { ...youtube, thumbnailUid: '' } }),
    ).not.toHaveProperty('thumbnail_uid');
  });

  it('sends an Instagram channel’s kind (and a reel’s feed sharing) but no link card; a hand-off Instagram neither', () => {
    const base = prefillVariant({ network: 'instagram', mode: 'api' }, { hook: null, caption: 'New in' }, []);
    const reel = { ...base, postKind: 'reel' as const, shareToFeed: false, link: 'https://acme.example' };
    expect(toVariant({ network: 'instagram', mode: 'api' }, reel)).toEqual({
      text: 'New in',
      media: [],
      post_kind: 'reel',
      share_to_feed: false,
    });
    expect(toVariant({ network: 'instagram', mode: 'handoff' }, reel)).toEqual({ text: 'New in', media: [] });
  });

  it('sends only the network’s own options, and an empty description as none', () => {
    const draft = {
      text: 'Hello',
      media: [
        { uid: 'a', kind: 'image' as const, alt: '  ' },
        { uid: 'v', kind: 'video' as const, alt: 'A walk through' },
      ],
      visibility: 'unlisted' as const,
      contentWarning: ' spoilers ',
      link: ' https://acme.example/autumn ',
      thread: true,
      firstComment: ' More at acme.example ',
      poll: { on: true, options: [' Light ', 'Dark'], expiresIn: 3600, multiple: true },
      postKind: 'reel' as const,
      shareToFeed: false,
    };
    expect(toVariant({ network: 'mastodon' }, draft)).toEqual({
      text: 'Hello',
      media: [
        { image_uid: 'a', mime_type: '', file_name: '', bytes: 0, alt: null },
        { video_uid: 'v', mime_type: '', file_name: '', bytes: 0, alt: 'A walk through' },
      ],
      visibility: 'unlisted',
      content_warning: 'spoilers',
      link: 'https://acme.example/autumn',
      first_comment: 'More at acme.example',
      poll: { options: ['Light', 'Dark'], expires_in: 3600, multiple: true },
    });
    const bluesky = toVariant({ network: 'bluesky' }, draft);
    expect(bluesky).not.toHaveProperty('visibility');
    expect(bluesky).not.toHaveProperty('content_warning');
    // A poll is Mastodon's; one switched off is not sent.
    expect(bluesky).not.toHaveProperty('poll');
    expect(
      toVariant({ network: 'mastodon' }, { ...draft, poll: { ...draft.poll, on: false } }),
    ).not.toHaveProperty('poll');
    expect(bluesky).toMatchObject({ link: 'https://acme.example/autumn', thread: true });
    // A hand-off post is made in the network's app: no link, no thread; its first comment waits on the phone.
    const phone = toVariant({ network: 'instagram' }, draft);
    expect(phone).not.toHaveProperty('link');
    expect(phone).not.toHaveProperty('thread');
    expect(phone.first_comment).toBe('More at acme.example');
    expect(toVariant({ network: 'bluesky' }, { ...draft, firstComment: '  ' })).not.toHaveProperty(
      'first_comment',
    );
  });

  it('moves a file up or down and leaves the list alone past either end', () => {
    expect(moveMedium(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveMedium(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveMedium(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});

describe('a saved variant shown again', () => {
  const roundTrip = (
    network: Parameters<typeof toVariant>[0]['network'],
    variant: Parameters<typeof fromVariant>[1],
  ) => toVariant({ network }, fromVariant({ network }, variant));
  const file = (over: object) => ({ mime_type: '', file_name: '', bytes: 0, alt: null, ...over });

  it('comes back as it was saved, network by network', () => {
    const mastodon = {
      text: 'Latte season',
      media: [file({ image_uid: 'i1', alt: 'A latte' }), file({ image_uid: 'i2' })],
      visibility: 'unlisted' as const,
      content_warning: 'Food',
      link: 'https://example.com/latte',
      first_comment: '#latte',
    };
    expect(roundTrip('mastodon', mastodon)).toEqual(mastodon);
    const youtube = {
      text: 'Behind the bar',
      media: [file({ video_uid: 'v1' })],
      title: 'How we make it',
      tags: ['coffee', 'autumn'],
      privacy: 'unlisted' as const,
      made_for_kids: false,
      thumbnail_uid: 'i1',
      link: 'https://example.com',
    };
    expect(roundTrip('youtube', youtube)).toEqual(youtube);
    const pin = { text: 'Pin it', media: [file({ image_uid: 'i1' })], board_id: '123', title: 'Autumn' };
    expect(roundTrip('pinterest', pin)).toEqual(pin);
  });

  it('takes what the network does not offer as a new variant has it', () => {
    const draft = fromVariant({ network: 'bluesky' }, { text: 'Hi', media: [] });
    expect(draft).toMatchObject({
      text: 'Hi',
      link: '',
      firstComment: '',
      thread: false,
      poll: { on: false },
    });
  });
});

describe("an asset of the brand's library in a variant", () => {
  const asset = {
    uid: 'as1',
    name: 'Autumn shoot',
    kind: 'image' as const,
    version: {
      uid: 'ver1',
      number: 2,
      content_type: 'image/png',
      size: 3_000_000,
      sha256: 'x',
      width: 2000,
      height: 1000,
      duration_ms: null,
      preview: 'ready' as const,
      preview_failure: null,
      uploader_uid: null,
      created_at: '2030-01-01T00:00:00.000Z',
    },
  };

  it("carries its version's facts for the networks' rules, read through its preview", () => {
    const chosen = assetMedium(asset, '/workspaces/w1/projects/p1/assets/as1/versions/ver1/preview/small');
    expect(chosen).toMatchObject({ uid: 'as1', kind: 'image', alt: '' });
    expect(chosen.asset?.version).toEqual({ uid: 'ver1', preview: 'ready' });
    expect(chosen.asset?.facts).toMatchObject({
      file_name: 'Autumn shoot',
      mime_type: 'image/png',
      bytes: 3_000_000,
      width: 2000,
      height: 1000,
      on_ticket: false,
      url: '/workspaces/w1/projects/p1/assets/as1/versions/ver1/preview/small',
    });
    // No preview yet: nothing to read.
    expect(
      assetMedium({ ...asset, version: { ...asset.version, preview: 'pending' } }, '/x').asset?.facts.url,
    ).toBe('');
    // Known beside the ticket's files, for the checks and the preview.
    expect(knownMedia([image('i1')], [chosen, { uid: 'i1', kind: 'image', alt: '' }]).get('as1')).toBe(
      chosen.asset?.facts,
    );
  });

  it('goes out as `asset_uid`, its empty description as none', () => {
    const draft = { ...prefillVariant({ network: 'bluesky' }, { hook: null, caption: 'Hi' }, []) };
    draft.media = [
      assetMedium(asset, '/p'),
      { ...assetMedium({ ...asset, uid: 'as2' }, '/p'), alt: 'Leaves' },
    ];
    expect(toVariant({ network: 'bluesky' }, draft).media).toEqual([
      { asset_uid: 'as1', mime_type: '', file_name: '', bytes: 0, alt: null },
      { asset_uid: 'as2', mime_type: '', file_name: '', bytes: 0, alt: 'Leaves' },
    ]);
  });

  it('comes back from a saved variant as a library asset, named as the server filled it in', () => {
    const draft = fromVariant(
      { network: 'mastodon' },
      {
        text: 'Hi',
        media: [
          { asset_uid: 'as1', mime_type: 'video/mp4', file_name: 'Reel', bytes: 9, alt: 'A reel' },
          { image_uid: 'i1', mime_type: '', file_name: '', bytes: 0, alt: null },
        ],
      },
    );
    expect(draft.media[0]).toMatchObject({ uid: 'as1', kind: 'video', alt: 'A reel' });
    expect(draft.media[0]?.asset).toMatchObject({ name: 'Reel', version: null });
    expect(draft.media[1]).toEqual({ uid: 'i1', kind: 'image', alt: '' });
    // Its type known: checked by the network's rules; not said: no rule guessed from it.
    expect(knownMedia([], draft.media).get('as1')?.mime_type).toBe('video/mp4');
    const untyped = fromVariant(
      { network: 'bluesky' },
      { text: '', media: [{ asset_uid: 'as9', mime_type: '', file_name: '', bytes: 0, alt: null }] },
    );
    expect(untyped.media[0]?.asset?.name).toBe('as9');
    expect(knownMedia([], untyped.media).has('as9')).toBe(false);
    expect(toVariant({ network: 'mastodon' }, draft).media[0]).toMatchObject({
      asset_uid: 'as1',
      alt: 'A reel',
    });
  });
});

describe('credit lines of library files', () => {
  const asset = (uid: string, credit: string | null) =>
    assetMedium(
      {
        uid,
        name: `${uid}.jpg`,
        kind: 'image',
        version: {
          uid: `${uid}-v1`,
          number: 1,
          content_type: 'image/jpeg',
          size: 10,
          sha256: 'x',
          width: 10,
          height: 10,
          duration_ms: null,
          preview: 'none',
          preview_failure: null,
          uploader_uid: null,
          created_at: '2026-01-01T00:00:00Z',
        },
        rights: { credit },
      },
      '',
    );

  it('offers each credit the text leaves out, once, and none of a file without one', () => {
    const media = [
      asset('a', 'Photo: Jane Doe'),
      asset('b', null),
      asset('c', 'Photo: Jane Doe'),
      asset('d', '© North'),
    ];
    expect(missingCredits(media, 'Spring.')).toEqual([
      { asset: 'a.jpg', credit: 'Photo: Jane Doe' },
      { asset: 'd.jpg', credit: '© North' },
    ]);
    expect(missingCredits(media, 'Spring. photo: jane  doe © north')).toEqual([]);
  });

  it('adds a credit on its own line after a blank one', () => {
    expect(withCredit('Spring is here.  \n', 'Photo: Jane Doe')).toBe('Spring is here.\n\nPhoto: Jane Doe');
    expect(withCredit('', 'Photo: Jane Doe')).toBe('Photo: Jane Doe');
  });
});
