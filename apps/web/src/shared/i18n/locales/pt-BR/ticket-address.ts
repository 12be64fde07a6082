import type { ticketAddress as en } from '../../ticket-address';
import type { Translated } from '../../translated';

/** The open ticket's address: opening at a comment (ui.ticketAddress), in Brazilian Portuguese. */
export const ticketAddress: Translated<typeof en> = {
  commentShown: 'Mostrando o comentário desta notificação',
  commentGone: 'O comentário desta notificação não está mais aqui.',
};
