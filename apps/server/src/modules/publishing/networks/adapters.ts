import type { PublishingNetwork } from '@expertos/domain/publishing/limits';
import type { AppConfig } from '../../../config.js';
import type { GuardedFetch } from '../../../platform/http/guarded-fetch.js';
import { linkedInAdapter } from './linkedin/linkedin.adapter.js';
import type { NetworkAdapter } from './network.js';

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
  return adapters;
}
