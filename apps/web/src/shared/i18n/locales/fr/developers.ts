import type { developers as en } from '../../developers';
import type { Translated } from '../../translated';

/** French texts of the public developer page (ui.developers). */
export const developers: Translated<typeof en> = {
  intro:
    'Appelez l’API depuis des scripts, des automatisations et des agents IA avec une clé API. Une clé fait ce que la personne (ou le membre propre à la clé d’espace de travail) a le droit de faire, dans la limite des portées que vous lui donnez.',
  keysTitle: 'Obtenir une clé',
  keysText:
    'Une fois connecté, ouvrez votre profil et créez une clé sous « Clés API » : un nom, ce qu’elle peut faire pour chaque ressource, éventuellement les marques auxquelles elle a accès, et une date d’expiration. Pour les scripts propres à l’espace de travail, un administrateur crée une clé d’espace de travail sous Équipe → « Clés API », pour les marques choisies. Une clé ne s’affiche qu’une fois : gardez-la secrète.',
  curlTitle: 'Avec curl',
  curlText: 'Envoyez la clé comme jeton bearer :',
  sdkTitle: 'Avec le SDK',
  sdkText:
    'Le SDK JavaScript vérifie chaque réponse, parcourt les pages, relance une création sans risque et attend la fin des limites. Demandez son paquet à la personne qui administre ce serveur (`npm run sdk:pack`).',
  mcpTitle: 'Avec un agent IA (MCP)',
  mcpText:
    'Connectez un client MCP au serveur ci-dessous avec la clé comme jeton bearer, ou donnez-lui seulement l’adresse : un client qui parle OAuth vous envoie vers un écran de consentement pour choisir ce qu’il peut faire, et ses jetons ne fonctionnent que là (votre profil le liste sous « Applications connectées »). Ses outils listent, recherchent, lisent et rédigent des publications, lisent le profil d’une marque, demandent une validation (sans jamais valider), programment des publications et lisent les résultats.',
  scopesTitle: 'Portées',
  scopesText:
    'Chaque ressource peut être lue, ou lue et écrite (l’écriture inclut la lecture). Les membres ne peuvent qu’être lus.',
  scopeHeader: 'Portée',
  coversHeader: 'Ce qu’elle couvre',
  covers: {
    tickets: 'Les tickets, leurs listes, fichiers, étiquettes, versions, enregistrements et abonnements',
    comments: 'Les commentaires sur les tickets',
    brands: 'Les espaces de travail et les marques',
    brand_profile: 'Le profil de la marque, ses retours et sa bibliothèque',
    time: 'Le suivi du temps',
    approvals: 'Les circuits de validation, les contacts, les tours et l’audit',
    publishing: 'L’état des canaux, la file d’attente, les publications et les variantes enregistrées',
    analytics: 'Les résultats, évaluations et étiquettes des publications importées',
    assets: 'La médiathèque : ses fichiers, dossiers, versions, droits d’utilisation et envois',
    members: 'Qui fait partie d’une marque ou d’un espace de travail',
  },
  sessionOnly:
    'Le compte personnel, les clés, la facturation, les invitations et l’appartenance, la connexion de comptes et la décision sur une validation ne sont jamais accessibles aux clés.',
  limitsTitle: 'Limites et nouvelles tentatives',
  limitsText:
    'Chaque réponse indique ce qui reste : `RateLimit-Policy` et `RateLimit` (par exemple `"key";r=212;t=38` : 212 appels restants, 38 secondes avant la prochaine fenêtre). Au-delà, un appel reçoit 429 avec `Retry-After`. Chaque clé a son propre quota.',
  idempotencyText:
    'Envoyez `Idempotency-Key: <une chaîne unique>` avec un POST et renvoyez-le librement : la modification n’est faite qu’une fois, et un renvoi dans les {hours} heures reçoit à nouveau la première réponse, avec `Idempotent-Replayed: true`.',
  errorsTitle: 'Erreurs',
  errorsText:
    'Chaque refus est en JSON : `\'{\' "code", "message", "details"? \'}\'`. Ceux qu’une clé rencontre le plus souvent :',
  codeHeader: 'Code',
  statusHeader: 'Statut',
  meaningHeader: 'Signification',
  referenceTitle: 'Référence',
  referenceText: 'Chaque opération, la portée qu’elle requiert, ses entrées et ses réponses :',
  referenceLink: 'Référence de l’API',
  documentLink: 'Document OpenAPI',
};
