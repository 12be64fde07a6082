import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { createOAuthRepository } from './oauth.repository.js';
import { oauthDiscoveryRoutes, oauthRoutes } from './oauth.routes.js';
import { createOAuthService, type OAuthPorts } from './oauth.service.js';

/**
 * OAuth 2.1 for the MCP server (docs/product.md#mcp): this server is the authorization server
 * of its own `/api/mcp`. The shared guard checks an access token through this module's
 * `authenticate` (wired in app.ts, beside API keys) and caps the person's access by what they
 * allowed, at `/api/mcp` only.
 */
export function oauthModule({ database, config, now }: ModuleDeps, ports: OAuthPorts) {
  const oauth = createOAuthService({
    repository: createOAuthRepository(database.db),
    publicUrl: config.publicUrl,
    now,
    ports,
  });
  return {
    name: 'oauth',
    routes: oauthRoutes({ oauth }),
    rootRoutes: oauthDiscoveryRoutes({ oauth }),
  } satisfies ServerModule;
}
