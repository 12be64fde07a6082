import { POST_IMPORT_MAX_ROWS } from '@expertos/domain/post-import';
import type { postImports as en } from '../../post-imports';
import type { Translated } from '../../translated';

/** Bulk posts from a CSV of links (ui.postImports; docs/product.md#bulk-posts-from-links). */
export const postImports: Translated<typeof en> = {
  subtitle: 'Convierte un CSV de enlaces en borradores de publicaciones',
  loading: 'Cargando la marca…',
  openFromTasks: 'Importar publicaciones',
  openFromTasksHint: 'Crea borradores de publicaciones a partir de un CSV de enlaces',
  source: {
    title: 'Enlaces para importar',
    help: `Un archivo CSV cuya primera columna contenga los enlaces (puede tener fila de encabezado), o enlaces pegados uno por línea. Hasta ${POST_IMPORT_MAX_ROWS.toLocaleString('es-ES')} filas.`,
    pick: 'Elegir un archivo CSV',
    picked: '{name} ({size})',
    clearFile: 'Quitar el archivo',
    paste: 'O pega enlaces, uno por línea',
    pastePlaceholder: 'https://www.instagram.com/p/…\nhttps://www.youtube.com/watch?v=…',
    submit: 'Leer los enlaces',
    nothing: 'Elige un archivo o pega al menos un enlace.',
  },
  status: {
    previewing: 'Obteniendo vistas previas',
    ready: 'Vistas previas listas',
    creating: 'Creando publicaciones',
    done: 'Terminado',
    failed: 'Fallido',
  },
  progress: '{done} de {total}',
  progressLabel: '{phase}: {done} de {total}',
  reloadSafe: 'Puedes salir de esta página: el trabajo continúa y estará aquí cuando vuelvas.',
  previewTitle: 'Vistas previas',
  previewCount: '{count, plural, one {# enlace} other {# enlaces}}',
  noTitle: 'Sin título',
  refused: 'Rechazado',
  created: 'Creado {id}',
  create:
    '{count, plural, one {Crear # borrador de publicación} other {Crear # borradores de publicaciones}}',
  nothingToCreate: 'Ninguno de estos enlaces puede convertirse en una publicación.',
  doneTitle:
    '{count, plural, one {# borrador de publicación creado} other {# borradores de publicaciones creados}}',
  doneNothingNew: 'Nada nuevo que importar: todos los enlaces ya se importaron antes.',
  seeTasks: 'Ver las publicaciones',
  another: 'Importar más enlaces',
  skippedTitle: '{count, plural, one {# fila omitida} other {# filas omitidas}}',
  kinds: { invalid: 'No es un enlace', duplicate: 'Repetido' },
  line: 'Línea',
  lineNote: 'Línea {line}: {note}',
  value: 'Valor',
  reason: 'Motivo',
  recentTitle: 'Importaciones recientes',
  recentRow: '{date} · {count} enlaces',
  open: 'Abrir',
  loadError: 'No se pudo cargar la importación.',
  columns: { image: 'Imagen', post: 'Publicación', platform: 'Plataforma', state: 'Estado' },
};
