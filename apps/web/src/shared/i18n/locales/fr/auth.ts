import type { auth as en } from '../../auth';
import type { Translated } from '../../translated';

/**
 * French texts of the auth feature (ui.auth): sign in, sign up, password reset, e-mail
 * verification, with the sign-in provider and single sign-on errors in French.
 */
export const auth: Translated<typeof en> = {
  email: 'E-mail',
  password: 'Mot de passe',
  confirmPassword: 'Confirmer le mot de passe',
  newPassword: 'Nouveau mot de passe',
  confirmNewPassword: 'Confirmer le nouveau mot de passe',
  currentPassword: 'Mot de passe actuel',
  passwordHint: 'Au moins {count} caractères.',
  passwordsDiffer: 'Les mots de passe ne correspondent pas.',
  name: 'Nom complet',
  signIn: 'Se connecter',
  signUp: 'Créer un compte',
  forgotPassword: 'Mot de passe oublié ?',
  noAccount: 'Pas encore de compte ?',
  haveAccount: 'Vous avez déjà un compte ?',
  backToSignIn: 'Retour à la connexion',
  signInIntro: 'Bon retour parmi nous. Connectez-vous à votre espace de travail.',
  codeTitle: 'Vérification en deux étapes',
  codeIntro: 'Saisissez le code à 6 chiffres de votre application d’authentification.',
  recoveryIntro:
    'Saisissez l’un des codes de récupération que vous avez enregistrés en activant la vérification en deux étapes.',
  code: 'Code',
  recoveryCode: 'Code de récupération',
  trustDevice: 'Faire confiance à cet appareil pendant {count} jours',
  trustDeviceHint:
    'Sur un ordinateur que vous êtes seul à utiliser. Aucun code ne vous sera demandé ici pendant cette période.',
  verify: 'Vérifier',
  useRecovery: 'Utiliser plutôt un code de récupération',
  useApp: 'Utiliser plutôt un code de l’application',
  startOver: 'Se reconnecter',
  or: 'ou',
  continueWith: 'Continuer avec {provider}',
  providerErrors: {
    account_not_linked:
      'Un compte existe déjà avec cette adresse e-mail. Connectez-vous avec votre mot de passe, puis associez ce fournisseur dans Connexion et sécurité.',
    unable_to_create_user:
      'Le fournisseur n’a pas confirmé votre adresse e-mail : aucun compte n’a donc été créé.',
    email_does_not_match: 'Ce compte du fournisseur a une adresse e-mail différente de la vôtre.',
    unable_to_link_account:
      'Le fournisseur n’a pas confirmé votre adresse e-mail : il n’a donc pas été associé.',
    account_already_linked_to_different_user: 'Ce compte du fournisseur est déjà associé à un autre compte.',
  },
  providerErrorFallback: 'La connexion avec le fournisseur n’a pas fonctionné. Réessayez.',
  signInWithPasskey: 'Se connecter avec une clé d’accès',
  usePasskey: 'Utiliser plutôt une clé d’accès',
  // Single sign-on: docs/product.md#single-sign-on.
  signInWithSso: 'Se connecter avec l’authentification unique',
  ssoTitle: 'Authentification unique',
  ssoIntro:
    'Saisissez votre adresse professionnelle : nous vous redirigeons vers la page de connexion de votre entreprise.',
  workEmail: 'E-mail professionnel',
  continue: 'Continuer',
  ssoErrors: {
    failed:
      'La réponse de votre fournisseur d’identité n’a pas pu être vérifiée. Réessayez, ou adressez-vous à l’administrateur de votre espace de travail.',
    expired: 'Cette connexion a pris trop de temps. Recommencez.',
    domain_not_verified:
      'Cette adresse n’appartient à aucun domaine que votre espace de travail a vérifié pour l’authentification unique.',
    seat_limit_reached:
      'Votre espace de travail n’a plus de siège libre pour vous. Demandez à son administrateur d’ajouter des sièges.',
    disabled: 'L’authentification unique est désactivée pour cet espace de travail.',
  },
  signUpIntro: 'Créez votre compte en une minute ; vous confirmerez ensuite votre adresse e-mail.',
  checkInboxTitle: 'Consultez votre boîte de réception',
  checkInboxText:
    'Nous avons envoyé un lien de confirmation à <b>{email}</b>. Ouvrez-le pour activer votre compte.',
  checkInboxHint:
    'Pas d’e-mail après quelques minutes ? Regardez dans vos spams, ou connectez-vous pour recevoir un nouveau lien.',
  useAnotherEmail: 'Utiliser une autre adresse e-mail',
  forgotIntro:
    'Saisissez l’adresse e-mail de votre compte et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  sendResetLink: 'Envoyer le lien de réinitialisation',
  forgotSent:
    'Si un compte existe pour <b>{email}</b>, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Ce lien est valable pendant une durée limitée.',
  resetIntro: 'Choisissez un nouveau mot de passe pour votre compte.',
  resetSubmit: 'Définir le nouveau mot de passe',
  resetDone: 'Votre mot de passe a été modifié. Connectez-vous avec votre nouveau mot de passe.',
  requestNewLink: 'Demander un nouveau lien',
  verifying: 'Vérification de votre e-mail…',
  verified: 'Votre adresse e-mail est confirmée. Veuillez vous connecter.',
  goToSignIn: 'Aller à la connexion',
};
