import type { timeZone as en } from '../../time-zone-texts';
import type { Translated } from '../../translated';

/** The time zone choice's texts (ui.timeZone). */
export const timeZone: Translated<typeof en> = {
  title: 'Zeitzone',
  intro: 'Ihre Tage und Uhrzeiten werden in ihr gezählt: Fälligkeiten, „diese Woche“, der Zeitbericht.',
  label: 'Zeitzone',
  placeholder: 'Nach Stadt oder Zone suchen',
  nothingFound: 'Keine Zone mit diesem Namen',
  browser: 'Ihr Browser steht auf {zone}.',
  useBrowser: 'Die meines Browsers verwenden',
  saved: 'Ihre Zeitzone ist jetzt {zone}.',
  bannerText: 'Die Uhr Ihres Computers steht auf {browser}, Ihr Profil auf {profile}.',
  bannerSwitch: 'Zu {browser} wechseln',
  bannerKeep: '{profile} behalten',
  bannerLabel: 'Zeitzone',
};
