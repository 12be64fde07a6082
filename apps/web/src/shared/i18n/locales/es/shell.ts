import type {
  common as enCommon,
  nav as enNav,
  notify as enNotify,
  pages as enPages,
  routeError as enRouteError,
  taskDialog as enTaskDialog,
  validation as enValidation,
} from '../../shell';
import type { Translated } from '../../translated';

/** The app shell's loading text. */
export const loading: string = 'Cargando…';

/** Common words of the app shell. */
export const common: Translated<typeof enCommon> = {
  retry: 'Reintentar',
  cancel: 'Cancelar',
  save: 'Guardar cambios',
  all: 'Todo',
  actions: 'Acciones',
  you: 'Tú',
  edit: 'Editar',
  remove: 'Quitar',
  /** Beside a person who exists here only as a Jira user (docs/product.md#seats). */
  fromJira: 'Jira',
  labelled: '{label}: {value}',
  labelColon: '{label}:',
  showPassword: 'Mostrar contraseña',
};

/** The label of close buttons. */
export const close: string = 'Cerrar';

/** The skip link at the top of every page. */
export const skipToContent: string = 'Saltar al contenido';

/** The app's notifications (toasts). */
export const notify: Translated<typeof enNotify> = {
  positive: 'Listo',
  negative: 'Error',
  dismiss: 'Descartar notificación',
  repeated: 'Mostrada {count} veces',
};

/** The navigation. */
export const nav: Translated<typeof enNav> = {
  main: 'Navegación principal',
  dashboard: 'Panel',
  tasks: 'Tickets',
  team: 'Equipo',
  billing: 'Facturación',
  time: 'Tiempo',
  approvals: 'Aprobaciones',
  openMenu: 'Abrir la navegación',
  closeMenu: 'Cerrar la navegación',
  userMenu: 'Menú de usuario',
  profile: 'Perfil',
  security: 'Inicio de sesión y seguridad',
  invites: 'Invitaciones',
  pendingInvites: '{count, plural, one {# invitación pendiente} other {# invitaciones pendientes}}',
  signOut: 'Cerrar sesión',
  /** Read after the logo's visible name: "Expertos, go to the dashboard" (label in name). */
  home: 'ir al panel',
  afterName: ', {label}',
};

/** The ticket dialog. */
export const taskDialog: Translated<typeof enTaskDialog> = {
  defaultTitle: 'Ticket',
  openInNewPage: 'Abrir en una página nueva',
  loading: 'Cargando el ticket',
};

/** A page that failed to render. */
export const routeError: Translated<typeof enRouteError> = {
  title: 'No se pudo mostrar esta página',
  reload: 'Recargar la página',
};

/** Form validation. */
export const validation: Translated<typeof enValidation> = {
  email: 'Introduce una dirección de correo válida.',
  invalid: 'Revisa este campo.',
};

/** Page titles. */
export const pages: Translated<typeof enPages> = {
  dashboard: 'Panel',
  billing: 'Plan y facturación',
  team: 'Equipo',
  tasks: 'Tickets',
  expired: 'Espacio de trabajo bloqueado',
  brandAdd: 'Gestionar marca',
  brandFeed: 'Feed de la marca',
  brandLibrary: 'Biblioteca de la marca',
  brandImport: 'Importar publicaciones',
  brandPlayground: 'Laboratorio de la marca',
  brandAnalytics: 'Resultados',
  brandApprovals: 'Aprobaciones',
  brandRecurring: 'Tickets recurrentes',
  brandTasks: 'Marca',
  brandTask: 'Detalles del ticket',
  brandUsers: 'Usuarios de la marca',
  brandIntegrations: 'Integraciones de la marca',
  brandUserAdd: 'Añadir un usuario a la marca',
  brandSettings: 'Configuración de la marca',
  userAdd: 'Añadir usuario',
  userEdit: 'Editar usuario',
  myInvites: 'Invitaciones',
  profile: 'Perfil',
  accountSecurity: 'Inicio de sesión y seguridad',
  workspaceAuditLog: 'Registro de auditoría',
  workspaceTemplates: 'Plantillas',
  workspaceSecurity: 'Seguridad',
  userProfile: 'Perfil de usuario',
  verifySubscription: 'Verificar suscripción',
  kitchenSync: 'Kitchen sync',
  play: 'Reproductor',
  onboarding: 'Configura tu espacio de trabajo',
  integrationSuccess: 'Integración conectada',
  signup: 'Crear cuenta',
  signin: 'Iniciar sesión',
  forgotPassword: 'Contraseña olvidada',
  resetPassword: 'Restablecer contraseña',
  confirmEmail: 'Verificación del correo',
  invite: 'Invitación',
  try: 'Prueba el generador de perfiles de marca',
  tryNextSteps: 'Próximos pasos',
  developers: 'Desarrolladores',
  ui: 'Tokens de diseño',
  bexOptions: 'Opciones de la extensión',
  bexRecord: 'Grabar',
  bexEmpty: 'Extensión',
  bexTextHighlight: 'Resaltado de texto',
  bexPopup: 'Ventana emergente de la extensión',
  bexPopupNewTicket: 'Nuevo ticket',
  bexDevtools: 'Herramientas de desarrollo',
};
