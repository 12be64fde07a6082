import type { integrationSuccess as enIntegrationSuccess, notFound as enNotFound } from '../../public-pages';
import type { Translated } from '../../translated';

/** The not-found page's texts (ui.notFound). */
export const notFound: Translated<typeof enNotFound> = { home: 'Volver al panel' };

/** The integration-connected page's texts (ui.integrationSuccess). */
export const integrationSuccess: Translated<typeof enIntegrationSuccess> = {
  text: 'La integración está conectada. Puedes cerrar esta ventana y volver a la app.',
  connected: '{type} está conectado. Puedes cerrar esta ventana y volver a la app.',
  errorTitle: 'Integración no conectada',
  errorText: 'No se conectó nada.',
  backToIntegrations: 'Volver a las integraciones',
  backToApp: 'Volver a la app',
};
