import type { checklist as en } from '../../../tickets/checklist';
import type { Translated } from '../../../translated';

/** A ticket's checklist (ui.tickets.checklist): the section in the ticket, its progress on the table and the board. */
export const checklist: Translated<typeof en> = {
  title: 'Checklist',
  count: '{done}/{total}',
  progress: 'Progresso da checklist',
  progressText: '{done} de {total} concluídos',
  label: 'Checklist: {done} de {total} concluídos',
  listLabel: 'Itens da checklist',
  loading: 'Carregando a checklist',
  loadError: 'Não foi possível carregar a checklist.',
  empty: 'Nenhum item ainda. Escreva uma etapa e pressione Enter: o campo continua aberto para a próxima.',
  add: 'Adicionar um item',
  full: 'Esta checklist tem {max} itens, o máximo de um ticket: remova um para adicionar outro.',
  edit: 'Editar {text}',
  text: 'Texto do item',
  editHint: 'Enter salva, Escape cancela.',
  textRequired: 'Escreva o que precisa ser feito, ou exclua o item.',
  delete: 'Excluir {text}',
  move: 'Mover {text}',
  moveHint: 'Arraste-o, ou pressione Alt com a seta para cima ou para baixo.',
  moved: '{text} foi para a posição {place} de {total}.',
  more: 'Responsável e prazo de {text}',
  assignee: 'Responsável',
  dueDate: 'Prazo',
  assigned: 'Atribuído a {name}',
  due: 'Prazo: {date}',
  failed: 'Não foi possível alterar a checklist: {reason}',
};
