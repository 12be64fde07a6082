import type { autosave as en } from '../../autosave';
import type { Translated } from '../../translated';

/** Texts of fields that save themselves and of edit conflicts (ui.autosave). */
export const autosave: Translated<typeof en> = {
  saving: 'Guardando…',
  saved: 'Guardado',
  failed: 'Sin guardar: {reason} Tu texto se conserva en este dispositivo.',
  retry: 'Reintentar',
  conflict: {
    title: 'Otra persona cambió «{field}» mientras lo editabas.',
    theirs: 'Su versión',
    mine: 'Tu versión',
    empty: '(vacío)',
    keepMine: 'Conservar la mía',
    useTheirs: 'Usar la suya',
    keepBoth: 'Conservar ambas',
    keepBothHint: 'Conservar ambas pone su texto primero y el tuyo a continuación.',
  },
  leave: 'Algunos de tus cambios aún no se han guardado. ¿Salir de todos modos?',
};
