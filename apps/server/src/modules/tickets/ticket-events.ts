import type { Db } from '../../db/database.js';
import type { TicketRow } from './tickets.repository.js';

/**
 * A ticket was created (`before` null) or changed by a member, told inside the change's
 * transaction so what follows from it (a reminder job, notifications) commits with it or not
 * at all. Listeners must not throw for anything but a real failure: that rolls the change back.
 */
export interface TicketChange {
  trx: Db;
  /** workspace_members.id of who made the change. */
  actorMemberId: string;
  before: TicketRow | null;
  after: TicketRow;
}

export type TicketChangeHook = (change: TicketChange) => Promise<void>;

/** Several listeners as one hook, run in order. */
export function combineTicketHooks(...hooks: TicketChangeHook[]): TicketChangeHook {
  return async (change) => {
    for (const hook of hooks) await hook(change);
  };
}
