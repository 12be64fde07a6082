import type { PostMetrics } from '@expertos/domain/analytics/metrics';
import {
  INSTAGRAM_REFRESH_AFTER_MS,
  SOCIAL_CALLBACK_PATHS,
  type SocialAccountInsights,
  type SocialMetrics,
  type SocialProfile,
  type SocialProvider,
  type SocialSecret,
  socialSecretSchema,
} from '@expertos/domain/social.schema';
import type { GoogleConfig, SocialConfig } from '../../config.js';
import type { GuardedFetch } from '../../platform/http/guarded-fetch.js';
import type { SecretBox } from '../../platform/secrets/secret-box.js';
import type { GoogleOAuthApp } from '../calendar/google/google-oauth.js';
import { createInstagramClient, type InstagramApp, instagramPostFigures } from './instagram.client.js';
import type { ConnectionRow, SocialRepository } from './social.repository.js';
import { SocialError } from './social-http.js';
import { createYoutubeClient, exchangeYoutubeCode, youtubeAuthorizeUrl } from './youtube.client.js';

/**
 * The two providers behind one shape (docs/product.md#instagram-and-youtube-import): whether the
 * server has an app for each, the consent page, connecting (code → tokens → account), and a
 * session on a stored connection that renews its token (Instagram's long-lived token once it is
 * a day old and not yet expired; Google's access token when it ran out), storing every renewed
 * secret sealed before it is used again.
 */

export interface ConnectedAccount {
  accountId: string;
  accountName: string;
  accountUrl: string | null;
  profile: SocialProfile;
  insights: SocialAccountInsights | null;
  secret: SocialSecret;
}

/** A post as the import stores it. */
export interface ImportedPost {
  externalId: string;
  title: string | null;
  caption: string | null;
  mediaType: string | null;
  mediaUrl: string | null;
  permalink: string | null;
  publishedAt: string;
  metrics: SocialMetrics;
}

export interface ImportPage {
  /** The new posts of this page (older ones than `since` are left out). */
  posts: ImportedPost[];
  /** How many posts the account has, when the provider says. */
  total: number | null;
  /** False once `since` was reached or the pages ran out. */
  more: boolean;
}

export interface AccountSession {
  account(): Promise<Omit<ConnectedAccount, 'secret'>>;
  /** The account's posts newer than `since`, newest first, a page at a time. */
  pages(since: string | null): AsyncGenerator<ImportPage>;
  /** How many post ids one `figures` call takes. */
  figuresBatch: number;
  /** These posts' results now (docs/product.md#analytics); a post the network no longer has is `gone`. */
  figures(ids: readonly string[]): Promise<{ remoteId: string; metrics: PostMetrics; gone: boolean }[]>;
  /** The account's followers now; null when the network hides them. */
  followers(): Promise<number | null>;
}

export interface SocialAccountsDeps {
  repository: SocialRepository;
  box: SecretBox;
  fetch: GuardedFetch;
  social: SocialConfig;
  google: GoogleConfig;
  publicUrl: string;
  now: () => Date;
}

const sealContext = (connectionId: string) => `social_connections:${connectionId}`;
const iso = (value: string) => new Date(value).toISOString();
/** Only web addresses are kept as a post's media or link (never `javascript:` or the like). */
const webUrl = (value: string | null) => (value && /^https?:\/\//i.test(value) ? value.slice(0, 2000) : null);
const noMetrics = (): SocialMetrics => ({
  likes: null,
  comments: null,
  views: null,
  reach: null,
  saved: null,
  shares: null,
});

export function createSocialAccounts(deps: SocialAccountsDeps) {
  const { social, google, fetch, box, now } = deps;

  const instagramApp = (): InstagramApp | null =>
    social.instagram
      ? {
          ...social.instagram,
          authUrl: social.instagramAuthUrl,
          apiUrl: social.instagramApiUrl,
          graphUrl: social.instagramGraphUrl,
        }
      : null;
  const googleApp = (): GoogleOAuthApp | null =>
    google.app
      ? {
          ...google.app,
          ...(google.authorizeUrl ? { authorizeUrl: google.authorizeUrl } : {}),
          ...(google.tokenUrl ? { tokenUrl: google.tokenUrl } : {}),
          ...(google.revokeUrl ? { revokeUrl: google.revokeUrl } : {}),
        }
      : null;

  const redirectUri = (provider: SocialProvider) => `${deps.publicUrl}${SOCIAL_CALLBACK_PATHS[provider]}`;
  const notConfigured = () => new SocialError('permanent', 'the server has no app for this provider');

  const seal = (connectionId: string, secret: SocialSecret) =>
    box.seal(JSON.stringify(secret), sealContext(connectionId));
  const secretOf = (row: ConnectionRow): SocialSecret =>
    socialSecretSchema.parse(JSON.parse(box.open(row.secret_sealed, sealContext(row.id))));
  const store = async (row: ConnectionRow, secret: SocialSecret) => {
    await deps.repository.updateConnection(row.id, {
      secret_sealed: seal(row.id, secret),
      updated_at: now().toISOString(),
    });
  };

  const expiresAt = (seconds: number | null) =>
    seconds === null ? null : new Date(now().getTime() + seconds * 1000).toISOString();

  async function instagramAccount(app: InstagramApp, token: string, signal?: AbortSignal) {
    const client = createInstagramClient(fetch, app, signal);
    const me = await client.profile(token);
    let insights: SocialAccountInsights | null = null;
    try {
      insights = await client.accountInsights(token, me.id);
    } catch (caught) {
      // Insights need the insights permission and enough followers: without them, none.
      if (!(caught instanceof SocialError) || caught.kind !== 'permanent') throw caught;
    }
    return {
      accountId: me.id,
      accountName: me.username,
      accountUrl: `https://www.instagram.com/${me.username}/`,
      profile: me.profile,
      insights,
    };
  }

  function instagramSession(row: ConnectionRow, app: InstagramApp, signal?: AbortSignal): AccountSession {
    const client = createInstagramClient(fetch, app, signal);
    let secret = secretOf(row);
    /** Renewed once a day old and before it runs out; an expired token needs a new connection. */
    async function token(): Promise<string> {
      const at = now().getTime();
      if (secret.expires_at && Date.parse(secret.expires_at) <= at)
        throw new SocialError('token', 'the Instagram token has expired', {
          status: null,
          reason: 'expired',
        });
      if (Date.parse(secret.issued_at) + INSTAGRAM_REFRESH_AFTER_MS <= at) {
        const fresh = await client.refresh(secret.access_token);
        secret = {
          access_token: fresh.accessToken,
          refresh_token: null,
          expires_at: expiresAt(fresh.expiresIn),
          issued_at: now().toISOString(),
        };
        await store(row, secret);
      }
      return secret.access_token;
    }
    return {
      account: async () => instagramAccount(app, await token(), signal),
      figuresBatch: 1,
      async figures(ids) {
        const access = await token();
        const answers = [];
        for (const id of ids)
          answers.push({ remoteId: id, ...(await instagramPostFigures(fetch, app, access, id, signal)) });
        return answers;
      },
      followers: async () => (await client.profile(await token())).profile.followers,
      async *pages(since) {
        const access = await token();
        let after: string | null = null;
        const total = (await client.profile(access)).profile.media_count;
        do {
          const page = await client.mediaPage(access, row.account_id, after);
          const fresh = page.items.filter((item) => !since || iso(item.timestamp) > since);
          const posts: ImportedPost[] = [];
          for (const item of fresh) {
            const insights = await client.mediaInsights(access, item.id);
            posts.push({
              externalId: item.id,
              title: null,
              caption: item.caption,
              mediaType: item.mediaType,
              mediaUrl: webUrl(item.mediaUrl),
              permalink: webUrl(item.permalink),
              publishedAt: iso(item.timestamp),
              metrics: {
                ...noMetrics(),
                ...insights,
                likes: item.likes ?? insights.likes ?? null,
                comments: item.comments ?? insights.comments ?? null,
              },
            });
          }
          after = fresh.length < page.items.length ? null : page.next;
          yield { posts, total, more: after !== null };
        } while (after);
      },
    };
  }

  function youtubeSession(row: ConnectionRow, app: GoogleOAuthApp, signal?: AbortSignal): AccountSession {
    const secret = secretOf(row);
    const client = createYoutubeClient({
      fetch,
      app,
      apiUrl: social.youtubeApiUrl,
      secret,
      onTokens: (fresh) => store(row, { ...fresh, issued_at: now().toISOString() }),
      now,
      ...(signal ? { signal } : {}),
    });
    const account = async () => {
      const channel = await client.channel();
      return {
        accountId: channel.id,
        accountName: channel.title,
        accountUrl: channel.url,
        profile: channel.profile,
        insights: null,
        uploads: channel.uploadsPlaylistId,
      };
    };
    return {
      account,
      figuresBatch: 50,
      async figures(ids) {
        const found = await client.videoFigures(ids);
        return ids.map((id) => {
          const metrics = found.get(id);
          return metrics ? { remoteId: id, metrics, gone: false } : { remoteId: id, metrics: {}, gone: true };
        });
      },
      followers: async () => (await client.channel()).profile.followers,
      async *pages(since) {
        const { uploads } = await account();
        if (!uploads) return;
        let pageToken: string | null = null;
        do {
          const page = await client.uploadsPage(uploads, pageToken);
          const fresh = page.items.filter(
            (item) => !since || !item.publishedAt || iso(item.publishedAt) > since,
          );
          const videos = await client.videos(fresh.map((item) => item.videoId));
          const posts = videos
            .filter((video) => !since || iso(video.publishedAt) > since)
            .map(
              (video): ImportedPost => ({
                externalId: video.id,
                title: video.title,
                caption: video.description,
                mediaType: 'VIDEO',
                mediaUrl: webUrl(video.thumbnailUrl),
                permalink: `https://www.youtube.com/watch?v=${encodeURIComponent(video.id)}`,
                publishedAt: iso(video.publishedAt),
                metrics: { ...noMetrics(), likes: video.likes, comments: video.comments, views: video.views },
              }),
            );
          pageToken = fresh.length < page.items.length ? null : page.next;
          yield { posts, total: page.total, more: pageToken !== null };
        } while (pageToken);
      },
    };
  }

  return {
    seal,
    secretOf,
    available: (provider: SocialProvider) =>
      (provider === 'instagram' ? instagramApp() : googleApp()) !== null,

    authorizeUrl(provider: SocialProvider, state: string): string {
      if (provider === 'instagram') {
        const app = instagramApp();
        if (!app) throw notConfigured();
        return createInstagramClient(fetch, app).authorizeUrl(redirectUri(provider), state);
      }
      const app = googleApp();
      if (!app) throw notConfigured();
      return youtubeAuthorizeUrl(app, redirectUri(provider), state);
    },

    /** The callback's code → the account and its secret (not stored yet). */
    async connect(provider: SocialProvider, code: string): Promise<ConnectedAccount> {
      const issued = now().toISOString();
      if (provider === 'instagram') {
        const app = instagramApp();
        if (!app) throw notConfigured();
        const token = await createInstagramClient(fetch, app).exchangeCode(code, redirectUri(provider));
        const secret = {
          access_token: token.accessToken,
          refresh_token: null,
          expires_at: expiresAt(token.expiresIn),
          issued_at: issued,
        };
        return { ...(await instagramAccount(app, token.accessToken)), secret };
      }
      const app = googleApp();
      if (!app) throw notConfigured();
      const google = await exchangeYoutubeCode(fetch, app, code, redirectUri(provider), now());
      const secret = { ...google, issued_at: issued };
      const session = createYoutubeClient({
        fetch,
        app,
        apiUrl: social.youtubeApiUrl,
        secret,
        onTokens: async () => {},
        now,
      });
      const channel = await session.channel();
      return {
        accountId: channel.id,
        accountName: channel.title,
        accountUrl: channel.url,
        profile: channel.profile,
        insights: null,
        secret,
      };
    },

    /** A session on a stored connection; throws when the server no longer has the provider's app. */
    session(row: ConnectionRow, signal?: AbortSignal): AccountSession {
      if (row.provider === 'instagram') {
        const app = instagramApp();
        if (!app) throw notConfigured();
        return instagramSession(row, app, signal);
      }
      const app = googleApp();
      if (!app) throw notConfigured();
      return youtubeSession(row, app, signal);
    },
  };
}

export type SocialAccounts = ReturnType<typeof createSocialAccounts>;
