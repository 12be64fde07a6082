import type { phases as enPhases, projects as enProjects } from '../../projects';
import type { Translated } from '../../translated';

/** The phases of a brand (ui.projects). */
export const phases: Translated<typeof enPhases> = {
  sales: 'Ventas',
  active: 'Activa',
  inactive: 'Inactiva',
};

/** The texts of brands (projects): brand form and users (ui.projects). */
export const projects: Translated<typeof enProjects> = {
  addIntro: 'Añade una marca: el cliente o producto para el que creas contenido.',
  editIntro: 'Cambia el nombre, el sitio, la fase o la portada de {name}.',
  name: 'Nombre de la marca',
  namePlaceholder: 'p. ej., Acme',
  site: 'Sitio de Shopify',
  sitePlaceholder: 'https://acme.myshopify.com',
  siteHint: 'Opcional: la dirección completa de la tienda.',
  siteInvalid: 'Introduce una dirección web completa, empezando por https://',
  phase: 'Fase',
  cover: 'Imagen de portada',
  coverPick: 'Elegir una imagen',
  coverChange: 'Elegir otra imagen',
  coverRemove: 'Quitar la imagen',
  coverHint: '{types}, {size} MB como máximo.',
  coverPreview: 'Vista previa de la portada',
  create: 'Crear marca',
  created: 'Se creó la marca {name}.',
  saved: 'Se guardó la marca {name}.',
  coverFailed: 'La marca se guardó, pero no se pudo subir su imagen de portada: {reason}',
  notFound: 'Esta marca no existe o no tienes acceso a ella.',
  loadError: 'No se pudo cargar la marca.',
  users: {
    intro: 'Quién trabaja en {name}. Los administradores del espacio de trabajo ven todas las marcas.',
    add: 'Añadir un usuario',
    role: 'Rol',
    access: 'Acceso',
    roles: { admin: 'Administrador de la marca', member: 'Miembro de la marca' },
    accessStates: { granted: 'Acceso concedido', requested: 'Acceso solicitado' },
    grant: 'Conceder acceso',
    remove: 'Quitar',
    rowActions: 'Acciones para {name}',
    removeTitle: '¿Quitar a {name} de {brand}?',
    removeText: 'Dejará de ver esta marca.',
    removed: '{name} ya no tiene acceso a {brand}.',
    granted: '{name} ya tiene acceso a {brand}.',
    emptyTitle: 'Aún no hay nadie',
    emptyText: 'Añade miembros del espacio de trabajo para darles acceso a esta marca.',
    loadError: 'No se pudieron cargar las personas de esta marca.',
  },
  userAdd: {
    intro: 'Da acceso a {name} a un miembro del espacio de trabajo.',
    member: 'Miembro del espacio de trabajo',
    memberPlaceholder: 'Elige un miembro',
    role: 'Rol en esta marca',
    add: 'Añadir a la marca',
    added: '{name} se añadió a {brand}.',
    noMembers: 'Todos los miembros del espacio de trabajo ya tienen acceso a esta marca.',
  },
  /** Los días de cierre de una marca (docs/product.md#closed-days). */
  closedDays: {
    title: 'Días de cierre',
    intro:
      'Días en los que el equipo de la marca no trabaja, como el cierre de la oficina entre Navidad y Año Nuevo.',
    empty:
      'Todavía no hay días de cierre. Los tickets recurrentes pueden saltarse los días indicados aquí o pasar al siguiente día hábil.',
    readOnly: 'Los administradores de la marca cambian los días de cierre.',
    loadError: 'No se pudieron cargar los días de cierre.',
    addTitle: 'Añadir días de cierre',
    name: 'Nombre',
    namePlaceholder: 'p. ej., Oficina cerrada',
    from: 'Primer día',
    to: 'Último día',
    add: 'Añadir a la lista',
    remove: 'Quitar {name}',
    unsaved: 'Aún sin guardar.',
    saved: 'Días de cierre guardados.',
    problems: {
      name: 'Ponle un nombre de {max} caracteres como máximo.',
      day: 'Elige un día.',
      toBeforeFrom: 'El último día es el mismo que el primero o posterior.',
      tooLong: 'Un periodo abarca como máximo {max} días.',
    },
  },
};
