import type { Translated } from '../../translated';
import type { tryTexts as en } from '../../try';

/** The public brand-profile builder's texts (ui.try; docs/product.md#try). */
export const tryTexts: Translated<typeof en> = {
  intro:
    'Ve tu marca por escrito en un minuto: una voz, tres pilares de contenido y el público para el que escribir. Sin necesidad de cuenta.',
  brandName: 'Nombre de la marca',
  brandNamePlaceholder: 'p. ej., Leaf & Co',
  handle: 'Usuario',
  handleHint: 'Opcional: el usuario de Instagram o TikTok.',
  handlePlaceholder: '@leafco',
  captions: 'Algunas de tus publicaciones',
  captionsHint: 'Pega hasta {max} textos: el borrador se basa en cómo escribes de verdad.',
  caption: 'Publicación {n}',
  captionPlaceholder: 'Pega un texto tal como se publicó',
  addCaption: 'Añadir una publicación',
  removeCaption: 'Quitar la publicación {n}',
  submit: 'Crear el borrador de mi marca',
  drafting: 'Redactando…',
  nameRequired: 'Escribe el nombre de la marca.',
  handleInvalid: 'Un usuario solo tiene letras, números, puntos y guiones bajos.',
  resultTitle: 'Un primer borrador de {name}',
  sourceAi: 'Redactado por IA a partir de lo que diste.',
  sourceTemplate: 'Redactado con reglas a partir de lo que diste: una plantilla para hacerla tuya.',
  voice: 'Voz',
  tone: 'Tono',
  doSay: 'Dice',
  dontSay: 'Evita',
  pillars: 'Pilares de contenido',
  audience: 'Público',
  interests: 'Intereses',
  keepsUntil: 'Guardamos este borrador hasta el {time}, salvo que te registres.',
  next: 'Conservarlo: próximos pasos',
  startOver: 'Empezar de nuevo',
  nextIntro: 'Tu borrador te espera. Tres pasos y será el perfil de tu marca.',
  stepSignUp: 'Crea tu cuenta: {days} días gratis, sin tarjeta.',
  stepWorkspace: 'Ponle nombre al espacio de trabajo de tu equipo.',
  stepBrand: 'Añade {name} como tu primera marca: la voz, los pilares y el público pasan a su perfil.',
  signUp: 'Crear mi cuenta',
  signIn: 'Ya tengo cuenta',
  signedInAdd: 'Añadir {name} como marca',
  noDraft:
    'Aquí no hay ningún borrador: caducó a las 24 horas, ya se añadió a una marca o se hizo en otro dispositivo.',
  makeOne: 'Crear un borrador',
  loadingDraft: 'Cargando tu borrador…',
  carryTitle: 'Tu borrador de /try',
  carryText: 'La voz, los pilares y el público redactados para {name} se añadirán a esta marca.',
  carryDrop: 'No añadirlo',
  carried: 'El borrador de /try está en el perfil de {name}: una voz, pilares y un público.',
  carryFailed: 'No se pudo añadir el borrador de /try: {reason}',
};

// Under its ui key too, which the part loader reads it by (language.ts); `try` is a keyword, hence two names.
export { tryTexts as try };
