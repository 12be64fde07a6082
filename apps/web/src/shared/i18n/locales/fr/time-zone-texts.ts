import type { timeZone as en } from '../../time-zone-texts';
import type { Translated } from '../../translated';

/** The time zone choice's texts (ui.timeZone). */
export const timeZone: Translated<typeof en> = {
  title: 'Fuseau horaire',
  intro: 'Vos jours et heures y sont comptés : échéances, « cette semaine », le rapport de temps.',
  label: 'Fuseau horaire',
  placeholder: 'Chercher une ville ou un fuseau',
  nothingFound: 'Aucun fuseau de ce nom',
  browser: 'Votre navigateur est sur {zone}.',
  useBrowser: 'Utiliser celui de mon navigateur',
  saved: 'Votre fuseau horaire est maintenant {zone}.',
  bannerText: 'L’horloge de votre ordinateur est sur {browser}, votre profil sur {profile}.',
  bannerSwitch: 'Passer à {browser}',
  bannerKeep: 'Garder {profile}',
  bannerLabel: 'Fuseau horaire',
};
