import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import {
  OAUTH_DEFAULT_SCOPES,
  OAUTH_REGISTRATIONS_PER_HOUR,
  OAUTH_TOKEN_PATTERN,
  oauthRequestViewSchema,
} from '@expertos/domain/oauth';
import {
  Client,
  type OAuthClientProvider,
  type OAuthDiscoveryState,
  type StoredOAuthClientInformation,
  type StoredOAuthTokens,
  StreamableHTTPClientTransport,
  UnauthorizedError,
} from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN as AUTH_ORIGIN } from '../../test/auth-helpers.js';
import { createTicketsTestContext, type TicketWorld } from '../tickets/tickets.fixtures.js';

/** An OAuth or metadata answer's fields. */
const read = (res: Response) => res.json() as Promise<Record<string, string>>;

/** A port free now, so the server's public address (its OAuth issuer) can name it before it listens. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** An MCP client's OAuth state, kept in memory as a desktop client keeps it on disk. */
class MemoryProvider implements OAuthClientProvider {
  info?: StoredOAuthClientInformation;
  saved?: StoredOAuthTokens;
  verifier = '';
  discovery?: OAuthDiscoveryState;
  /** Where the client sent its person: the consent screen's address, with the request. */
  authorizationUrl?: URL;
  readonly redirectUrl = 'http://127.0.0.1:53682/callback';
  get clientMetadata() {
    return {
      client_name: 'Claude Test',
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: StoredOAuthClientInformation) {
    this.info = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: StoredOAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
  saveDiscoveryState(state: OAuthDiscoveryState) {
    this.discovery = state;
  }
  discoveryState() {
    return this.discovery;
  }
}

/**
 * OAuth 2.1 for the MCP server (docs/product.md#mcp) through the official client over real
 * HTTP: discovery from the 401, registration, consent by the person signed in, PKCE, tokens
 * bound to /api/mcp that act as the person capped by what they allowed.
 */
describe('OAuth for the MCP server', () => {
  let t: Awaited<ReturnType<typeof createTicketsTestContext>>;
  let world: TicketWorld;
  let origin: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    t = await createTicketsTestContext({
      // The people sign up from the test helpers' usual origin, trusted beside the public one.
      env: { RATE_LIMIT_MAX: '100000', PUBLIC_URL: origin, EXTENSION_ORIGINS: AUTH_ORIGIN },
    });
    world = await t.buildTicketWorld();
    await t.ctx.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const client of clients) await client.close().catch(() => {});
    await t.ctx.close();
  });

  const transport = (provider: OAuthClientProvider) =>
    new StreamableHTTPClientTransport(new URL('/api/mcp', origin), { authProvider: provider });

  /** The person's side: the consent screen's two calls, as the web app makes them. */
  async function consent(provider: MemoryProvider, choice: { scopes?: string[]; brands?: string[] } = {}) {
    const asked = provider.authorizationUrl!;
    expect(asked.origin + asked.pathname).toBe(`${origin}/oauth/authorize`);
    const query = Object.fromEntries(asked.searchParams);
    const view = await t.ctx.app.inject({
      method: 'GET',
      url: `/api/oauth/authorize?${asked.searchParams}`,
      headers: t.people.member.headers,
    });
    expect(view.statusCode, view.body).toBe(200);
    const shown = oauthRequestViewSchema.parse(view.json());
    expect(shown).toMatchObject({ client_name: 'Claude Test', redirect_to: '127.0.0.1:53682' });
    const allowed = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/authorize',
      headers: t.people.member.headers,
      payload: { ...query, scopes: choice.scopes ?? shown.scopes, brands: choice.brands ?? null },
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    const back = new URL(allowed.json().redirect_to);
    expect(back.searchParams.get('state')).toBe(query.state ?? null);
    expect(back.searchParams.get('iss')).toBe(origin);
    return back;
  }

  /** Connects as the client would: refused, sent to consent, then connected with its tokens. */
  async function connectThroughOAuth(choice?: { scopes?: string[]; brands?: string[] }) {
    const provider = new MemoryProvider();
    const first = new Client({ name: 'agent', version: '1.0.0' });
    await expect(first.connect(transport(provider))).rejects.toBeInstanceOf(UnauthorizedError);
    const back = await consent(provider, choice);
    const finishing = transport(provider);
    await finishing.finishAuth(back.searchParams.get('code')!, back.searchParams.get('iss') ?? undefined);
    const client = new Client({ name: 'agent', version: '1.0.0' });
    await client.connect(transport(provider));
    clients.push(client);
    return { client, provider };
  }

  it('tells a client without credentials where to get them: the 401, then both metadata documents', async () => {
    const refused = await fetch(`${origin}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe(
      `Bearer resource_metadata="${origin}/.well-known/oauth-protected-resource/api/mcp", scope="${OAUTH_DEFAULT_SCOPES.join(' ')}"`,
    );
    const resource = await (await fetch(`${origin}/.well-known/oauth-protected-resource/api/mcp`)).json();
    expect(resource).toMatchObject({ resource: `${origin}/api/mcp`, authorization_servers: [origin] });
    const server = await (await fetch(`${origin}/.well-known/oauth-authorization-server`)).json();
    expect(server).toMatchObject({
      issuer: origin,
      authorization_endpoint: `${origin}/oauth/authorize`,
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
    });
  });

  it('connects an MCP client through registration, consent and PKCE, acting as the person within what they allowed', async () => {
    const { client, provider } = await connectThroughOAuth({ scopes: ['tickets:read'] });
    expect(provider.saved?.access_token).toMatch(OAUTH_TOKEN_PATTERN);
    expect(provider.saved?.scope).toBe('tickets:read');
    const listed = (await client.callTool({
      name: 'list_tickets',
      arguments: { brand_id: world.a.projectId, limit: 5 },
    })) as {
      structuredContent?: unknown;
      isError?: boolean;
    };
    expect(listed.isError).toBeFalsy();
    const rest = await t.ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${world.a.projectId}/tickets?limit=5`,
      headers: t.people.member.headers,
    });
    expect(listed.structuredContent).toEqual(rest.json());
    // Not allowed on the consent screen: a tool error naming the scope.
    const draft = (await client.callTool({
      name: 'create_post_draft',
      arguments: { brand_id: world.a.projectId, summary: 'Not allowed' },
    })) as { isError?: boolean; content: Array<{ text?: string }> };
    expect(draft.isError).toBe(true);
    expect(JSON.parse(draft.content[0]?.text ?? '{}').code).toBe('api_key_scope');
    // The person's own limits still hold: a brand they are not on is refused.
    const hidden = (await client.callTool({
      name: 'list_tickets',
      arguments: { brand_id: world.hiddenProjectId },
    })) as {
      isError?: boolean;
    };
    expect(hidden.isError).toBe(true);
    // Their account lists the app, with what it may do; nothing in the database is a token.
    const apps = await t.ctx.app.inject({
      method: 'GET',
      url: '/api/me/oauth-grants',
      headers: t.people.member.headers,
    });
    expect(apps.json().items[0]).toMatchObject({
      client_name: 'Claude Test',
      scopes: ['tickets:read'],
      brands: null,
    });
    const rows = await t.ctx.database.db.selectFrom('oauth_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(provider.saved?.access_token);
  });

  it('refuses its token anywhere but /api/mcp, and a request for another resource', async () => {
    const { provider } = await connectThroughOAuth();
    const elsewhere = await t.ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${world.a.projectId}/tickets`,
      headers: { authorization: `Bearer ${provider.saved?.access_token}` },
    });
    expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([401, 'oauth_token_resource']);
    const other = new URL(provider.authorizationUrl!);
    other.searchParams.set('resource', 'https://other.example/api/mcp');
    const view = await t.ctx.app.inject({
      method: 'GET',
      url: `/api/oauth/authorize?${other.searchParams}`,
      headers: t.people.member.headers,
    });
    expect([view.statusCode, view.json().code, view.json().details[0].path]).toEqual([
      400,
      'oauth_request_invalid',
      'resource',
    ]);
    const token = await fetch(`${origin}/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: provider.saved!.refresh_token!,
        client_id: provider.info!.client_id,
        resource: 'https://other.example/api/mcp',
      }),
    });
    expect([token.status, (await read(token)).error]).toEqual([400, 'invalid_target']);
  });

  it('keeps a token to the brands allowed, and stops it when the app is disconnected', async () => {
    const { client, provider } = await connectThroughOAuth({
      scopes: ['tickets:read'],
      brands: [world.a.projectId],
    });
    expect(
      (await client.callTool({ name: 'list_tickets', arguments: { brand_id: world.a.projectId } })).isError,
    ).toBeFalsy();
    const grant = (
      await t.ctx.app.inject({ method: 'GET', url: '/api/me/oauth-grants', headers: t.people.member.headers })
    ).json().items[0];
    expect(grant.brands).toEqual([world.a.projectId]);
    const gone = await t.ctx.app.inject({
      method: 'DELETE',
      url: `/api/me/oauth-grants/${grant.uid}`,
      headers: t.people.member.headers,
    });
    expect(gone.statusCode).toBe(200);
    const after = await fetch(`${origin}/api/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${provider.saved?.access_token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(after.status).toBe(401);
    expect(after.headers.get('www-authenticate')).toContain('error="invalid_token"');
  });

  it('trades a code once, only with its verifier and redirect; a refresh token used twice ends the grant', async () => {
    const register = await fetch(`${origin}/api/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'Script', redirect_uris: ['https://app.example/cb'] }),
    });
    expect(register.status).toBe(201);
    const client_id = String((await read(register)).client_id);
    const verifier = randomBytes(32).toString('base64url');
    const request = {
      client_id,
      redirect_uri: 'https://app.example/cb',
      response_type: 'code',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state: 'xyz',
    };
    const allowed = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/authorize',
      headers: t.people.member.headers,
      payload: { ...request, scopes: ['tickets:read'] },
    });
    const code = new URL(allowed.json().redirect_to).searchParams.get('code')!;
    const exchange = (fields: Record<string, string>) =>
      fetch(`${origin}/api/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });
    const base = {
      grant_type: 'authorization_code',
      code,
      client_id,
      redirect_uri: 'https://app.example/cb',
    };
    const wrongVerifier = await exchange({ ...base, code_verifier: randomBytes(32).toString('base64url') });
    expect([wrongVerifier.status, (await read(wrongVerifier)).error]).toEqual([400, 'invalid_grant']);
    const wrongRedirect = await exchange({
      ...base,
      code_verifier: verifier,
      redirect_uri: 'https://app.example/other',
    });
    expect(wrongRedirect.status).toBe(400);
    const first = await exchange({ ...base, code_verifier: verifier });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const tokens = await read(first);
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'tickets:read' });
    const again = await exchange({ ...base, code_verifier: verifier });
    expect([again.status, (await read(again)).error]).toEqual([400, 'invalid_grant']);

    const refresh = (token: string | undefined) =>
      exchange({ grant_type: 'refresh_token', refresh_token: String(token), client_id });
    const renewed = await refresh(tokens.refresh_token);
    expect(renewed.status).toBe(200);
    const next = await read(renewed);
    // The old refresh token again: someone copied it, so the grant ends, the new tokens too.
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
    expect((await refresh(next.refresh_token)).status).toBe(400);
    const mcp = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/mcp',
      headers: {
        authorization: `Bearer ${next.access_token}`,
        accept: 'application/json, text/event-stream',
      },
      payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });
    expect([mcp.statusCode, mcp.json().code]).toEqual([401, 'oauth_token_invalid']);
  });

  it('registers only safe redirect addresses, and answers malformed token requests in OAuth’s words', async () => {
    for (const uri of ['http://evil.example/cb', 'javascript:alert(1)', 'https://app.example/cb#frag']) {
      const res = await fetch(`${origin}/api/oauth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ redirect_uris: [uri] }),
      });
      expect([res.status, (await read(res)).error], uri).toEqual([400, 'invalid_request']);
    }
    const unknownGrant = await fetch(`${origin}/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&username=a&password=b',
    });
    expect([unknownGrant.status, (await read(unknownGrant)).error]).toEqual([400, 'unsupported_grant_type']);
    const twice = await fetch(`${origin}/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=refresh_token&grant_type=refresh_token',
    });
    expect([twice.status, (await read(twice)).error]).toEqual([400, 'invalid_request']);
    const unknownClient = await fetch(`${origin}/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: 'exp_ort_x',
        client_id: 'nobody',
      }),
    });
    expect([unknownClient.status, (await read(unknownClient)).error]).toEqual([401, 'invalid_client']);
  });
});

describe('OAuth client registration', () => {
  let t: Awaited<ReturnType<typeof createTicketsTestContext>>;
  beforeAll(async () => {
    t = await createTicketsTestContext({ env: { RATE_LIMIT_MAX: '100000' } });
  });
  afterAll(async () => t.ctx.close());

  it('takes at most 20 registrations an hour from one address, then says how long to wait', async () => {
    const register = () =>
      t.ctx.app.inject({
        method: 'POST',
        url: '/api/oauth/register',
        payload: { client_name: 'Flood', redirect_uris: ['https://app.example/cb'] },
      });
    for (let i = 0; i < OAUTH_REGISTRATIONS_PER_HOUR; i += 1) expect((await register()).statusCode).toBe(201);
    const refused = await register();
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'rate_limited']);
    expect(refused.headers['retry-after']).toBe('3600');
  });
});
