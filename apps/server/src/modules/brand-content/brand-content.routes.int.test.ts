import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  type BrandOverview,
  brandOverviewSchema,
  type FeedPage,
  feedPageSchema,
  type LibraryPage,
  libraryPageSchema,
} from '@expertos/domain/brand.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../platform/storage/storage.js';
import type { Persona } from '../../test/world.js';
import {
  type CommentsTestContext,
  createCommentsTestContext,
  PNG_1X1,
  pdf,
  png,
  WEBM,
} from '../comments/comments.fixtures.js';
import { insertTicket, type TicketWorld } from '../tickets/tickets.fixtures.js';

/** A Monday, and days around it. */
/** What a fixture ticket may set. */
type TicketValues = NonNullable<Parameters<typeof insertTicket>[2]>;

const MONDAY = '2025-06-02';
const NEXT_MONDAY = '2025-06-09';

describe('brand content: overview, Feed and Library', () => {
  let t: CommentsTestContext;
  let world: TicketWorld;

  beforeAll(async () => {
    t = await createCommentsTestContext();
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
  });
  afterAll(() => t.ctx.close());

  const db = () => t.ctx.database.db;
  const base = (projectId = world.a.projectId) => `/api/workspaces/${world.a.id}/projects/${projectId}`;
  const ticket = (values: TicketValues, projectId = world.a.projectId) =>
    insertTicket(db(), { workspaceId: world.a.id, projectId }, values);
  const post = (values: TicketValues, projectId = world.a.projectId) =>
    ticket({ ticket_type: 'post', ...values }, projectId);

  async function get(persona: Persona, url: string) {
    const res = await t.call(persona, 'GET', url);
    expect(res.statusCode, res.body).toBeLessThan(500);
    return res;
  }
  const overview = async (week = MONDAY): Promise<BrandOverview> => {
    const res = await get('member', `${base()}/overview?week_start=${week}`);
    expect(res.statusCode, res.body).toBe(200);
    return brandOverviewSchema.parse(res.json());
  };
  const feed = async (query = ''): Promise<FeedPage> => {
    const res = await get('member', `${base()}/feed${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return feedPageSchema.parse(res.json());
  };
  const library = async (query = '', persona: Persona = 'member'): Promise<LibraryPage> => {
    const res = await get(persona, `${base()}/library${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return libraryPageSchema.parse(res.json());
  };

  describe('GET /api/workspaces/:workspaceId/projects/:projectId/overview', () => {
    it('counts the posts planned and posted per purpose, this week and next, against the targets', async () => {
      await db()
        .updateTable('projects')
        .set({
          slate_growth_content: 3,
          slate_trust_building_content: 2,
          slate_sales_promotions_content: 1,
          slate_review_day: 'thursday',
        })
        .where('id', '=', world.a.projectId)
        .execute();
      await post({ post_audience: 'growth', due_date: MONDAY });
      await post({ post_audience: 'growth', due_date: '2025-06-08', status: 'posted' });
      await post({ post_audience: 'growth', due_date: '2025-06-05', status: 'published' });
      await post({ post_audience: 'trust_building', due_date: '2025-06-04', status: 'in_progress' });
      await post({ post_audience: null, due_date: '2025-06-03' });
      await post({ post_audience: 'sales_promotion', due_date: NEXT_MONDAY });
      await post({ post_audience: 'sales_promotion', due_date: '2025-06-15', status: 'posted' });
      // Outside both weeks, not a post, or another brand's: not counted.
      await post({ post_audience: 'growth', due_date: '2025-06-01' });
      await post({ post_audience: 'growth', due_date: '2025-06-16' });
      await ticket({ ticket_type: 'task', post_audience: 'growth', due_date: MONDAY });
      await post({ post_audience: 'growth', due_date: MONDAY }, world.hiddenProjectId);

      const answer = await overview();
      expect(answer.review_day).toBe('thursday');
      expect(answer.weeks).toEqual([
        {
          start: MONDAY,
          end: '2025-06-08',
          targets: { growth: 3, trust_building: 2, sales_promotion: 1 },
          planned: { growth: 3, trust_building: 1, sales_promotion: 0 },
          posted: { growth: 2, trust_building: 0, sales_promotion: 0 },
          unassigned: 1,
        },
        {
          start: NEXT_MONDAY,
          end: '2025-06-15',
          targets: { growth: 3, trust_building: 2, sales_promotion: 1 },
          planned: { growth: 0, trust_building: 0, sales_promotion: 2 },
          posted: { growth: 0, trust_building: 0, sales_promotion: 1 },
          unassigned: 0,
        },
      ]);
    });

    it('lists upcoming posts soonest first and open tasks soonest due first, undated last', async () => {
      const later = await post({ summary: 'later', due_date: '2025-06-20' });
      const soon = await post({ summary: 'soon', due_date: '2025-06-03' });
      await post({ summary: 'gone out', due_date: '2025-06-04', status: 'posted' });
      await post({ summary: 'before the week', due_date: '2025-05-30' });
      const undated = await ticket({ summary: 'undated' });
      const due = await ticket({ summary: 'due', due_date: '2025-06-10', status: 'blocked' });
      await ticket({ summary: 'done', due_date: '2025-06-01', status: 'done' });
      await ticket({ summary: 'elsewhere' }, world.hiddenProjectId);

      const answer = await overview();
      expect(answer.upcoming_posts.map((p) => p.uid)).toEqual([soon, later]);
      expect(answer.open_tasks.map((p) => p.uid)).toEqual([due, undated]);
      expect(answer.open_task_count).toBe(2);
      expect(answer.upcoming_posts[0]).toMatchObject({
        summary: 'soon',
        ticket_type: 'post',
        due_date: '2025-06-03',
      });
    });

    it('takes any real day as the week start and refuses anything else with a 400', async () => {
      const answer = await overview('2025-06-04');
      expect(answer.weeks.map((w) => [w.start, w.end])).toEqual([
        ['2025-06-04', '2025-06-10'],
        ['2025-06-11', '2025-06-17'],
      ]);
      expect((await overview('2025-12-29')).weeks[1]).toMatchObject({
        start: '2026-01-05',
        end: '2026-01-11',
      });
      for (const bad of ['', '2025-02-30', 'monday', '2025-6-2', '9999-01-01']) {
        const res = await get('member', `${base()}/overview?week_start=${bad}`);
        expect(res.statusCode, bad).toBe(400);
      }
      expect((await get('member', `${base()}/overview`)).statusCode).toBe(400);
    });

    it('is refused to externals and to another brand', async () => {
      expect((await get('external', `${base()}/overview?week_start=${MONDAY}`)).statusCode).toBe(403);
      expect(
        (await get('member', `${base(world.hiddenProjectId)}/overview?week_start=${MONDAY}`)).statusCode,
      ).toBe(403);
    });
  });

  describe('GET /api/workspaces/:workspaceId/projects/:projectId/feed', () => {
    it('answers posted and published posts, newest posted first, with their first image', async () => {
      const old = await post({ summary: 'old', status: 'posted', posted_date: '2025-05-01', caption: 'Hi' });
      const fresh = await post({
        summary: 'fresh',
        status: 'published',
        posted_date: '2025-06-01',
        live_link: 'https://instagram.com/p/1',
        post_platform: 'instagram',
      });
      const undated = await post({ summary: 'undated', status: 'posted' });
      await post({ summary: 'not yet', status: 'approved', posted_date: '2025-06-02' });
      await ticket({ summary: 'a task', status: 'posted', posted_date: '2025-06-02' });
      await post({ summary: 'elsewhere', status: 'posted' }, world.hiddenProjectId);
      const image = randomUUID();
      await db()
        .insertInto('ticket_reference_images')
        .values({
          id: image,
          ticket_id: fresh,
          project_id: world.a.projectId,
          storage_key: `references/${image}.png`,
          name: 'cover.png',
          size: 10,
          content_type: 'image/png',
          created_at: new Date().toISOString(),
        })
        .execute();

      const page = await feed();
      expect(page.items.map((i) => i.uid)).toEqual([fresh, old, undated]);
      expect(page.next_cursor).toBeNull();
      expect(page.items[0]).toMatchObject({
        status: 'published',
        live_link: 'https://instagram.com/p/1',
        post_platform: 'instagram',
        image_url: `${base()}/library/files/image%3A${image}`,
      });
      expect(page.items[1]).toMatchObject({ caption: 'Hi', image_url: null });
    });

    it('pages through every post exactly once, also with equal posted days', async () => {
      const ids: string[] = [];
      for (let n = 0; n < 7; n++)
        ids.push(await post({ status: 'posted', posted_date: `2025-05-0${1 + (n % 3)}` }));
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: FeedPage = await feed(`?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        seen.push(...page.items.map((i) => i.uid));
        cursor = page.next_cursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(pages).toBe(3);
      expect(seen.toSorted()).toEqual(ids.toSorted());
      expect(new Set(seen).size).toBe(7);
    });

    it('is open to externals of the brand, not to another brand, and refuses bad input with a 400', async () => {
      expect((await get('external', `${base()}/feed`)).statusCode).toBe(200);
      expect((await get('member', `${base(world.hiddenProjectId)}/feed`)).statusCode).toBe(403);
      for (const query of [
        '?limit=0',
        '?limit=1000',
        '?limit=x',
        '?cursor=nonsense',
        `?cursor=${'a'.repeat(300)}`,
      ]) {
        expect((await get('member', `${base()}/feed${query}`)).statusCode, query).toBe(400);
      }
      const forged = Buffer.from(JSON.stringify(['', '', ''])).toString('base64url');
      expect((await get('member', `${base()}/feed?cursor=${forged}`)).statusCode).toBe(400);
    });
  });

  describe('GET /api/workspaces/:workspaceId/projects/:projectId/library', () => {
    async function stock() {
      const brief = await t.createTicket('member', world.a.projectId, { summary: 'Summer campaign' });
      await t.comment('member', brief.uid, { body: 'files', files: [pdf('brief.pdf'), png('mood.png')] });
      await t.comment('member', brief.uid, {
        body: 'listen',
        voiceNote: { data: WEBM, name: 'note.webm', type: 'audio/webm' },
      });
      const drive = await ticket({
        summary: 'Shoot 100% fun',
        drive_raw_link: 'https://drive.google.com/drive/folders/raw',
        drive_final_link: 'https://drive.google.com/drive/folders/final',
      });
      const image = randomUUID();
      await db()
        .insertInto('ticket_reference_images')
        .values({
          id: image,
          ticket_id: drive,
          project_id: world.a.projectId,
          storage_key: `references/${image}.png`,
          name: 'reference.png',
          size: 12,
          content_type: 'image/png',
          created_at: new Date(Date.now() + 1000).toISOString(),
        })
        .execute();
      // Another brand's files stay there.
      const hidden = await t.createTicket('owner', world.hiddenProjectId, { summary: 'Summer secret' });
      await t.comment('owner', hidden.uid, { body: 'secret', files: [pdf('secret.pdf')] });
      return { brief, drive, image };
    }

    it('gathers images, attachments, recordings and Drive links with their tickets and addresses', async () => {
      const { brief, drive, image } = await stock();
      const page = await library();
      expect(page.items.map((i) => [i.kind, i.name]).toSorted()).toEqual(
        [
          ['attachment', 'brief.pdf'],
          ['attachment', 'mood.png'],
          ['drive_link', 'Final files'],
          ['drive_link', 'Raw files'],
          ['image', 'reference.png'],
          ['recording', expect.any(String)],
        ].toSorted(),
      );
      expect(page.items[0]).toMatchObject({
        kind: 'image',
        url: `${base()}/library/files/image%3A${image}`,
        ticket: { uid: drive, summary: 'Shoot 100% fun' },
      });
      const created = page.items.map((i) => i.created_at);
      expect(created).toEqual(created.toSorted().reverse());
      const raw = page.items.find((i) => i.name === 'Raw files')!;
      expect(raw.url).toBe('https://drive.google.com/drive/folders/raw');
      // The files are served by the brand's own file route, to whoever sees the Library.
      const file = page.items.find((i) => i.name === 'brief.pdf')!;
      expect(file).toMatchObject({ mime_type: 'application/pdf', ticket: { uid: brief.uid, id: brief.id } });
      expect(file.url).toMatch(new RegExp(`^${base()}/library/files/file%3A`));
      expect((await t.download('member', file.url)).statusCode).toBe(200);
      const recording = page.items.find((i) => i.kind === 'recording')!;
      expect((await t.download('external', recording.url)).statusCode).toBe(200);
    });

    it('filters by kind and searches names and ticket summaries, wildcards taken literally', async () => {
      await stock();
      const kinds = async (query: string) => (await library(query)).items.map((i) => i.kind);
      expect(await kinds('?kind=recording')).toEqual(['recording']);
      expect(await kinds('?kind=image')).toEqual(['image']);
      expect((await kinds('?kind=attachment')).toSorted()).toEqual(['attachment', 'attachment']);
      expect(await kinds('?kind=drive_link')).toEqual(['drive_link', 'drive_link']);
      const names = async (query: string) => (await library(query)).items.map((i) => i.name).toSorted();
      expect(await names('?search=BRIEF')).toEqual(['brief.pdf']);
      expect((await names('?search=summer')).length).toBe(3);
      expect((await names('?search=100%25')).length).toBe(3);
      expect(await names('?search=%25')).toHaveLength(3);
      expect(await names('?search=_')).toEqual([]);
      expect(await names('?search=summer&kind=attachment')).toEqual(['brief.pdf', 'mood.png']);
      expect(await names('?search=secret')).toEqual([]);
    });

    it('pages through every item once, and is open to externals but not to another brand', async () => {
      await stock();
      const all = (await library('?limit=100')).items.map((i) => i.key);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: LibraryPage = await library(
          `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        seen.push(...page.items.map((i) => i.key));
        cursor = page.next_cursor;
      } while (cursor && seen.length < 20);
      expect(seen).toEqual(all);
      expect(all).toHaveLength(6);
      expect((await library('', 'external')).items).toHaveLength(6);
      expect((await get('member', `${base(world.hiddenProjectId)}/library`)).statusCode).toBe(403);
      expect((await get('outsider', `${base()}/library`)).statusCode).toBe(403);
    });

    it('refuses an unknown kind, a bad cursor and limits out of range with a 400', async () => {
      for (const query of [
        '?kind=video',
        '?limit=0',
        '?limit=1000',
        '?cursor=%00',
        '?cursor=abc',
        `?search=${'a'.repeat(201)}`,
      ]) {
        expect((await get('member', `${base()}/library${query}`)).statusCode, query).toBe(400);
      }
      expect((await library('?search=')).items).toEqual([]);
    });
  });
  describe('GET /api/workspaces/:workspaceId/projects/:projectId/library/files/:key', () => {
    /** A comment file and a reference image on a ticket of `projectId`, with their Library keys. */
    async function files(projectId = world.a.projectId) {
      const persona = projectId === world.a.projectId ? 'member' : 'owner';
      const ticket = await t.createTicket(persona, projectId, { summary: 'Files' });
      const comment = await t.comment(persona, ticket.uid, {
        body: 'files',
        files: [pdf('brief.pdf')],
        voiceNote: { data: WEBM, name: 'note.webm', type: 'audio/webm' },
      });
      const [document, voice] = comment.attachments;
      const image = randomUUID();
      const storage = createLocalStorage(path.join(t.ctx.dataDir, 'media'));
      await storage.put(`references/${image}.png`, PNG_1X1);
      await db()
        .insertInto('ticket_reference_images')
        .values({
          id: image,
          ticket_id: ticket.uid,
          project_id: projectId,
          storage_key: `references/${image}.png`,
          name: 'cover.png',
          size: PNG_1X1.length,
          content_type: 'image/png',
          created_at: new Date().toISOString(),
        })
        .execute();
      return { document: `file:${document!.uid}`, voice: `file:${voice!.uid}`, image: `image:${image}` };
    }
    const fileUrl = (key: string, projectId = world.a.projectId) =>
      `${base(projectId)}/library/files/${encodeURIComponent(key)}`;

    it("serves the brand's files with their type and disposition, to its externals too", async () => {
      const keys = await files();
      const document = await t.download('external', fileUrl(keys.document));
      expect(document.statusCode).toBe(200);
      expect(document.headers['content-type']).toBe('application/pdf');
      expect(document.headers['content-disposition']).toBe('attachment; filename="brief.pdf"');
      expect(document.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(document.headers['x-content-type-options']).toBe('nosniff');
      const voice = await t.download('member', fileUrl(keys.voice));
      expect(voice.statusCode).toBe(200);
      expect(voice.headers['content-type']).toMatch(/^audio\//);
      expect(voice.headers['content-disposition']).toMatch(/^inline; /);
      const image = await t.download('external', fileUrl(keys.image));
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['content-disposition']).toBe('inline; filename="cover.png"');
      expect(image.rawPayload.equals(PNG_1X1)).toBe(true);
      // The ticket's own routes stay closed to externals: this route is their way in.
      const items = (await library('?kind=image', 'external')).items;
      expect(items[0]?.url).toBe(fileUrl(keys.image));
    });

    it("refuses another brand's files (404), outsiders (403), anonymous callers (401) and made-up keys", async () => {
      const hidden = await files(world.hiddenProjectId);
      for (const key of [hidden.document, hidden.voice, hidden.image]) {
        // Asked through a brand the caller sees: not there.
        expect((await get('member', fileUrl(key))).statusCode, key).toBe(404);
        expect((await get('owner', fileUrl(key))).statusCode, key).toBe(404);
        // Through its own brand, which the caller is not given.
        expect((await get('member', fileUrl(key, world.hiddenProjectId))).statusCode, key).toBe(403);
      }
      const keys = await files();
      expect((await get('outsider', fileUrl(keys.document))).statusCode).toBe(403);
      const anonymous = await t.ctx.app.inject({ method: 'GET', url: fileUrl(keys.document) });
      expect(anonymous.statusCode).toBe(401);
      for (const key of [
        'nonsense',
        `image:${randomUUID()}`,
        `file:${randomUUID()}`,
        `drive-raw:${randomUUID()}`,
        keys.document.replace('file:', 'image:'),
        `${keys.document}/../x`,
        'file:%00',
      ]) {
        expect((await get('member', fileUrl(key))).statusCode, key).toBe(404);
      }
      expect((await get('member', fileUrl('x'.repeat(81)))).statusCode).toBe(400);
    });
  });
});
