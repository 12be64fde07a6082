import type { PersonRef } from '../ticket.schema';

/**
 * Test data shared by every part's tests: each builder answers a valid object for its schema
 * (testing/builders.test.ts parses every one), with the fields a test cares about overridden:
 * `aTicket({ status: 'done' })`. Tests only: nothing outside a test imports this folder.
 *
 * The world they describe: workspace `w1` (Acme Studio), brand `p1` (Acme, slug `acme`), and
 * three members — Ada (`m1`), Grace (`m2`), Alan (`m3`). Timestamps are fixed, in January 2030.
 */
export const AT = '2030-01-08T10:00:00.000Z';

export const ADA: PersonRef = { uid: 'm1', name: 'Ada Lovelace', email: 'ada@example.com', image: null };
export const GRACE: PersonRef = { uid: 'm2', name: 'Grace Hopper', email: 'grace@example.com', image: null };
export const ALAN: PersonRef = { uid: 'm3', name: 'Alan Turing', email: 'alan@example.com', image: null };

/** A workspace member as tickets, comments and time entries name them (Ada unless overridden). */
export function aPerson(overrides: Partial<PersonRef> = {}): PersonRef {
  return { ...ADA, ...overrides };
}

/** The brand as lists name it. */
export const ACME = { uid: 'p1', name: 'Acme', slug: 'acme' };
