import type { checklist as en } from '../../../tickets/checklist';
import type { Translated } from '../../../translated';

/** A ticket's checklist (ui.tickets.checklist): the section in the ticket, its progress on the table and the board. */
export const checklist: Translated<typeof en> = {
  title: 'Lista de comprobación',
  count: '{done}/{total}',
  progress: 'Progreso de la lista de comprobación',
  progressText: '{done} de {total} hechos',
  label: 'Lista de comprobación: {done} de {total} hechos',
  listLabel: 'Elementos de la lista de comprobación',
  loading: 'Cargando la lista de comprobación',
  loadError: 'No se pudo cargar la lista de comprobación.',
  empty: 'Aún no hay elementos. Escribe un paso y pulsa Enter: el campo sigue abierto para el siguiente.',
  add: 'Añadir un elemento',
  full: 'Esta lista tiene {max} elementos, el máximo de un ticket: elimina uno para añadir otro.',
  edit: 'Editar {text}',
  text: 'Texto del elemento',
  editHint: 'Enter guarda, Escape cancela.',
  textRequired: 'Escribe lo que hay que hacer, o elimina el elemento.',
  delete: 'Eliminar {text}',
  move: 'Mover {text}',
  moveHint: 'Arrástralo, o pulsa Alt con la flecha arriba o abajo.',
  moved: '{text} pasó al puesto {place} de {total}.',
  more: 'Responsable y fecha límite de {text}',
  assignee: 'Responsable',
  dueDate: 'Fecha límite',
  assigned: 'Asignado a {name}',
  due: 'Vence el {date}',
  failed: 'No se pudo cambiar la lista de comprobación: {reason}',
};
