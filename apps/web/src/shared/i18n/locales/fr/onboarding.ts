import type { onboarding as en } from '../../onboarding';
import type { Translated } from '../../translated';

/** French texts of the onboarding feature (ui.onboarding). */
export const onboarding: Translated<typeof en> = {
  intro: 'Trois étapes rapides et votre équipe peut commencer.',
  step: 'Étape {step} sur {total}',
  nextUp: 'Ensuite : votre première marque et l’extension de navigateur.',
  workspaceTitle: 'Créez votre espace de travail',
  workspaceText:
    'Un espace de travail regroupe vos marques et votre équipe. Vous en devenez le propriétaire et l’administrateur.',
  name: 'Nom de l’espace de travail',
  namePlaceholder: 'ex. : Acme Studio',
  industry: 'Secteur',
  industryPlaceholder: 'Choisir un secteur',
  create: 'Créer l’espace de travail',
  created: 'L’espace de travail {name} a été créé.',
  brandTitle: 'Ajoutez votre première marque',
  brandText:
    'Les marques sont les clients ou les produits pour lesquels vous créez du contenu. Ajoutez-en une maintenant, ou plus tard depuis le tableau de bord.',
  addBrand: 'Ajouter votre première marque',
  extensionTitle: 'Installez l’extension de navigateur',
  extensionNote:
    'L’extension de navigateur n’est pas encore disponible. Dès sa sortie, voici les étapes pour l’installer.',
  extensionSteps: 'Étapes d’installation',
  extensionStep1: 'Ouvrez la page de l’extension sur le Chrome Web Store.',
  extensionStep2: 'Cliquez sur « Ajouter à Chrome » et confirmez.',
  extensionStep3: 'Épinglez l’extension à la barre d’outils du navigateur.',
  extensionStep4: 'Connectez-vous à l’extension avec ce compte.',
  toDashboard: 'Continuer vers le tableau de bord',
  continue: 'Continuer',
  signedOutTitle: 'Créez d’abord votre compte',
  signedOutText:
    'Un espace de travail appartient à un compte. Créez-en un, ou connectez-vous, et vous reviendrez directement ici.',
  // A second visit by someone who already has a workspace.
  haveTitle:
    '{count, plural, one {Vous avez déjà un espace de travail} other {Vous avez déjà # espaces de travail}}',
  haveText:
    'Continuez vers votre espace de travail, ou créez-en un autre pour une équipe distincte. Vos marques et vos tickets restent où ils sont.',
  open: 'Ouvrir {name}',
  createAnother: 'Créer un autre espace de travail',
  backToMine: 'Retour à mes espaces de travail',
};
