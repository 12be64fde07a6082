import type { onboarding as en } from '../../onboarding';
import type { Translated } from '../../translated';

/** The onboarding feature's texts (ui.onboarding). */
export const onboarding: Translated<typeof en> = {
  intro: 'Tres pasos cortos y tu equipo puede empezar.',
  step: 'Paso {step} de {total}',
  nextUp: 'Después: tu primera marca y la extensión del navegador.',
  workspaceTitle: 'Crea tu espacio de trabajo',
  workspaceText:
    'Un espacio de trabajo reúne tus marcas y tu equipo. Tú pasas a ser su propietario y administrador.',
  name: 'Nombre del espacio de trabajo',
  namePlaceholder: 'p. ej., Acme Studio',
  industry: 'Sector',
  industryPlaceholder: 'Elige un sector',
  create: 'Crear espacio de trabajo',
  created: 'Se creó el espacio de trabajo {name}.',
  brandTitle: 'Añade tu primera marca',
  brandText:
    'Las marcas son los clientes o productos para los que creas contenido. Añade una ahora o más tarde desde el panel.',
  addBrand: 'Añadir tu primera marca',
  extensionTitle: 'Instala la extensión del navegador',
  extensionNote:
    'La extensión del navegador aún no está disponible. Cuando se publique, estos son los pasos para configurarla.',
  extensionSteps: 'Pasos de instalación',
  extensionStep1: 'Abre la página de la extensión en Chrome Web Store.',
  extensionStep2: 'Haz clic en «Añadir a Chrome» y confirma.',
  extensionStep3: 'Fija la extensión en la barra de herramientas del navegador.',
  extensionStep4: 'Inicia sesión en la extensión con esta cuenta.',
  toDashboard: 'Ir al panel',
  continue: 'Continuar',
  signedOutTitle: 'Primero crea tu cuenta',
  signedOutText:
    'Un espacio de trabajo pertenece a una cuenta. Crea una o inicia sesión y volverás directamente aquí.',
  // A second visit by someone who already has a workspace (docs/product.md#workspaces-and-members).
  haveTitle: '{count, plural, one {Ya tienes un espacio de trabajo} other {Ya tienes # espacios de trabajo}}',
  haveText:
    'Ve a tu espacio de trabajo o crea otro para un equipo distinto. Tus marcas y tickets se quedan donde están.',
  open: 'Abrir {name}',
  createAnother: 'Crear otro espacio de trabajo',
  backToMine: 'Volver a mis espacios de trabajo',
};
