import type { developers as en } from '../../developers';
import type { Translated } from '../../translated';

/** The public developer page's texts (ui.developers; docs/product.md#api-keys). */
export const developers: Translated<typeof en> = {
  intro:
    'Llama a la API desde scripts, automatizaciones y agentes de IA con una clave de API. Una clave puede hacer lo que puede hacer la persona (o el miembro propio de la clave del espacio de trabajo), limitado a los permisos que le des.',
  keysTitle: 'Obtener una clave',
  keysText:
    'Con la sesión iniciada, abre tu perfil y crea una clave en «Claves de API»: un nombre, lo que puede hacer en cada recurso, opcionalmente las marcas a las que llega y una caducidad. Para los scripts del propio espacio de trabajo, un administrador crea una clave del espacio de trabajo en Equipo → «Claves de API», para las marcas elegidas. Una clave se muestra una sola vez; guárdala en secreto.',
  curlTitle: 'Con curl',
  curlText: 'Envía la clave como token bearer:',
  sdkTitle: 'Con el SDK',
  sdkText:
    'El SDK de JavaScript comprueba cada respuesta, pagina, reintenta una creación de forma segura y espera cuando se alcanzan los límites. Pide su paquete a quien administra este servidor (`npm run sdk:pack`).',
  mcpTitle: 'Con un agente de IA (MCP)',
  mcpText:
    'Conecta un cliente MCP al servidor de abajo con la clave como token bearer, o dale solo la dirección: un cliente que habla OAuth te lleva a una pantalla de consentimiento para elegir lo que puede hacer, y sus tokens solo funcionan allí (tu perfil lo muestra en «Apps conectadas»). Sus herramientas listan, buscan, leen y redactan publicaciones, leen el perfil de una marca, piden aprobación (nunca aprueban), programan publicaciones y leen resultados.',
  scopesTitle: 'Permisos',
  scopesText:
    'Cada recurso se puede leer, o leer y escribir (escribir incluye leer). Los miembros solo se pueden leer.',
  scopeHeader: 'Permiso',
  coversHeader: 'Qué abarca',
  covers: {
    tickets: 'Los tickets, sus listas, archivos, etiquetas, versiones, grabaciones y seguimiento',
    comments: 'Los comentarios de los tickets',
    brands: 'Los espacios de trabajo y las marcas',
    brand_profile: 'El perfil de la marca, su feedback y su biblioteca',
    time: 'El registro de tiempo',
    approvals: 'Los flujos de aprobación, los contactos, las rondas y la auditoría',
    publishing: 'El estado de los canales, la cola, las publicaciones y las variantes guardadas',
    analytics: 'Los resultados, las revisiones y las etiquetas de las publicaciones importadas',
    assets: 'La biblioteca de recursos: sus archivos, carpetas, versiones, derechos de uso y subidas',
    members: 'Quién está en una marca o en un espacio de trabajo',
  },
  sessionOnly:
    'La cuenta propia de una persona, sus claves, la facturación, las invitaciones y la pertenencia, la conexión de cuentas y la decisión sobre una aprobación nunca están abiertas a las claves.',
  limitsTitle: 'Límites y reintentos',
  limitsText:
    'Cada respuesta indica lo que queda: `RateLimit-Policy` y `RateLimit` (por ejemplo, `"key";r=212;t=38`: quedan 212 llamadas y 38 segundos hasta la siguiente ventana). Una vez superado, la llamada recibe 429 con `Retry-After`. Cada clave tiene su propio margen.',
  idempotencyText:
    'Envía `Idempotency-Key: <una cadena única>` con un POST y reinténtalo cuanto quieras: el cambio se hace una sola vez, y un reintento en menos de {hours} horas vuelve a recibir la primera respuesta con `Idempotent-Replayed: true`.',
  errorsTitle: 'Errores',
  errorsText:
    'Cada rechazo es JSON: `\'{\' "code", "message", "details"? \'}\'`. Los que más encuentra una clave:',
  codeHeader: 'Código',
  statusHeader: 'Estado',
  meaningHeader: 'Significado',
  referenceTitle: 'Referencia',
  referenceText: 'Cada operación, el permiso que necesita, sus entradas y sus respuestas:',
  referenceLink: 'Referencia de la API',
  documentLink: 'Documento OpenAPI',
};
