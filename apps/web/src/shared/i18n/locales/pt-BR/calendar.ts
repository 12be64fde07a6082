import type { calendar as en } from '../../calendar';
import type { Translated } from '../../translated';

/** The calendar feeds' texts (ui.calendar), in Brazilian Portuguese, with Google Calendar's. */
export const calendar: Translated<typeof en> = {
  personTitle: 'Feed de calendário',
  personIntro:
    'Os prazos e as datas de gravação e de publicação dos seus tickets, e seus lembretes, em qualquer app de calendário (Google Calendar, Apple Calendar, Outlook). O endereço é privado: quem tiver o endereço vê esses tickets.',
  brandTitle: 'Feed de calendário desta marca',
  brandIntro:
    'Os prazos e as datas de gravação e de publicação da marca, em qualquer app de calendário, sem conectar uma conta do Google. O endereço é privado: quem tiver o endereço vê esses tickets.',
  create: 'Obter o endereço do calendário',
  address: 'Endereço do calendário',
  copy: 'Copiar',
  copied: 'Copiado',
  howTo:
    'No seu app de calendário, escolha “Inscrever-se no calendário” (ou “Por URL”) e cole este endereço. As alterações aparecem em até uma hora.',
  revoke: 'Desativar este endereço',
  revokeTitle: 'Desativar este endereço de calendário?',
  revokeMessage:
    'Os calendários inscritos nele param de atualizar na hora. Depois, você pode criar um novo endereço.',
  revoked: 'O endereço do calendário não funciona mais.',
  /** Google Calendar, connected per person. */
  google: {
    title: 'Google Calendar',
    intro:
      'Os tickets atribuídos a você aparecem no seu Google Calendar como eventos de dia inteiro na data do prazo (os posts, na data de publicação ou de gravação) e acompanham cada alteração.',
    unavailable:
      'Este servidor não tem um app do Google, então não é possível conectar o Google Calendar aqui. Peça a quem administra o servidor para configurar um.',
    connect: 'Conectar o Google Calendar',
    reconnect: 'Reconectar',
    connectedAs: 'Conectado como {email}',
    connectedAccount: 'Conectado ao Google',
    calendar: 'Calendário para seus tickets',
    calendarHelp: 'Só aparecem os calendários em que você pode adicionar eventos.',
    primary: '{name} (calendário principal)',
    chosen: 'Agora seus tickets vão para {name}.',
    connected: 'O Google Calendar está conectado.',
    broken:
      'O Google não aceita mais esta conexão (o acesso foi removido ou expirou). Reconecte para manter seu calendário em dia.',
    lastError: 'A última atualização falhou ({at}): {message}',
    disconnect: 'Desconectar',
    disconnectTitle: 'Desconectar o Google Calendar?',
    disconnectMessage:
      'As novas alterações deixam de chegar ao seu calendário e o acesso do app à sua conta do Google termina. Os eventos que já estão lá continuam.',
    disconnected: 'O Google Calendar foi desconectado.',
    ticketTitle: 'Google Calendar',
    ticketIn: 'No Google Calendar de {email}.',
    ticketInSomeone: 'No Google Calendar do responsável.',
    ticketHint:
      'Enquanto estiver lá, o ticket mantém o responsável. Remova-o do calendário para passar o ticket a outra pessoa.',
    open: 'Abrir no Google Calendar',
    remove: 'Remover do calendário',
    removed: 'O evento está sendo removido do calendário. Você já pode mudar o responsável.',
  },
};
