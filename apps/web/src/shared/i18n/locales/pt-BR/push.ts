import type { busy as enBusy, offline as enOffline, push as enPush } from '../../push';
import type { Translated } from '../../translated';

/** Push notifications and installing the app (ui.push), in Brazilian Portuguese. */
export const push: Translated<typeof enPush> = {
  title: 'Notificações push',
  intro: 'Receba notificações neste dispositivo e no seu celular, mesmo com o Expertos fechado.',
  thisDevice: 'Este dispositivo',
  state: {
    on: 'As notificações push estão ativadas neste dispositivo.',
    off: 'As notificações push estão desativadas neste dispositivo.',
    denied:
      'As notificações estão bloqueadas para este site. Permita-as nas configurações do site no seu navegador e depois ative o push aqui.',
    unsupported:
      'Este navegador não recebe notificações push. No iPhone ou iPad, adicione primeiro o Expertos à Tela de Início (Compartilhar e depois Adicionar à Tela de Início) e abra por lá.',
    notConfigured: 'Este servidor não está configurado para enviar notificações push para navegadores.',
    nativeApp:
      'Este celular recebe notificações push pelo app Expertos. A permissão para mostrá-las fica nos ajustes do celular.',
  },
  turnOn: 'Ativar o push neste dispositivo',
  turnOff: 'Desativar neste dispositivo',
  turnOnError: 'Não foi possível ativar o push.',
  turnOffError: 'Não foi possível desativar o push.',
  install: 'Instalar o app',
  installHint: 'Instale o Expertos para abri-lo como um app, pela tela inicial ou pelo Dock.',
  kindsTitle: 'O que enviar por push',
  kinds: {
    mention: 'Alguém me menciona',
    assigned: 'Uma tarefa é atribuída a mim',
    status_changed: 'Um ticket que eu acompanho muda de status',
    reminder: 'Chega a hora de um lembrete',
    comment: 'Alguém comenta em um ticket que eu acompanho',
    post_failed: 'Um post meu ou de uma marca que eu gerencio não foi publicado',
    post_ready: 'Um post está pronto para eu postar pelo celular',
    weekly_review: 'A revisão semanal de uma marca que eu gerencio está pronta',
    approval_requested: 'Um post aguarda minha aprovação',
    approval_reminder: 'O prazo de um post que eu aprovo está chegando ou já passou',
    approval_decided: 'Um post para o qual pedi aprovação é decidido, etapa por etapa',
    approval_expired: 'Uma aprovação que pedi expirou',
    client_commented: 'Um cliente comenta em um post para o qual pedi aprovação',
  },
  quietTitle: 'Horário de silêncio',
  quietSwitch: 'Pausar os pushes durante o horário de silêncio',
  quietHint: 'Os pushes esperam até o fim do horário de silêncio ({zone}).',
  quietFrom: 'De',
  quietTo: 'Até',
  saveError: 'Não foi possível salvar suas configurações de push.',
  loadError: 'Não foi possível carregar suas configurações de push.',
  devicesTitle: 'Seus dispositivos',
  devicesEmpty:
    'Ainda não há dispositivos. Ative o push neste dispositivo ou entre no app Expertos para celular.',
  lastSeen: 'Visto por último {when}',
  thisBrowser: 'Este navegador',
  platforms: { web: 'Navegador', android: 'Android', ios: 'iPhone / iPad' },
  rename: 'Renomear',
  renameOf: 'Renomear {name}',
  nameLabel: 'Nome do dispositivo',
  save: 'Salvar',
  cancel: 'Cancelar',
  remove: 'Remover',
  removeOf: 'Remover {name}',
  removeError: 'Não foi possível remover o dispositivo.',
  renameError: 'Não foi possível renomear o dispositivo.',
  test: 'Enviar uma notificação de teste',
  testSent:
    '{count, plural, one {Uma notificação de teste está a caminho do seu dispositivo.} other {Uma notificação de teste está a caminho dos seus # dispositivos.}}',
  testError: 'Não foi possível enviar a notificação de teste.',
  retry: 'Tentar de novo',
};

/** Being offline (ui.offline), in Brazilian Portuguese. */
export const offline: Translated<typeof enOffline> = {
  banner:
    'Você está off-line. O que você vê pode estar desatualizado, e as alterações só podem ser salvas quando você voltar a ficar on-line.',
  back: 'Você está on-line de novo.',
  startTitle: 'Você está off-line',
  startText: 'O Expertos abre assim que este dispositivo voltar a ficar on-line.',
  retry: 'Tentar de novo',
};

/** The server asked the app to slow down (a rate limit): it carries on by itself (ui.busy), in Brazilian Portuguese. */
export const busy: Translated<typeof enBusy> = {
  notice: 'Muitas solicitações ao mesmo tempo — retomando em alguns segundos.',
};
