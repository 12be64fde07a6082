import type { profile as en } from '../../profile';
import type { Translated } from '../../translated';

/** The profile feature's texts (ui.profile): the signed-in user's own profile. */
export const profile: Translated<typeof en> = {
  details: 'Persönliche Angaben',
  detailsIntro: 'So sieht Ihr Team Sie.',
  jobTitle: 'Position',
  industry: 'Branche',
  industryPlaceholder: 'Branche wählen',
  skills: 'Fähigkeiten',
  skillsPlaceholder: 'Fähigkeiten wählen',
  skillsHint: 'Die Fähigkeiten der gewählten Branche.',
  skillsNeedIndustry: 'Wählen Sie zuerst eine Branche.',
  save: 'Änderungen speichern',
  saved: 'Ihr Profil wurde gespeichert.',
  avatar: 'Profilbild',
  avatarUpload: 'Bild hochladen',
  avatarUploading: 'Wird hochgeladen …',
  avatarHint: '{types}, höchstens {size} MB.',
  avatarSaved: 'Ihr Profilbild wurde aktualisiert.',
  password: 'Passwort',
  passwordIntro: 'Wenn Sie es ändern, werden Ihre anderen Geräte abgemeldet.',
  changePassword: 'Passwort ändern',
  passwordChanged: 'Ihr Passwort wurde geändert.',
  loadError: 'Ihr Profil konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
};
