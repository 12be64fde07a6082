import type { integrationSuccess as enIntegrationSuccess, notFound as enNotFound } from '../../public-pages';
import type { Translated } from '../../translated';

/** The not-found page's texts (ui.notFound). */
export const notFound: Translated<typeof enNotFound> = { home: 'Zurück zum Dashboard' };

/** The integration-connected page's texts (ui.integrationSuccess). */
export const integrationSuccess: Translated<typeof enIntegrationSuccess> = {
  text: 'Die Integration ist verbunden. Sie können dieses Fenster schließen und zur App zurückkehren.',
  connected: '{type} ist verbunden. Sie können dieses Fenster schließen und zur App zurückkehren.',
  errorTitle: 'Integration nicht verbunden',
  errorText: 'Es wurde nichts verbunden.',
  backToIntegrations: 'Zurück zu den Integrationen',
  backToApp: 'Zurück zur App',
};
