import type { oauth as en } from '../../oauth';
import type { Translated } from '../../translated';

/** French texts of OAuth consent and connected apps (ui.oauth). */
export const oauth: Translated<typeof en> = {
  title: 'Autoriser {client} à utiliser votre compte ?',
  intro:
    '{client} est une application, comme un assistant IA, qui demande à travailler avec vos tickets et vos marques via le serveur MCP. Elle agit en votre nom et ne fait jamais plus que ce que vous pouvez faire.',
  returnTo: 'Après votre réponse, vous reviendrez sur {target}.',
  signedInAs: 'Connecté en tant que {email}',
  access: 'Ce qu’elle peut faire',
  accessHint: 'L’application a demandé ces accès. L’écriture permet aussi la lecture.',
  brands: 'Marques',
  brandsHint: 'Laissez vide pour toutes les marques que vous pouvez voir, maintenant et à l’avenir.',
  allBrands: 'Toutes les marques que vous pouvez voir',
  allow: 'Autoriser',
  deny: 'Refuser',
  accessRequired: 'Autorisez au moins un type d’accès, ou refusez.',
  invalidTitle: 'Impossible de répondre à cette demande',
  invalidText: 'Recommencez depuis l’application qui vous a envoyé ici.',
  missing: 'Il manque au lien une information qu’une application envoie : {field}.',
  leaving: 'Retour à l’application…',
  loadError: 'Impossible de lire cette demande.',
  appsTitle: 'Applications connectées',
  appsIntro:
    'Les applications que vous avez autorisées via OAuth, comme des assistants IA sur le serveur MCP. Chacune agit en votre nom dans la limite de ce que vous avez autorisé ; déconnectez-en une et elle s’arrête aussitôt.',
  appsEmpty: 'Aucune application connectée.',
  appsLabel: 'Vos applications connectées',
  appsLoadError: 'Impossible de charger vos applications connectées.',
  connected: 'Connectée le {date}',
  disconnect: 'Déconnecter',
  disconnectNamed: 'Déconnecter {name}',
  disconnectTitle: 'Déconnecter « {name} » ?',
  disconnectMessage: 'L’application cesse aussitôt de fonctionner et devra vous redemander l’autorisation.',
  disconnected: 'L’application est déconnectée.',
};
