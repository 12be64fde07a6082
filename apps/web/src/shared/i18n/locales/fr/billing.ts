import type {
  billing as enBilling,
  expired as enExpired,
  verifySubscription as enVerifySubscription,
} from '../../billing';
import type { Translated } from '../../translated';

/**
 * French texts of plans and billing (docs/product.md#trial-and-plans, #seats): the billing page
 * (ui.billing), the header's trial badge and read-only banner. Plan names, prices and button
 * labels of the catalogue come from packages/domain/src/plans.ts, not from here.
 */
export const billing: Translated<typeof enBilling> = {
  intro: 'Votre formule, ses sièges et vos factures.',
  loadError: 'Impossible de charger les informations de facturation.',
  portal: 'Gérer la facturation',
  off: {
    title: 'La facturation est désactivée sur ce serveur',
    text: 'Ce serveur fonctionne sans prestataire de paiement : chaque espace de travail est donc traité comme exempté. Rien n’est jamais verrouillé et il n’y a aucune limite de sièges.',
    howTo:
      'Pour activer la facturation, définissez STRIPE_SECRET_KEY (avec les réglages de prix et de webhook) sur le serveur, puis redémarrez-le. La section du README « Billing (Stripe) » explique chaque étape.',
  },
  plan: {
    title: 'Votre formule',
    name: 'Formule',
    state: 'État de la formule',
    status: 'Statut de l’abonnement',
    interval: 'Période de facturation',
    states: {
      trial: 'Essai',
      subscribed: 'Abonné',
      cancelled: 'Résilié',
      ended: 'Terminé',
      none: 'Aucune formule',
    },
    /** The payment provider's subscription statuses, in words. */
    statuses: {
      active: 'Actif',
      trialing: 'Essai gratuit, puis facturé',
      canceled: 'Résilié',
      incomplete: 'En attente du premier paiement',
      incomplete_expired: 'Échec du premier paiement',
      past_due: 'Paiement en retard',
      unpaid: 'Impayé',
      paused: 'En pause',
    },
    whitelisted: 'Exempté : cet espace de travail compte comme abonné, sans limite de sièges.',
    trialDaysLeft:
      '{count, plural, one {# jour restant dans votre essai} other {# jours restants dans votre essai}}',
    trialOver: 'Votre essai est terminé.',
    renews: 'Renouvellement le {date}',
    ends: 'Prend fin le {date}',
    loadError: 'Impossible de charger la formule.',
    loading: 'Chargement de la formule…',
  },
  intervals: { month: 'Mensuelle', year: 'Annuelle' },
  per: { month: 'par mois', year: 'par an' },
  seats: {
    title: 'Sièges',
    caption: 'Sièges de cet espace de travail',
    kind: 'Sièges',
    count: 'Nombre',
    included: 'Inclus',
    paid: 'Payants',
    reserved: 'Réservés (invitations en attente)',
    assigned: 'Attribués (membres)',
    available: 'Total disponible',
    unlimited: 'Sans limite',
  },
  picker: {
    title: 'Choisir une formule',
    interval: 'Période de facturation',
    basePrice: '{price} {per}',
    perUser: '{price} par utilisateur supplémentaire',
    included: '{count} sièges inclus',
    extraSeats: 'Nombre de sièges supplémentaires',
    total: 'Total : {price} {per} pour {seats} sièges',
    totalLabel: 'Aperçu du prix',
    enterSeats: 'Saisissez un nombre de sièges pour voir le prix.',
    unavailable: 'Le paiement n’est pas disponible : le serveur n’a pas de prix pour cette formule.',
  },
  seatsUpdate: {
    title: 'Modifier les sièges',
    intro: 'Les sièges ajoutés ou retirés sont calculés au prorata sur votre prochaine facture.',
    label: 'Sièges supplémentaires',
    submit: 'Mettre à jour les sièges',
    confirmTitle: 'Passer à {count} sièges supplémentaires ?',
    confirmText:
      'Votre formule comptera {total} sièges au total, pour {price} {per}. Le changement est calculé au prorata.',
    done: 'Sièges mis à jour : {total} au total.',
  },
  enterprise: {
    contactTitle: 'Parlons de l’offre Enterprise',
    contactIntro: 'Parlez-nous de votre équipe et nous vous répondrons par e-mail.',
    name: 'Votre nom',
    email: 'E-mail',
    company: 'Entreprise',
    seats: 'Nombre de personnes',
    message: 'Message',
    send: 'Envoyer',
    sent: 'Merci. Nous vous répondrons par e-mail.',
  },
  invoices: {
    title: 'Factures',
    caption: 'Factures de cet espace de travail',
    date: 'Date',
    number: 'Numéro',
    amount: 'Montant',
    status: 'Statut',
    links: 'Facture',
    open: 'Voir',
    view: 'Voir la facture {number}',
    pdf: 'PDF de la facture {number}',
    pdfLink: 'PDF',
    emptyTitle: 'Aucune facture pour l’instant',
    emptyText: 'Les factures apparaissent ici dès que votre abonnement a été facturé.',
    loadError: 'Impossible de charger les factures.',
  },
  trialBadge:
    '{count, plural, one {# jour restant dans votre essai} other {# jours restants dans votre essai}}',
  trialBadgeMedium: '{count, plural, one {# jour restant} other {# jours restants}}',
  /** On a phone, beside an hourglass: the link keeps the whole sentence as its name. */
  trialBadgeShort: '{count} j',
  readOnly: {
    banner: '{name} est en lecture seule car son essai est terminé.',
    link: 'Voir les formules',
  },
};

/** French texts of /expired (ui.expired). */
export const expired: Translated<typeof enExpired> = {
  adminIntro:
    'L’essai de {name} est terminé. Choisissez une formule pour continuer à travailler : rien n’a été perdu.',
  memberIntro:
    'L’essai de {name} est terminé. Demandez à un administrateur de {name} de choisir une formule.',
  readOnlyText:
    'D’ici là, vous pouvez toujours tout consulter dans l’espace de travail et exporter ce dont vous avez besoin.',
  browse: 'Consulter en lecture seule',
  notLocked: '{name} a une formule en vigueur : rien n’est verrouillé.',
  toDashboard: 'Aller au tableau de bord',
};

/** French texts of /verify-subscription (ui.verifySubscription). */
export const verifySubscription: Translated<typeof enVerifySubscription> = {
  confirming: 'Confirmation de votre abonnement…',
  failed: 'Impossible de confirmer votre abonnement.',
  missing: 'Cette adresse n’indique aucun paiement à confirmer.',
  toBilling: 'Aller à la facturation',
};
