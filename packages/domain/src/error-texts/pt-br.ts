import { APPROVAL_MAX_CONTACTS } from '../approvals/contacts';
import {
  ASSET_FOLDER_MAX_DEPTH,
  ASSET_IMAGE_MAX_PIXELS,
  ASSET_MAX_BYTES,
  ASSET_RESUMABLE_FROM_BYTES,
} from '../assets';
import { LANGUAGE_NAMES } from '../languages';
import { LIMITS } from '../limits';
import { TUS_VERSION, VIDEO_MAX_BYTES } from '../media.schema';
import { PASSKEYS_MAX } from '../passkeys';
import { POST_IMPORT_MAX_ROWS } from '../post-import';
import { QUEUE_HORIZON_WEEKS } from '../publishing/queue-slots';
import { PUSH_DEVICES_MAX } from '../push.schema';
import { PUSH_CLAIM_TTL_SECONDS } from '../push-claim';
import { REALTIME } from '../realtime';
import { SSO_DOMAINS_MAX } from '../sso';
import type { ErrorTexts, MessageTexts } from './types';

/** The error catalogue in Brazilian Portuguese (errors.ts is the English); machine-drafted, awaiting a fluent speaker's review. */
export const errors: ErrorTexts = {
  // Generic HTTP errors
  unauthorized: 'Você não tem autorização para acessar este recurso.',
  forbidden: 'Você não tem permissão para fazer isso.',
  // API keys
  api_key_invalid: 'Esta chave de API é desconhecida, foi revogada ou expirou. Crie uma nova na sua conta.',
  api_key_scope: 'Esta chave de API não tem o escopo de que esta chamada precisa.',
  // OAuth for the MCP server
  oauth_token_invalid:
    'Este token é desconhecido ou expirou, ou o app dele foi desconectado: conecte o app de novo.',
  oauth_token_resource:
    'Este token foi emitido para o servidor MCP (/api/mcp) e não funciona em nenhum outro lugar.',
  oauth_request_invalid:
    'Esta solicitação de autorização não é válida. Comece de novo pelo app que trouxe você até aqui.',
  oauth_grants_limit: 'Já há tantos apps conectados quanto o permitido: desconecte um na sua conta primeiro.',
  api_key_not_allowed: 'Esta chamada precisa de uma pessoa conectada: chaves de API não podem fazê-la.',
  api_keys_limit: 'Já há tantas chaves de API ativas quanto o permitido: revogue uma primeiro.',
  idempotency_key_invalid:
    'O cabeçalho Idempotency-Key precisa ter de 1 a 255 caracteres visíveis, opcionalmente entre aspas duplas.',
  idempotency_key_reused:
    'Esta Idempotency-Key já foi usada em uma solicitação diferente: use uma nova chave para uma nova solicitação.',
  idempotency_key_in_flight:
    'A primeira solicitação com esta Idempotency-Key ainda está em andamento: tente de novo daqui a pouco.',
  idempotency_key_reply_lost:
    'A primeira solicitação com esta Idempotency-Key salvou a alteração, mas a resposta se perdeu quando o servidor parou: consulte o resultado em vez de tentar de novo.',
  not_found: 'O recurso solicitado não foi encontrado.',
  validation_error: 'Os dados informados estão incompletos. Preencha todos os campos obrigatórios.',
  bad_request: 'Não foi possível entender a solicitação. Verifique-a e tente de novo.',
  unsupported_media_type: 'Este tipo de conteúdo não é aceito aqui.',
  conflict: 'Esta alteração entra em conflito com o estado atual. Recarregue a página e tente de novo.',
  payload_too_large: 'A solicitação é grande demais.',
  uri_too_long: 'O endereço desta solicitação é longo demais.',
  rate_limited: 'Solicitações demais. Aguarde um momento e tente de novo.',
  internal_error: 'Algo deu errado do nosso lado. Tente de novo mais tarde.',
  service_unavailable: 'O serviço não está disponível no momento. Tente de novo daqui a pouco.',

  // Identity
  'auth/user-not-found': 'O e-mail ou a senha que você digitou está incorreto.',
  'auth/wrong-password': 'O e-mail ou a senha que você digitou está incorreto.',
  'auth/invalid-code':
    'Esse código não está certo. Confira seu app autenticador ou seus códigos de recuperação e tente de novo.',
  'auth/two-factor-expired': 'Este login demorou demais ou teve códigos errados demais. Entre de novo.',
  two_factor_required:
    'Este espaço de trabalho exige a verificação em duas etapas. Ative-a em Login e segurança (ou entre com uma chave de acesso) para continuar.',
  sso_required: 'Este espaço de trabalho exige que você entre pelo login único (SSO) da sua empresa.',
  sso_config_invalid:
    'Não foi possível usar as configurações do provedor de identidade. Verifique o campo indicado e tente de novo.',
  domain_not_verified:
    'Este domínio ainda não foi verificado. Adicione o registro DNS TXT mostrado e verifique de novo.',
  sso_not_configured: 'Nenhum login único (SSO) está configurado para este endereço.',
  sso_domain_not_found: 'Este domínio não é um dos domínios do espaço de trabalho.',
  sso_domain_taken:
    'Outro espaço de trabalho já verificou este domínio. Um domínio dá acesso a um único espaço de trabalho.',
  sso_domain_limit: `Um espaço de trabalho pode reivindicar no máximo ${SSO_DOMAINS_MAX} domínios.`,
  'auth/passkey-failed':
    'Não foi possível entrar com esta chave de acesso. Tente de novo ou entre com sua senha.',
  passkey_invalid:
    'A resposta do seu dispositivo não pôde ser confirmada ou demorou demais. Tente adicionar a chave de acesso de novo.',
  passkey_exists: 'Esta chave de acesso já foi adicionada a uma conta.',
  passkey_limit: `Você já tem ${PASSKEYS_MAX} chaves de acesso. Remova uma que não usa mais para adicionar outra.`,
  'auth/two-factor-already-on': 'A verificação em duas etapas já está ativada.',
  'auth/two-factor-off': 'A verificação em duas etapas não está ativada.',
  'auth/email-already-in-use': 'Este endereço de e-mail já está sendo usado por outra conta.',
  'auth/email-verification-failed': 'Ocorreu um erro ao verificar seu e-mail.',
  'auth/email-not-verified': 'Confirme seu endereço de e-mail primeiro. Enviamos um novo link para você.',
  'auth/weak-password': 'A senha precisa ter pelo menos 8 caracteres.',
  'auth/invalid-token': 'Este link é inválido ou expirou. Peça um novo.',
  'auth/too-many-attempts': 'Tentativas demais. Aguarde alguns minutos e tente de novo.',

  // Server codes of the product
  company_account_not_found: 'Não foi possível encontrar a conta da empresa.',
  invite_not_found: 'O convite é inválido ou expirou',
  invite_expired: 'O convite é inválido ou expirou',
  jira_token_error: 'Ocorreu um erro ao tentar se conectar ao Jira.',
  jira_error: 'Ocorreu um erro ao tentar se conectar ao Jira.',
  jira_webhook_invalid:
    'Não foi possível verificar a assinatura do webhook do Jira. Copie o segredo no webhook do Jira de novo.',
  jira_user_not_found: 'O Jira não conhece este usuário, ou a conta conectada talvez não possa vê-lo.',
  jira_person_taken: 'Esta pessoa já está associada a outro usuário do Jira nesta integração.',
  jira_person_not_assignable:
    'Só membros que podem trabalhar em tarefas podem ser associados a um usuário do Jira.',
  jira_epic_missing: 'Falta um épico do Jira. Adicione um épico à sua issue.',
  subscription_does_not_match: 'Esta assinatura não pertence a este espaço de trabalho.',
  subscription_not_active: 'A assinatura deste espaço de trabalho não está ativa.',
  subscription_not_found: 'Não foi possível encontrar a assinatura.',
  user_already_invited: 'Este usuário já foi convidado para o espaço de trabalho.',
  user_already_in_workspace: 'Este usuário já é membro do espaço de trabalho.',
  user_exists: 'Já existe um usuário com este endereço de e-mail.',
  user_not_in_project: 'Este usuário não é membro do projeto.',
  workspace_delete_own: 'Você só pode excluir espaços de trabalho dos quais é proprietário.',
  workspace_last_user: 'Não é possível remover o último usuário de um espaço de trabalho.',
  workspace_min_one: 'Este espaço de trabalho precisa ter pelo menos 1 administrador.',
  workspace_no_delete: 'Não é possível excluir seu único espaço de trabalho.',
  workspace_edit_user_failure: 'Não foi possível atualizar o usuário neste espaço de trabalho.',
  workspace_name_taken: 'Você já tem um espaço de trabalho com este nome. Escolha outro nome.',
  brand_name_taken: 'Este espaço de trabalho já tem uma marca com este nome. Escolha outro nome.',
  cant_change_assignee_with_existing_calendar_event:
    'Não é possível mudar o responsável enquanto o ticket tiver um evento no calendário.',
  workspace_no_subscription: 'Este espaço de trabalho não tem uma assinatura ativa.',
  // Billing
  billing_disabled: 'A cobrança está desligada neste servidor, então não há nada a pagar.',
  // AI
  ai_disabled:
    'A IA não está configurada neste servidor. Um administrador pode conectar um endpoint compatível com OpenAI.',
  ai_rate_limited: 'O serviço de IA está ocupado no momento. Tente de novo daqui a pouco.',
  ai_daily_limit: 'Este espaço de trabalho já usou a cota de IA de hoje. Ela é renovada à meia-noite UTC.',
  ai_unavailable: 'O serviço de IA não respondeu. Nada foi salvo; tente de novo mais tarde.',
  ai_timeout: 'O serviço de IA demorou demais para responder. Nada foi salvo; tente de novo.',
  ai_bad_reply: 'O serviço de IA enviou uma resposta que não pôde ser usada. Nada foi salvo; tente de novo.',
  // The public builder at /try
  try_draft_not_found: 'Este rascunho expirou ou já foi adicionado a uma marca. Crie um novo em /try.',
  ai_draft_needs_samples:
    'Adicione primeiro posts de exemplo (tickets de post com legendas) à voz: o rascunho é baseado neles.',
  brand_check_no_caption: 'O post ainda não tem legenda para verificar.',
  ai_draft_not_a_post: 'Ganchos e legendas só são rascunhados para tickets de post.',
  // Recordings: the resumable upload
  upload_not_found: 'Não foi possível encontrar este envio.',
  upload_offset_mismatch:
    'O envio não está nesse ponto: pergunte em que ponto ele está e continue a partir dali.',
  upload_too_large: `Uma gravação pode ter no máximo ${VIDEO_MAX_BYTES / 1024 ** 3} GB.`,
  upload_invalid: 'Falta o tamanho do envio, ou ele informa algo que este servidor não consegue ler.',
  upload_type_refused: 'Uma gravação precisa ser um vídeo WebM ou MP4.',
  upload_not_video:
    'Este arquivo não é o vídeo WebM ou MP4 que diz ser. Playlists, manifestos e listas de arquivos não são aceitos.',
  tus_version_unsupported: `Este servidor usa tus ${TUS_VERSION}.`,
  // Calendar feeds
  calendar_feed_not_found: 'Este endereço de calendário não funciona mais. Copie um novo no app.',
  // Recordings: playing, trimming, attaching
  video_not_found: 'Não foi possível encontrar esta gravação.',
  video_not_ready: 'Esta gravação ainda está sendo enviada. Tente de novo quando o envio terminar.',
  video_link_expired: 'Este link para a gravação expirou. Abra a gravação de novo para obter um novo.',
  video_range_invalid: 'Essa parte da gravação não existe.',
  video_tools_unavailable:
    'Este servidor não consegue editar vídeos: o ffmpeg não está instalado. Fale com a pessoa que administra o servidor.',
  video_trim_out_of_range: 'A parte a manter precisa estar dentro da gravação.',
  video_processing_failed: 'Não foi possível ler a gravação como vídeo. Ela foi mantida como foi enviada.',
  video_no_audio: 'Não foi possível ouvir nenhuma fala nesta gravação, então não há roteiro para escrever.',
  video_other_brand: 'Uma gravação só pode ser anexada a um ticket da marca para a qual foi feita.',
  billing_unavailable: 'Não foi possível contatar o provedor de pagamento. Tente de novo daqui a pouco.',
  subscription_already_active:
    'Este espaço de trabalho já tem uma assinatura em vigor. Altere os assentos dela na página de cobrança.',
  seats_in_use:
    'Há mais assentos em uso do que restariam com esta alteração. Remova membros ou convites abertos primeiro.',
  billing_webhook_invalid: 'Não foi possível verificar a assinatura do webhook.',
  calendar_update_failed: 'Não foi possível atualizar o evento do calendário.',
  google_calendar_load_error: 'Não foi possível carregar o Google Calendar.',
  // Instagram and YouTube import
  social_not_configured:
    'Este servidor não tem um app para este provedor. Peça ao seu administrador para configurá-lo.',
  social_not_connected: 'Esta conta não está conectada.',
  social_denied: 'A conta não foi conectada: o acesso não foi permitido.',
  social_reconnect_needed: 'A conexão expirou ou foi revogada. Conecte a conta de novo.',
  social_load_error: 'Não foi possível carregar a conta. Tente de novo mais tarde.',
  social_post_has_ticket: 'Já foi criado um ticket de post a partir deste post.',
  social_post_labelled_on_ticket:
    'Este post tem um ticket: defina o pilar, o objetivo e o formato dele no ticket.',
  // Google Calendar, connected per person
  google_calendar_not_configured:
    'Este servidor não tem um app do Google, então não é possível conectar o Google Calendar.',
  google_calendar_not_connected: 'O Google Calendar não está conectado.',
  google_calendar_denied: 'O Google Calendar não foi conectado: o acesso não foi permitido no Google.',
  google_calendar_scopes_missing:
    'O Google Calendar não foi conectado: permita tanto editar eventos quanto ver seus calendários na página do Google.',
  google_calendar_calendar_not_writable:
    'Escolha um dos seus calendários em que você pode adicionar eventos.',
  ticket_create_failed: 'Não foi possível criar o ticket.',

  // Limits and imports
  seat_limit_reached:
    'Você atingiu o limite de assentos do seu plano. Selecione menos usuários ou faça upgrade do seu plano.',
  attachment_too_large: 'Um arquivo pode ter no máximo 5 MB.',
  // The asset library
  asset_not_found: 'Não foi possível encontrar esta mídia nesta marca.',
  asset_folder_not_found: 'Não foi possível encontrar esta pasta nesta marca.',
  asset_folder_cycle: 'Uma pasta não pode ser movida para dentro dela mesma nem para uma das suas subpastas.',
  asset_folder_too_deep: `As pastas podem ter no máximo ${ASSET_FOLDER_MAX_DEPTH} níveis: mova-a para um nível acima.`,
  asset_folder_name_taken: 'Já existe uma pasta com esse nome aqui: escolha outro nome.',
  asset_folder_not_empty: 'Esta pasta ainda contém mídias ou pastas: mova-as ou arquive-as primeiro.',
  asset_folder_closed:
    'Colaboradores externos só podem enviar arquivos para pastas que um administrador da marca abriu para eles.',
  asset_type_refused:
    'Este tipo de arquivo não pode entrar na biblioteca. Programas e arquivos binários desconhecidos são recusados, seja qual for o nome.',
  asset_too_large: `Este arquivo é grande demais: imagens podem ter no máximo ${ASSET_MAX_BYTES.image / 1024 ** 2} MB, PDFs ${ASSET_MAX_BYTES.pdf / 1024 ** 2} MB, vídeos ${ASSET_MAX_BYTES.video / 1024 ** 3} GB e outros arquivos ${ASSET_MAX_BYTES.other / 1024 ** 2} MB.`,
  asset_use_resumable: `Arquivos acima de ${ASSET_RESUMABLE_FROM_BYTES / 1024 ** 2} MB são enviados em partes (tus, em …/asset-uploads), para que uma conexão interrompida possa continuar.`,
  asset_image_too_large: `Esta imagem tem mais de ${ASSET_IMAGE_MAX_PIXELS / 1_000_000} milhões de pixels: reduza-a primeiro.`,
  asset_fetch_failed:
    'Não foi possível buscar a imagem nesse endereço. Verifique se a página é pública, ou salve a imagem e envie-a.',
  // Google Drive import into the library
  drive_link_invalid:
    'Este não é um link do Google Drive: cole o link de um arquivo ou pasta do Drive, ou de um Google Doc, Sheet ou Slides.',
  drive_not_connected:
    'Importar do Google Drive exige sua conexão com o Google com acesso ao Drive: conecte o Google (ou permita o Drive) no seu perfil e tente de novo.',
  asset_not_from_drive: 'Esta mídia não veio do Google Drive, então não há nada a verificar lá.',
  checklist_full: `Esta checklist já tem ${LIMITS.checklistMaxItems} itens, o máximo de um ticket. Remova alguns ou passe parte do trabalho para outro ticket.`,
  subtasks_full: `Este ticket já tem ${LIMITS.subtasksMax} subtarefas, o máximo possível. Escolha outro ticket principal ou transforme-o em um ticket independente.`,
  ticket_has_open_subtasks:
    'Este ticket ainda tem subtarefas abertas. Diga se elas devem ser fechadas também ou continuar abertas.',
  ticket_has_subtasks:
    'Este ticket tem subtarefas. Diga se elas devem ser excluídas também ou mantidas como tickets independentes.',
  invalid_recurrence:
    'Não foi possível ler esta regra de repetição. Verifique a parte indicada ou crie a regra de novo.',
  recurrence_limit:
    'Uma série se repete no máximo uma vez por dia, cria no máximo 1.000 tickets e termina em até 5 anos.',
  recurring_ended: 'Esta série terminou. Crie uma nova para repetir o trabalho de novo.',
  content_series_name_taken: 'Esta marca já tem uma série com esse nome. Escolha outro nome.',
  content_series_full: `Uma marca tem no máximo ${LIMITS.contentSeriesPerBrand} séries, e uma série ${LIMITS.contentSeriesMaxPosts} posts. Exclua uma que não usa mais.`,
  ticket_in_series: 'Este ticket já está em uma série. Tire-o daquela primeiro.',
  evergreen_not_published: 'Só um post já publicado (Publicado ou Postado) pode ser marcado como evergreen.',
  not_an_occurrence: 'Esse dia não é uma das ocorrências desta série. Escolha um dia em que ela se repete.',
  occurrence_made: 'Esta ocorrência já foi criada ou pulada. Altere ou exclua o ticket dela.',
  template_name_taken: 'Já existe um modelo com esse nome aqui. Escolha outro nome.',
  templates_full: `Já existem ${LIMITS.templatesPerBrand} modelos aqui, o máximo de uma marca ou workspace. Exclua um que você não usa mais.`,
  checklist_order_invalid:
    'A nova ordem precisa citar cada item da checklist uma única vez. Recarregue o ticket e tente de novo.',
  asset_in_use:
    'Esta mídia é usada por tickets ou posts, então não pode ser excluída definitivamente: arquive-a.',
  asset_rights_expired:
    'Uma mídia deste post não pode mais ser usada: os direitos dela terminaram. Substitua-a ou estenda os direitos.',
  asset_network_not_allowed:
    'Uma mídia deste post não pode ser publicada nesta rede pela licença dela. Substitua-a ou altere os direitos.',
  storage_quota_exceeded:
    'Este espaço de trabalho usou todo o espaço de armazenamento, então o arquivo não foi salvo. Exclua arquivos de que não precisa mais, ou peça mais espaço ao administrador do espaço de trabalho.',
  too_many_attachments: 'Você pode anexar no máximo 10 arquivos.',
  attachment_not_image: 'Só imagens (PNG, JPEG, GIF ou WebP) podem ser anexadas aqui.',
  attachment_type_not_allowed:
    'Este tipo de arquivo não pode ser anexado. Anexe imagens, áudio, vídeo, PDFs, documentos de escritório ou arquivos de texto.',
  ticket_edit_conflict:
    'Outra pessoa alterou este campo enquanto você o editava. Escolha qual versão manter.',
  timer_not_running: 'Nenhum cronômetro está rodando nesta tarefa.',
  time_entry_running: 'Pare o cronômetro antes de editar este registro.',
  csv_no_valid_urls: 'Nenhuma URL válida encontrada no arquivo CSV',
  approval_link_invalid:
    'Este link de aprovação é inválido, expirou ou foi retirado. Peça um novo a quem o enviou.',
  approval_not_post: 'Só tickets de post desta marca podem ser enviados para aprovação.',
  approval_workflow_none:
    'Esta marca não usa aprovações: um administrador da marca pode ativá-las nas configurações de Aprovações dela.',
  approval_not_pending: 'Este post não está aguardando a sua aprovação.',
  approval_version_changed: 'O post mudou desde que você o abriu: veja a nova versão antes de decidir.',
  approval_no_approvers:
    'Ninguém pode aprovar este post: a etapa do fluxo de aprovação não tem nenhum aprovador que trabalhe na marca.',
  approval_contact_in_use:
    'Este contato aprova uma etapa do fluxo de aprovação da marca: tire-o da etapa primeiro.',
  approval_contacts_full: `Esta marca já tem o máximo de contatos do cliente que pode ter (${APPROVAL_MAX_CONTACTS}).`,
  approval_override_forbidden: 'Só os administradores da marca podem liberar uma etapa da aprovação dela.',
  approval_approvers_forbidden:
    'Só quem pediu esta aprovação, ou um administrador da marca, pode adicionar aprovadores a ela.',
  approval_step_closed:
    'Essa etapa da aprovação está encerrada: adicione aprovadores à etapa aberta ou a uma que ainda vai abrir.',
  post_locked_approved:
    'Este post está aprovado: o conteúdo dele está bloqueado. Edite-o com “Editar e reabrir a revisão” para alterá-lo, e ele volta para aprovação.',
  portal_link_invalid:
    'Este link é inválido, expirou ou foi substituído. Peça um novo à equipe com que você trabalha.',
  approval_version_unknown: 'Este post não tem essa versão: escolha duas versões do histórico dele.',
  push_not_configured:
    'Este servidor não consegue enviar notificações push para este tipo de dispositivo. Peça ao seu administrador para configurá-lo.',
  push_devices_limit: `Você tem ${PUSH_DEVICES_MAX} dispositivos registrados para notificações push. Remova um primeiro.`,
  push_claim_invalid:
    'Esta confirmação não corresponde a nenhum dispositivo que você está adicionando. Ative as notificações push de novo.',
  push_claim_expired: `O dispositivo não confirmou em ${PUSH_CLAIM_TTL_SECONDS} segundos. Ative as notificações push de novo.`,
  csv_unreadable: 'Não foi possível ler o arquivo CSV. Verifique o arquivo e tente de novo.',
  csv_too_many_rows: `O arquivo CSV tem mais de ${POST_IMPORT_MAX_ROWS.toLocaleString('pt-BR')} linhas. Divida-o e importe cada parte.`,
  post_import_not_ready:
    'As prévias desta importação ainda não estão prontas, ou os posts dela já foram criados.',
  invite_daily_limit: `Este espaço de trabalho já enviou os seus ${LIMITS.invitesPerWorkspacePerDay} convites das últimas 24 horas. Tente de novo mais tarde.`,
  too_many_streams: `Você já tem ${REALTIME.maxStreamsPerUser} abas ao vivo abertas. Feche uma e recarregue esta.`,
  too_many_uploads: `Você já tem ${LIMITS.uploadsInFlightPerUser} envios em andamento. Aguarde um terminar e tente de novo.`,
  brand_voice_posts_limit: `Uma voz da marca pode ter até ${LIMITS.brandVoiceMaxPosts} posts. Remova um antes de adicionar outro.`,
  brand_voice_post_invalid: 'Um post de exemplo precisa ser um ticket de post desta marca, ou um link.',
  brand_voice_not_found: 'Essa voz da marca não pertence a esta marca.',
  skills_not_in_industry: 'As habilidades precisam vir da lista do setor escolhido.',
  // Integrations
  integration_not_found: 'Não foi possível encontrar esta integração.',
  integration_delivery_not_found: 'Não foi possível encontrar esta entrega.',
  integration_target_refused:
    'Este endereço não pode ser usado. Use um endereço http(s) público; endereços de rede privados, locais e reservados são recusados.',
  integration_disabled: 'Esta integração está desligada. Ligue-a para enviar.',
  monday_token_error: 'O monday.com recusou o token de API. Verifique-o, ou crie um novo, e tente de novo.',
  monday_error: 'Ocorreu um erro ao tentar se conectar ao monday.com.',
  integration_state_invalid: 'Não foi possível confirmar a conexão. Comece a conectar de novo.',
  integration_not_brand_admin:
    'Você não é mais administrador desta marca. Peça a um dos administradores dela para conectá-la.',
  integration_plan_required:
    'Este espaço de trabalho não tem mais um plano ativo. Escolha um plano e conecte de novo.',
  email_send_failed: 'Não foi possível enviar o e-mail. Tente de novo.',
  webhook_send_failed: 'Não foi possível enviar a tarefa para o webhook. Tente de novo.',
  slack_send_failed: 'Não foi possível enviar a tarefa para o Slack. Tente de novo.',
  slack_install_not_configured:
    'Adicionar ao Slack não está configurado neste servidor. Cole uma URL de incoming webhook.',
  slack_install_denied: 'O Slack não foi conectado: a solicitação foi cancelada no Slack.',
  slack_install_failed: 'O Slack não confirmou a conexão. Tente de novo.',
  jira_install_not_configured:
    'Conectar com uma conta Atlassian não está configurado neste servidor. Use um token de API.',
  jira_install_denied: 'O Jira não foi conectado: a solicitação foi cancelada na Atlassian.',
  jira_install_failed:
    'O Jira não confirmou a conexão, ou o site não estava entre os que você permitiu. Tente de novo.',
  mail_recipient_limit: `Um endereço para o qual você está enviando já recebeu ${LIMITS.mailsPerRecipientPerDay} e-mails deste espaço de trabalho nas últimas 24 horas. Nada foi enviado; tente de novo mais tarde.`,
  mail_workspace_limit: `Este espaço de trabalho já enviou os seus ${LIMITS.mailsPerWorkspacePerDay.toLocaleString('pt-BR')} e-mails (convites, links de aprovação, tarefas enviadas por e-mail e mensagens da integração de e-mail) das últimas 24 horas. Nada foi enviado; tente de novo mais tarde.`,
  mail_sender_limit: `Você enviou ${LIMITS.mailsPerSenderPerHour} e-mails (convites, links de aprovação, tarefas enviadas por e-mail e mensagens da integração de e-mail enviadas pelas suas alterações) na última hora. Nada foi enviado; aguarde um pouco e tente de novo.`,
  publishing_account_refused:
    'A rede recusou esta conta. Verifique o usuário e a senha de app e tente de novo.',
  publishing_channel_taken: 'Esta conta já está conectada a esta marca.',
  publishing_not_a_post: 'Só um ticket de post pode ser publicado.',
  publishing_time_invalid: 'Escolha um horário entre agora e daqui a um ano.',
  publishing_host_unreachable:
    'Não foi possível contatar o servidor da conta. Verifique o endereço dele e tente de novo.',
  publishing_network_unavailable: 'Não foi possível contatar a rede. Tente de novo daqui a pouco.',
  publishing_queue_empty: `Esta marca não tem horário livre na fila nas próximas ${QUEUE_HORIZON_WEEKS} semanas. Adicione horários à fila nas configurações de publicação.`,
  publishing_needs_approval: 'Esta marca exige aprovação: o post pode ser agendado assim que for aprovado.',
  publishing_media_not_on_ticket:
    'Um post só pode levar as imagens de referência do ticket dele e as gravações finalizadas da marca, um arquivo por item.',
  publishing_connect_expired: 'Este link de conexão expirou ou já foi usado. Comece a conectar de novo.',
  publishing_connect_cancelled: 'A conexão foi cancelada na rede. Nada foi conectado.',
  publishing_connect_refused:
    'A rede não aprovou a conexão. Tente de novo ou verifique o app configurado para ela.',
  publishing_network_not_set_up:
    'Esta rede não está configurada neste servidor: faltam as credenciais do app de desenvolvedor dela. O README explica como adicioná-las; até lá, use um canal de envio para o celular.',
  publishing_no_account:
    'Este login não tem nenhuma conta com a qual a rede nos deixe publicar (o Instagram exige uma conta profissional; o Facebook, uma Página que você gerencia).',
  publishing_file_not_found: 'Este link de arquivo expirou ou não existe.',
  invalid_time_zone:
    'Este não é um fuso horário que conhecemos: use um nome IANA, como Europe/Berlin ou America/New_York.',
  unsupported_language: `Este idioma não é um dos que o app fala: escolha um entre ${Object.values(LANGUAGE_NAMES).join(', ')}.`,
  publishing_newer_not_waiting: 'Só um post que ainda aguarda publicação pode receber a versão mais nova.',
  publishing_newer_uploaded:
    'A rede já tem os arquivos deste post: tire-o da agenda e agende-o de novo para usar a versão mais nova.',
  publishing_cannot_take_down:
    'Esta rede não nos deixa excluir um post (ou o canal dele não está mais conectado): remova-o manualmente na rede. Uma tarefa foi criada para isso.',
  invite_recipient_cooldown: `Este endereço foi convidado ${LIMITS.invitesPerRecipientPerDay} vezes nas últimas 24 horas. Aguarde antes de convidá-lo de novo.`,
};

/** The app's messages in Brazilian Portuguese (messages.ts is the English). */
export const messages: MessageTexts = {
  incompleteData: errors.validation_error,
  inviteInvalid: errors.invite_not_found,
  emailVerifyError: errors['auth/email-verification-failed'],
  csvNoValidUrls: errors.csv_no_valid_urls,
  csvReadError: errors.csv_unreadable,
  bulkImportFailed: 'A importação em massa falhou. Tente de novo.',
  emailSendSuccess: 'O e-mail foi enviado.',
  emailSendError: errors.email_send_failed,
  jiraSendSuccess: 'A tarefa foi enviada para o Jira.',
  jiraSendError: 'Não foi possível enviar a tarefa para o Jira. Tente de novo.',
  webhookSendSuccess: 'A tarefa foi enviada para o webhook.',
  webhookSendError: errors.webhook_send_failed,
  slackSendSuccess: 'A tarefa foi enviada para o Slack.',
  slackSendError: errors.slack_send_failed,
  mondaySendSuccess: 'A tarefa foi enviada para o monday.com.',
  mondaySendError: 'Não foi possível enviar a tarefa para o monday.com. Tente de novo.',
  screenShareDenied: 'O compartilhamento de tela foi negado. Permita o compartilhamento de tela para gravar.',
  screenShareNotSupported:
    'O compartilhamento de tela não é compatível com este navegador. Use o Google Chrome.',
  noAudioDetected: 'Nenhum áudio foi detectado. Verifique seu microfone e tente de novo.',
  sceneExtractSuccess: 'As cenas foram extraídas.',
  sceneExtractError: 'Não foi possível extrair as cenas. Tente de novo.',
  scriptExtractSuccess: 'O roteiro foi extraído.',
  scriptExtractError: 'Não foi possível extrair o roteiro. Tente de novo.',
  subscriptionFetchFailed: 'Não foi possível buscar a assinatura',
  seatLimit: errors.seat_limit_reached,
  featureNotBuilt: 'Esta tela ainda não foi construída.',
  notFoundTitle: 'Página não encontrada',
  notFoundText: 'A página que você procura não existe ou foi movida.',
};
