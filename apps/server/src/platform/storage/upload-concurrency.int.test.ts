import { PassThrough } from 'node:stream';
import { LIMITS } from '@expertos/domain/limits';
import type { Ticket } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTicketsTestContext, type TicketWorld } from '../../modules/tickets/tickets.fixtures.js';
import { multipartFiles, PNG_1X1 } from '../../modules/tickets/tickets-upload.fixtures.js';
import type { Persona } from '../../test/world.js';
import { uploadsInFlightOf } from './upload.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;

describe('uploads in flight per person (LIMITS.uploadsInFlightPerUser)', () => {
  let t: Context;
  let world: TicketWorld;
  let ticket: Ticket;

  const upload = (persona: Persona, payload: Buffer | PassThrough, contentType: string) =>
    t.ctx.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticket.uid}/reference-images`,
      payload,
      headers: { ...t.people[persona].headers, 'content-type': contentType },
    });

  beforeAll(async () => {
    t = await createTicketsTestContext();
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    ticket = await t.createTicket('member', world.a.projectId, { summary: 'Uploads', ticket_type: 'post' });
  });
  afterAll(() => t.ctx.close());

  it('refuses a fourth upload while three are being received (429 too_many_uploads), per person', async () => {
    const max = LIMITS.uploadsInFlightPerUser;
    expect(max).toBe(3);
    const bodies = await Promise.all(
      Array.from({ length: max }, () => multipartFiles([{ data: PNG_1X1, name: 'a.png' }])),
    );
    // Each slow upload sends the start of its body, then waits.
    const streams = bodies.map(() => new PassThrough());
    const slow = bodies.map(async (body, i) => {
      const stream = streams[i]!;
      stream.write(body.payload.subarray(0, 60));
      return upload('member', stream, body.contentType);
    });
    const member = { user: { id: t.people.member.id }, ip: '127.0.0.1' } as Parameters<
      typeof uploadsInFlightOf
    >[0];
    for (let i = 0; i < 200 && uploadsInFlightOf(member) < max; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(uploadsInFlightOf(member)).toBe(max);

    const whole = await multipartFiles([{ data: PNG_1X1, name: 'b.png' }]);
    const refused = await upload('member', whole.payload, whole.contentType);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_uploads');
    // Another person is not held up by the member's uploads.
    const other = await upload('admin', whole.payload, whole.contentType);
    expect(other.statusCode, other.body).toBe(200);

    for (const [i, body] of bodies.entries()) streams[i]!.end(body.payload.subarray(60));
    for (const res of await Promise.all(slow)) expect(res.statusCode, res.body).toBe(200);
    expect(uploadsInFlightOf(member)).toBe(0);
    // The slots are free again.
    expect((await upload('member', whole.payload, whole.contentType)).statusCode).toBe(200);
  });

  it('gives the slot back when an upload is refused', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024);
    PNG_1X1.copy(big);
    for (let i = 0; i < LIMITS.uploadsInFlightPerUser + 1; i++) {
      const { payload, contentType } = await multipartFiles([{ data: big, name: 'big.png' }]);
      expect((await upload('member', payload, contentType)).statusCode).toBe(413);
    }
    const whole = await multipartFiles([{ data: PNG_1X1, name: 'c.png' }]);
    expect((await upload('member', whole.payload, whole.contentType)).statusCode).toBe(200);
  });
});
