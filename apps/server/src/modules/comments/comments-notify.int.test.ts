import { mentionToken } from '@expertos/domain/comment.schema';
import type { Ticket } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Persona } from '../../test/world.js';
import type { TicketWorld } from '../tickets/tickets.fixtures.js';
import { type CommentsTestContext, createCommentsTestContext } from './comments.fixtures.js';

/**
 * Comments notify through the notifier (modules/notifications): mentions, other followers, and
 * who follows the ticket afterwards. Read from the tables the notifier writes.
 */
describe('comments notify mentioned members and followers', () => {
  let t: CommentsTestContext;
  let world: TicketWorld;
  let ticket: Ticket;
  const member = (persona: Persona) => world.a.memberIds[persona]!;
  const mention = (persona: Persona) =>
    mentionToken({ uid: member(persona), name: persona, email: `${persona}@example.com` });

  /** Who got what about the ticket, as `persona kind dedupe-key-prefix`. */
  async function received(): Promise<string[]> {
    const rows = await t.ctx.database.db
      .selectFrom('notifications')
      .select(['user_id', 'kind', 'dedupe_key', 'excerpt'])
      .where('ticket_id', '=', ticket.uid)
      .where('kind', 'in', ['mention', 'comment'])
      .execute();
    const personaOf = (userId: string) =>
      (Object.keys(t.people) as Persona[]).find((p) => t.people[p].id === userId) ?? userId;
    return rows.map((row) => `${personaOf(row.user_id)} ${row.kind} ${row.dedupe_key?.split(':')[0]}`).sort();
  }

  async function followers(): Promise<string[]> {
    const rows = await t.ctx.database.db
      .selectFrom('ticket_followers')
      .select('member_id')
      .where('ticket_id', '=', ticket.uid)
      .execute();
    return rows
      .map((row) => (Object.keys(world.a.memberIds) as Persona[]).find((p) => member(p) === row.member_id))
      .sort() as string[];
  }

  beforeAll(async () => {
    t = await createCommentsTestContext();
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    // The member reports it, and so follows it.
    ticket = await t.createTicket('member', world.a.projectId, { summary: 'Shoot plan' });
  });
  afterAll(() => t.ctx.close());

  it('notifies the mentioned (mention) and the other followers (comment), never the author', async () => {
    const created = await t.comment('owner', ticket.uid, {
      body: `${mention('admin')} ${mention('external')} can you check the shot list?`,
    });
    expect(created.mentions.map((m) => m.uid)).toEqual([member('admin')]);
    expect(await received()).toEqual(['admin mention mention', 'member comment comment']);
    expect(await followers()).toEqual(['admin', 'member', 'owner']);

    const row = await t.ctx.database.db
      .selectFrom('notifications')
      .select(['dedupe_key', 'excerpt'])
      .where('kind', '=', 'mention')
      .where('ticket_id', '=', ticket.uid)
      .executeTakeFirstOrThrow();
    expect(row.dedupe_key).toBe(`mention:${created.uid}:${member('admin')}`);
    expect(row.excerpt).toBe('@admin @external can you check the shot list?');

    // The next comment reaches everyone who follows now, but its author.
    await t.comment('admin', ticket.uid, { body: 'Done.' });
    expect(await received()).toEqual([
      'admin mention mention',
      'member comment comment',
      'member comment comment',
      'owner comment comment',
    ]);
  });

  it('cuts the excerpt to 300 characters', async () => {
    await t.comment('owner', ticket.uid, { body: `${mention('admin')} ${'é'.repeat(400)}` });
    const row = await t.ctx.database.db
      .selectFrom('notifications')
      .select('excerpt')
      .where('kind', '=', 'mention')
      .where('ticket_id', '=', ticket.uid)
      .executeTakeFirstOrThrow();
    expect([...row.excerpt!]).toHaveLength(300);
    expect(row.excerpt!.startsWith('@admin éé')).toBe(true);
  });

  it('notifies members newly mentioned by an edit, once', async () => {
    const created = await t.comment('member', ticket.uid, { body: `${mention('admin')} first` });
    expect(await received()).toEqual(['admin mention mention']);
    const url = `${t.commentsUrl(ticket.uid)}/${created.uid}`;
    const edit = (body: string) => t.call('member', 'PATCH', url, { body });

    expect((await edit(`${mention('admin')} ${mention('owner')} second`)).statusCode).toBe(200);
    expect(await received()).toEqual(['admin mention mention', 'owner mention mention']);
    expect(await followers()).toEqual(['admin', 'member', 'owner']);

    // Taking a mention out and putting it back does not notify again.
    expect((await edit(`${mention('admin')} third`)).statusCode).toBe(200);
    expect((await edit(`${mention('admin')} ${mention('owner')} fourth`)).statusCode).toBe(200);
    expect(await received()).toEqual(['admin mention mention', 'owner mention mention']);
  });
});
