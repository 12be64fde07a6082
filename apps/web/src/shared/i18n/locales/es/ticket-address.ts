import type { ticketAddress as en } from '../../ticket-address';
import type { Translated } from '../../translated';

/** The open ticket's address: `?task=`, ticket keys, opening at a comment (docs/product.md#ticket-addresses). */
export const ticketAddress: Translated<typeof en> = {
  commentShown: 'Se muestra el comentario al que se refiere esta notificación',
  commentGone: 'El comentario al que se refiere esta notificación ya no está aquí.',
};
