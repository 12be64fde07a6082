import type { views as en } from '../../../tickets/views';
import type { Translated } from '../../../translated';

/** Spanish texts of the tickets feature: views (t('ui.tickets.views.…')). Labels come from the domain. */
export const views: Translated<typeof en> = {
  kanban: {
    board: 'Tablero kanban',
    count: '{count, plural, one {# ticket en {status}} other {# tickets en {status}}}',
    countLoading: 'Contando los tickets',
    loading: 'Cargando los tickets de {status}',
    loadError: 'No se pudieron cargar los tickets.',
    empty: 'No hay tickets',
    loadMore: 'Cargar más',
    dropHere: 'Suelta aquí para mover a {status}',
    due: 'Fecha límite: {date}',
    assignee: 'Asignado a {name}',
    roleDescription: 'ticket movible',
    instructions:
      'Para mover un ticket a otro estado, pulsa la barra espaciadora para levantarlo, usa las flechas izquierda y derecha para elegir una columna y vuelve a pulsar la barra espaciadora para soltarlo o Escape para cancelar. Pulsa Enter para abrir el ticket.',
    announce: {
      start: 'Ticket #{id} {summary} levantado de {from}.',
      over: 'El ticket #{id} está sobre {status}.',
      outside: 'El ticket #{id} no está sobre ninguna columna.',
      dropped: 'El ticket #{id} se movió de {from} a {status}.',
      stayed: 'El ticket #{id} se soltó y se queda en {from}.',
      cancelled: 'Se canceló el movimiento del ticket #{id}; se queda en {from}.',
    },
    moveFailed: 'No se pudo mover el ticket #{id} a {status}: {reason}',
  },
  calendar: {
    label: 'Calendario de tickets',
    previous: 'Anterior',
    next: 'Siguiente',
    today: 'Hoy',
    month: 'Mes',
    week: 'Semana',
    mode: 'Rango del calendario',
    loading: 'Cargando los tickets de este periodo',
    loadError: 'No se pudieron cargar los tickets de este periodo.',
    emptyMonth: 'No hay tickets con fechas este mes',
    emptyWeek: 'No hay tickets con fechas esta semana',
    truncated:
      'Se muestran los primeros {count} tickets de este periodo; acota los filtros para ver el resto.',
    rescheduleFailed: 'No se pudo mover el ticket #{id} al {date}: {reason}',
    weekNumber: 'Semana',
    weekNumberShort: 'Sm',
    more: '+{count} más',
    moreHint: '{count, plural, one {Ver # ticket más} other {Ver # tickets más}}',
  },
};
