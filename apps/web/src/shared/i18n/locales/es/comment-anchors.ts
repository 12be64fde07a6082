import type { commentAnchors as en } from '../../comment-anchors';
import type { Translated } from '../../translated';

/**
 * Comments that point (ui.commentAnchors; docs/product.md#comments-and-files): at a moment or a
 * range of a recording on its player page, and pinned on a ticket's reference image.
 */
export const commentAnchors: Translated<typeof en> = {
  recording: {
    title: 'Comentarios sobre esta grabación',
    timeline: 'Comentarios a lo largo de la grabación',
    marker: 'Comentario en {time}',
    markerRange: 'Comentario de {start} a {end}',
    loading: 'Cargando los comentarios…',
    loadError: 'No se pudieron cargar los comentarios.',
    empty:
      'Aún no hay comentarios sobre esta grabación. Pausa donde haya que cambiar algo y comenta en ese momento.',
    allResolved: 'Todos los comentarios de aquí están resueltos.',
    list: 'Comentarios sobre esta grabación, en el orden de la grabación',
    commentNow: 'Comentar en el momento actual',
    commentHere: 'Comentar en {time}',
    commentRange: 'Comentar de {start} a {end}',
    start: 'Desde {time}',
    end: 'hasta {time}',
    startNow: 'Empezar en el momento actual',
    endNow: 'Terminar en el momento actual',
    clearEnd: 'Sin final',
    endBeforeStart: 'El final tiene que ir después del inicio.',
    seek: 'Reproducir desde {time}',
    noLength:
      'Aún no se conoce la duración de la grabación: los marcadores aparecen en cuanto se haya leído.',
  },
  pins: {
    title: 'Comentarios fijados',
    pinMode: 'Fijar un comentario',
    pinModeOn:
      'Haz clic en la imagen para marcar un punto o arrastra para marcar un recuadro. Pulsa Esc para terminar.',
    keyboardHint:
      'Mueve el pin con las teclas de flecha (Shift para pasos más grandes) y luego escribe tu comentario.',
    draft: 'Pin nuevo',
    pin: 'Pin {number}',
    pinBy: 'Pin {number}: comentario de {name}',
    list: 'Comentarios fijados en esta imagen',
    loading: 'Cargando los pines…',
    loadError: 'No se pudieron cargar los comentarios fijados.',
    empty:
      'Aún no hay pines. Elige «Fijar un comentario» y haz clic en la imagen donde haya que cambiar algo.',
    imageAlt: '{name}',
    original: 'Abrir el original',
    close: 'Cerrar',
    viewer: 'Imagen {name}',
    openImage: 'Abrir {name} y sus comentarios fijados',
  },
  composer: {
    label: 'Tu comentario',
    placeholder: '¿Qué habría que cambiar aquí?',
    post: 'Publicar comentario',
    cancel: 'Cancelar',
    shared: 'Visible para el cliente',
    sharedHint:
      'Los comentarios compartidos aparecen en el portal del cliente; los internos, solo para el equipo.',
    posted: 'Tu comentario se ha publicado.',
    empty: 'Primero escribe un comentario.',
  },
  thread: {
    resolve: 'Resolver',
    reopen: 'Reabrir',
    resolved: 'Resuelto',
    resolvedBy: 'Resuelto por {name}',
    showResolved: 'Mostrar resueltos',
    resolvedDone: 'Resuelto.',
    reopenedDone: 'Reabierto.',
  },
  badges: {
    shared: 'Compartido con el cliente',
    client: 'Cliente',
    atTime: 'En {time} de una grabación',
    range: '{start}–{end} de una grabación',
    pin: 'Fijado en una imagen',
    box: 'Un recuadro en una imagen',
  },
};
