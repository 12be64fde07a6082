import { aiPromptSchema, aiStatusSchema } from '@expertos/domain/ai.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiServer, startAiServer } from '../../test/ai-server.js';
import { testDialect } from '../../test/context.js';
import { createTicketsTestContext, type TicketWorld } from '../tickets/tickets.fixtures.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;

/** The events of a text/event-stream body, in order. */
function eventsOf(body: string): { event: string; data: Record<string, unknown> }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? '';
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as Record<string, unknown>;
      return { event, data };
    });
}

/** Gives the brand under test a default voice, audience, assistant and a pillar, through the API. */
async function fillBrand(t: Context, projectId: string) {
  const post = async (kind: string, body: object) => {
    const res = await t.call('admin', 'POST', `/api/projects/${projectId}/${kind}`, body);
    if (res.statusCode !== 201) throw new Error(`${kind}: ${res.statusCode} ${res.body}`);
    return res.json() as { uid: string };
  };
  await post('brand-voices', { name: 'Warm', tone: ['warm'], dont_say: ['cheap'] });
  await post('audiences', { name: 'Busy parents', description: 'Parents who want a quiet moment.' });
  return post('assistants', { name: 'Caption writer', instructions: 'Short captions.', temperature: 0.3 });
}

describe(`AI routes on ${testDialect}`, () => {
  describe('with no AI endpoint', () => {
    let t: Context;
    let world: TicketWorld;
    beforeAll(async () => {
      t = await createTicketsTestContext();
      world = await t.buildTicketWorld();
    });
    afterAll(() => t.ctx.close());

    it('says AI is off and why, and refuses a run with ai_disabled (409, not a server fault)', async () => {
      const status = aiStatusSchema.parse(
        (await t.call('member', 'GET', `/api/workspaces/${world.a.id}/ai`)).json(),
      );
      expect(status).toMatchObject({
        enabled: false,
        model: null,
        setup_doc: 'README.md#ai',
        setup_url: null,
      });
      expect(status.reason).toMatch(/AI is off/);
      const run = await t.call('member', 'POST', `/api/projects/${world.a.projectId}/ai/run`, {
        brief: 'A hook.',
      });
      expect(run.statusCode).toBe(409);
      expect(run.json()).toMatchObject({ code: 'ai_disabled' });
    });

    it('still shows the prompt a run would send', async () => {
      const res = await t.call('member', 'POST', `/api/projects/${world.a.projectId}/ai/prompt`, {
        brief: 'A hook.',
      });
      expect(res.statusCode).toBe(200);
      const prompt = aiPromptSchema.parse(res.json());
      expect(prompt.messages.at(-1)).toEqual({ role: 'user', content: 'A hook.' });
    });
  });

  describe('with an endpoint', () => {
    let t: Context;
    let world: TicketWorld;
    let server: AiServer;
    let assistantUid: string;
    const run = (body: object) => t.call('member', 'POST', `/api/projects/${world.a.projectId}/ai/run`, body);
    const status = async () =>
      aiStatusSchema.parse((await t.call('member', 'GET', `/api/workspaces/${world.a.id}/ai`)).json());

    beforeAll(async () => {
      server = await startAiServer();
      t = await createTicketsTestContext({
        env: {
          AI_BASE_URL: server.baseUrl,
          AI_API_KEY: server.apiKey,
          AI_MODEL: 'test-model',
          AI_DAILY_TOKEN_LIMIT: '60',
          DOCS_URL: 'https://git.example.org/team/expertos/README.md',
        },
      });
      world = await t.buildTicketWorld();
      ({ uid: assistantUid } = await fillBrand(t, world.a.projectId));
    });
    afterAll(async () => {
      await t.ctx.close();
      await server.close();
    });

    it('builds the prompt from the brand and sends exactly that, streaming the answer back', async () => {
      server.next({ kind: 'stream', pieces: ['Slow ', 'mornings, ', 'warm cups.'] });
      const res = await run({ brief: 'A hook for green tea.', assistant_uid: assistantUid });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const events = eventsOf(res.body);
      expect(events.map((e) => e.event)).toEqual(['prompt', 'text', 'text', 'text', 'done']);
      const prompt = aiPromptSchema.parse(events[0]!.data);
      expect(prompt).toMatchObject({ assistant_uid: assistantUid, model: 'test-model', temperature: 0.3 });
      const system = prompt.messages[0]!.content;
      for (const fact of [
        'Caption writer',
        'Short captions.',
        'Brand voice: Warm',
        '- cheap',
        'Audience: Busy parents',
      ])
        expect(system).toContain(fact);
      // What the endpoint received is what the person was shown.
      expect(server.requests.at(-1)!.body).toMatchObject({
        model: 'test-model',
        temperature: 0.3,
        messages: prompt.messages,
      });
      expect(events.at(-1)!.data).toMatchObject({ text: 'Slow mornings, warm cups.', truncated: false });
    });

    it("uses the brand's default assistant when none is named, and refuses another brand's", async () => {
      const prompt = await t.call('member', 'POST', `/api/projects/${world.a.projectId}/ai/prompt`, {
        brief: 'Hi',
      });
      expect(aiPromptSchema.parse(prompt.json()).assistant_uid).toBe(assistantUid);
      const other = await fillBrand(t, world.hiddenProjectId);
      const res = await t.call('member', 'POST', `/api/projects/${world.a.projectId}/ai/prompt`, {
        brief: 'Hi',
        assistant_uid: other.uid,
      });
      expect(res.statusCode).toBe(404);
    });

    it('sends a failure of the AI service as an error event with its code, and keeps nothing', async () => {
      server.next({ kind: 'rate-limited', retryAfter: '9' });
      const events = eventsOf((await run({ brief: 'Again.' })).body);
      expect(events.map((e) => e.event)).toEqual(['prompt', 'error']);
      expect(events[1]!.data).toMatchObject({ code: 'ai_rate_limited', retry_after: 9 });
      server.next({ kind: 'server-error' });
      expect(eventsOf((await run({ brief: 'Again.' })).body).at(-1)).toMatchObject({
        event: 'error',
        data: { code: 'ai_unavailable' },
      });
    });

    it("counts the workspace's tokens and refuses runs once today's allowance is used", async () => {
      const before = (await status()).used_today;
      server.next({ kind: 'stream', pieces: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'] });
      await run({ brief: 'Ten pieces.' });
      const after = await status();
      // The local server counts 20 prompt tokens and one per piece.
      expect(after.used_today).toBe(before + 30);
      expect(after.reason).toBeNull();
      server.next({ kind: 'stream', pieces: ['k'.repeat(5)], usage: true });
      await run({ brief: 'Over.' });
      const spent = await status();
      expect(spent.used_today).toBeGreaterThanOrEqual(60);
      expect(spent.reason).toMatch(/allowance/);
      const refused = await run({ brief: 'One more.' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'ai_daily_limit' });
    });

    it('validates the brief', async () => {
      expect((await run({ brief: '' })).statusCode).toBe(400);
      expect((await run({ brief: 'x'.repeat(4_001) })).statusCode).toBe(400);
      expect((await run({})).statusCode).toBe(400);
    });

    it('never sends the API key anywhere but the AI service', async () => {
      const res = await t.call('member', 'GET', `/api/workspaces/${world.a.id}/ai`);
      expect(res.body).not.toContain(server.apiKey);
    });

    it("links the README's AI section where the server says its README is (DOCS_URL)", async () => {
      expect((await status()).setup_url).toBe('https://git.example.org/team/expertos/README.md#ai');
    });
  });
});
