import { aPostTicket, aReferenceImage as aSharedReferenceImage } from '@expertos/domain/testing/tickets';
import type { ReferenceImage, Ticket } from '@expertos/domain/ticket.schema';

/**
 * A wire-shaped ticket for the details tests: the shared post (an Instagram reel for growth,
 * editable by the caller) as ticket `t1`, #128, tagged, due and with 1.5 h of tracked time.
 */
export function aTicket(change: Partial<Ticket> = {}): Ticket {
  return aPostTicket({
    uid: 't1',
    id: 128,
    tags: ['spring'],
    due_date: '2030-01-08',
    description: 'Shoot in the garden.',
    total_spent: 5400,
    ...change,
  });
}

export function aReferenceImage(index: number): ReferenceImage {
  return aSharedReferenceImage({
    uid: `img${index}`,
    name: `mood-${index}.jpg`,
    url: `/media/mood-${index}.jpg`,
  });
}

/** A file of `size` bytes without allocating them (jsdom's File reads `size` from its parts). */
export function aFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
