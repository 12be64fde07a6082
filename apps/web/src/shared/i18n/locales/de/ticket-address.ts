import type { ticketAddress as en } from '../../ticket-address';
import type { Translated } from '../../translated';

/** The open ticket's address: `?task=`, ticket keys, opening at a comment (docs/product.md#ticket-addresses). */
export const ticketAddress: Translated<typeof en> = {
  commentShown: 'Der Kommentar, um den es in dieser Benachrichtigung geht, wird angezeigt',
  commentGone: 'Der Kommentar, um den es in dieser Benachrichtigung geht, ist nicht mehr vorhanden.',
};
