import type { subtasks as en } from '../../../tickets/subtasks';
import type { Translated } from '../../../translated';

/** A ticket's subtasks (ui.tickets.subtasks): the section, the parent, the two questions, the list filter. */
export const subtasks: Translated<typeof en> = {
  title: 'Subtareas',
  progress: 'Progreso de las subtareas',
  progressText: '{done} de {total} cerradas',
  listLabel: 'Subtareas de este ticket',
  loading: 'Cargando las subtareas',
  loadError: 'No se pudieron cargar las subtareas.',
  empty: 'Aún no hay subtareas. Escribe una y pulsa Enter: el campo sigue abierto para la siguiente.',
  add: 'Añadir una subtarea',
  full: 'Este ticket tiene {max} subtareas, el máximo de un ticket.',
  added: 'Subtarea #{id} añadida.',
  addFailed: 'No se pudo añadir la subtarea: {reason}',
  assignee: 'Asignada a {name}',
  parentOf: 'Subtarea de',
  parentLink: '#{id} {summary}',
  changeParent: 'Cambiar el ticket principal',
  makeTopLevel: 'Convertir en ticket independiente',
  makeSubtask: 'Convertir en subtarea de…',
  parentLabel: 'Ticket principal',
  parentPlaceholder: 'Busca por número o palabras',
  parentHint: 'Un ticket independiente de la misma marca. Escape cierra la búsqueda.',
  searching: 'Buscando…',
  noParents: 'Ningún ticket independiente coincide',
  cancel: 'Cancelar',
  parentFailed: 'No se pudo cambiar el ticket principal: {reason}',
  refused: {
    self: 'Un ticket no puede ser subtarea de sí mismo.',
    otherBrand: 'El ticket principal debe ser de la misma marca.',
    nested: 'Las subtareas tienen un solo nivel: elige un ticket independiente como principal.',
    hasSubtasks: 'Este ticket tiene subtareas propias, así que no puede convertirse en subtarea.',
  },
  close: {
    title:
      '{count, plural, one {Este ticket tiene # subtarea abierta} other {Este ticket tiene # subtareas abiertas}}',
    text: '{count, plural, one {Aún no está cerrada: ¿la cierras con este ticket o la dejas abierta?} other {Aún no están cerradas: ¿las cierras con este ticket o las dejas abiertas?}}',
    closeThem: '{count, plural, one {Cerrarla también} other {Cerrarlas también}}',
    leaveThem: '{count, plural, one {Dejarla abierta} other {Dejarlas abiertas}}',
  },
  delete: {
    title: '¿Eliminar el ticket #{id}?',
    text: '{count, plural, one {Tiene # subtarea: ¿la eliminas también o la conservas como ticket propio? El ticket y su historial se eliminan para todos. No se puede deshacer.} other {Tiene # subtareas: ¿las eliminas también o las conservas como tickets propios? El ticket y su historial se eliminan para todos. No se puede deshacer.}}',
    deleteThem:
      '{count, plural, one {Eliminar también su subtarea} other {Eliminar también sus # subtareas}}',
    keepThem: '{count, plural, one {Conservarla como ticket} other {Conservarlas como tickets}}',
  },
  activity: {
    set: '{actor} convirtió esto en subtarea de {to}',
    moved: '{actor} movió esto de {from} a {to}',
    cleared: '{actor} convirtió esto en un ticket independiente (era subtarea de {from})',
  },
  topLevel: 'Solo tickets independientes',
  topLevelHint: 'Deja las subtareas fuera de la lista',
};
