import type { integrationSuccess as enIntegrationSuccess, notFound as enNotFound } from '../../public-pages';
import type { Translated } from '../../translated';

/** French texts of the not-found page (ui.notFound). */
export const notFound: Translated<typeof enNotFound> = { home: 'Retour au tableau de bord' };

/** French texts of the integration-connected page (ui.integrationSuccess). */
export const integrationSuccess: Translated<typeof enIntegrationSuccess> = {
  text: 'L’intégration est connectée. Vous pouvez fermer cette fenêtre et revenir à l’app.',
  connected: '{type} est connecté. Vous pouvez fermer cette fenêtre et revenir à l’app.',
  errorTitle: 'Intégration non connectée',
  errorText: 'Rien n’a été connecté.',
  backToIntegrations: 'Retour aux intégrations',
  backToApp: 'Retour à l’app',
};
