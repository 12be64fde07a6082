import type { integrationSuccess as enIntegrationSuccess, notFound as enNotFound } from '../../public-pages';
import type { Translated } from '../../translated';

/** The not-found page's text (ui.notFound), in Brazilian Portuguese. */
export const notFound: Translated<typeof enNotFound> = { home: 'Voltar para o painel' };

/** The integration-connected page's texts (ui.integrationSuccess), in Brazilian Portuguese. */
export const integrationSuccess: Translated<typeof enIntegrationSuccess> = {
  text: 'A integração está conectada. Você pode fechar esta janela e voltar para o app.',
  connected: '{type} está conectado. Você pode fechar esta janela e voltar para o app.',
  errorTitle: 'Integração não conectada',
  errorText: 'Nada foi conectado.',
  backToIntegrations: 'Voltar para as integrações',
  backToApp: 'Voltar para o app',
};
