import { aiBrandCheckSchema } from '@expertos/domain/brand-check.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiServer, startAiServer } from '../../test/ai-server.js';
import { testDialect } from '../../test/context.js';
import { createTicketsTestContext, type TicketWorld } from '../tickets/tickets.fixtures.js';
import { locateQuotes } from './ai-brand-check.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;

describe('locateQuotes', () => {
  it('points at the words in the caption whatever their case, and drops quotes that are not there', () => {
    const caption = 'Buy NOW, friends! Slow tea for slow mornings.';
    expect(
      locateQuotes(caption, [
        { quote: 'slow mornings', why: 'fine' },
        { quote: 'buy now', why: 'pushy' },
        { quote: 'limited offer', why: 'not in the caption' },
        { quote: 'Buy now', why: 'the same place again' },
      ]),
    ).toEqual([
      { phrase: 'Buy NOW', note: 'pushy', start: 0, end: 7 },
      { phrase: 'slow mornings', note: 'fine', start: 31, end: 44 },
    ]);
  });
});

describe(`the AI part of the brand check on ${testDialect}`, () => {
  let t: Context;
  let world: TicketWorld;
  let server: AiServer;
  const check = (ticketUid: string) => t.call('member', 'POST', `/api/tickets/${ticketUid}/brand-check/ai`);

  beforeAll(async () => {
    server = await startAiServer();
    t = await createTicketsTestContext({
      env: { AI_BASE_URL: server.baseUrl, AI_API_KEY: server.apiKey, AI_MODEL: 'test-model' },
    });
    world = await t.buildTicketWorld();
    await t.call('admin', 'PUT', `/api/workspaces/${world.a.id}/projects/${world.a.projectId}`, {
      content_pillars: ['Tea rituals', 'Sourcing'],
    });
  });
  afterAll(async () => {
    await t.ctx.close();
    await server.close();
  });

  it("marks the voice mismatches at their words and names one of the brand's pillars", async () => {
    const post = await t.createTicket('member', world.a.projectId, {
      summary: 'Sale',
      ticket_type: 'post',
      caption: 'BUY NOW!!! Our ritual tea, whisked slowly.',
    });
    server.next({
      kind: 'reply',
      content: JSON.stringify({
        voice_mismatches: [
          { quote: 'buy now!!!', why: 'Shouting; the voice is calm.' },
          { quote: 'invented words', why: 'not there' },
        ],
        pillar: 'tea rituals',
        pillar_why: 'It is about the whisking ritual.',
      }),
    });
    const res = await check(post.uid);
    expect(res.statusCode, res.body).toBe(200);
    expect(aiBrandCheckSchema.parse(res.json())).toMatchObject({
      voice: [{ phrase: 'BUY NOW!!!', start: 0, end: 10, note: 'Shouting; the voice is calm.' }],
      pillar: 'Tea rituals',
    });
    const sent = server.requests.at(-1)!.body;
    expect(sent.messages[1]!.content).toContain('"""BUY NOW!!! Our ritual tea, whisked slowly."""');
    expect(sent.messages[0]!.content).toContain('- Tea rituals');
  });

  it('says the post fits no pillar when the model names one the brand does not have', async () => {
    const post = await t.createTicket('member', world.a.projectId, {
      summary: 'Other',
      ticket_type: 'post',
      caption: 'A new mug.',
    });
    server.next({
      kind: 'reply',
      content: JSON.stringify({
        voice_mismatches: [],
        pillar: 'Merchandise',
        pillar_why: 'It is about a mug.',
      }),
    });
    expect((await check(post.uid)).json()).toMatchObject({ voice: [], pillar: null });
  });

  it('refuses a post without a caption and a ticket that is not a post, asking nothing', async () => {
    const before = server.requests.length;
    const empty = await t.createTicket('member', world.a.projectId, {
      summary: 'Empty',
      ticket_type: 'post',
    });
    expect((await check(empty.uid)).json()).toMatchObject({ code: 'brand_check_no_caption' });
    const task = await t.createTicket('member', world.a.projectId, { summary: 'Task' });
    expect((await check(task.uid)).json()).toMatchObject({ code: 'ai_draft_not_a_post' });
    expect(server.requests.length).toBe(before);
  });

  it('answers ai_bad_reply (502) for an answer of the wrong shape', async () => {
    const post = await t.createTicket('member', world.a.projectId, {
      summary: 'Odd',
      ticket_type: 'post',
      caption: 'Tea.',
    });
    server.next({ kind: 'reply', content: '{"pillar": 3}' });
    const res = await check(post.uid);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'ai_bad_reply' });
  });
});
