import type { memberProfile as en } from '../../member-profile';
import type { Translated } from '../../translated';

/**
 * The texts of a member's profile (/profile/{uid}): the team feature's page and the sections
 * the projects, tickets and time-tracking features show in it.
 */
export const memberProfile: Translated<typeof en> = {
  summary: 'Resumen',
  picture: 'Foto de {name}',
  role: 'Rol',
  status: 'Estado',
  brands: 'Marcas',
  brandsAll: 'Todas las marcas',
  brandsCount: '{count, plural, one {# marca} other {# marcas}}',
  onlyAdmin:
    'Es la única persona administradora de este espacio de trabajo, y siempre tiene que haber al menos una: haz administradora a otra persona antes de cambiar este rol o de quitarla.',
  editAccess: 'Cambiar rol y marcas',
  editTitle: 'Rol y marcas de {name}',
  remove: 'Quitar del espacio de trabajo',
  backToTeam: 'Volver al equipo',
  loadError: 'No se pudo cargar este perfil.',
  brandsSection: {
    title: 'Marcas y acceso',
    intro: 'Las marcas que puede ver y su rol en cada una.',
    adminAll: 'Un administrador del espacio de trabajo ve todas las marcas y es administrador de cada una.',
    externalNote: 'Los colaboradores externos son miembros de una marca, nunca sus administradores.',
    emptyTitle: 'Sin marcas',
    emptyText: 'Asígnale marcas con «Cambiar rol y marcas».',
    noBrandsYet: 'Este espacio de trabajo aún no tiene marcas.',
    roleUnknown: 'Rol no cargado',
    loadError: 'No se pudieron cargar sus roles en las marcas.',
  },
  ticketsSection: {
    title: 'Tickets abiertos',
    intro: 'Asignados a esta persona y aún sin terminar.',
    count: '{count, plural, one {# ticket abierto} other {# tickets abiertos}}',
    emptyTitle: 'No hay tickets abiertos',
    emptyText: 'No hay nada asignado a esta persona pendiente.',
    loadError: 'No se pudieron cargar sus tickets.',
    due: 'Fecha límite: {date}',
    noDue: 'Sin fecha límite',
    more: '{count, plural, one {y # más que no se muestra aquí.} other {y # más que no se muestran aquí.}}',
    seeInTasks: 'Verlos en Tickets',
  },
  timeSection: {
    title: 'Tiempo esta semana',
    intro: 'Tiempo terminado registrado desde el lunes {date}.',
    total: 'Total esta semana',
    byBrand: 'Por marca',
    emptyTitle: 'No hay tiempo registrado esta semana',
    emptyText:
      'El tiempo aparece aquí en cuanto se detiene uno de sus temporizadores o se añade un registro.',
    loadError: 'No se pudo cargar su tiempo.',
  },
};
