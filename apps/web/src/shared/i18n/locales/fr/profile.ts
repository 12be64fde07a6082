import type { profile as en } from '../../profile';
import type { Translated } from '../../translated';

/** French texts of the signed-in user's own profile (ui.profile). */
export const profile: Translated<typeof en> = {
  details: 'Informations personnelles',
  detailsIntro: 'Ce que votre équipe voit de vous.',
  jobTitle: 'Poste',
  industry: 'Secteur',
  industryPlaceholder: 'Choisir un secteur',
  skills: 'Compétences',
  skillsPlaceholder: 'Choisir des compétences',
  skillsHint: 'Les compétences du secteur choisi.',
  skillsNeedIndustry: 'Choisissez d’abord un secteur.',
  save: 'Enregistrer les modifications',
  saved: 'Votre profil a été enregistré.',
  avatar: 'Photo de profil',
  avatarUpload: 'Envoyer une photo',
  avatarUploading: 'Envoi…',
  avatarHint: '{types}, {size} Mo maximum.',
  avatarSaved: 'Votre photo de profil a été mise à jour.',
  password: 'Mot de passe',
  passwordIntro: 'Si vous le modifiez, vos autres appareils seront déconnectés.',
  changePassword: 'Changer le mot de passe',
  passwordChanged: 'Votre mot de passe a été modifié.',
  loadError: 'Impossible de charger votre profil.',
  retry: 'Réessayer',
};
