import type {
  memberStatuses as enMemberStatuses,
  roleHints as enRoleHints,
  roles as enRoles,
  team as enTeam,
} from '../../team';
import type { Translated } from '../../translated';

/** Role names ('Admin', 'Member', 'External' in the English). */
export const roles: Translated<typeof enRoles> = {
  admin: 'Administrador',
  member: 'Miembro',
  external: 'Externo',
};

/** Member statuses. */
export const memberStatuses: Translated<typeof enMemberStatuses> = {
  joined: 'Unido',
  invited: 'Invitado',
  expired: 'Caducado',
};

/** What each role may do. */
export const roleHints: Translated<typeof enRoleHints> = {
  admin: 'Gestiona el equipo, la facturación y todas las marcas.',
  member: 'Trabaja en las marcas que se le asignan.',
  external: 'Colaborador de fuera: solo ve las marcas que se le asignan y no puede abrir tickets.',
};

/** The team page's texts (ui.team). */
export const team: Translated<typeof enTeam> = {
  intro: 'Todas las personas de este espacio de trabajo y las invitaciones aún sin aceptar.',
  invite: 'Invitar',
  filters: 'Filtros',
  search: 'Buscar',
  searchPlaceholder: 'Nombre o correo',
  role: 'Rol',
  status: 'Estado',
  seatsClaimed: 'Plazas ocupadas',
  seatsPending: 'Invitaciones pendientes',
  email: 'Correo electrónico',
  name: 'Nombre',
  brands: 'Marcas',
  allBrands: 'Todas',
  brandsAll: 'todas las marcas',
  brandsCount: '{count, plural, one {# marca} other {# marcas}}',
  members: 'Miembros del equipo',
  rowActions: 'Acciones para {email}',
  revoke: 'Revocar invitación',
  removeTitle: '¿Quitar a {email}?',
  removeText: 'Perderá el acceso a este espacio de trabajo y a sus marcas.',
  removed: '{email} se quitó del espacio de trabajo.',
  signOut: 'Cerrar sesión en todas partes',
  signOutTitle: '¿Cerrar la sesión de {email} en todas partes?',
  signOutText:
    'Se cierra al momento la sesión en todos los navegadores y dispositivos donde la tenga iniciada, en todos los espacios de trabajo. Podrá volver a iniciarla.',
  signedOut:
    '{count, plural, one {Se cerró # sesión de {email}.} other {Se cerraron # sesiones de {email}.}}',
  revokeTitle: '¿Revocar la invitación a {email}?',
  revokeText: 'El enlace de la invitación deja de funcionar.',
  revoked: 'Se revocó la invitación a {email}.',
  emptyTitle: 'Nadie coincide',
  emptyText: 'Prueba con otra búsqueda, otro rol u otro estado.',
  loadError: 'No se pudo cargar el equipo.',
  inviteIntro: 'Invita a alguien por correo. La invitación es válida durante {count} días.',
  brandsPlaceholder: 'Elige marcas',
  brandsHint: 'Las marcas que puede ver.',
  brandsAdmin: 'Los administradores ven todas las marcas.',
  noBrands: 'Aún no hay marcas: los administradores ven todas las que añadas más adelante.',
  send: 'Enviar invitación',
  sent: 'Invitación enviada a {email}',
  /** After the seat limit's message (docs/product.md#seats). */
  goToBilling: 'Ir a facturación',
  editIntro: 'Rol y acceso a marcas de {email}.',
  saved: 'Se guardaron los cambios de {email}.',
  memberNotFound: 'Este miembro no está en el espacio de trabajo.',
};
