import type { subtasks as en } from '../../../tickets/subtasks';
import type { Translated } from '../../../translated';

/** A ticket's subtasks (ui.tickets.subtasks): the section, the parent, the two questions, the list filter. */
export const subtasks: Translated<typeof en> = {
  title: 'Subtarefas',
  progress: 'Progresso das subtarefas',
  progressText: '{done} de {total} encerradas',
  listLabel: 'Subtarefas deste ticket',
  loading: 'Carregando as subtarefas',
  loadError: 'Não foi possível carregar as subtarefas.',
  empty: 'Nenhuma subtarefa ainda. Escreva uma e pressione Enter: o campo continua aberto para a próxima.',
  add: 'Adicionar uma subtarefa',
  full: 'Este ticket tem {max} subtarefas, o máximo de um ticket.',
  added: 'Subtarefa #{id} adicionada.',
  addFailed: 'Não foi possível adicionar a subtarefa: {reason}',
  assignee: 'Atribuída a {name}',
  parentOf: 'Subtarefa de',
  parentLink: '#{id} {summary}',
  changeParent: 'Trocar o ticket principal',
  makeTopLevel: 'Tornar um ticket independente',
  makeSubtask: 'Tornar subtarefa de…',
  parentLabel: 'Ticket principal',
  parentPlaceholder: 'Busque por número ou palavras',
  parentHint: 'Um ticket independente da mesma marca. Escape fecha a busca.',
  searching: 'Buscando…',
  noParents: 'Nenhum ticket independente corresponde',
  cancel: 'Cancelar',
  parentFailed: 'Não foi possível trocar o ticket principal: {reason}',
  refused: {
    self: 'Um ticket não pode ser subtarefa de si mesmo.',
    otherBrand: 'O ticket principal precisa ser da mesma marca.',
    nested: 'Subtarefas têm um só nível: escolha um ticket independente como principal.',
    hasSubtasks: 'Este ticket tem subtarefas próprias, então não pode se tornar uma subtarefa.',
  },
  close: {
    title:
      '{count, plural, one {Este ticket tem # subtarefa aberta} other {Este ticket tem # subtarefas abertas}}',
    text: '{count, plural, one {Ela ainda não foi encerrada: encerrá-la com este ticket ou deixá-la aberta?} other {Elas ainda não foram encerradas: encerrá-las com este ticket ou deixá-las abertas?}}',
    closeThem: '{count, plural, one {Encerrá-la também} other {Encerrá-las também}}',
    leaveThem: '{count, plural, one {Deixá-la aberta} other {Deixá-las abertas}}',
  },
  delete: {
    title: 'Excluir o ticket #{id}?',
    text: '{count, plural, one {Ele tem # subtarefa: excluí-la também ou mantê-la como um ticket próprio? O ticket e o histórico dele serão removidos para todos. Não é possível desfazer.} other {Ele tem # subtarefas: excluí-las também ou mantê-las como tickets próprios? O ticket e o histórico dele serão removidos para todos. Não é possível desfazer.}}',
    deleteThem: '{count, plural, one {Excluir também a subtarefa} other {Excluir também as # subtarefas}}',
    keepThem: '{count, plural, one {Mantê-la como ticket} other {Mantê-las como tickets}}',
  },
  activity: {
    set: '{actor} tornou isto uma subtarefa de {to}',
    moved: '{actor} moveu isto de {from} para {to}',
    cleared: '{actor} tornou isto um ticket independente (era uma subtarefa de {from})',
  },
  topLevel: 'Só tickets independentes',
  topLevelHint: 'Deixar as subtarefas fora da lista',
};
