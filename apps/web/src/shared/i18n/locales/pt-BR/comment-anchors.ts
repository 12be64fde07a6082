import type { commentAnchors as en } from '../../comment-anchors';
import type { Translated } from '../../translated';

/**
 * Comments that point (ui.commentAnchors), in Brazilian Portuguese: at a moment or a range of a
 * recording on its player page, and pinned on a ticket's reference image.
 */
export const commentAnchors: Translated<typeof en> = {
  recording: {
    title: 'Comentários nesta gravação',
    timeline: 'Comentários ao longo da gravação',
    marker: 'Comentário em {time}',
    markerRange: 'Comentário de {start} a {end}',
    loading: 'Carregando os comentários…',
    loadError: 'Não foi possível carregar os comentários.',
    empty: 'Ainda não há comentários nesta gravação. Pause onde algo deve mudar e comente naquele momento.',
    allResolved: 'Todos os comentários aqui estão resolvidos.',
    list: 'Comentários nesta gravação, na ordem da gravação',
    commentNow: 'Comentar no momento atual',
    commentHere: 'Comentar em {time}',
    commentRange: 'Comentar de {start} a {end}',
    start: 'De {time}',
    end: 'até {time}',
    startNow: 'Começar no momento atual',
    endNow: 'Terminar no momento atual',
    clearEnd: 'Sem fim',
    endBeforeStart: 'O fim precisa vir depois do início.',
    seek: 'Reproduzir a partir de {time}',
    noLength: 'A duração da gravação ainda não é conhecida: os marcadores aparecem assim que ela for lida.',
  },
  pins: {
    title: 'Comentários fixados',
    pinMode: 'Fixar um comentário',
    pinModeOn:
      'Clique na imagem para marcar um ponto ou arraste para marcar uma área. Pressione Esc para parar.',
    keyboardHint: 'Mova o marcador com as setas (Shift para passos maiores) e depois escreva seu comentário.',
    draft: 'Novo marcador',
    pin: 'Marcador {number}',
    pinBy: 'Marcador {number}: comentário de {name}',
    list: 'Comentários fixados nesta imagem',
    loading: 'Carregando os marcadores…',
    loadError: 'Não foi possível carregar os comentários fixados.',
    empty: 'Ainda não há marcadores. Escolha “Fixar um comentário” e clique na imagem onde algo deve mudar.',
    imageAlt: '{name}',
    original: 'Abrir o original',
    close: 'Fechar',
    viewer: 'Imagem {name}',
    openImage: 'Abrir {name} e seus comentários fixados',
  },
  composer: {
    label: 'Seu comentário',
    placeholder: 'O que deve mudar aqui?',
    post: 'Comentar',
    cancel: 'Cancelar',
    shared: 'Visível para o cliente',
    sharedHint: 'Os comentários compartilhados aparecem no portal do cliente; os internos, só para a equipe.',
    posted: 'Seu comentário foi enviado.',
    empty: 'Escreva um comentário primeiro.',
  },
  thread: {
    resolve: 'Resolver',
    reopen: 'Reabrir',
    resolved: 'Resolvido',
    resolvedBy: 'Resolvido por {name}',
    showResolved: 'Mostrar resolvidos',
    resolvedDone: 'Resolvido.',
    reopenedDone: 'Reaberto.',
  },
  badges: {
    shared: 'Compartilhado com o cliente',
    client: 'Cliente',
    atTime: 'Em {time} de uma gravação',
    range: '{start}–{end} de uma gravação',
    pin: 'Fixado em uma imagem',
    box: 'Uma área em uma imagem',
  },
};
