import type { oauth as en } from '../../oauth';
import type { Translated } from '../../translated';

/** OAuth consent and connected apps (ui.oauth; docs/product.md#mcp). */
export const oauth: Translated<typeof en> = {
  title: '¿Permitir que {client} use tu cuenta?',
  intro:
    '{client} es una app, como un asistente de IA, que pide trabajar con tus tickets y marcas a través del servidor MCP. Actúa en tu nombre y nunca hace más de lo que puedes hacer tú.',
  returnTo: 'Cuando respondas, volverás a {target}.',
  signedInAs: 'Sesión iniciada como {email}',
  access: 'Qué puede hacer',
  accessHint: 'La app pidió estos permisos. Escribir también le permite leer.',
  brands: 'Marcas',
  brandsHint: 'Déjalo vacío para todas las marcas que puedes ver, ahora y más adelante.',
  allBrands: 'Todas las marcas que puedes ver',
  allow: 'Permitir',
  deny: 'Denegar',
  accessRequired: 'Permite al menos un tipo de acceso o deniega.',
  invalidTitle: 'No se puede responder a esta solicitud',
  invalidText: 'Vuelve a empezar desde la app que te envió aquí.',
  missing: 'Al enlace le falta algo que envía una app: {field}.',
  leaving: 'Volviendo a la app…',
  loadError: 'No se pudo leer esta solicitud.',
  appsTitle: 'Apps conectadas',
  appsIntro:
    'Las apps que permitiste mediante OAuth, como los asistentes de IA del servidor MCP. Cada una actúa en tu nombre dentro de lo que permitiste; si desconectas una, deja de funcionar al momento.',
  appsEmpty: 'No hay apps conectadas.',
  appsLabel: 'Tus apps conectadas',
  appsLoadError: 'No se pudieron cargar tus apps conectadas.',
  connected: 'Conectada el {date}',
  disconnect: 'Desconectar',
  disconnectNamed: 'Desconectar {name}',
  disconnectTitle: '¿Desconectar «{name}»?',
  disconnectMessage: 'La app deja de funcionar al momento y tendrá que volver a pedirte permiso.',
  disconnected: 'App desconectada.',
};
