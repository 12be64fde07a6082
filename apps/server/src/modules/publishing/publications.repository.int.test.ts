import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { openMigratedTestDatabase } from '../../test/context.js';
import { createPublicationsRepository } from './publications.repository.js';
import { publishingWorld } from './publishing.fixtures.js';

describe('publications: the guarded moves and the timeline', () => {
  let opened: Awaited<ReturnType<typeof openMigratedTestDatabase>>;
  let db: Db;
  let place: {
    workspaceId: string;
    projectId: string;
    ticketId: string;
    channelId: string;
    memberId: string;
  };
  const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 9, minute)).toISOString();

  beforeAll(async () => {
    opened = await openMigratedTestDatabase();
    db = opened.database.db;
    const world = await publishingWorld(db);
    const channelId = await world.addChannel('mastodon', {
      host: 'https://social.example',
      accountId: '1',
      handle: 'brand@social.example',
      credentials: { accessToken: 't' },
    });
    place = { ...world.place, channelId };
  });
  afterAll(() => opened.dispose());

  const repository = () => createPublicationsRepository(db);
  async function scheduled(dueMinute: number): Promise<string> {
    const id = randomUUID();
    await db.transaction().execute((trx: Db) =>
      repository().schedule(
        trx,
        {
          id,
          workspace_id: place.workspaceId,
          project_id: place.projectId,
          ticket_id: place.ticketId,
          channel_id: place.channelId,
          variant: JSON.stringify({ caption: 'Hello' }),
          due_at: at(dueMinute),
          created_by: place.memberId,
          created_at: at(0),
          updated_at: at(0),
        },
        place.memberId,
      ),
    );
    return id;
  }

  it('schedules with a first step, and moves only along the allowed moves', async () => {
    const id = await scheduled(30);
    const r = repository();
    expect((await r.find(id))?.state).toBe('scheduled');
    // Not a move the states allow: nothing changes.
    expect(await r.move(db, id, 'scheduled', 'published', at(30), {}, { kind: 'published' })).toBeNull();
    expect(
      await r.move(db, id, 'scheduled', 'publishing', at(30), { countAttempt: true }, { kind: 'started' }),
    ).toMatchObject({ id, state: 'publishing', attempts: 1 });
    expect(
      await r.move(
        db,
        id,
        'publishing',
        'published',
        at(31),
        { remote_id: '109', remote_url: 'https://social.example/@brand/109', published_at: at(31) },
        { kind: 'published' },
      ),
    ).toMatchObject({ id, state: 'published', remote_id: '109' });
    const row = await r.find(id);
    expect(row).toMatchObject({ state: 'published', attempts: 1, version: 3, remote_id: '109' });
    // Published is final.
    expect(await r.move(db, id, 'published', 'scheduled', at(32), {}, { kind: 'rescheduled' })).toBeNull();
    expect((await r.timeline(id)).map((s) => [s.kind, s.state])).toEqual([
      ['scheduled', 'scheduled'],
      ['started', 'publishing'],
      ['published', 'published'],
    ]);
  });

  it('lets exactly one of two claims of the same publication win', async () => {
    const id = await scheduled(40);
    const claim = () =>
      db
        .transaction()
        .execute((trx: Db) =>
          repository().move(
            trx,
            id,
            'scheduled',
            'publishing',
            at(40),
            { countAttempt: true },
            { kind: 'started' },
          ),
        );
    const results = await Promise.all([claim(), claim()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await repository().find(id)).toMatchObject({ state: 'publishing', attempts: 1 });
    expect((await repository().timeline(id)).filter((s) => s.kind === 'started')).toHaveLength(1);
  });

  it('refuses a person’s change made on an older copy', async () => {
    const id = await scheduled(50);
    const r = repository();
    await r.move(db, id, 'scheduled', 'publishing', at(50), {}, { kind: 'started' });
    await r.move(
      db,
      id,
      'publishing',
      'failed',
      at(50),
      { error_code: 'media', error_message: 'Bad file' },
      { kind: 'failed', detail: 'Bad file' },
    );
    const seen = (await r.find(id))?.version ?? 0;
    expect(
      await r.move(
        db,
        id,
        'failed',
        'scheduled',
        at(51),
        { due_at: at(55) },
        { kind: 'retried', actorId: place.memberId },
        seen,
      ),
    ).toMatchObject({ state: 'scheduled', due_at: at(55) });
    expect(
      await r.move(db, id, 'scheduled', 'needs_attention', at(52), {}, { kind: 'late' }, seen),
    ).toBeNull();
    expect((await r.timeline(id)).at(-1)).toMatchObject({ kind: 'retried', actor_id: place.memberId });
  });

  it('answers the channel’s taken slots from a time on, leaving out what is out already', async () => {
    const r = repository();
    await scheduled(56);
    const out = await scheduled(58);
    await scheduled(59);
    await r.move(db, out, 'scheduled', 'publishing', at(58), {}, { kind: 'started' });
    await r.move(db, out, 'publishing', 'published', at(58), { published_at: at(58) }, { kind: 'published' });
    const taken = await r.takenSlots(place.channelId, at(57));
    expect(taken.map((d) => d.toISOString())).toEqual([at(59)]);
    expect((await r.takenSlots(place.channelId, at(56))).map((d) => d.toISOString()).sort()).toEqual([
      at(56),
      at(59),
    ]);
  });

  it('counts the posts out on a network since a time, on every channel of it (a quota the server shares)', async () => {
    const r = repository();
    const publish = async (minute: number, dueMinute: number) => {
      const id = await scheduled(dueMinute);
      await r.move(
        db,
        id,
        'scheduled',
        'publishing',
        at(minute),
        { countAttempt: true },
        { kind: 'started' },
      );
      await r.move(
        db,
        id,
        'publishing',
        'published',
        at(minute),
        { published_at: at(minute) },
        { kind: 'published' },
      );
    };
    const before = await r.publishedOnNetworkSince('mastodon', at(40));
    await publish(35, 35);
    await publish(45, 46);
    await publish(50, 51);
    await scheduled(52); // not out: not counted
    expect(await r.publishedOnNetworkSince('mastodon', at(40))).toBe(before + 2);
    expect(await r.publishedOnNetworkSince('youtube', at(0))).toBe(0);
  });
});
