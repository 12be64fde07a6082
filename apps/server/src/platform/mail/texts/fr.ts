import { labelTexts } from '@expertos/domain/label-texts/fr';
import { PRODUCT_NAME } from '@expertos/domain/product';
import { longDay, mediumDay, percentOf, shortDay, utcMoment, weekdayName } from './dates.js';
import type { MailTexts, StepOf } from './en.js';

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

/** « (étape 2 sur 3) » after a post, when the round has more than one step. */
const stepOf = (step: StepOf | null) => (step ? ` (étape ${step.step} sur ${step.steps})` : '');
/** « Une publication » or « 3 publications », to open a sentence. */
const posts = (count: number) => (count === 1 ? 'Une publication' : `${count} publications`);

/** French (vous), drafted from the English (docs/translating.md), awaiting a fluent speaker’s review. */
export const fr: MailTexts = {
  layout: {
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    signature: `— L’équipe ${PRODUCT_NAME}`,
    copyLink: `Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur${NBSP}:`,
    labelled: (label, value) => `${label}${NBSP}: ${value}`,
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
  approvals: {
    aTeammate: 'Un membre de l’équipe',
    someone: 'Quelqu’un',
    aClient: 'Un client',
    reviewPost: 'Relire la publication',
    openPost: 'Ouvrir la publication',
    requested: {
      subject: ({ actor, title }) => `${actor} vous demande votre validation${NBSP}: ${title}`,
      preheader: ({ title, step }) => `${title} attend votre validation${stepOf(step)}.`,
      body: ({ actor, title, step }) => `${actor} vous demande de valider ${title}${stepOf(step)}.`,
      choices: 'Ouvrez-la pour la valider, demander des modifications ou la refuser.',
    },
    reminder: {
      subject: ({ title }) => `Rappel${NBSP}: ${title} attend votre validation`,
      body: ({ title, when }) => `${title} attend votre validation. ${when}`,
    },
    when: {
      before: ({ due }) => `À valider au plus tard le ${due} en fin de journée.`,
      due: ({ due }) => `C’était à valider au plus tard le ${due} en fin de journée.`,
      overdue: ({ due, expires }) =>
        `En retard depuis le ${due}${NBSP}: la demande expire le ${expires} en fin de journée si personne ne décide d’ici là.`,
    },
    decided: {
      step: ({ actor, title }) =>
        `${actor} a validé une étape de ${title}${NBSP}; l’étape suivante est ouverte.`,
      approved: ({ actor, title }) => `${actor} a validé ${title}${NBSP}: la publication est validée.`,
      changes_requested: ({ actor, title }) =>
        `${actor} a demandé des modifications sur ${title}${NBSP}: la publication repasse en relecture.`,
      rejected: ({ actor, title }) => `${actor} a refusé ${title}.`,
    },
    expired: {
      subject: ({ title }) => `Validation expirée${NBSP}: ${title}`,
      preheader: ({ title }) => `${title} repasse en relecture.`,
      body: ({ title }) =>
        `Personne n’a statué sur ${title} à temps${NBSP}: la validation que vous aviez demandée a expiré et la publication repasse en relecture.`,
      again: 'Demandez à nouveau une validation quand elle sera prête.',
    },
    clientCommented: {
      subject: ({ client, title }) => `${client} a commenté ${title}`,
      preheader: ({ client, title }) => `${client} a commenté ${title}.`,
      body: ({ client, title }) => `${client} a commenté ${title}${NBSP}:`,
    },
    kinds: {
      requests: 'les demandes de validation',
      reminders: 'les rappels de validation',
      decisions: 'les décisions de validation',
      expired: 'les validations expirées',
      clientComments: 'les commentaires des clients',
    },
  },
  clients: {
    digest: {
      subject: ({ count, brand }) =>
        `${posts(count)} pour ${brand} ${count === 1 ? 'attend' : 'attendent'} votre validation`,
      preheader: ({ count, brand }) =>
        `${posts(count)} pour ${brand} ${count === 1 ? 'vous attend' : 'vous attendent'}.`,
      body: ({ count, brand }) =>
        `${posts(count)} pour ${brand} ${count === 1 ? 'attend' : 'attendent'} votre validation${NBSP}:`,
      due: (day) => `À valider le ${day}`,
      overdue: (day) => `En retard depuis le ${day}`,
      waiting: 'En attente',
      untitled: 'Publication sans titre',
      and: 'Et',
      more: (count) => `${count} de plus`,
      howTo: ({ brand }) =>
        `Pour voir chaque publication telle qu’elle apparaîtra, puis la valider, demander des modifications ou la refuser, ouvrez le lien que ${brand} vous a envoyé pour ses validations. Vous n’avez pas besoin de compte.`,
      atMostDaily:
        'Vous recevez au plus un e-mail de ce type par jour, tant que des publications vous attendent.',
    },
    link: {
      yourTeam: 'Votre équipe',
      subject: ({ sender, count, brand }) =>
        `${sender} vous demande votre validation${NBSP}: ${count} ${count === 1 ? 'publication' : 'publications'} pour ${brand}`,
      preheader: ({ count, brand }) =>
        `Relisez ${count === 1 ? 'une publication' : `${count} publications`} pour ${brand}${NBSP}; aucun compte nécessaire.`,
      body: ({ sender, count, brand }) =>
        `${sender} aimerait que vous validiez ${count === 1 ? 'une publication' : `${count} publications`} pour ${brand}.`,
      howTo:
        'Ouvrez le lien pour voir chaque publication telle qu’elle apparaîtra, puis validez-la, refusez-la ou demandez des modifications. Vous n’avez pas besoin de compte.',
      action: 'Relire les publications',
      until: (at) => `Le lien fonctionne jusqu’au ${at}.`,
    },
    portal: {
      yourTeam: 'Votre équipe',
      subject: ({ brand }) => `${brand}${NBSP}: votre page de validation`,
      preheader: ({ brand }) =>
        `Tout ce que ${brand} vous demande de valider, au même endroit${NBSP}; aucun compte nécessaire.`,
      body: ({ sender, brand }) =>
        `${sender} a créé une page où vous pouvez relire les publications de la marque ${brand} qui attendent votre validation.`,
      howTo: `Ouvrez-la pour voir chaque publication telle qu’elle apparaîtra, puis validez-la, demandez des modifications ou refusez-la. Vous n’avez pas besoin de compte. Conservez cet e-mail${NBSP}: ce lien n’est qu’à vous.`,
      action: 'Ouvrir votre page de validation',
      idle: (days) => `Le lien cesse de fonctionner après ${days}${NBSP}jours sans visite.`,
    },
  },
  review: {
    subject: ({ brand, from, to }) => `${brand}${NBSP}: votre bilan hebdomadaire (du ${from} au ${to})`,
    ready: ({ brand, from, to }) =>
      `Le bilan hebdomadaire de la marque ${brand} du ${from} au ${to} est prêt.`,
    aiFailed: `Le résumé par IA n’a pas pu être rédigé cette semaine${NBSP}: voici seulement les chiffres et les règles.`,
    suggestions: `Suggestions${NBSP}:`,
    action: 'Ouvrir le bilan',
    kind: 'les bilans hebdomadaires',
    list: (items) => items.join(', '),
    slate: ({ posted, target, parts }) =>
      `Publiées${NBSP}: ${posted} sur les ${target} publications que prévoit le planning hebdo (${parts}).`,
    slatePart: ({ purpose, posted, target }) => `${purpose} ${posted}/${target}`,
    noResults: 'Aucune publication n’a terminé sa première semaine.',
    results: (r) =>
      `${r.count} ${r.count === 1 ? 'publication a terminé sa' : 'publications ont terminé leur'} première semaine${NBSP}: ${r.above} au-dessus de la médiane sur 12${NBSP}semaines, ${r.median} (${r.counted} publications sur ${r.of}), ${r.below} en dessous${r.unrated ? `, ${r.unrated} encore sans taux` : ''}.`,
    noFigure: 'pas encore de chiffre',
    short: (items) => `En retard sur le planning hebdo${NBSP}: ${items}.`,
    shortItem: ({ missing, purpose }) => `${missing} de plus en ${purpose}`,
    pillars: (items) => `Meilleurs piliers${NBSP}: ${items}.`,
    formats: (items) => `Meilleurs formats${NBSP}: ${items}.`,
    time: ({ weekday, hour }) => `${weekday} ${hour}:00`,
    times: (items) => `Meilleures heures${NBSP}: ${items}.`,
    noTimes: `Meilleures heures${NBSP}: pas encore assez de données.`,
    reuse: (count) =>
      count === 1
        ? '1 publication de plus de 60 jours a assez bien marché pour être réutilisée.'
        : `${count} publications de plus de 60 jours ont assez bien marché pour être réutilisées.`,
    purposes: { growth: 'croissance', trust_building: 'confiance', sales_promotion: 'promotion des ventes' },
    formatNames: labelTexts.formats,
  },
  integration: {
    test: {
      subject: `Votre intégration e-mail ${PRODUCT_NAME} fonctionne`,
      preheader: `Cette adresse reçoit les e-mails envoyés par ${PRODUCT_NAME}.`,
      body: `Ceci est un test envoyé depuis la page des intégrations dans ${PRODUCT_NAME}${NBSP}: les tickets envoyés à cette intégration e-mail arrivent à cette adresse.`,
      unexpected:
        'Si vous n’attendiez pas cet e-mail, demandez aux administrateurs de la marque de retirer votre adresse.',
    },
    greeting: 'Bonjour,',
    openTask: 'Ouvrir la tâche',
    why: ({ brand }) =>
      `Vous recevez cet e-mail parce que la marque ${brand} envoie ses tâches à cette adresse depuis ${PRODUCT_NAME}.`,
    created: {
      subject: ({ name, status }) => `Nouvelle${NBSP}: ${name} — ${status}`,
      intro: ({ name, brand }) => `Une nouvelle tâche a été créée dans ${brand}${NBSP}: ${name}.`,
    },
    statusChanged: {
      subject: ({ name, from, to }) => (from ? `${name} — ${from} → ${to}` : `${name} — ${to}`),
      intro: ({ name, from, to }) =>
        from
          ? `${name} est passé du statut ${from} au statut ${to}.`
          : `${name} est maintenant au statut ${to}.`,
    },
    updated: {
      subject: ({ name, status }) => `Mise à jour${NBSP}: ${name} — ${status}`,
      intro: ({ name }) => `${name} a été mis à jour.`,
    },
    deleted: {
      subject: ({ name }) => `Supprimée${NBSP}: ${name}`,
      intro: ({ name, brand }) => `${name} a été supprimé de la marque ${brand}.`,
    },
    comment: {
      someone: 'Quelqu’un',
      subject: ({ name, status }) => `Nouveau commentaire${NBSP}: ${name} — ${status}`,
      intro: ({ author, name, quoted }) => `${author} a commenté ${name}${quoted ? `${NBSP}:` : '.'}`,
    },
    sent: {
      subject: ({ name, status }) => `${name} — ${status}`,
      intro: ({ name, brand }) => `Une tâche de la marque ${brand} vous a été envoyée${NBSP}: ${name}.`,
    },
    labels: {
      summary: 'Résumé',
      status: 'Statut',
      dueDate: 'Échéance',
      assignee: 'Responsable',
      brand: 'Marque',
      caption: 'Légende',
    },
    noDueDate: 'Aucune',
    nobody: 'Personne',
  },
  dates: {
    day: shortDay('fr', 'long'),
    longDay: longDay('fr'),
    date: mediumDay('fr'),
    moment: utcMoment('fr'),
    weekday: weekdayName('fr'),
    percent: percentOf('fr'),
  },
  statuses: labelTexts.statuses,
};
