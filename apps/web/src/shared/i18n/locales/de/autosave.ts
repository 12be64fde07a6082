import type { autosave as en } from '../../autosave';
import type { Translated } from '../../translated';

/** Texts of fields that save themselves and of edit conflicts (ui.autosave). */
export const autosave: Translated<typeof en> = {
  saving: 'Wird gespeichert …',
  saved: 'Gespeichert',
  failed: 'Nicht gespeichert: {reason} Ihr Text bleibt auf diesem Gerät erhalten.',
  retry: 'Erneut versuchen',
  conflict: {
    title: 'Jemand anderes hat „{field}“ geändert, während Sie es bearbeitet haben.',
    theirs: 'Die andere Version',
    mine: 'Ihre Version',
    empty: '(leer)',
    keepMine: 'Meine behalten',
    useTheirs: 'Die andere übernehmen',
    keepBoth: 'Beide behalten',
    keepBothHint: '„Beide behalten“ setzt den anderen Text zuerst und Ihren dahinter.',
  },
  leave: 'Einige Ihrer Änderungen sind noch nicht gespeichert. Trotzdem verlassen?',
};
