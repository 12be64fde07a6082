import type { Translated } from '../../translated';
import type { tryTexts as en } from '../../try';

/** French texts of the public brand-profile builder (ui.try). */
export const tryTexts: Translated<typeof en> = {
  intro:
    'Voyez votre marque mise par écrit en une minute : une voix, trois piliers de contenu et le public à qui s’adresser. Sans créer de compte.',
  brandName: 'Nom de la marque',
  brandNamePlaceholder: 'ex. : Leaf & Co',
  handle: 'Identifiant',
  handleHint: 'Facultatif : l’identifiant Instagram ou TikTok.',
  handlePlaceholder: '@leafco',
  captions: 'Quelques-unes de vos publications',
  captionsHint: 'Collez jusqu’à {max} légendes : l’ébauche s’inspire de votre vraie façon d’écrire.',
  caption: 'Publication {n}',
  captionPlaceholder: 'Collez une légende telle qu’elle a été publiée',
  addCaption: 'Ajouter une publication',
  removeCaption: 'Retirer la publication {n}',
  submit: 'Esquisser ma marque',
  drafting: 'Rédaction…',
  nameRequired: 'Indiquez le nom de la marque.',
  handleInvalid: 'Un identifiant ne contient que des lettres, des chiffres, des points et des tirets bas.',
  resultTitle: 'Une première ébauche de {name}',
  sourceAi: 'Rédigée par l’IA à partir de ce que vous avez fourni.',
  sourceTemplate:
    'Rédigée selon des règles à partir de ce que vous avez fourni : un modèle à vous approprier.',
  voice: 'Voix',
  tone: 'Ton',
  doSay: 'Dit',
  dontSay: 'Évite',
  pillars: 'Piliers de contenu',
  audience: 'Public',
  interests: 'Centres d’intérêt',
  keepsUntil: 'Nous conservons cette ébauche jusqu’à {time}, sauf si vous vous inscrivez.',
  next: 'La garder : étapes suivantes',
  startOver: 'Recommencer',
  nextIntro: 'Votre ébauche vous attend. Trois étapes et elle devient le profil de votre marque.',
  stepSignUp: 'Créez votre compte : {days} jours gratuits, sans carte bancaire.',
  stepWorkspace: 'Nommez l’espace de travail de votre équipe.',
  stepBrand:
    'Ajoutez {name} comme première marque : la voix, les piliers et le public rejoignent son profil.',
  signUp: 'Créer mon compte',
  signIn: 'J’ai déjà un compte',
  signedInAdd: 'Ajouter {name} comme marque',
  noDraft:
    'Il n’y a pas d’ébauche ici : elle a expiré au bout de 24 heures, a déjà été ajoutée à une marque, ou a été créée sur un autre appareil.',
  makeOne: 'Créer une ébauche',
  loadingDraft: 'Chargement de votre ébauche…',
  carryTitle: 'Votre ébauche de /try',
  carryText: 'La voix, les piliers et le public proposés pour {name} seront ajoutés à cette marque.',
  carryDrop: 'Ne pas l’ajouter',
  carried: 'L’ébauche /try est dans le profil de {name} : une voix, des piliers et un public.',
  carryFailed: 'Impossible d’ajouter l’ébauche /try : {reason}',
};

// Under its ui key too, which the part loader reads it by (language.ts); `try` is a keyword, hence two names.
export { tryTexts as try };
