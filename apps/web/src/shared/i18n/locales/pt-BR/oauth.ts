import type { oauth as en } from '../../oauth';
import type { Translated } from '../../translated';

/** OAuth consent and connected apps (ui.oauth), in Brazilian Portuguese. */
export const oauth: Translated<typeof en> = {
  title: 'Permitir que {client} use sua conta?',
  intro:
    '{client} é um app, como um assistente de IA, que pede para trabalhar com seus tickets e marcas pelo servidor MCP. Ele age como você e nunca faz mais do que você pode fazer.',
  returnTo: 'Depois de responder, você volta para {target}.',
  signedInAs: 'Conectado como {email}',
  access: 'O que ele pode fazer',
  accessHint: 'O app pediu estas permissões. Escrita também permite leitura.',
  brands: 'Marcas',
  brandsHint: 'Deixe em branco para todas as marcas que você pode ver, agora e no futuro.',
  allBrands: 'Todas as marcas que você pode ver',
  allow: 'Permitir',
  deny: 'Negar',
  accessRequired: 'Permita pelo menos um tipo de acesso ou negue.',
  invalidTitle: 'Não é possível responder a esta solicitação',
  invalidText: 'Comece de novo pelo app que trouxe você até aqui.',
  missing: 'Falta no link algo que um app envia: {field}.',
  leaving: 'Voltando para o app…',
  loadError: 'Não foi possível ler esta solicitação.',
  appsTitle: 'Apps conectados',
  appsIntro:
    'Apps que você autorizou por OAuth, como assistentes de IA no servidor MCP. Cada um age como você, dentro do que você permitiu; desconecte um e ele para na hora.',
  appsEmpty: 'Nenhum app conectado.',
  appsLabel: 'Seus apps conectados',
  appsLoadError: 'Não foi possível carregar seus apps conectados.',
  connected: 'Conectado em {date}',
  disconnect: 'Desconectar',
  disconnectNamed: 'Desconectar {name}',
  disconnectTitle: 'Desconectar “{name}”?',
  disconnectMessage: 'O app para de funcionar na hora e precisa pedir sua permissão de novo.',
  disconnected: 'O app foi desconectado.',
};
