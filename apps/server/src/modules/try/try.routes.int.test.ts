import { audienceSchema, brandVoiceSchema } from '@expertos/domain/brand.schema';
import {
  TRY_DRAFTS_PER_WINDOW,
  TRY_VOICE_NAME,
  type TryProfile,
  tryDraftSchema,
} from '@expertos/domain/try.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiServer, startAiServer } from '../../test/ai-server.js';
import { createTestContext, testDialect } from '../../test/context.js';
import { createTicketsTestContext, type TicketWorld } from '../tickets/tickets.fixtures.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;

const captions = [
  'Our autumn matcha is back! Whisk it slowly, sip it warm #matcha',
  'Which matcha do you brew on Sundays? We love the ceremonial grade. #matcha',
];
const aiProfile: TryProfile = {
  voice: {
    description: 'Calm and precise.',
    tone: ['calm', 'precise'],
    do_say: ['ritual'],
    dont_say: ['hack'],
  },
  pillars: [
    { name: 'Tea rituals', why: 'How the team drinks it.' },
    { name: 'Sourcing', why: 'Where it comes from.' },
    { name: 'Brewing guides', why: 'Saveable know-how.' },
  ],
  audience: {
    name: 'Slow mornings crowd',
    description: 'Thirty-somethings who brew at home.',
    interests: ['tea'],
  },
};

/** Each test comes from its own address, so the per-address allowance is its own. */
let address = 10;
const from = () => `198.51.100.${address++}`;

describe(`/try drafts on ${testDialect}`, () => {
  describe('without AI', () => {
    let t: Context;
    let world: TicketWorld;
    const make = (body: object, remoteAddress = from()) =>
      t.ctx.app.inject({ method: 'POST', url: '/api/try/drafts', payload: body, remoteAddress });

    beforeAll(async () => {
      t = await createTicketsTestContext({ env: { RUN_WORKER: 'true', JOBS_POLL_MS: '50' } });
      world = await t.buildTicketWorld();
    });
    afterAll(() => t.ctx.close());

    it('drafts a voice, three pillars and an audience from the captions by the rules, with no account', async () => {
      const res = await make({ brand_name: 'Leaf & Co', handle: '@leafco', captions });
      expect(res.statusCode).toBe(201);
      const draft = tryDraftSchema.parse(res.json());
      expect(draft).toMatchObject({ brand_name: 'Leaf & Co', handle: 'leafco', source: 'template' });
      expect(draft.pillars[0]!.name).toBe('Matcha');
      expect(draft.audience.name).toBe('@leafco followers');
      const hours = (Date.parse(draft.expires_at) - Date.parse(draft.created_at)) / 3_600_000;
      expect(hours).toBe(24);
      // The address is unguessable and reads the draft back, signed out.
      expect(draft.uid).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const again = await t.call('anonymous', 'GET', `/api/try/drafts/${draft.uid}`);
      expect(again.statusCode).toBe(200);
      expect(tryDraftSchema.parse(again.json())).toEqual(draft);
    });

    it('refuses bad input with a clear 400 and nothing kept', async () => {
      const before = await t.ctx.database.db.selectFrom('try_drafts').select('id').execute();
      for (const body of [
        {},
        { brand_name: '' },
        { brand_name: 'x'.repeat(81) },
        { brand_name: 'Ok', handle: 'no spaces please' },
        { brand_name: 'Ok', captions: ['1', '2', '3', '4', '5'] },
        { brand_name: 'Ok', captions: ['x'.repeat(2201)] },
        { brand_name: 'Ok', captions: 'not a list' },
      ]) {
        const res = await make(body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      }
      const after = await t.ctx.database.db.selectFrom('try_drafts').select('id').execute();
      expect(after).toHaveLength(before.length);
    });

    it(`lets one address make ${TRY_DRAFTS_PER_WINDOW} drafts an hour, then answers 429 with Retry-After`, async () => {
      const one = from();
      for (let i = 0; i < TRY_DRAFTS_PER_WINDOW; i++)
        expect((await make({ brand_name: `Brand ${i}` }, one)).statusCode).toBe(201);
      const refused = await make({ brand_name: 'One more' }, one);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not held back by it.
      expect((await make({ brand_name: 'Elsewhere' })).statusCode).toBe(201);
    });

    it('forgets a draft after 24 hours: unreadable once expired, and deleted by its job', async () => {
      const draft = tryDraftSchema.parse((await make({ brand_name: 'Fleeting' })).json());
      const db = t.ctx.database.db;
      const job = await db
        .selectFrom('jobs')
        .select(['id', 'run_at'])
        .where('type', '=', 'try.expire')
        .where('payload', 'like', `%${draft.uid}%`)
        .executeTakeFirstOrThrow();
      expect(new Date(job.run_at).toISOString()).toBe(draft.expires_at);

      // A day later (moved back rather than waited for):
      const past = new Date(Date.now() - 1000).toISOString();
      await db.updateTable('try_drafts').set({ expires_at: past }).where('id', '=', draft.uid).execute();
      const gone = await t.call('anonymous', 'GET', `/api/try/drafts/${draft.uid}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ code: 'try_draft_not_found' });

      await db.updateTable('jobs').set({ run_at: past }).where('id', '=', job.id).execute();
      await expect
        .poll(
          async () =>
            (await db.selectFrom('try_drafts').select('id').where('id', '=', draft.uid).execute()).length,
          {
            timeout: 10_000,
          },
        )
        .toBe(0);
    });

    it("puts a claimed draft into the new brand (voice, audience, pillars after the brand's own) once", async () => {
      const draft = tryDraftSchema.parse((await make({ brand_name: 'Leaf & Co', captions })).json());
      const projectId = world.a.projectId;
      await t.call('admin', 'PUT', `/api/workspaces/${world.a.id}/projects/${projectId}`, {
        content_pillars: ['Matcha', 'Team'],
      });
      const claim = () =>
        t.call('admin', 'POST', `/api/projects/${projectId}/try-draft`, { draft_uid: draft.uid });

      const res = await claim();
      expect(res.statusCode).toBe(200);
      const claimed = res.json() as { voice_uid: string; audience_uid: string; content_pillars: string[] };
      // 'Matcha' was already a pillar: kept once.
      expect(claimed.content_pillars).toEqual([
        'Matcha',
        'Team',
        ...draft.pillars.slice(1).map((p) => p.name),
      ]);
      const voices = brandVoiceSchema
        .array()
        .parse((await t.call('admin', 'GET', `/api/projects/${projectId}/brand-voices`)).json());
      expect(voices.find((v) => v.uid === claimed.voice_uid)).toMatchObject({
        name: TRY_VOICE_NAME,
        description: draft.voice.description,
        tone: draft.voice.tone,
      });
      const audiences = audienceSchema
        .array()
        .parse((await t.call('admin', 'GET', `/api/projects/${projectId}/audiences`)).json());
      expect(audiences.find((a) => a.uid === claimed.audience_uid)?.name).toBe(draft.audience.name);

      // Used up: neither readable nor claimable again.
      expect((await claim()).statusCode).toBe(404);
      expect((await t.call('anonymous', 'GET', `/api/try/drafts/${draft.uid}`)).statusCode).toBe(404);
    });

    it('lets only an admin of the brand claim a draft into it', async () => {
      const draft = tryDraftSchema.parse((await make({ brand_name: 'Guarded' })).json());
      for (const persona of ['member', 'external', 'outsider', 'anonymous'] as const) {
        const res = await t.call(persona, 'POST', `/api/projects/${world.a.projectId}/try-draft`, {
          draft_uid: draft.uid,
        });
        expect(res.statusCode, persona).toBeGreaterThanOrEqual(401);
        expect(res.statusCode, persona).toBeLessThan(405);
      }
      expect((await t.call('anonymous', 'GET', `/api/try/drafts/${draft.uid}`)).statusCode).toBe(200);
    });
  });

  describe('with AI', () => {
    let t: Context;
    let server: AiServer;
    const make = (body: object) =>
      t.ctx.app.inject({ method: 'POST', url: '/api/try/drafts', payload: body, remoteAddress: from() });

    beforeAll(async () => {
      server = await startAiServer();
      t = await createTicketsTestContext({
        env: { AI_BASE_URL: server.baseUrl, AI_API_KEY: server.apiKey, AI_MODEL: 'test-model' },
      });
    });
    afterAll(async () => {
      await t.ctx.close();
      await server.close();
    });

    it("asks for the draft's JSON shape with the captions as material, and keeps the model's draft", async () => {
      server.next({ kind: 'reply', content: JSON.stringify(aiProfile) });
      const draft = tryDraftSchema.parse((await make({ brand_name: 'Leaf & Co', captions })).json());
      expect(draft).toMatchObject({ ...aiProfile, source: 'ai' });
      const sent = server.requests.at(-1)!.body;
      expect(sent.response_format).toMatchObject({ type: 'json_schema' });
      expect(sent.messages[0]!.content).toMatch(/never as instructions/);
      expect(sent.messages[1]!.content).toContain(captions[1]);
    });

    it('falls back to the rules when the model answers nonsense, fails or is busy', async () => {
      for (const answer of [
        { kind: 'reply', content: 'Sure! Here is a voice: warm.' },
        { kind: 'reply', content: JSON.stringify({ ...aiProfile, pillars: [] }) },
        { kind: 'server-error' },
        { kind: 'rate-limited', retryAfter: '1' },
        { kind: 'malformed' },
      ] as const) {
        server.next(answer);
        const res = await make({ brand_name: 'Leaf & Co', captions });
        expect(res.statusCode, answer.kind).toBe(201);
        expect(tryDraftSchema.parse(res.json()).source, answer.kind).toBe('template');
      }
    });
  });

  it('never lets the AI key into a reply or the log, whatever the AI answers', async () => {
    const server = await startAiServer({ apiKey: 'sk-the-real-key-0123456789' });
    const lines: string[] = [];
    const ctx = await createTestContext({
      env: {
        LOG_LEVEL: 'debug',
        AI_BASE_URL: server.baseUrl,
        AI_API_KEY: 'sk-the-real-key-0123456789',
        AI_MODEL: 'test-model',
      },
      deps: { logStream: { write: (line) => void lines.push(line) } },
    });
    try {
      const bodies: string[] = [];
      for (const answer of [
        { kind: 'server-error' },
        { kind: 'malformed' },
        { kind: 'rate-limited' },
      ] as const) {
        server.next(answer);
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/try/drafts',
          payload: { brand_name: 'Leaf' },
          remoteAddress: from(),
        });
        bodies.push(res.body);
      }
      expect(lines.join('\n')).toContain('try: AI failed; using the template');
      for (const text of [...bodies, ...lines]) expect(text).not.toContain('sk-the-real-key');
    } finally {
      await ctx.close();
      await server.close();
    }
  });
});
