import type { Translated } from '../../translated';
import type { tryTexts as en } from '../../try';

/** The public brand-profile builder's texts (ui.try), in Brazilian Portuguese. */
export const tryTexts: Translated<typeof en> = {
  intro:
    'Veja sua marca descrita em um minuto: uma voz, três pilares de conteúdo e o público para quem escrever. Sem precisar de conta.',
  brandName: 'Nome da marca',
  brandNamePlaceholder: 'ex.: Leaf & Co',
  handle: 'Usuário (@)',
  handleHint: 'Opcional: o @ no Instagram ou no TikTok.',
  handlePlaceholder: '@leafco',
  captions: 'Alguns dos seus posts',
  captionsHint: 'Cole até {max} legendas: o rascunho parte de como você escreve de verdade.',
  caption: 'Post {n}',
  captionPlaceholder: 'Cole uma legenda como foi publicada',
  addCaption: 'Adicionar um post',
  removeCaption: 'Remover o post {n}',
  submit: 'Criar o rascunho da minha marca',
  drafting: 'Criando o rascunho…',
  nameRequired: 'Informe o nome da marca.',
  handleInvalid: 'Um @ só pode ter letras, números, pontos e sublinhados.',
  resultTitle: 'Um primeiro rascunho de {name}',
  sourceAi: 'Rascunho feito por IA a partir do que você informou.',
  sourceTemplate:
    'Rascunho feito por regras a partir do que você informou: um modelo para você deixar com a sua cara.',
  voice: 'Voz',
  tone: 'Tom',
  doSay: 'Diz',
  dontSay: 'Evita',
  pillars: 'Pilares de conteúdo',
  audience: 'Público',
  interests: 'Interesses',
  keepsUntil: 'Guardamos este rascunho até {time}, a menos que você crie uma conta.',
  next: 'Guardar: próximos passos',
  startOver: 'Começar de novo',
  nextIntro: 'Seu rascunho está esperando. Três passos e ele vira o perfil da sua marca.',
  stepSignUp: 'Crie sua conta: {days} dias grátis, sem cartão.',
  stepWorkspace: 'Dê um nome ao espaço de trabalho da sua equipe.',
  stepBrand: 'Adicione {name} como sua primeira marca: a voz, os pilares e o público vão para o perfil dela.',
  signUp: 'Criar minha conta',
  signIn: 'Já tenho uma conta',
  signedInAdd: 'Adicionar {name} como marca',
  noDraft:
    'Não há rascunho aqui: ele expirou depois de 24 horas, já foi adicionado a uma marca ou foi feito em outro dispositivo.',
  makeOne: 'Criar um rascunho',
  loadingDraft: 'Carregando seu rascunho…',
  carryTitle: 'Seu rascunho do /try',
  carryText: 'A voz, os pilares e o público criados para {name} serão adicionados a esta marca.',
  carryDrop: 'Não adicionar',
  carried: 'O rascunho do /try está no perfil de {name}: uma voz, pilares e um público.',
  carryFailed: 'Não foi possível adicionar o rascunho do /try: {reason}',
};

// Under its ui key too, which the part loader reads it by (language.ts); `try` is a keyword, hence two names.
export { tryTexts as try };
