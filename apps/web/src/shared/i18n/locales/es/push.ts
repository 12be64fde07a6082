import type { busy as enBusy, offline as enOffline, push as enPush } from '../../push';
import type { Translated } from '../../translated';

/** Push notifications and installing the app (ui.push). */
export const push: Translated<typeof enPush> = {
  title: 'Notificaciones push',
  intro: 'Recibe avisos en este dispositivo y en tu teléfono, incluso con Expertos cerrado.',
  thisDevice: 'Este dispositivo',
  state: {
    on: 'Las notificaciones push están activadas en este dispositivo.',
    off: 'Las notificaciones push están desactivadas en este dispositivo.',
    denied:
      'Las notificaciones están bloqueadas para este sitio. Permítelas en los ajustes del sitio de tu navegador y luego activa aquí las notificaciones push.',
    unsupported:
      'Este navegador no puede recibir notificaciones push. En un iPhone o iPad, primero añade Expertos a la pantalla de inicio (Compartir y luego Añadir a pantalla de inicio) y ábrelo desde allí.',
    notConfigured: 'Este servidor no está configurado para enviar notificaciones push a los navegadores.',
    nativeApp:
      'Este teléfono recibe las notificaciones push a través de la app de Expertos. Si puede mostrarlas o no se decide en los ajustes del teléfono.',
  },
  turnOn: 'Activar las notificaciones push en este dispositivo',
  turnOff: 'Desactivar en este dispositivo',
  turnOnError: 'No se pudieron activar las notificaciones push.',
  turnOffError: 'No se pudieron desactivar las notificaciones push.',
  install: 'Instalar la app',
  installHint: 'Instala Expertos para abrirlo como una app, desde tu pantalla de inicio o tu dock.',
  kindsTitle: 'Qué notificar',
  kinds: {
    mention: 'Alguien me menciona',
    assigned: 'Se me asigna una tarea',
    status_changed: 'Un ticket que sigo cambia de estado',
    reminder: 'Vence un recordatorio',
    comment: 'Alguien comenta en un ticket que sigo',
    post_failed: 'Una publicación mía o de una marca que gestiono no se publicó',
    post_ready: 'Una publicación está lista para que la publique desde mi teléfono',
    weekly_review: 'La revisión semanal de una marca que gestiono está lista',
    approval_requested: 'Una publicación espera mi aprobación',
    approval_reminder: 'Una publicación que apruebo vence o está atrasada',
    approval_decided: 'Se decide, paso a paso, una publicación cuya aprobación pedí',
    approval_expired: 'Caduca una aprobación que pedí',
    client_commented: 'Un cliente comenta en una publicación cuya aprobación pedí',
  },
  quietTitle: 'Horas de silencio',
  quietSwitch: 'Retener las notificaciones durante las horas de silencio',
  quietHint: 'Las notificaciones esperan a que terminen las horas de silencio ({zone}).',
  quietFrom: 'Desde',
  quietTo: 'Hasta',
  saveError: 'No se pudieron guardar tus ajustes de notificaciones push.',
  loadError: 'No se pudieron cargar tus ajustes de notificaciones push.',
  devicesTitle: 'Tus dispositivos',
  devicesEmpty:
    'Aún no hay dispositivos. Activa las notificaciones push en este dispositivo o inicia sesión en la app móvil de Expertos.',
  lastSeen: 'Última actividad: {when}',
  thisBrowser: 'Este navegador',
  platforms: { web: 'Navegador', android: 'Android', ios: 'iPhone / iPad' },
  rename: 'Cambiar nombre',
  renameOf: 'Cambiar el nombre de {name}',
  nameLabel: 'Nombre del dispositivo',
  save: 'Guardar',
  cancel: 'Cancelar',
  remove: 'Quitar',
  removeOf: 'Quitar {name}',
  removeError: 'No se pudo quitar el dispositivo.',
  renameError: 'No se pudo cambiar el nombre del dispositivo.',
  test: 'Enviarme una notificación de prueba',
  testSent:
    '{count, plural, one {Una notificación de prueba va de camino a tu dispositivo.} other {Una notificación de prueba va de camino a tus # dispositivos.}}',
  testError: 'No se pudo enviar la notificación de prueba.',
  retry: 'Reintentar',
};

/** Being offline (ui.offline). */
export const offline: Translated<typeof enOffline> = {
  banner:
    'Estás sin conexión. Puede que lo que ves no esté actualizado, y los cambios no se pueden guardar hasta que vuelvas a tener conexión.',
  back: 'Vuelves a tener conexión.',
  startTitle: 'Estás sin conexión',
  startText: 'Expertos se abrirá en cuanto este dispositivo vuelva a tener conexión.',
  retry: 'Reintentar',
};

/** The server asked the app to slow down (a rate limit): it carries on by itself (ui.busy). */
export const busy: Translated<typeof enBusy> = {
  notice: 'Demasiadas peticiones a la vez: seguimos en unos segundos.',
};
