import { randomUUID } from 'node:crypto';
import { API_KEY_SCOPES } from '@expertos/domain/api-keys';
import { MCP_TOOLS } from '@expertos/domain/mcp';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTicketsTestContext, insertTicket, type TicketWorld } from '../tickets/tickets.fixtures.js';

/**
 * The MCP server (docs/product.md#mcp) through the official client over real HTTP: the tools
 * answer as the REST routes do for the same caller, and refuse as they refuse.
 */
describe('MCP server at /api/mcp', () => {
  let t: Awaited<ReturnType<typeof createTicketsTestContext>>;
  let world: TicketWorld;
  let origin: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    t = await createTicketsTestContext({ env: { RATE_LIMIT_MAX: '100000' } });
    world = await t.buildTicketWorld();
    await t.ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.ctx.app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    for (const client of clients) await client.close().catch(() => {});
    await t.ctx.close();
  });

  async function makeKey(persona: 'member' | 'owner', scopes: readonly string[]) {
    const made = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/me/api-keys',
      headers: t.people[persona].headers,
      payload: { name: 'agent', scopes },
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json() as { uid: string; secret: string };
  }

  async function connect(authorization: string) {
    const client = new Client({ name: 'test-agent', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL('/api/mcp', origin), {
        requestInit: { headers: { authorization } },
      }),
    );
    clients.push(client);
    return client;
  }

  const rest = (persona: 'member' | 'owner', url: string) =>
    t.ctx.app.inject({ method: 'GET', url, headers: t.people[persona].headers }).then((r) => r.json());

  /** A tool's answer: the structured result, or the API's `{ code, message }` of a refusal. */
  async function call(client: Client, name: string, args: Record<string, unknown>) {
    const result = (await client.callTool({ name, arguments: args })) as {
      isError?: boolean;
      structuredContent?: unknown;
      content: { type: string; text?: string }[];
    };
    // The API's refusals are JSON; the SDK's own check of a tool's input schema is a sentence.
    if (result.isError) {
      const text = result.content[0]?.text ?? '';
      return {
        error: (text.startsWith('{') ? JSON.parse(text) : { message: text }) as {
          code?: string;
          message?: string;
        },
      };
    }
    return { value: result.structuredContent };
  }

  it('lists every tool with its schema, a description naming its scope, and whether it only reads', async () => {
    const client = await connect(`Bearer ${(await makeKey('member', ['tickets:read'])).secret}`);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(Object.keys(MCP_TOOLS).sort());
    const get = tools.find((tool) => tool.name === 'get_ticket')!;
    expect(get.inputSchema).toMatchObject({ type: 'object', required: ['ticket_id'] });
    expect(get.annotations?.readOnlyHint).toBe(true);
    expect(get.description).toContain('tickets:read');
    expect(tools.find((tool) => tool.name === 'create_post_draft')!.annotations?.readOnlyHint).toBe(false);
  });

  it('answers as REST does for the same caller: a ticket, a brand’s list, a search', async () => {
    const ticketId = await insertTicket(
      t.ctx.database.db,
      { workspaceId: world.a.id, projectId: world.a.projectId },
      { summary: 'Launch teaser for MCP' },
    );
    const client = await connect(`Bearer ${(await makeKey('member', ['tickets:read'])).secret}`);
    expect((await call(client, 'get_ticket', { ticket_id: ticketId })).value).toEqual(
      await rest('member', `/api/tickets/${ticketId}`),
    );
    expect((await call(client, 'list_tickets', { brand_id: world.a.projectId, limit: 5 })).value).toEqual(
      await rest('member', `/api/projects/${world.a.projectId}/tickets?limit=5`),
    );
    expect(
      (await call(client, 'search_tickets', { workspace_id: world.a.id, text: 'teaser' })).value,
    ).toEqual(await rest('member', `/api/workspaces/${world.a.id}/tickets?q=teaser&limit=20`));
  });

  it('refuses what the caller may not do, as REST refuses it: scope, another workspace, a hidden brand', async () => {
    const reader = await connect(`Bearer ${(await makeKey('member', ['comments:read'])).secret}`);
    expect((await call(reader, 'list_tickets', { brand_id: world.a.projectId })).error).toMatchObject({
      code: 'api_key_scope',
    });
    const member = await connect(`Bearer ${(await makeKey('member', API_KEY_SCOPES)).secret}`);
    // World b is another workspace; the hidden brand is one the member was never given.
    expect((await call(member, 'list_tickets', { brand_id: world.b.projectId })).error).toMatchObject({
      code: 'forbidden',
    });
    expect((await call(member, 'list_tickets', { brand_id: world.hiddenProjectId })).error).toMatchObject({
      code: 'forbidden',
    });
    expect((await call(member, 'get_ticket', { ticket_id: 'no-such-ticket' })).error).toMatchObject({
      code: 'not_found',
    });
  });

  it('drafts a post and changes it under the edit-conflict precondition', async () => {
    const client = await connect(`Bearer ${(await makeKey('member', ['tickets:write'])).secret}`);
    const made = (
      await call(client, 'create_post_draft', {
        brand_id: world.a.projectId,
        summary: 'Drafted by an agent',
        caption: 'First words',
        post_platform: 'instagram',
      })
    ).value as { uid: string; ticket_type: string; status: string; updated: string };
    expect(made).toMatchObject({ ticket_type: 'post', status: 'todo' });
    expect(await rest('member', `/api/tickets/${made.uid}`)).toMatchObject({ caption: 'First words' });

    const changed = (
      await call(client, 'update_post_draft', {
        ticket_id: made.uid,
        caption: 'Better words',
        base_updated_at: made.updated,
      })
    ).value as { caption: string };
    expect(changed.caption).toBe('Better words');
    // A teammate changes the caption; the agent's change based on what it read before is refused.
    const teammate = await t.ctx.app.inject({
      method: 'PATCH',
      url: `/api/tickets/${made.uid}`,
      headers: t.people.owner.headers,
      payload: { caption: 'The owner’s words' },
    });
    expect(teammate.statusCode).toBe(200);
    const stale = await call(client, 'update_post_draft', {
      ticket_id: made.uid,
      caption: 'Stale words',
      base_updated_at: (changed as { updated?: string }).updated,
    });
    expect(stale.error).toMatchObject({ code: 'ticket_edit_conflict' });
    expect(await rest('member', `/api/tickets/${made.uid}`)).toMatchObject({ caption: 'The owner’s words' });
  });

  it('asks for approval of a post, never getting a link, and lists what waits as REST does', async () => {
    const client = await connect(
      `Bearer ${(await makeKey('member', ['tickets:write', 'approvals:write'])).secret}`,
    );
    const post = (
      await call(client, 'create_post_draft', {
        brand_id: world.a.projectId,
        summary: 'Needs a yes',
      })
    ).value as { uid: string };
    const round = await call(client, 'request_approval', { ticket_id: post.uid });
    expect(round.error).toBeUndefined();
    expect(JSON.stringify(round.value)).not.toMatch(/portal|approvals\/[A-Za-z0-9_-]{20,}|token/i);
    expect(await rest('member', `/api/tickets/${post.uid}`)).toMatchObject({ status: 'needs_approval' });
    const waiting = await call(client, 'list_pending_approvals', { workspace_id: world.a.id });
    expect(waiting.value).toEqual(await rest('member', `/api/workspaces/${world.a.id}/approvals/open`));
    // A task is not a post: refused as REST refuses it.
    const task = await insertTicket(t.ctx.database.db, {
      workspaceId: world.a.id,
      projectId: world.a.projectId,
    });
    expect((await call(client, 'request_approval', { ticket_id: task })).error).toMatchObject({
      code: 'approval_not_post',
    });
    // Without the approvals scope, nothing is asked.
    const drafter = await connect(`Bearer ${(await makeKey('member', ['tickets:write'])).secret}`);
    expect((await call(drafter, 'request_approval', { ticket_id: post.uid })).error).toMatchObject({
      code: 'api_key_scope',
    });
  });

  it('reads a brand’s profile as a tool and as a resource, within the brands the caller sees', async () => {
    const updated = await t.ctx.app.inject({
      method: 'PUT',
      url: `/api/workspaces/${world.a.id}/projects/${world.a.projectId}`,
      headers: t.people.owner.headers,
      payload: { content_pillars: ['Behind the scenes'], off_brand: ['cheap'], slate_growth_content: 3 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const voice = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${world.a.projectId}/brand-voices`,
      headers: t.people.owner.headers,
      payload: { name: 'Warm', description: 'Friendly and plain', tone: ['warm'] },
    });
    expect(voice.statusCode, voice.body).toBe(201);

    const client = await connect(`Bearer ${(await makeKey('member', ['brand_profile:read'])).secret}`);
    const profile = (await call(client, 'get_brand_profile', { brand_id: world.a.projectId })).value;
    const brand = await rest('member', `/api/workspaces/${world.a.id}/projects/${world.a.projectId}`);
    expect(profile).toMatchObject({
      uid: world.a.projectId,
      name: brand.name,
      content_pillars: ['Behind the scenes'],
      off_brand: ['cheap'],
      weekly_slate: { growth: 3 },
      voices: [expect.objectContaining({ name: 'Warm', tone: ['warm'] })],
    });
    // Nothing of the brand's links or integrations goes to an agent.
    expect(JSON.stringify(profile)).not.toMatch(/shopify_site|integrations|drive_folders/);

    const read = await client.readResource({ uri: `expertos://brands/${world.a.projectId}/profile` });
    expect(JSON.parse((read.contents[0] as { text: string }).text)).toEqual(profile);
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((r) => r.uriTemplate).sort()).toEqual([
      'expertos://brands/{brand_id}/profile',
      'expertos://tickets/{ticket_id}',
    ]);
    // A brand the member was never given is refused as a tool and as a resource.
    expect(
      (await call(client, 'get_brand_profile', { brand_id: world.hiddenProjectId })).error,
    ).toMatchObject({
      code: 'forbidden',
    });
    await expect(
      client.readResource({ uri: `expertos://brands/${world.hiddenProjectId}/profile` }),
    ).rejects.toThrow(/forbidden/);
    // Without the scope, the ticket resource is refused too.
    await expect(client.readResource({ uri: 'expertos://tickets/anything' })).rejects.toThrow(
      /api_key_scope/,
    );
  });

  it('lists channels, schedules a post (never at once) and reads results, as REST answers the same caller', async () => {
    const channel = randomUUID();
    const at = new Date().toISOString();
    await t.ctx.database.db
      .insertInto('publishing_channels')
      .values({
        id: channel,
        workspace_id: world.a.id,
        project_id: world.a.projectId,
        network: 'mastodon',
        host: 'mastodon.example',
        account_id: '42',
        handle: '@leafco@mastodon.example',
        display_name: null,
        avatar_url: null,
        credentials: 'sealed',
        limits: null,
        state: 'connected',
        state_reason: null,
        created_by: world.a.memberIds.owner!,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const post = await insertTicket(
      t.ctx.database.db,
      { workspaceId: world.a.id, projectId: world.a.projectId },
      { ticket_type: 'post' },
    );
    const client = await connect(
      `Bearer ${(await makeKey('member', ['publishing:write', 'analytics:read'])).secret}`,
    );
    expect((await call(client, 'list_channels', { brand_id: world.a.projectId })).value).toEqual({
      items: await rest('member', `/api/projects/${world.a.projectId}/publishing/channels`),
    });

    const posts = [{ channel_uid: channel, variant: { text: 'Spring is here', media: [] } }];
    const now = await call(client, 'schedule_post', { ticket_id: post, due_at: null, posts });
    expect(now.error?.message).toContain('Give a time, or `queue: true`');
    const due = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await call(client, 'schedule_post', { ticket_id: post, due_at: due, posts });
    expect(scheduled.error).toBeUndefined();
    expect((scheduled.value as { items: unknown }).items).toEqual(
      await rest('member', `/api/tickets/${post}/publications`),
    );
    expect((scheduled.value as { items: { state: string; due_at: string }[] }).items).toMatchObject([
      { state: 'scheduled', due_at: due },
    ]);

    const report = await call(client, 'get_brand_results', {
      brand_id: world.a.projectId,
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(report.value).toEqual(
      await rest('member', `/api/projects/${world.a.projectId}/analytics?from=2026-11-01&to=2026-11-30`),
    );
    expect(
      (await call(client, 'get_brand_results', { brand_id: world.a.projectId, from: 'soon' })).error,
    ).toMatchObject({
      code: 'validation_error',
    });
    expect(
      (await call(client, 'get_post_analytics', { brand_id: world.a.projectId, post_id: 'nope' })).error,
    ).toMatchObject({
      code: 'not_found',
    });
    // Results of a brand the member was never given, and scheduling without the scope, are refused.
    expect(
      (await call(client, 'get_brand_results', { brand_id: world.hiddenProjectId })).error,
    ).toMatchObject({
      code: 'forbidden',
    });
    const reader = await connect(`Bearer ${(await makeKey('member', ['publishing:read'])).secret}`);
    expect(
      (await call(reader, 'schedule_post', { ticket_id: post, due_at: due, posts })).error,
    ).toMatchObject({
      code: 'api_key_scope',
    });
  });

  it('works with a workspace key on its brands only', async () => {
    const made = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/workspaces/${world.a.id}/api-keys`,
      headers: t.people.owner.headers,
      payload: { name: 'Agent', scopes: ['tickets:write'], brands: [world.a.projectId] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const client = await connect(`Bearer ${made.json().secret}`);
    const draft = await call(client, 'create_post_draft', {
      brand_id: world.a.projectId,
      summary: 'From a bot',
    });
    expect(draft.error).toBeUndefined();
    expect((await call(client, 'list_tickets', { brand_id: world.hiddenProjectId })).error).toMatchObject({
      code: 'forbidden',
    });
  });

  it('keeps a personal key limited to brands to those brands, though its owner sees more', async () => {
    const made = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/me/api-keys',
      headers: t.people.owner.headers,
      payload: { name: 'agent', scopes: ['tickets:read'], brands: [world.a.projectId] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const client = await connect(`Bearer ${made.json().secret}`);
    expect((await call(client, 'list_tickets', { brand_id: world.a.projectId })).error).toBeUndefined();
    // The owner administers the workspace, so sees its every brand (the search below); the key does not.
    expect((await call(client, 'list_tickets', { brand_id: world.hiddenProjectId })).error).toMatchObject({
      code: 'forbidden',
    });
    const hidden = (await t.createTicket('owner', world.hiddenProjectId, { summary: 'Hidden teaser' })).uid;
    const byOwner = JSON.stringify(
      await rest('owner', `/api/workspaces/${world.a.id}/tickets?q=teaser&limit=20`),
    );
    expect(byOwner).toContain(hidden);
    const found = await call(client, 'search_tickets', { workspace_id: world.a.id, text: 'teaser' });
    expect(found.error).toBeUndefined();
    expect(JSON.stringify(found.value)).not.toContain(hidden);
    expect(JSON.stringify(found.value)).toContain('teaser');
  });

  it('answers a lone tools/call, as curl would send it: no session to open first', async () => {
    const { secret } = await makeKey('member', ['tickets:read']);
    const res = await fetch(new URL('/api/mcp', origin), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${secret}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 7,
        method: 'tools/call',
        params: { name: 'list_tickets', arguments: { brand_id: world.a.projectId, limit: 2 } },
      }),
    });
    expect(res.status).toBe(200);
    // A client that never said which protocol revision it speaks gets the 2025 stateless
    // answer: one server-sent event carrying the JSON-RPC reply.
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const data = (await res.text()).split('\n').find((line) => line.startsWith('data: '))!;
    const body = JSON.parse(data.slice('data: '.length)) as {
      id: number;
      result: { structuredContent: { items: unknown[] } };
    };
    expect(body.id).toBe(7);
    expect(body.result.structuredContent.items.length).toBeGreaterThan(0);
  });

  it('refuses a key revoked while connected on its next call, and a call without any credentials', async () => {
    const key = await makeKey('member', ['tickets:read']);
    const client = await connect(`Bearer ${key.secret}`);
    await client.listTools();
    const revoked = await t.ctx.app.inject({
      method: 'DELETE',
      url: `/api/me/api-keys/${key.uid}`,
      headers: t.people.member.headers,
    });
    expect(revoked.statusCode).toBeLessThan(300);
    await expect(client.listTools()).rejects.toThrow(/api_key_invalid/);
    const anonymous = await fetch(new URL('/api/mcp', origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(anonymous.status).toBe(401);
  });
});
