import type {
  chunkError as enChunkError,
  confirmTexts as enConfirmTexts,
  limits as enLimits,
  mayNot as enMayNot,
  shareLink as enShareLink,
} from '../../first-week';
import type { Translated } from '../../translated';

/** Destructive confirmations (ui.confirm). */
export const confirmTexts: Translated<typeof enConfirmTexts> = {
  /** The label of the field a destructive confirmation asks to type the thing's name into. */
  typeName: 'Escribe {name} para confirmar',
  typeNameHint: 'Así te aseguras de eliminar lo correcto.',
  // Action labels of destructive confirmations that had only a generic "Remove" or "Ok".
  removeMember: 'Quitar del espacio de trabajo',
  removeFromBrand: 'Quitar de la marca',
  deleteComment: 'Eliminar comentario',
  deleteWorkspaceTitle: '¿Eliminar el espacio de trabajo {name}?',
};

/** A share link the server does not know (unknown, or sharing was stopped): docs/product.md#share-links. */
export const shareLink: Translated<typeof enShareLink> = {
  invalidTitle: 'Este enlace no funciona',
  invalidText:
    'El enlace para compartir no es válido o se revocó. Pide un enlace nuevo a la persona que te lo envió.',
  retry: 'Reintentar',
  failedText: 'No se pudo cargar el ticket compartido. Comprueba tu conexión y vuelve a intentarlo.',
  memberHint: '¿Formas parte del equipo al que pertenece este ticket?',
  memberSignIn: 'Iniciar sesión',
};

/** Lazy code still missing after the retries and one reload (docs/product.md#deploys). */
export const chunkError: Translated<typeof enChunkError> = {
  title: 'No se pudo cargar esta parte de la app',
  text: 'Puede que se haya cortado la conexión o que haya salido una versión nueva de la app. Recarga para continuar.',
};

/** Forms a person may not submit say so before they are filled (docs/product.md#roles-and-access). */
export const mayNot: Translated<typeof enMayNot> = {
  inviteTitle: 'Solo los administradores del espacio de trabajo pueden invitar a personas',
  inviteText:
    'Pide a un administrador de este espacio de trabajo que envíe la invitación o que te haga administrador.',
};

/** Length limits of fields (ui.limits). */
export const limits: Translated<typeof enLimits> = {
  /** Shown from 80 % of a field's limit. */
  counter: '{count} / {max}',
  counterLabel: '{count} de {max} caracteres usados',
  atLimit: 'Ese es el límite: {max} caracteres.',
  over: '{count, plural, one {# carácter de más: {max} como máximo.} other {# caracteres de más: {max} como máximo.}}',
  itemsCounter: '{count} de {max} {what}',
  itemsFull: '{max} {what} como máximo: quita algo para poder añadir más.',
  tags: 'etiquetas',
};
