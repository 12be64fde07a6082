import type { Translated } from '../../translated';
import type { workspace as en } from '../../workspaces';

/** The workspaces feature's texts (ui.workspace): switcher, settings, storage. */
export const workspace: Translated<typeof en> = {
  loading: 'Cargando tu espacio de trabajo…',
  loadError: 'No se pudieron cargar tus espacios de trabajo.',
  switcher: 'Cambiar de espacio de trabajo',
  listLabel: 'Espacios de trabajo',
  create: 'Crear espacio de trabajo',
  current: 'Espacio de trabajo actual',
  settings: 'Configuración del espacio de trabajo',
  rename: 'Guardar nombre',
  renamed: 'Se cambió el nombre del espacio de trabajo.',
  deleteHeading: 'Eliminar este espacio de trabajo',
  deleteText:
    'Sus marcas, tickets y equipo se eliminan con él. Solo puedes eliminar un espacio de trabajo del que seas propietario, y no el único que tengas.',
  deleteTitle: '¿Eliminar {name}?',
  delete: 'Eliminar espacio de trabajo',
  deleted: 'Se eliminó el espacio de trabajo.',
  storageUsed: 'Almacenamiento: {used} de {quota} usados',
  storageUnlimited: 'Almacenamiento: {used} usados (sin límite)',
};
