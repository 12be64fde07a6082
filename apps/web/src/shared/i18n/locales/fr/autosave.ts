import type { autosave as en } from '../../autosave';
import type { Translated } from '../../translated';

/** French texts of fields that save themselves and of edit conflicts (ui.autosave). */
export const autosave: Translated<typeof en> = {
  saving: 'Enregistrement…',
  saved: 'Enregistré',
  failed: 'Non enregistré : {reason} Votre texte est conservé sur cet appareil.',
  retry: 'Réessayer',
  conflict: {
    title: 'Quelqu’un d’autre a modifié « {field} » pendant que vous le modifiiez.',
    theirs: 'Sa version',
    mine: 'Votre version',
    empty: '(vide)',
    keepMine: 'Garder la mienne',
    useTheirs: 'Prendre la sienne',
    keepBoth: 'Garder les deux',
    keepBothHint: '« Garder les deux » place son texte en premier et le vôtre à la suite.',
  },
  leave: 'Certaines de vos modifications ne sont pas encore enregistrées. Quitter quand même ?',
};
