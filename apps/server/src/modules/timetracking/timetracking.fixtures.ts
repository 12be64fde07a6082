import { ticketSchema } from '@expertos/domain/ticket.schema';
import {
  ticketTimeSchema,
  timeEntrySchema,
  timeReportSchema,
  timeTrackingStateSchema,
} from '@expertos/domain/timetracking.schema';
import type { Db } from '../../db/database.js';
import type { Persona } from '../../test/world.js';
import { createTicketsTestContext } from '../tickets/tickets.fixtures.js';

/**
 * Test support for time tracking: the tickets tests' people and world, and the time routes
 * called as one of them. Each helper fails the test on an unexpected status.
 */
export async function createTimeTestContext() {
  // Many calls per test, by the same few callers.
  const t = await createTicketsTestContext({ env: { RATE_LIMIT_MAX: '100000' } });
  const { call } = t;

  const expectStatus = (res: { statusCode: number; body: string }, ...statuses: number[]) => {
    if (!statuses.includes(res.statusCode))
      throw new Error(`expected ${statuses.join('/')}, got ${res.statusCode} ${res.body}`);
  };

  const time = {
    start: (persona: Persona, ticketId: string) =>
      call(persona, 'POST', `/api/tickets/${ticketId}/timetracking/start`),
    stop: (persona: Persona, ticketId: string) =>
      call(persona, 'POST', `/api/tickets/${ticketId}/timetracking/stop`),
    add: (persona: Persona, ticketId: string, body: object) =>
      call(persona, 'POST', `/api/tickets/${ticketId}/timetracking/entries`, body),
    edit: (persona: Persona, ticketId: string, entryId: string, body: object) =>
      call(persona, 'PATCH', `/api/tickets/${ticketId}/timetracking/entries/${entryId}`, body),
    remove: (persona: Persona, ticketId: string, entryId: string) =>
      call(persona, 'DELETE', `/api/tickets/${ticketId}/timetracking/entries/${entryId}`),

    async started(persona: Persona, ticketId: string) {
      const res = await time.start(persona, ticketId);
      expectStatus(res, 200, 201);
      return timeEntrySchema.parse(res.json());
    },
    async added(persona: Persona, ticketId: string, body: object) {
      const res = await time.add(persona, ticketId, body);
      expectStatus(res, 201);
      return timeEntrySchema.parse(res.json());
    },
    async state(persona: Persona, workspaceId: string) {
      const res = await call(persona, 'GET', `/api/workspaces/${workspaceId}/timetracking/entries`);
      expectStatus(res, 200);
      return timeTrackingStateSchema.parse(res.json());
    },
    async ticketTime(persona: Persona, ticketId: string) {
      const res = await call(persona, 'GET', `/api/tickets/${ticketId}/timetracking/entries`);
      expectStatus(res, 200);
      return ticketTimeSchema.parse(res.json());
    },
    async report(persona: Persona, workspaceId: string, query = '') {
      const res = await call(persona, 'GET', `/api/workspaces/${workspaceId}/timetracking/report${query}`);
      expectStatus(res, 200);
      return timeReportSchema.parse(res.json());
    },
    /** The ticket as GET /tickets/{ticketId} answers it (its total_spent). */
    async ticket(persona: Persona, ticketId: string) {
      const res = await call(persona, 'GET', `/api/tickets/${ticketId}`);
      expectStatus(res, 200);
      return ticketSchema.parse(res.json());
    },
  };

  return { ...t, time };
}

/** Moves a running entry's start back, as if its timer had been running that long. */
export async function backdate(db: Db, entryId: string, seconds: number): Promise<string> {
  const startedAt = new Date(Date.now() - seconds * 1000).toISOString();
  await db.updateTable('time_entries').set({ started_at: startedAt }).where('id', '=', entryId).execute();
  return startedAt;
}

export async function runningEntries(db: Db, userId: string) {
  return db
    .selectFrom('time_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .execute();
}
