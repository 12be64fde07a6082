import type {
  chunkError as enChunkError,
  confirmTexts as enConfirmTexts,
  limits as enLimits,
  mayNot as enMayNot,
  shareLink as enShareLink,
} from '../../first-week';
import type { Translated } from '../../translated';

/** Destructive confirmations (ui.confirm), in Brazilian Portuguese. */
export const confirmTexts: Translated<typeof enConfirmTexts> = {
  /** The label of the field a destructive confirmation asks to type the thing's name into. */
  typeName: 'Digite {name} para confirmar',
  typeNameHint: 'Assim você tem certeza de que está excluindo o item certo.',
  // Action labels of destructive confirmations that had only a generic "Remove" or "Ok".
  removeMember: 'Remover do espaço de trabalho',
  removeFromBrand: 'Remover da marca',
  deleteComment: 'Excluir comentário',
  deleteWorkspaceTitle: 'Excluir o espaço de trabalho {name}?',
};

/** A share link the server does not know (unknown, or sharing was stopped), in Brazilian Portuguese. */
export const shareLink: Translated<typeof enShareLink> = {
  invalidTitle: 'Este link não funciona',
  invalidText:
    'O link de compartilhamento é inválido ou foi revogado. Peça um novo link a quem enviou para você.',
  retry: 'Tentar de novo',
  failedText: 'Não foi possível carregar o ticket compartilhado. Verifique sua conexão e tente de novo.',
  memberHint: 'Você é da equipe dona deste ticket?',
  memberSignIn: 'Entrar',
};

/** Lazy code still missing after the retries and one reload, in Brazilian Portuguese. */
export const chunkError: Translated<typeof enChunkError> = {
  title: 'Não foi possível carregar esta parte do app',
  text: 'A conexão pode ter caído, ou saiu uma nova versão do app. Recarregue para continuar.',
};

/** Forms a person may not submit say so before they are filled, in Brazilian Portuguese. */
export const mayNot: Translated<typeof enMayNot> = {
  inviteTitle: 'Só administradores do espaço de trabalho podem convidar pessoas',
  inviteText:
    'Peça a um administrador deste espaço de trabalho para enviar o convite ou tornar você administrador.',
};

/** Length limits of fields and lists (ui.limits), in Brazilian Portuguese. */
export const limits: Translated<typeof enLimits> = {
  /** Shown from 80 % of a field's limit. */
  counter: '{count} / {max}',
  counterLabel: '{count} de {max} caracteres usados',
  atLimit: 'Este é o limite: {max} caracteres.',
  over: '{count, plural, one {# caractere a mais: no máximo {max}.} other {# caracteres a mais: no máximo {max}.}}',
  itemsCounter: '{count} de {max} {what}',
  itemsFull: 'No máximo {max} {what}: remova uma para adicionar outra.',
  tags: 'tags',
};
