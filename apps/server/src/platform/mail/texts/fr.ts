import { PRODUCT_NAME } from '@expertos/domain/product';
import type { MailTexts } from './en.js';

/** A non-breaking space: before `: ; ! ?` and inside « », as French typography wants. */
const NBSP = '\u00a0';

/** How a sign-in proved itself, after « avec » (the server names it in English). */
const METHODS: Record<string, string> = {
  'your password': 'votre mot de passe',
  'your password and an authenticator code': 'votre mot de passe et un code d’application d’authentification',
  'your password and a recovery code': 'votre mot de passe et un code de récupération',
  'a passkey': 'une clé d’accès',
  'your password on a trusted browser': 'votre mot de passe sur un navigateur de confiance',
  'your workspace’s single sign-on': 'l’authentification unique de votre espace de travail',
};

const quoted = (text: string) => `«${NBSP}${text}${NBSP}»`;

/** French (vous), drafted from the English (docs/translating.md), awaiting a fluent speaker’s review. */
export const fr: MailTexts = {
  layout: {
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    signature: `— L’équipe ${PRODUCT_NAME}`,
    copyLink: `Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur${NBSP}:`,
  },
  verifyEmail: {
    subject: `Confirmez votre adresse e-mail pour ${PRODUCT_NAME}`,
    preheader: `Un clic pour finir de configurer votre compte ${PRODUCT_NAME}.`,
    body: `Veuillez confirmer votre adresse e-mail pour finir de configurer votre compte ${PRODUCT_NAME}.`,
    action: 'Confirmer l’adresse e-mail',
    ignore: `Si vous n’avez pas créé de compte ${PRODUCT_NAME}, vous pouvez ignorer cet e-mail.`,
  },
  resetPassword: {
    subject: `Réinitialisez votre mot de passe ${PRODUCT_NAME}`,
    preheader: `Choisissez un nouveau mot de passe pour votre compte ${PRODUCT_NAME}.`,
    body: `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${PRODUCT_NAME}.`,
    action: 'Choisir un nouveau mot de passe',
    expires: 'Le lien ne fonctionne qu’une fois et expire bientôt.',
    ignore: `Si vous n’avez rien demandé, vous pouvez ignorer cet e-mail${NBSP}: votre mot de passe reste inchangé.`,
  },
  security: {
    where: ({ device, address }) =>
      [device ? `sur ${device}` : '', address ? `depuis ${address}` : ''].filter(Boolean).join(' '),
    method: (method) => {
      const provider = /^your (.+) account$/.exec(method)?.[1];
      return METHODS[method] ?? (provider ? `votre compte ${provider}` : method);
    },
    newSignIn: {
      subject: `Nouvelle connexion à votre compte ${PRODUCT_NAME}`,
      line: ({ where, method }) =>
        `Une connexion à votre compte a eu lieu ${where || 'depuis un nouveau navigateur'}${method ? ` avec ${method}` : ''}.`,
    },
    twoFactorOn: {
      subject: 'La vérification en deux étapes est activée',
      line: `La vérification en deux étapes a été activée pour votre compte${NBSP}: la connexion demande désormais un code.`,
    },
    twoFactorOff: {
      subject: 'La vérification en deux étapes a été désactivée',
      line: `La vérification en deux étapes a été désactivée pour votre compte${NBSP}: la connexion ne demande plus que votre mot de passe.`,
    },
    recoveryCodeUsed: {
      subject: 'Un code de récupération a servi à se connecter',
      line: ({ where }) =>
        `L’un de vos codes de récupération a servi à se connecter à votre compte${where ? ` ${where}` : ''}. Il ne peut plus être utilisé.`,
    },
    passkeyAdded: {
      subject: 'Une clé d’accès a été ajoutée à votre compte',
      line: ({ name }) =>
        `La clé d’accès${name ? ` ${quoted(name)}` : ''} a été ajoutée${NBSP}: elle permet désormais de se connecter à votre compte.`,
    },
    passkeyRemoved: {
      subject: 'Une clé d’accès a été retirée de votre compte',
      line: ({ name }) =>
        `La clé d’accès${name ? ` ${quoted(name)}` : ''} a été retirée${NBSP}: elle ne permet plus de se connecter.`,
    },
    passwordChanged: {
      subject: `Le mot de passe de votre compte ${PRODUCT_NAME} a été modifié`,
      line: 'Le mot de passe de votre compte a été modifié et toutes les autres sessions ont été déconnectées.',
    },
    apiKeyCreated: {
      subject: 'Une nouvelle clé API a été créée sur votre compte',
      line: ({ name }) =>
        `La clé API${name ? ` ${quoted(name)}` : ''} a été créée${NBSP}: elle peut agir en votre nom dans les limites de ses autorisations.`,
    },
    when: (at) => `Quand${NBSP}: ${at}.`,
    action: 'Vérifier vos connexions',
    ifYou: 'Si c’était vous, vous n’avez rien à faire.',
    ifNotYou:
      'Si ce n’était pas vous, ouvrez le lien ci-dessus, déconnectez chaque session que vous ne reconnaissez pas et changez votre mot de passe.',
  },
  invite: {
    aTeammate: 'Un membre de l’équipe',
    aWorkspace: 'un espace de travail',
    subject: ({ inviter, workspace }) =>
      `${inviter} vous invite à rejoindre ${workspace} sur ${PRODUCT_NAME}`,
    preheader: ({ workspace }) => `Rejoignez ${workspace} sur ${PRODUCT_NAME}.`,
    greeting: 'Bonjour,',
    body: ({ inviter, workspace }) =>
      `${inviter} vous invite à rejoindre l’espace de travail ${workspace} sur ${PRODUCT_NAME}.`,
    action: 'Accepter l’invitation',
    ignore: 'Si vous n’attendiez pas cette invitation, vous pouvez ignorer cet e-mail.',
  },
  ticket: {
    aTeammate: 'Un membre de l’équipe',
    openTask: 'Ouvrir la tâche',
    openComment: 'Ouvrir le commentaire',
    quote: quoted,
    mention: {
      subject: ({ actor, title }) => `${actor} vous a mentionné dans ${title}`,
      preheader: ({ actor, title }) => `${actor} vous a mentionné dans ${title}.`,
      body: ({ actor, title }) => `${actor} vous a mentionné dans ${title}${NBSP}:`,
    },
    reminder: {
      subject: ({ title }) => `Rappel${NBSP}: ${title}`,
      preheader: ({ title }) => `Un rappel pour ${title}.`,
      body: ({ title }) => `Voici votre rappel pour ${title}.`,
    },
    assigned: {
      subject: ({ actor, title }) => `${actor} vous a assigné ${title}`,
      preheader: ({ actor, title }) => `${actor} vous a assigné ${title}.`,
      body: ({ actor, title }) => `${actor} vous a assigné ${title}.`,
    },
    statusChanged: {
      subject: ({ title, status }) =>
        status ? `${title} est passé au statut ${status}` : `${title} a changé de statut`,
      preheader: ({ title, status }) =>
        status ? `${title} est passé au statut ${status}.` : `${title} a changé de statut.`,
      body: ({ title, status }) =>
        status
          ? `${title}, que vous suivez, est passé au statut ${status}.`
          : `${title}, que vous suivez, a changé de statut.`,
    },
    comment: {
      subject: ({ actor, title }) => `${actor} a commenté ${title}`,
      preheader: ({ actor, title }) => `${actor} a commenté ${title}.`,
      body: ({ actor, title }) => `${actor} a commenté ${title}${NBSP}:`,
    },
    kinds: {
      mentions: 'les mentions',
      reminders: 'les rappels',
      assignments: 'les assignations',
      statusChanges: 'les changements de statut',
      comments: 'les commentaires',
    },
    turnOff: ({ what, url }) =>
      `Vous recevez des e-mails pour ${what} selon vos paramètres de notification. Vous pouvez les désactiver dans votre profil${NBSP}: ${url}`,
  },
  statuses: {
    draft: 'Brouillon',
    todo: 'À faire',
    in_progress: 'En cours',
    needs_approval: 'À valider',
    approved: 'Validé',
    in_review: 'En relecture',
    paused: 'En pause',
    blocked: 'Bloqué',
    will_not_do: 'Ne sera pas fait',
    done: 'Terminé',
    published: 'Publié',
    posted: 'Mis en ligne',
    rejected: 'Refusé',
  },
};
