import type { taskDetails as enTaskDetails, tickets as enTickets } from '../../tickets-texts';
import type { Translated } from '../../translated';
import { board } from './tickets/board';
import { checklist } from './tickets/checklist';
import { details } from './tickets/details';
import { list } from './tickets/list';
import { listViews } from './tickets/list-views';
import { repeat } from './tickets/repeat';
import { subtasks } from './tickets/subtasks';
import { views } from './tickets/views';

/** An approved post's locked content: editing it reopens review. In Brazilian Portuguese. */
const locked: Translated<(typeof enTickets)['locked']> = {
  title: 'Este post está aprovado',
  text: 'O conteúdo dele está bloqueado ({fields}). Editar mesmo assim? O post volta para aprovação, e os revisores veem o que mudou.',
  ok: 'Editar e reabrir a revisão',
  fields: {
    summary: 'título',
    description: 'notas',
    caption: 'legenda',
    hook: 'gancho',
    hook_variation_1: 'variação do gancho 1',
    hook_variation_2: 'variação do gancho 2',
    hook_variation_3: 'variação do gancho 3',
    post_platform: 'plataforma',
    post_format: 'formato',
    due_date: 'data',
    reference_images: 'arquivos',
    variants: 'textos e arquivos de cada rede',
  },
};

/** The tickets feature's texts (ui.tickets), one file per part, in Brazilian Portuguese. */
export const tickets: Translated<typeof enTickets> = {
  list,
  listViews,
  views,
  details,
  board,
  locked,
  checklist,
  subtasks,
  repeat,
};

/** The task page's heading (ui.taskDetails), in Brazilian Portuguese. */
export const taskDetails: Translated<typeof enTaskDetails> = { id: 'Ticket {id}' };
