import type { ticketAddress as en } from '../../ticket-address';
import type { Translated } from '../../translated';

/** French texts of the open ticket's address: opening at a comment. */
export const ticketAddress: Translated<typeof en> = {
  commentShown: 'Affichage du commentaire concerné par cette notification',
  commentGone: 'Le commentaire concerné par cette notification n’est plus là.',
};
