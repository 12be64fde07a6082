import {
  assistantListSchema,
  assistantSchema,
  audienceListSchema,
  brandVoiceListSchema,
  brandVoiceSchema,
  feedbackItemSchema,
  feedbackListSchema,
  influenceSchema,
  setupProgressSchema,
} from '@expertos/domain/brand.schema';
import { LIMITS } from '@expertos/domain/limits';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { insertTicket } from '../tickets/tickets.fixtures.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Caller = Persona | 'anonymous';

describe('brand profile records: /api/projects/{projectId}/…', () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;

  beforeAll(async () => {
    ctx = await createTestContext({
      env: { RATE_LIMIT_MAX: '100000' },
      deps: { sendAccountMail: mail.send },
    });
    people = await signUpPeople(ctx.app, mail);
  });
  beforeEach(async () => {
    world = await buildWorld(ctx.database.db, people);
  });
  afterAll(() => ctx.close());

  const call = (caller: Caller, method: Method, url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: caller === 'anonymous' ? {} : people[caller].headers,
      ...(payload ? { payload } : {}),
    });
  const brandUrl = (kind: string, projectId = world.a.projectId) => `/api/projects/${projectId}/${kind}`;

  async function created(kind: string, body: object, projectId = world.a.projectId) {
    const res = await call(
      projectId === world.a.projectId ? 'owner' : 'outsider',
      'POST',
      brandUrl(kind, projectId),
      body,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { uid: string; is_default?: boolean; created_at: string };
  }
  const defaults = (list: { uid: string; is_default: boolean }[]) =>
    list.filter((item) => item.is_default).map((item) => item.uid);

  async function postTicket(
    values: { summary?: string; caption?: string | null; ticket_type?: 'post' | 'task' } = {},
  ) {
    const id = await insertTicket(
      ctx.database.db,
      { workspaceId: world.a.id, projectId: world.a.projectId },
      { ticket_type: values.ticket_type ?? 'post', summary: values.summary ?? 'A post' },
    );
    if (values.caption !== undefined) {
      await ctx.database.db
        .updateTable('tickets')
        .set({ caption: values.caption })
        .where('id', '=', id)
        .execute();
    }
    return id;
  }

  describe('brand-voices', () => {
    it('creates a voice with the defaults; the first is the default, later ones are not', async () => {
      const res = await call('admin', 'POST', brandUrl('brand-voices'), { name: '  Warm  ' });
      expect(res.statusCode, res.body).toBe(201);
      const voice = brandVoiceSchema.parse(res.json());
      expect(voice).toMatchObject({
        project_uid: world.a.projectId,
        name: 'Warm',
        description: '',
        tone: [],
        do_say: [],
        dont_say: [],
        sample_posts: [],
        is_default: true,
      });
      const second = await created('brand-voices', { name: 'Witty' });
      expect(second.is_default).toBe(false);
      const list = brandVoiceListSchema.parse((await call('member', 'GET', brandUrl('brand-voices'))).json());
      expect(list.map((v) => v.name)).toEqual(['Warm', 'Witty']);
      expect(defaults(list)).toEqual([voice.uid]);
    });

    it('keeps up to 4 sample posts (tickets resolved with summary and caption, links as themselves); a 5th is refused', async () => {
      const withCaption = await postTicket({ summary: 'Launch reel', caption: 'Our new roast' });
      const bare = await postTicket({ summary: 'Behind the scenes' });
      const samples = [
        { ticket_uid: withCaption },
        { ticket_uid: bare },
        { url: 'https://instagram.com/p/abc' },
        { url: 'https://instagram.com/p/def' },
      ];
      const res = await call('owner', 'POST', brandUrl('brand-voices'), {
        name: 'Voice',
        sample_posts: samples,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(brandVoiceSchema.parse(res.json()).sample_posts).toEqual([
        { ticket_uid: withCaption, url: null, title: 'Launch reel', caption: 'Our new roast' },
        { ticket_uid: bare, url: null, title: 'Behind the scenes', caption: null },
        {
          ticket_uid: null,
          url: 'https://instagram.com/p/abc',
          title: 'https://instagram.com/p/abc',
          caption: null,
        },
        {
          ticket_uid: null,
          url: 'https://instagram.com/p/def',
          title: 'https://instagram.com/p/def',
          caption: null,
        },
      ]);
      const uid = res.json().uid as string;

      const fifth = [...samples, { url: 'https://instagram.com/p/ghi' }];
      expect(fifth).toHaveLength(LIMITS.brandVoiceMaxPosts + 1);
      for (const res5 of [
        await call('owner', 'POST', brandUrl('brand-voices'), { name: 'Too many', sample_posts: fifth }),
        await call('owner', 'PUT', `${brandUrl('brand-voices')}/${uid}`, { sample_posts: fifth }),
      ]) {
        expect(res5.statusCode).toBe(400);
        expect(res5.json().code).toBe('brand_voice_posts_limit');
      }
      // Nothing changed: still one voice, with its four posts.
      const list = brandVoiceListSchema.parse((await call('owner', 'GET', brandUrl('brand-voices'))).json());
      expect(list).toHaveLength(1);
      expect(list[0]!.sample_posts).toHaveLength(4);

      // The title follows the ticket's edits; a deleted ticket drops out.
      await ctx.database.db
        .updateTable('tickets')
        .set({ summary: 'Launch reel v2' })
        .where('id', '=', withCaption)
        .execute();
      await ctx.database.db.deleteFrom('tickets').where('id', '=', bare).execute();
      const after = brandVoiceListSchema.parse((await call('owner', 'GET', brandUrl('brand-voices'))).json());
      expect(after[0]!.sample_posts.map((p) => p.title)).toEqual([
        'Launch reel v2',
        'https://instagram.com/p/abc',
        'https://instagram.com/p/def',
      ]);
    });

    it('refuses a sample ticket that is not a post, another brand’s post, or unknown (brand_voice_post_invalid)', async () => {
      const task = await postTicket({ ticket_type: 'task' });
      const otherBrand = await insertTicket(
        ctx.database.db,
        { workspaceId: world.b.id, projectId: world.b.projectId },
        { ticket_type: 'post' },
      );
      for (const ticket_uid of [task, otherBrand, '00000000-0000-4000-8000-000000000000']) {
        const res = await call('owner', 'POST', brandUrl('brand-voices'), {
          name: 'V',
          sample_posts: [{ ticket_uid }],
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().code).toBe('brand_voice_post_invalid');
      }
      expect((await call('owner', 'GET', brandUrl('brand-voices'))).json()).toEqual([]);
    });

    it('PUT changes only the fields sent', async () => {
      const voice = await created('brand-voices', { name: 'Warm', tone: ['warm'], do_say: ['hello'] });
      const res = await call('owner', 'PUT', `${brandUrl('brand-voices')}/${voice.uid}`, { name: 'Warmer' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Warmer',
        tone: ['warm'],
        do_say: ['hello'],
        is_default: true,
      });
    });

    it('refuses over-long texts and bad shapes with 400 validation_error', async () => {
      const voice = await created('brand-voices', { name: 'Warm' });
      for (const [method, url, body] of [
        ['POST', brandUrl('brand-voices'), { name: 'x'.repeat(81) }],
        ['POST', brandUrl('brand-voices'), { name: 'V', description: 'x'.repeat(4001) }],
        ['POST', brandUrl('brand-voices'), { name: '   ' }],
        ['POST', brandUrl('brand-voices'), { name: 'V', sample_posts: [{ url: 'javascript:alert(1)' }] }],
        ['PUT', `${brandUrl('brand-voices')}/${voice.uid}`, { tone: ['x'.repeat(41)] }],
        ['POST', brandUrl('assistants'), { name: 'A', instructions: 'x'.repeat(8001) }],
        ['POST', brandUrl('assistants'), { name: 'A', temperature: 1.5 }],
        ['POST', brandUrl('audiences'), { name: 'A', age_range: 'x'.repeat(41) }],
        ['POST', brandUrl('influences'), { name: 'I', notes: 'x'.repeat(2001) }],
        ['POST', brandUrl('influences'), { name: 'I', platform: 'myspace' }],
      ] as const) {
        const res = await call('owner', method, url, body);
        expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(400);
        expect(res.json().code).toBe('validation_error');
      }
    });

    it('deleting a voice sets the assistants that wrote in it back to null', async () => {
      const voice = await created('brand-voices', { name: 'Warm' });
      const assistant = await created('assistants', { name: 'Writer', brand_voice_uid: voice.uid });
      expect((await call('owner', 'DELETE', `${brandUrl('brand-voices')}/${voice.uid}`)).json()).toEqual({
        ok: true,
      });
      const list = assistantListSchema.parse((await call('owner', 'GET', brandUrl('assistants'))).json());
      expect(list.find((a) => a.uid === assistant.uid)?.brand_voice_uid).toBeNull();
    });
  });

  describe('one default per brand (voices, assistants, audiences)', () => {
    it.each(['brand-voices', 'assistants', 'audiences'])(
      '%s: set-default moves it and answers the list; deleting the default promotes the oldest other',
      async (kind) => {
        const a = await created(kind, { name: 'A' });
        const b = await created(kind, { name: 'B' });
        const c = await created(kind, { name: 'C' });
        const moved = await call('owner', 'POST', `${brandUrl(kind)}/${c.uid}/default`);
        expect(moved.statusCode, moved.body).toBe(200);
        expect(defaults(moved.json())).toEqual([c.uid]);
        // Oldest first; two made within the same millisecond by their ids (the list's own order).
        const oldestFirst = [a, b, c]
          .sort((x, y) => x.created_at.localeCompare(y.created_at) || x.uid.localeCompare(y.uid))
          .map((item) => item.uid);
        expect(moved.json().map((item: { uid: string }) => item.uid)).toEqual(oldestFirst);
        // Setting the default again changes nothing.
        expect(defaults((await call('owner', 'POST', `${brandUrl(kind)}/${c.uid}/default`)).json())).toEqual([
          c.uid,
        ]);

        // Deleting a non-default leaves the default alone.
        expect((await call('owner', 'DELETE', `${brandUrl(kind)}/${b.uid}`)).statusCode).toBe(200);
        expect(defaults((await call('owner', 'GET', brandUrl(kind))).json())).toEqual([c.uid]);
        // Deleting the default makes the oldest remaining one the default.
        const d = await created(kind, { name: 'D' });
        expect(d.is_default).toBe(false);
        expect((await call('owner', 'DELETE', `${brandUrl(kind)}/${c.uid}`)).statusCode).toBe(200);
        expect(defaults((await call('owner', 'GET', brandUrl(kind))).json())).toEqual([a.uid]);
        // Deleting every one leaves none; the next created is the default again.
        await call('owner', 'DELETE', `${brandUrl(kind)}/${a.uid}`);
        expect(defaults((await call('owner', 'GET', brandUrl(kind))).json())).toEqual([d.uid]);
        await call('owner', 'DELETE', `${brandUrl(kind)}/${d.uid}`);
        expect((await call('owner', 'GET', brandUrl(kind))).json()).toEqual([]);
        expect((await created(kind, { name: 'E' })).is_default).toBe(true);
      },
    );

    it.each(['brand-voices', 'assistants', 'audiences'])(
      '%s: concurrent set-default calls on different records leave exactly one default',
      async (kind) => {
        const records = [];
        for (let i = 0; i < 12; i++) records.push(await created(kind, { name: `R${i}` }));
        const replies = await Promise.all(
          records.map((record) => call('owner', 'POST', `${brandUrl(kind)}/${record.uid}/default`)),
        );
        for (const res of replies) expect(res.statusCode, res.body).toBe(200);
        // Each reply shows one default: the state after its own move.
        for (const res of replies) expect(defaults(res.json())).toHaveLength(1);
        const list = (await call('owner', 'GET', brandUrl(kind))).json();
        expect(defaults(list)).toHaveLength(1);
      },
    );

    it('concurrent creates on an empty brand make exactly one default', async () => {
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, i) => call('owner', 'POST', brandUrl('audiences'), { name: `A${i}` })),
      );
      for (const res of replies) expect(res.statusCode, res.body).toBe(201);
      const list = audienceListSchema.parse((await call('owner', 'GET', brandUrl('audiences'))).json());
      expect(list).toHaveLength(10);
      expect(defaults(list)).toHaveLength(1);
    });

    it('the database itself refuses a second default', async () => {
      await created('audiences', { name: 'A' });
      const b = await created('audiences', { name: 'B' });
      await expect(
        ctx.database.db.updateTable('audiences').set({ is_default: 1 }).where('id', '=', b.uid).execute(),
      ).rejects.toThrow();
    });

    it('influences have no default route', async () => {
      const influence = await created('influences', { name: 'Acme Roasters' });
      const res = await call('owner', 'POST', `${brandUrl('influences')}/${influence.uid}/default`);
      expect(res.statusCode).toBe(404);
    });
  });

  describe('assistants, audiences, influences', () => {
    it('creates an assistant with the defaults and refuses a voice of another brand (brand_voice_not_found)', async () => {
      const res = await call('owner', 'POST', brandUrl('assistants'), { name: 'Writer' });
      expect(res.statusCode, res.body).toBe(201);
      expect(assistantSchema.parse(res.json())).toMatchObject({
        name: 'Writer',
        instructions: '',
        model: 'balanced',
        temperature: 0.7,
        brand_voice_uid: null,
        is_default: true,
      });
      const foreign = await created('brand-voices', { name: 'Theirs' }, world.b.projectId);
      const refused = await call('owner', 'POST', brandUrl('assistants'), {
        name: 'W2',
        brand_voice_uid: foreign.uid,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('brand_voice_not_found');
      const put = await call('owner', 'PUT', `${brandUrl('assistants')}/${res.json().uid}`, {
        brand_voice_uid: foreign.uid,
      });
      expect(put.json().code).toBe('brand_voice_not_found');
      const mine = await created('brand-voices', { name: 'Mine' });
      const ok = await call('owner', 'PUT', `${brandUrl('assistants')}/${res.json().uid}`, {
        brand_voice_uid: mine.uid,
        temperature: 0.2,
      });
      expect(ok.json()).toMatchObject({ brand_voice_uid: mine.uid, temperature: 0.2, model: 'balanced' });
    });

    it('creates, changes and deletes an audience and an influence', async () => {
      const audience = await created('audiences', {
        name: 'Students',
        age_range: '18–24',
        locations: ['Berlin'],
        interests: ['coffee'],
        pain_points: ['budget'],
      });
      const put = await call('admin', 'PUT', `${brandUrl('audiences')}/${audience.uid}`, {
        interests: ['tea'],
      });
      expect(put.json()).toMatchObject({
        name: 'Students',
        age_range: '18–24',
        locations: ['Berlin'],
        interests: ['tea'],
      });

      const res = await call('owner', 'POST', brandUrl('influences'), {
        name: 'Acme Roasters',
        url: 'https://acme.example',
        platform: 'instagram',
      });
      expect(res.statusCode, res.body).toBe(201);
      const influence = influenceSchema.parse(res.json());
      expect(influence).toMatchObject({
        name: 'Acme Roasters',
        url: 'https://acme.example',
        platform: 'instagram',
        notes: '',
      });
      expect(influence).not.toHaveProperty('is_default');
      const changed = await call('owner', 'PUT', `${brandUrl('influences')}/${influence.uid}`, { url: null });
      expect(changed.json()).toMatchObject({ name: 'Acme Roasters', url: null, platform: 'instagram' });
      expect((await call('owner', 'DELETE', `${brandUrl('influences')}/${influence.uid}`)).json()).toEqual({
        ok: true,
      });
      expect((await call('owner', 'GET', brandUrl('influences'))).json()).toEqual([]);
    });

    it.each(['brand-voices', 'assistants', 'audiences', 'influences'])(
      '%s: a uid of another brand, or unknown, is not found and nothing changes',
      async (kind) => {
        const theirs = await created(kind, { name: 'Theirs' }, world.b.projectId);
        const mine = await created(kind, { name: 'Mine' });
        for (const uid of [theirs.uid, '00000000-0000-4000-8000-000000000000']) {
          const attempts = [
            await call('owner', 'PUT', `${brandUrl(kind)}/${uid}`, { name: 'Hijacked' }),
            await call('owner', 'DELETE', `${brandUrl(kind)}/${uid}`),
            ...(kind === 'influences'
              ? []
              : [await call('owner', 'POST', `${brandUrl(kind)}/${uid}/default`)]),
          ];
          for (const res of attempts) {
            expect(res.statusCode, res.body).toBe(404);
            expect(res.json().code).toBe('not_found');
          }
        }
        const theirsNow = (await call('outsider', 'GET', brandUrl(kind, world.b.projectId))).json();
        expect(theirsNow).toMatchObject([{ uid: theirs.uid, name: 'Theirs' }]);
        const mineNow = (await call('owner', 'GET', brandUrl(kind))).json();
        expect(mineNow).toMatchObject([{ uid: mine.uid, name: 'Mine' }]);
      },
    );
  });

  describe('who may call', () => {
    it.each(['brand-voices', 'assistants', 'audiences', 'influences'])(
      '%s: members and externals of the brand read; only project admins write; outsiders 403; anonymous 401',
      async (kind) => {
        const record = await created(kind, { name: 'R' });
        for (const caller of ['member', 'external', 'admin', 'owner'] as const) {
          const res = await call(caller, 'GET', brandUrl(kind));
          expect(res.statusCode, `${caller} ${res.body}`).toBe(200);
          expect(res.json()).toHaveLength(1);
        }
        const writes: [Method, string, object?][] = [
          ['POST', brandUrl(kind), { name: 'New' }],
          ['PUT', `${brandUrl(kind)}/${record.uid}`, { name: 'Changed' }],
          ['DELETE', `${brandUrl(kind)}/${record.uid}`],
          ...(kind === 'influences'
            ? []
            : ([['POST', `${brandUrl(kind)}/${record.uid}/default`]] as [Method, string][])),
        ];
        for (const caller of ['member', 'external', 'outsider'] as const) {
          for (const [method, url, body] of writes) {
            const res = await call(caller, method, url, body);
            expect(res.statusCode, `${caller} ${method} ${url}`).toBe(403);
          }
        }
        expect((await call('outsider', 'GET', brandUrl(kind))).statusCode).toBe(403);
        expect((await call('anonymous', 'GET', brandUrl(kind))).statusCode).toBe(401);
        expect((await call('anonymous', 'POST', brandUrl(kind), { name: 'X' })).statusCode).toBe(401);
        // Nothing was written by the refused calls.
        expect((await call('owner', 'GET', brandUrl(kind))).json()).toMatchObject([
          { uid: record.uid, name: 'R' },
        ]);
      },
    );
  });

  describe('feedback: /api/projects/{projectId}/feedback/{field}', () => {
    const feedback = (field: string, projectId = world.a.projectId) =>
      `/api/projects/${projectId}/feedback/${field}`;

    it('takes feedback from the brand’s members and admins, not externals, and answers it newest first, per field', async () => {
      const first = await call('member', 'POST', feedback('goal'), { content: '  Too vague  ' });
      expect(first.statusCode, first.body).toBe(201);
      const item = feedbackItemSchema.parse(first.json());
      expect(item).toMatchObject({
        field: 'goal',
        content: 'Too vague',
        author: { uid: world.a.memberIds.member },
      });
      expect(item.author.name).not.toBe('');
      await new Promise((resolve) => setTimeout(resolve, 5));
      // Externals read the team's feedback but do not add to it.
      const external = await call('external', 'POST', feedback('goal'), { content: 'From outside' });
      expect(external.statusCode, external.body).toBe(403);
      expect((await call('admin', 'POST', feedback('goal'), { content: 'Agreed' })).statusCode).toBe(201);
      expect(
        (await call('owner', 'POST', feedback('brand_voice'), { content: 'Elsewhere' })).statusCode,
      ).toBe(201);

      const list = feedbackListSchema.parse((await call('admin', 'GET', feedback('goal'))).json());
      expect(list.map((entry) => entry.content)).toEqual(['Agreed', 'Too vague']);
      expect(list[0]!.author.uid).toBe(world.a.memberIds.admin);
      const read = await call('external', 'GET', feedback('goal'));
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toHaveLength(2);
      expect((await call('owner', 'GET', feedback('brand_voice'))).json()).toHaveLength(1);
      expect((await call('owner', 'GET', feedback('audiences'))).json()).toEqual([]);

      // Every field at once, newest first; externals read it too, outsiders do not.
      const all = await call('external', 'GET', `/api/projects/${world.a.projectId}/feedback`);
      expect(all.statusCode, all.body).toBe(200);
      const everything = feedbackListSchema.parse(all.json());
      expect(everything.map((entry) => entry.content).sort()).toEqual(['Agreed', 'Elsewhere', 'Too vague']);
      // 'Too vague' was written a moment before the others.
      expect(everything.at(-1)?.content).toBe('Too vague');
      expect((await call('outsider', 'GET', `/api/projects/${world.a.projectId}/feedback`)).statusCode).toBe(
        403,
      );
    });

    it('refuses an unknown field, empty or over-long content (400), outsiders (403) and anonymous callers (401)', async () => {
      for (const res of [
        await call('owner', 'GET', feedback('not_a_field')),
        await call('owner', 'POST', feedback('not_a_field'), { content: 'Hi' }),
        await call('owner', 'POST', feedback('goal'), { content: '   ' }),
        await call('owner', 'POST', feedback('goal'), { content: 'x'.repeat(4001) }),
      ]) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().code).toBe('validation_error');
      }
      expect((await call('outsider', 'GET', feedback('goal'))).statusCode).toBe(403);
      expect((await call('outsider', 'POST', feedback('goal'), { content: 'Hi' })).statusCode).toBe(403);
      expect((await call('anonymous', 'GET', feedback('goal'))).statusCode).toBe(401);
      expect((await call('owner', 'GET', feedback('goal'))).json()).toEqual([]);
    });
  });

  describe('GET /api/projects/{projectId}/setup-progress', () => {
    const progress = (caller: Caller, projectId = world.a.projectId) =>
      call(caller, 'GET', `/api/projects/${projectId}/setup-progress`);

    it("counts the brand's influences, audiences, voices and feedback over every field, and only this brand's", async () => {
      expect((await progress('owner')).json()).toEqual({
        influences: 0,
        audiences: 0,
        brand_voices: 0,
        feedback: 0,
      });
      await created('influences', { name: 'I1' });
      await created('influences', { name: 'I2' });
      await created('audiences', { name: 'Students' });
      await created('brand-voices', { name: 'V' });
      await call('owner', 'POST', `/api/projects/${world.a.projectId}/feedback/goal`, { content: 'A' });
      await call('member', 'POST', `/api/projects/${world.a.projectId}/feedback/brand_voice`, {
        content: 'B',
      });
      // Another brand's records count for it alone.
      await created('influences', { name: 'Theirs' }, world.b.projectId);

      const res = await progress('external');
      expect(res.statusCode, res.body).toBe(200);
      expect(setupProgressSchema.parse(res.json())).toEqual({
        influences: 2,
        audiences: 1,
        brand_voices: 1,
        feedback: 2,
      });
    });

    it('is for the brand’s members: outsiders get 403, anonymous callers 401', async () => {
      expect((await progress('outsider')).statusCode).toBe(403);
      expect((await progress('anonymous')).statusCode).toBe(401);
    });
  });

  it('deleting the brand deletes its records and feedback', async () => {
    await created('brand-voices', { name: 'V' });
    await created('influences', { name: 'I' });
    await call('owner', 'POST', `/api/projects/${world.a.projectId}/feedback/goal`, { content: 'Hi' });
    const res = await call('owner', 'DELETE', `/api/workspaces/${world.a.id}/projects/${world.a.projectId}`);
    expect(res.statusCode, res.body).toBe(200);
    for (const table of ['brand_voices', 'influences', 'brand_feedback'] as const) {
      const rows = await ctx.database.db
        .selectFrom(table)
        .select('id')
        .where('project_id', '=', world.a.projectId)
        .execute();
      expect(rows).toEqual([]);
    }
  });
});
