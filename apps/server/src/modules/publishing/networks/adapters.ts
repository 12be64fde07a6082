import type { PublishingNetwork } from '@expertos/domain/publishing/limits';
import type { AppConfig } from '../../../config.js';
import type { GuardedFetch } from '../../../platform/http/guarded-fetch.js';
import { facebookAdapter } from './facebook/facebook.adapter.js';
import { instagramAdapter } from './instagram/instagram.adapter.js';
import { linkedInAdapter } from './linkedin/linkedin.adapter.js';
import type { NetworkAdapter } from './network.js';
import { pinterestAdapter } from './pinterest/pinterest.adapter.js';
import { threadsAdapter } from './threads/threads.adapter.js';
import { tiktokAdapter } from './tiktok/tiktok.adapter.js';
import { xAdapter } from './x/x.adapter.js';
import { youtubeAdapter } from './youtube/youtube.adapter.js';

/**
 * The adapters of the networks that publish through the team's own developer app: each one only
 * when its app's credentials are configured (README, "Publishing networks"); without them the
 * network is "not set up on this server" and a channel there can only be a phone hand-off.
 */
export function appAdapters(
  config: AppConfig,
  deps: { fetch: GuardedFetch; now: () => Date },
): Partial<Record<PublishingNetwork, NetworkAdapter>> {
  const adapters: Partial<Record<PublishingNetwork, NetworkAdapter>> = {};
  // Instagram publishes through the same Instagram Login app as the import, asking for more.
  if (config.social.instagram)
    adapters.instagram = instagramAdapter({
      ...deps,
      app: config.social.instagram,
      urls: {
        ...(config.social.instagramAuthUrl ? { authUrl: config.social.instagramAuthUrl } : {}),
        ...(config.social.instagramApiUrl ? { apiUrl: config.social.instagramApiUrl } : {}),
        ...(config.social.instagramGraphUrl ? { graphUrl: config.social.instagramGraphUrl } : {}),
      },
    });
  const x = config.publishing.x;
  if (x)
    adapters.x = xAdapter({
      ...deps,
      app: { clientId: x.clientId, clientSecret: x.clientSecret },
      authUrl: x.authUrl,
      apiUrl: x.apiUrl,
    });
  const linkedin = config.publishing.linkedin;
  if (linkedin)
    adapters.linkedin = linkedInAdapter({
      fetch: deps.fetch,
      app: {
        clientId: linkedin.clientId,
        clientSecret: linkedin.clientSecret,
        organizations: linkedin.organizations,
      },
      authUrl: linkedin.authUrl,
      apiUrl: linkedin.apiUrl,
      now: deps.now,
    });
  const threads = config.publishing.threads;
  if (threads)
    adapters.threads = threadsAdapter({
      ...deps,
      app: { clientId: threads.clientId, clientSecret: threads.clientSecret },
      urls: {
        ...(threads.authUrl ? { authUrl: threads.authUrl } : {}),
        ...(threads.apiUrl ? { graphUrl: threads.apiUrl } : {}),
      },
    });
  const tiktok = config.publishing.tiktok;
  if (tiktok)
    adapters.tiktok = tiktokAdapter({
      fetch: deps.fetch,
      app: { clientKey: tiktok.clientKey, clientSecret: tiktok.clientSecret },
      audited: tiktok.audited,
      authUrl: tiktok.authUrl,
      apiUrl: tiktok.apiUrl,
      now: deps.now,
    });
  // YouTube publishes through the team's Google OAuth client (Calendar's and the import's).
  const youtube = config.publishing.youtube;
  if (youtube)
    adapters.youtube = youtubeAdapter({
      fetch: deps.fetch,
      app: { clientId: youtube.clientId, clientSecret: youtube.clientSecret },
      authorizeUrl: youtube.authorizeUrl,
      tokenUrl: youtube.tokenUrl,
      apiUrl: youtube.apiUrl,
      uploadUrl: youtube.uploadUrl,
      now: deps.now,
    });
  const facebook = config.publishing.facebook;
  if (facebook)
    adapters.facebook = facebookAdapter({
      fetch: deps.fetch,
      app: { appId: facebook.appId, appSecret: facebook.appSecret },
      urls: {
        ...(facebook.authUrl ? { authUrl: facebook.authUrl } : {}),
        ...(facebook.apiUrl ? { graphUrl: facebook.apiUrl } : {}),
      },
      now: deps.now,
    });
  const pinterest = config.publishing.pinterest;
  if (pinterest)
    adapters.pinterest = pinterestAdapter({
      fetch: deps.fetch,
      app: { appId: pinterest.appId, appSecret: pinterest.appSecret },
      authUrl: pinterest.authUrl,
      apiUrl: pinterest.apiUrl,
      now: deps.now,
    });
  return adapters;
}
