import { PORTAL_BULK_MAX, PORTAL_LINK_IDLE_DAYS } from '@expertos/domain/approvals/portal';
import type { portal as en } from '../../portal';
import type { Translated } from '../../translated';

/**
 * The client portal (ui.portal): the page a client contact's link opens, without an account,
 * and the brand admins' controls for each contact's link (docs/product.md#approvals).
 */
export const portal: Translated<typeof en> = {
  page: {
    title: '{brand}: publicaciones para tu aprobación',
    hello: 'Hola, {name}.',
    waiting:
      '{count, plural, one {Una publicación espera tu aprobación.} other {# publicaciones esperan tu aprobación.}}',
    loading: 'Cargando tus publicaciones…',
    loadError: 'No se pudieron cargar tus publicaciones.',
    invalidTitle: 'Este enlace ya no funciona',
    emptyTitle: 'No hay nada pendiente para ti',
    emptyText:
      'Cuando el equipo pida tu aprobación, las publicaciones aparecerán aquí. Puedes guardar esta página.',
    selectAll: 'Seleccionar todas las publicaciones pendientes',
    select: 'Seleccionar «{summary}»',
    approveSelected:
      '{count, plural, =0 {Aprobar las publicaciones seleccionadas} one {Aprobar la publicación seleccionada} other {Aprobar # publicaciones seleccionadas}}',
    bulkMax: `Como máximo ${PORTAL_BULK_MAX} a la vez.`,
    bulkDone: '{count, plural, one {Una publicación aprobada.} other {# publicaciones aprobadas.}}',
    bulkSkipped:
      'Sin aprobar, porque cambiaron desde que abriste la página o ya no esperan tu aprobación: {names}. Vuelve a revisarlas abajo.',
  },
  item: {
    step: 'Paso {number} de {of}',
    requestedBy: 'Pedida por {name}',
    due: 'Prevista para el {date}',
    images: 'Imágenes',
    noCaption: 'Aún no tiene texto.',
    hooks: 'Frases de inicio para elegir',
    asItWillLook: 'Así se verá en {network}',
    link: 'Enlace: {url}',
    firstComment: 'Primer comentario',
    comment: 'Nota con tu decisión',
    commentHint: 'Obligatoria si pides cambios; el equipo la lee junto con tu decisión.',
    approve: 'Aprobar',
    changes: 'Pedir cambios',
    reject: 'Rechazar',
    rejectTitle: '¿Rechazar esta publicación?',
    rejectText: 'El equipo verá que la has rechazado. Añade un comentario para explicar por qué.',
    decided: {
      approved: 'Has aprobado esta versión. También espera a otras personas de tu equipo.',
      changes_requested: 'Has pedido cambios.',
      rejected: 'La has rechazado.',
    },
    changed:
      'Esta publicación cambió mientras la mirabas. Ahora se muestra la versión nueva: vuelve a revisarla.',
    comments: 'Comentarios',
    noComments: 'Aún no hay comentarios.',
    client: 'tú',
    atMoment: 'en un momento del vídeo',
    atMomentN: 'en {time} de la grabación {recording}',
    recordings: 'Grabaciones',
    recordingLabel: 'Grabación {number}',
    commentAtMoment: 'Comentar en {time}',
    momentHint: 'Tu comentario de abajo irá en {time} de esta grabación.',
    momentBy: '{time}: comentario de {name}',
    momentDraft: 'En {time} de la grabación {recording}',
    removeMoment: 'Comentar sin el momento',
    onImage: 'fijado en una imagen',
    onImageN: 'pin {number} en la imagen {image}',
    pinHere: 'Fijar un comentario',
    pinHint:
      'Haz clic en la imagen para marcar un punto o arrastra para marcar un recuadro; las teclas de flecha mueven el pin. Luego escribe tu comentario abajo.',
    pinDraft: 'Pin nuevo',
    pinBy: 'Pin {number}: comentario de {name}',
    pinnedOn: 'Fijado en la imagen {image}',
    removePin: 'Quitar el pin',
    resolved: 'resuelto',
    addComment: 'Añadir un comentario',
    addCommentHint: 'El equipo lo ve al momento. No decide nada.',
    send: 'Enviar comentario',
  },
  link: {
    none: 'Aún no hay enlace al portal',
    active: 'El enlace al portal funciona · abierto por última vez {when}',
    activeNever: 'El enlace al portal funciona · aún no se ha abierto',
    expired: `El enlace al portal caducó tras ${PORTAL_LINK_IDLE_DAYS} días sin visitas`,
    revoked: 'Enlace al portal revocado',
    send: 'Enviar enlace al portal',
    sendNew: 'Enviar un enlace nuevo',
    sendNewTitle: '¿Enviar un enlace nuevo a {name}?',
    sendNewText: 'Su enlace actual deja de funcionar al momento.',
    copyOnly: 'Crear un enlace sin enviarlo por correo',
    revoke: 'Revocar el enlace de {name}',
    revokeTitle: '¿Revocar el enlace de {name}?',
    revokeText: 'La página deja de abrirse al momento. Más adelante puedes enviar un enlace nuevo.',
    revokedDone: 'El enlace ya no funciona.',
    createdTitle: 'Enlace al portal de {name}',
    createdEmailed:
      'Enviamos este enlace por correo a {email}. Solo se muestra ahora: cópialo si quieres enviarlo tú.',
    createdNotEmailed: 'Solo se muestra ahora: cópialo y envíaselo tú a {name}.',
    copy: 'Copiar enlace',
    copied: 'Copiado',
    close: 'Listo',
    menu: 'Enlace al portal de {name}',
  },
};
