import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import {
  type FakePinterest,
  type FakePinterestBoard,
  type FakePinterestUser,
  startFakePinterest,
} from '../../../../test/pinterest-server.js';
import { networkFailure, startFileServer } from '../network.fixtures.js';
import type { ChannelAccess, Progress, PublishInput, PublishMedia } from '../network.js';
import { type PinterestAdapterDeps, pinterestAdapter } from './pinterest.adapter.js';
import { PINTEREST_ACCESS_TOKEN, PINTEREST_REFRESH_TOKEN } from './pinterest-api.js';

/**
 * The Pinterest adapter against the local stand-in (test/pinterest-server.ts): plain requests
 * through the real egress guard, opened to private addresses for 127.0.0.1.
 */

const TOKEN = 'pina_acme';
const guarded = createGuardedFetch({ allowPrivate: true });
const REDIRECT = 'https://app.example.com/api/publishing/oauth/pinterest/callback';

let server: FakePinterest;
let files: Awaited<ReturnType<typeof startFileServer>>;
let acme: FakePinterestUser;
let board: FakePinterestBoard;
let channel: ChannelAccess;
let clock: Date;

const make = (overrides: Partial<PinterestAdapterDeps> = {}) =>
  pinterestAdapter({
    fetch: guarded,
    app: { appId: server.appId, appSecret: server.appSecret },
    authUrl: server.authorizeUrl,
    apiUrl: server.origin,
    now: () => clock,
    sleep: async () => {},
    timeoutMs: 5_000,
    ...overrides,
  });
let adapter: ReturnType<typeof pinterestAdapter>;

beforeAll(async () => {
  server = await startFakePinterest();
  files = await startFileServer();
});
afterAll(async () => {
  await server.close();
  await files.close();
});
beforeEach(() => {
  server.reset();
  clock = new Date();
  acme = server.addUser('acme', {
    businessName: 'Acme Studio',
    accessToken: TOKEN,
    refreshToken: 'pinr_acme',
  });
  board = server.addBoard(acme, 'Spring looks');
  channel = {
    host: 'https://www.pinterest.com',
    accountId: acme.id,
    handle: '@acme',
    credentials: { [PINTEREST_ACCESS_TOKEN]: TOKEN, [PINTEREST_REFRESH_TOKEN]: 'pinr_acme' },
  };
  adapter = make();
});

let counter = 0;
const jpeg = (alt: string | null = null): PublishMedia => {
  const bytes = Buffer.alloc(2_000, 9);
  return { bytes, mimeType: 'image/jpeg', fileName: 'look.jpg', alt, url: files.put(bytes, 'image/jpeg') };
};
const mp4 = (size = 300_000): PublishMedia => ({
  bytes: Buffer.alloc(size, 7),
  mimeType: 'video/mp4',
  fileName: 'teaser.mp4',
  alt: null,
  durationMs: 20_000,
});
const input = (overrides: Partial<PublishInput> = {}): PublishInput => ({
  publicationId: `pub_${++counter}`,
  createdAt: clock.toISOString(),
  text: 'Five looks for spring #style',
  title: 'Spring looks',
  link: 'https://acme.example/spring',
  boardId: board.id,
  media: [jpeg('A linen dress on a chair')],
  ...overrides,
});

/** A publication's progress, kept as the engine keeps it; `failOn` is a worker dying (once) before keeping that key. */
function memoryProgress(options: { failOn?: string } = {}): Progress & { values: Record<string, string> } {
  const values: Record<string, string> = {};
  let dying = options.failOn;
  return {
    values,
    read: async () => ({ ...values }),
    async write(next) {
      if (dying && dying in next) {
        dying = undefined;
        throw new Error('the worker died');
      }
      Object.assign(values, next);
    },
  };
}
const failure = networkFailure;
const calls = (method: string, path: string) =>
  server.requests.filter((r) => r.method === method && r.path === path);

async function approve(): Promise<string> {
  const back = await guarded(adapter.oauth!.authorizeUrl({ redirectUri: REDIRECT, state: 's' }));
  expect(back.status).toBe(302);
  const location = new URL(back.headers.get('location') ?? '');
  return location.searchParams.get('code') ?? '';
}

describe('connect', () => {
  it('sends the person to Pinterest’s page with the app, the scopes and the state', () => {
    const url = new URL(adapter.oauth!.authorizeUrl({ redirectUri: REDIRECT, state: 'state-1' }));
    expect(adapter.oauth!.pkce).toBe(false);
    expect(`${url.origin}${url.pathname}`).toBe(server.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: server.appId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'boards:read,boards:write,pins:read,pins:write,user_accounts:read',
      state: 'state-1',
    });
  });

  it('trades the code with the app’s Basic credentials and answers the account', async () => {
    const code = await approve();
    const [account] = await adapter.oauth!.accounts({ code, redirectUri: REDIRECT });
    expect(account).toMatchObject({
      host: 'https://www.pinterest.com',
      accountId: acme.id,
      handle: '@acme',
      displayName: 'Acme Studio',
      avatarUrl: acme.profileImage,
      tokenExpiresAt: new Date(clock.getTime() + 30 * 86_400_000).toISOString(),
      renewableUntil: new Date(clock.getTime() + 60 * 86_400_000).toISOString(),
    });
    expect(account?.credentials[PINTEREST_ACCESS_TOKEN]).toMatch(/^pina_/);
    expect(account?.credentials[PINTEREST_REFRESH_TOKEN]).toMatch(/^pinr_/);
    const [exchange] = calls('POST', '/v5/oauth/token');
    expect(exchange?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${server.appId}:${server.appSecret}`).toString('base64')}`,
    );
    expect(exchange?.body).toEqual({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      continuous_refresh: 'true',
    });
  });

  it('comes back refused when the person says no', async () => {
    server.deny();
    const back = await guarded(adapter.oauth!.authorizeUrl({ redirectUri: REDIRECT, state: 's' }));
    expect(new URL(back.headers.get('location') ?? '').searchParams.get('error')).toBe('access_denied');
  });

  it('refuses an approval that left out pinning', async () => {
    server.grantOnly(['boards:read', 'user_accounts:read']);
    const error = await failure(adapter.oauth!.accounts({ code: await approve(), redirectUri: REDIRECT }));
    expect(error.kind).toBe('permanent');
    expect(error.message).toContain('boards:write, pins:read, pins:write');
  });

  it('says the app’s credentials are wrong when Pinterest refuses them', async () => {
    const wrong = make({ app: { appId: server.appId, appSecret: 'not-it' } });
    const error = await failure(wrong.oauth!.accounts({ code: await approve(), redirectUri: REDIRECT }));
    expect(error.kind).toBe('permanent');
    expect(error.message).toContain('PINTEREST_APP_ID and PINTEREST_APP_SECRET');
  });

  it('renews with the refresh token and keeps the new one Pinterest answers', async () => {
    const renewed = await adapter.refresh!(channel);
    expect(renewed.credentials[PINTEREST_ACCESS_TOKEN]).toMatch(/^pina_/);
    expect(renewed.credentials[PINTEREST_REFRESH_TOKEN]).not.toBe('pinr_acme');
    expect(renewed.tokenExpiresAt).toBe(new Date(clock.getTime() + 30 * 86_400_000).toISOString());
    expect(renewed.renewableUntil).toBe(new Date(clock.getTime() + 60 * 86_400_000).toISOString());
    expect(calls('POST', '/v5/oauth/token')[0]?.body).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'pinr_acme',
      continuous_refresh: 'true',
    });
    // The spent one is refused: the account must be connected again.
    expect((await failure(adapter.refresh!(channel))).kind).toBe('reconnect');
  });

  it('asks to reconnect an account whose access Pinterest took back', async () => {
    await adapter.check!(channel);
    server.revoke(acme.id);
    const error = await failure(adapter.check!(channel));
    expect(error.kind).toBe('reconnect');
    expect(error.message).toContain('reconnect the account');
  });
});

describe('boards', () => {
  it('answers the account’s boards, page after page', async () => {
    server.addBoard(acme, 'Studio', 'SECRET');
    server.addBoard(acme, 'Behind the scenes', 'PROTECTED');
    server.addBoard(server.addUser('other'), 'Not ours');
    server.boardsPageSize(2);
    const boards = await adapter.boards(channel);
    expect(boards.map((b) => [b.name, b.privacy])).toEqual([
      ['Spring looks', 'PUBLIC'],
      ['Studio', 'SECRET'],
      ['Behind the scenes', 'PROTECTED'],
    ]);
    expect(boards[0]?.id).toBe(board.id);
    const pages = calls('GET', '/v5/boards');
    expect(pages.map((p) => p.query.get('bookmark'))).toEqual([null, '2']);
    expect(pages[0]?.query.get('page_size')).toBe('250');
  });
});

describe('publish images', () => {
  it('pins one image fetched by its link, with the title, description, link and alt text', async () => {
    const progress = memoryProgress();
    const one = input({ progress });
    const published = await adapter.publish(channel, one);
    const [pin] = server.pins;
    expect(pin).toMatchObject({
      boardId: board.id,
      title: 'Spring looks',
      description: 'Five looks for spring #style',
      link: 'https://acme.example/spring',
      altText: 'A linen dress on a chair',
      mediaSource: { source_type: 'image_url', url: one.media[0]?.url },
    });
    expect(published).toEqual({ remoteId: pin?.id, url: `https://www.pinterest.com/pin/${pin?.id}/` });
    expect(progress.values).toMatchObject({ pin: pin?.id, board: board.id, title: 'Spring looks' });
  });

  it('pins 2 to 5 images as one Pin; no title or link when the variant has none', async () => {
    const media = [jpeg(), jpeg(), jpeg()];
    await adapter.publish(channel, input({ media, title: undefined, link: undefined }));
    const [pin] = server.pins;
    expect(pin?.mediaSource).toEqual({
      source_type: 'multiple_image_urls',
      items: media.map((m) => ({ url: m.url })),
    });
    expect(pin).toMatchObject({ title: null, link: null, altText: null });
  });

  it('tries again later when Pinterest could not reach an image', async () => {
    const unreachable = { ...jpeg(), url: `${files.put(Buffer.alloc(1), 'image/jpeg')}-gone` };
    const progress = memoryProgress();
    const error = await failure(adapter.publish(channel, input({ media: [unreachable], progress })));
    expect(error.kind).toBe('transient');
    expect(error.options.code).toBe('url_unreachable');
    // Refused, so nothing was pinned: the mark is let go.
    expect(progress.values.posting).toBe('');
  });

  it('refuses a Pin without a board, and one on a board that is gone, in words', async () => {
    const none = await failure(adapter.publish(channel, input({ boardId: undefined })));
    expect(none.kind).toBe('permanent');
    expect(none.message).toBe('Choose the board this Pin goes on.');
    const gone = await failure(adapter.publish(channel, input({ boardId: '999' })));
    expect(gone.kind).toBe('permanent');
    expect(gone.options.code).toBe('board_not_found');
    expect(gone.message).toContain('choose another board');
    expect(server.pins).toHaveLength(0);
  });

  it('waits as long as Pinterest says when it asks to slow down, else a minute', async () => {
    server.rateLimit('/v5/pins', '30');
    const said = await failure(adapter.publish(channel, input()));
    expect(said).toMatchObject({ kind: 'transient', options: { retryAfterMs: 30_000 } });
    server.rateLimit('/v5/boards');
    const unsaid = await failure(adapter.boards(channel));
    expect(unsaid.options.retryAfterMs).toBe(60_000);
  });

  it('renews an access token Pinterest ended early, once, and pins', async () => {
    server.expireAccessTokens();
    let renewals = 0;
    const renewing: ChannelAccess = {
      ...channel,
      renew: async () => {
        renewals += 1;
        const fresh = await adapter.refresh!(channel);
        return { ...channel, credentials: fresh.credentials };
      },
    };
    await adapter.publish(renewing, input());
    expect(renewals).toBe(1);
    expect(server.pins).toHaveLength(1);
    // Without a way to renew, the account must be reconnected.
    server.expireAccessTokens();
    expect((await failure(adapter.publish(channel, input()))).kind).toBe('reconnect');
  });
});

describe('publish a video', () => {
  it('registers it, sends the form with the file last, waits for processing and pins it with a cover', async () => {
    server.setProcessingPolls(2);
    const progress = memoryProgress();
    const published = await adapter.publish(channel, input({ media: [mp4()], progress }));
    const [video] = server.media;
    expect(video).toMatchObject({ status: 'succeeded', bytes: 300_000, fileType: 'video/mp4' });
    expect(video?.fields.at(-1)).toBe('file');
    expect(video?.fields.slice(0, -1).sort()).toEqual(Object.keys(video?.parameters ?? {}).sort());
    // No Bearer token goes to the storage's form target.
    expect(calls('POST', '/upload/')[0]?.headers.authorization).toBeUndefined();
    expect(calls('GET', `/v5/media/${video?.id}`)).toHaveLength(3);
    const [pin] = server.pins;
    expect(pin?.mediaSource).toEqual({
      source_type: 'video_id',
      media_id: video?.id,
      cover_image_key_frame_time: 0,
    });
    expect(pin?.altText).toBeNull();
    expect(published.remoteId).toBe(pin?.id);
    expect(progress.values).toMatchObject({ media_id: video?.id, pin: pin?.id });
    expect(progress.values.uploaded).not.toBe('');
  });

  it('takes the variant’s cover moment, in seconds', async () => {
    await adapter.publish(channel, input({ media: [mp4()], coverAtMs: 2_500 }));
    expect(server.pins[0]?.mediaSource.cover_image_key_frame_time).toBe(2);
  });

  it('says when Pinterest could not process the video, and uploads it anew next time', async () => {
    server.failProcessing();
    const progress = memoryProgress();
    const error = await failure(adapter.publish(channel, input({ media: [mp4()], progress })));
    expect(error.kind).toBe('permanent');
    expect(error.message).toContain('Pinterest could not process the video');
    expect(progress.values.media_id).toBe('');
    expect(server.pins).toHaveLength(0);
    await adapter.publish(channel, input({ media: [mp4()], progress }));
    expect(server.media.map((m) => m.status)).toEqual(['failed', 'succeeded']);
  });

  it('tries again later when processing outlasts the attempt, without uploading again', async () => {
    server.setProcessingPolls(10);
    const progress = memoryProgress();
    const slow = make({ pollMs: 1_000, waitMs: 3_000 });
    const error = await failure(slow.publish(channel, input({ media: [mp4()], progress })));
    expect(error).toMatchObject({ kind: 'transient', options: { code: 'video_processing' } });
    server.setProcessingPolls(0);
    await adapter.publish(channel, input({ media: [mp4()], progress }));
    expect(calls('POST', '/v5/media')).toHaveLength(1);
    expect(server.pins).toHaveLength(1);
  });
});

describe('exactly once', () => {
  it('finds a Pin whose answer was lost and never pins it again', async () => {
    const progress = memoryProgress();
    const one = input({ progress });
    server.loseNextAnswer('/v5/pins');
    const error = await failure(adapter.publish(channel, one));
    expect(error.kind).toBe('transient');
    expect(progress.values.posting).toBeTruthy();
    const found = await adapter.find(channel, one);
    const [pin] = server.pins;
    expect(found).toEqual({ remoteId: pin?.id, url: `https://www.pinterest.com/pin/${pin?.id}/` });
    expect(calls('GET', `/v5/boards/${board.id}/pins`)[0]?.query.get('page_size')).toBe('25');
    expect(await adapter.publish(channel, one)).toEqual(found);
    expect(server.pins).toHaveLength(1);
    expect(calls('POST', '/v5/pins')).toHaveLength(1);
  });

  it('finds a video Pin whose id the worker died before keeping', async () => {
    const progress = memoryProgress({ failOn: 'pin' });
    const one = input({ media: [mp4()], progress });
    await failure(adapter.publish(channel, one));
    expect(server.pins).toHaveLength(1);
    const found = await adapter.find(channel, one);
    expect(found?.remoteId).toBe(server.pins[0]?.id);
    expect(progress.values.pin).toBe(found?.remoteId);
  });

  it('publishes when the cut-off call never reached Pinterest, and not another Pin like it', async () => {
    // A Pin with the same words made before this attempt's mark is not ours.
    server.pins.push({
      id: '42',
      userId: acme.id,
      boardId: board.id,
      title: 'Spring looks',
      description: 'Five looks for spring #style',
      link: null,
      altText: null,
      mediaSource: {},
      createdAt: '2020-01-01T00:00:00',
    });
    const progress = memoryProgress();
    await progress.write({ posting: clock.toISOString(), board: board.id, title: 'Spring looks' });
    const one = input({ progress });
    expect(await adapter.find(channel, one)).toBeNull();
    const published = await adapter.publish(channel, one);
    expect(published.remoteId).not.toBe('42');
    expect(server.pins).toHaveLength(2);
  });

  it('finds nothing for an attempt that never marked a Pin', async () => {
    expect(await adapter.find(channel, input({ progress: memoryProgress() }))).toBeNull();
    expect(server.requests).toHaveLength(0);
  });
});

describe('first comment', () => {
  it('is not posted: Pinterest’s API posts no comments', async () => {
    const post = await adapter.publish(channel, input());
    expect(await adapter.reply(channel, input({ firstComment: 'Shop the look' }), post)).toContain(
      'Pinterest’s API posts no comments',
    );
    expect(await adapter.reply(channel, input(), post)).toBeUndefined();
  });
});
