import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/** A person at the stand-in provider. */
export interface OidcAccount {
  sub: string;
  email: string;
  email_verified?: boolean;
  name: string;
}

export interface OidcServer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the next authorization (the provider's own login page, skipped). */
  signInAs(account: OidcAccount): void;
  close(): Promise<void>;
}

/**
 * An OpenID Connect provider for tests, standing in for Google, Microsoft or any issuer:
 * `oidc-provider` 8 (a certified implementation) with one client whose callback is
 * `${publicUrl}/api/auth/callback/${providerId}`. Its login and consent steps are answered at
 * once for the account named by `signInAs`, so a browser (or a test following redirects) goes
 * from the authorization request straight back to the app with a code.
 */
export async function startOidcServer({
  publicUrl,
  providerId,
  port = 0,
  redirectUris,
}: {
  publicUrl: string;
  providerId: string;
  /** Where the client may be sent back, when not the identity service's callback (a workspace's SSO). */
  redirectUris?: string[];
  /** A fixed port, when the app was configured with the issuer before this starts. */
  port?: number;
}): Promise<OidcServer> {
  const clientId = `expertos-${providerId}`;
  const clientSecret = `secret-of-${providerId}-stand-in`;
  const accounts = new Map<string, OidcAccount>();
  let next: OidcAccount | null = null;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'stand-in' };

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris ?? [`${publicUrl}/api/auth/callback/${providerId}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['stand-in-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The ID token carries the e-mail claims, as Google's does.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          ...(account.email_verified === undefined ? {} : { email_verified: account.email_verified }),
          name: account.name,
        }),
      };
    },
  });
  // Plain HTTP on the loopback address: fine for the stand-in.
  provider.proxy = true;
  const callback = provider.callback();

  server.on('request', async (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return callback(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'login') {
        if (!next) throw new Error('no account to sign in as');
        accounts.set(next.sub, next);
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: next.sub } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const grant = new provider.Grant({ accountId: details.session!.accountId, clientId });
      grant.addOIDCScope('openid email profile');
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      next = account;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
