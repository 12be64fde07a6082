import { randomUUID } from 'node:crypto';
import { publishingChannelSchema } from '@expertos/domain/publishing/channel.schema';
import { publicationListSchema } from '@expertos/domain/publishing/publication.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailCollector } from '../../test/auth-helpers.js';
import { type FakeBluesky, startFakeBluesky } from '../../test/bluesky-server.js';
import { createTestContext, type TestContext, testDialect } from '../../test/context.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { insertTicket } from '../tickets/tickets.fixtures.js';

/**
 * The DST table through the API, with the modules' clock fixed (docs/product.md#time-zones):
 * "Add to queue" takes a weekly slot said in the brand's zone, on the days clocks change and in
 * zones with odd offsets. The instants are written out by hand, not computed with the code
 * under test: a skipped time moves past the skip, a doubled one takes its first occurrence.
 */
const CASES = [
  // Berlin springs forward at 02:00 on 2026-03-29: 02:30 does not exist, 03:30 CEST (UTC+2).
  {
    zone: 'Europe/Berlin',
    clock: '2026-03-28T12:00:00Z',
    slot: ['sun', '02:30'],
    due: '2026-03-29T01:30:00.000Z',
  },
  // …and falls back at 03:00 on 2026-10-25: 02:30 happens twice, the first is still CEST.
  {
    zone: 'Europe/Berlin',
    clock: '2026-10-24T12:00:00Z',
    slot: ['sun', '02:30'],
    due: '2026-10-25T00:30:00.000Z',
  },
  // The day after the change, an ordinary Monday in CET (UTC+1).
  {
    zone: 'Europe/Berlin',
    clock: '2026-10-25T12:00:00Z',
    slot: ['mon', '09:00'],
    due: '2026-10-26T08:00:00.000Z',
  },
  // New York springs forward on 2026-03-08: 02:30 becomes 03:30 EDT (UTC−4).
  {
    zone: 'America/New_York',
    clock: '2026-03-07T12:00:00Z',
    slot: ['sun', '02:30'],
    due: '2026-03-08T07:30:00.000Z',
  },
  // Sydney falls back on 2026-04-05 at 03:00 AEDT: the first 02:30 is still AEDT (UTC+11).
  {
    zone: 'Australia/Sydney',
    clock: '2026-04-04T00:00:00Z',
    slot: ['sun', '02:30'],
    due: '2026-04-04T15:30:00.000Z',
  },
  // Half- and three-quarter-hour offsets.
  {
    zone: 'Asia/Kolkata',
    clock: '2026-06-01T00:00:00Z',
    slot: ['mon', '09:00'],
    due: '2026-06-01T03:30:00.000Z',
  },
  {
    zone: 'Asia/Kathmandu',
    clock: '2026-06-01T00:00:00Z',
    slot: ['mon', '09:00'],
    due: '2026-06-01T03:15:00.000Z',
  },
  // UTC+14: at 00:00 UTC on Monday it is already Monday 14:00 there, so Tuesday 09:00 comes first.
  {
    zone: 'Pacific/Kiritimati',
    clock: '2026-06-01T00:00:00Z',
    slot: ['tue', '09:00'],
    due: '2026-06-01T19:00:00.000Z',
  },
  // UTC−11: at 00:00 UTC on Monday it is still Sunday 13:00 there.
  {
    zone: 'Pacific/Pago_Pago',
    clock: '2026-06-01T00:00:00Z',
    slot: ['sun', '20:00'],
    due: '2026-06-01T07:00:00.000Z',
  },
] as const;

describe(`“Add to queue” across time zones and DST changes, on ${testDialect}`, () => {
  const mail = mailCollector();
  let clock = new Date(CASES[0].clock);
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  let pds: FakeBluesky;
  let channelUid: string;

  const call = (persona: Persona, method: 'POST' | 'PUT', url: string, payload: object) =>
    ctx.app.inject({ method, url, headers: people[persona].headers, payload });

  beforeAll(async () => {
    pds = await startFakeBluesky();
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send, now: () => clock },
      env: { ALLOW_PRIVATE_TARGETS: 'true', RATE_LIMIT_MAX: '100000' },
    });
    people = await signUpPeople(ctx.app, mail);
    world = await buildWorld(ctx.database.db, people);
    const brand = pds.addAccount({ handle: `brand-${randomUUID().slice(0, 6)}.bsky.social` });
    const res = await call(
      'owner',
      'POST',
      `/api/projects/${world.a.projectId}/publishing/channels/bluesky`,
      {
        host: pds.origin,
        identifier: brand.handle,
        app_password: brand.appPassword,
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    channelUid = publishingChannelSchema.parse(res.json()).uid;
  });
  afterAll(async () => {
    await ctx?.close();
    await pds?.close();
  });

  it.each(CASES)('$zone, $slot.0 $slot.1 seen from $clock → $due', async ({ zone, clock: at, slot, due }) => {
    clock = new Date(at);
    const settings = await call('owner', 'PUT', `/api/projects/${world.a.projectId}/publishing/queue`, {
      time_zone: zone,
      slots: [{ day: slot[0], time: slot[1] }],
      require_approval: false,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const ticketId = await insertTicket(
      ctx.database.db,
      { workspaceId: world.a.id, projectId: world.a.projectId },
      { ticket_type: 'post', status: 'approved' },
    );
    const queued = await call('member', 'POST', `/api/tickets/${ticketId}/publications`, {
      due_at: null,
      queue: true,
      posts: [{ channel_uid: channelUid, variant: { text: `Queued in ${zone}`, media: [] } }],
    });
    expect(queued.statusCode, queued.body).toBe(201);
    expect(publicationListSchema.parse(queued.json()).map((p) => p.due_at)).toEqual([due]);
  });
});
