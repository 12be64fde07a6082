import { labelTexts } from '@expertos/domain/label-texts/fr';
import type { extension as en } from '../../extension';
import type { Translated } from '../../translated';

/** French texts of the extension pages (ui.extension). */
export const extension: Translated<typeof en> = {
  formLabel: 'Nouveau ticket depuis cette page',
  brand: 'Marque',
  brandPlaceholder: 'Choisir une marque',
  brandRequired: 'Choisissez la marque à laquelle le ticket est destiné.',
  noBrand: 'Aucune marque ne correspond.',
  summary: 'Résumé',
  type: 'Type',
  priority: 'Priorité',
  dueDate: 'Date d’échéance',
  reference: 'Contenu de référence',
  create: 'Créer le ticket',
  created: 'Ticket #{id} créé.',
  open: 'L’ouvrir dans l’app',
  signedOut: 'Connectez-vous à l’app pour créer des tickets depuis l’extension.',
  signIn: 'Se connecter',
  noWorkspace: 'Créez d’abord un espace de travail dans l’app.',
  loading: 'Chargement de vos marques…',
  highlightIntro:
    'Le texte sélectionné devient le contenu de référence du ticket, avec un lien vers sa provenance.',
  nothingSelected: 'Rien n’a été sélectionné : la page elle-même est conservée comme source.',
  updateTitle: 'Mettre à jour l’extension de navigateur',
  updateClose: 'Fermer l’avis de mise à jour',
  updateText:
    'Une version plus récente de l’extension est nécessaire pour enregistrer et capturer. Mettez-la à jour depuis la page des extensions de votre navigateur.',
  notInstalledTitle: 'L’extension de navigateur n’est pas installée dans ce navigateur',
  notInstalledText:
    'Pour enregistrer et capturer depuis n’importe quelle page, il faut l’extension Expertos, dans Google Chrome.',
  installStep1: 'Compilez-la (npm run build) ou prenez le dossier de l’extension que partage votre équipe.',
  installStep2: 'Ouvrez chrome://extensions et activez le mode développeur.',
  installStep3:
    'Choisissez « Charger l’extension non empaquetée » et sélectionnez le dossier apps/extension/dist/chrome-mv3.',
  installed: 'L’extension est installée (version {version} ; cette app attend la {current}).',
  openOptions: 'Ouvrir les options de l’extension',
  openRecorder: 'Ouvrir l’enregistreur',
  optionsIntro: 'L’extension conserve ses options dans ce navigateur.',
  optionBrand: 'La marque où vont d’abord les nouveaux tickets et enregistrements.',
  optionCamera: 'La caméra de la bulle caméra.',
  optionSource:
    'Ce qui est enregistré en premier ({source}, sauf si vous choisissez un onglet ou une fenêtre).',
  optionAutoRecord: 'Commencer l’enregistrement dès l’ouverture de l’enregistreur.',
  optionDisable: 'Désactiver le bouton de sélection : {options}.',
  captureSources: { ...labelTexts.captureSources },
  disableOptions: { ...labelTexts.disableOptions },
  optionsWhere: 'Modifiez-les dans la page d’options de l’extension.',
  recordIntro:
    'Les enregistrements d’écran sont réalisés par l’extension de navigateur et envoyés dans un ticket.',
  recordStep1: 'Choisissez la marque, puis un ticket nouveau ou existant.',
  recordStep2: 'Choisissez l’écran, un onglet ou une fenêtre ; le micro et la bulle caméra sont facultatifs.',
  recordStep3:
    'Arrêtez quand vous avez terminé : l’enregistrement est conservé dans le navigateur au fur et à mesure et s’envoie tout seul, même après un plantage ou une coupure de connexion.',
  emptyText: 'Il n’y a rien à afficher ici.',
  emptyTasks: 'Aller à vos tickets',
  emptyRecord: 'Enregistrer votre écran',
  popupIntro: 'Créez un ticket à partir de la page où vous êtes, ou enregistrez votre écran.',
  devtoolsIntro: 'Un ticket de bug avec la page, ses erreurs de console et ses requêtes en échec.',
  bugPage: 'Adresse de la page',
  bugErrors: 'Erreurs de console (une par ligne)',
  bugRequests: 'Requêtes en échec (une par ligne)',
  bugRequestsHint: 'Telles que les affiche le panneau Réseau, ex. : GET https://shop.example/api/cart 500',
  bugReport: 'Le rapport que reçoit le ticket',
  bugSummary: 'Rapport de bug',
};
