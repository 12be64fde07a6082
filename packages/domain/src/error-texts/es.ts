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

/** The error catalogue in Spanish (errors.ts is the English); machine-drafted, awaiting a fluent speaker's review. */
export const errors: ErrorTexts = {
  // Generic HTTP errors
  unauthorized: 'No tienes autorización para acceder a este recurso.',
  forbidden: 'No tienes permiso para hacer esto.',
  // API keys
  api_key_invalid: 'Esta clave de API no existe, está revocada o ha caducado. Crea una nueva en tu cuenta.',
  api_key_scope: 'Esta clave de API no tiene el permiso que necesita esta llamada.',
  // OAuth for the MCP server
  oauth_token_invalid:
    'Este token no existe o ha caducado, o su app se desconectó: vuelve a conectar la app.',
  oauth_token_resource:
    'Este token se emitió para el servidor MCP (/api/mcp) y no funciona en ningún otro sitio.',
  oauth_request_invalid:
    'Esta solicitud de autorización no es válida. Vuelve a empezar desde la app que te ha traído aquí.',
  oauth_grants_limit: 'Ya tienes conectadas todas las apps permitidas: primero desconecta una en tu cuenta.',
  api_key_not_allowed:
    'Esta llamada necesita una persona con la sesión iniciada: las claves de API no pueden hacerla.',
  api_keys_limit: 'Ya tienes activas todas las claves de API permitidas: primero revoca una.',
  idempotency_key_invalid:
    'La cabecera Idempotency-Key debe tener de 1 a 255 caracteres visibles, opcionalmente entre comillas dobles.',
  idempotency_key_reused:
    'Esta Idempotency-Key ya se usó para otra solicitud: usa una clave nueva para cada solicitud nueva.',
  idempotency_key_in_flight:
    'La primera solicitud con esta Idempotency-Key aún se está ejecutando: vuelve a intentarlo en un momento.',
  idempotency_key_reply_lost:
    'La primera solicitud con esta Idempotency-Key guardó su cambio, pero su respuesta se perdió al detenerse el servidor: consulta el resultado en lugar de reintentarla.',
  not_found: 'No se encontró el recurso solicitado.',
  validation_error: 'Los datos introducidos están incompletos. Rellena todos los campos obligatorios.',
  bad_request: 'No se pudo entender la solicitud. Revísala y vuelve a intentarlo.',
  unsupported_media_type: 'Aquí no se acepta este tipo de contenido.',
  conflict: 'Este cambio entra en conflicto con el estado actual. Recarga la página y vuelve a intentarlo.',
  payload_too_large: 'La solicitud es demasiado grande.',
  uri_too_long: 'La dirección de esta solicitud es demasiado larga.',
  rate_limited: 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
  internal_error: 'Algo ha fallado por nuestra parte. Vuelve a intentarlo más tarde.',
  service_unavailable: 'El servicio no está disponible en este momento. Vuelve a intentarlo en un momento.',

  // Identity
  'auth/user-not-found': 'El correo electrónico o la contraseña que has introducido no son correctos.',
  'auth/wrong-password': 'El correo electrónico o la contraseña que has introducido no son correctos.',
  'auth/invalid-code':
    'Ese código no es correcto. Revisa tu app de autenticación o tus códigos de recuperación y vuelve a intentarlo.',
  'auth/two-factor-expired':
    'Este inicio de sesión tardó demasiado o tuvo demasiados códigos incorrectos. Vuelve a iniciar sesión.',
  two_factor_required:
    'Este espacio de trabajo exige la verificación en dos pasos. Actívala en Inicio de sesión y seguridad (o inicia sesión con una llave de acceso) para continuar.',
  // Single sign-on
  sso_required:
    'Este espacio de trabajo exige que inicies sesión mediante el inicio de sesión único de tu empresa.',
  sso_config_invalid:
    'No se pudieron usar los ajustes del proveedor de identidad. Revisa el campo indicado y vuelve a intentarlo.',
  domain_not_verified:
    'Este dominio aún no está verificado. Añade el registro DNS TXT que se muestra y vuelve a comprobarlo.',
  sso_not_configured: 'No hay ningún inicio de sesión único configurado para esta dirección.',
  sso_domain_not_found: 'Este dominio no es uno de los del espacio de trabajo.',
  sso_domain_taken:
    'Otro espacio de trabajo ha verificado este dominio. Un dominio solo inicia sesión en un espacio de trabajo.',
  sso_domain_limit: `Un espacio de trabajo puede reclamar como máximo ${SSO_DOMAINS_MAX} dominios.`,
  // Passkeys
  'auth/passkey-failed':
    'No se pudo iniciar sesión con esta llave de acceso. Vuelve a intentarlo o inicia sesión con tu contraseña.',
  passkey_invalid:
    'La respuesta de tu dispositivo no se pudo validar o tardó demasiado. Intenta añadir la llave de acceso de nuevo.',
  passkey_exists: 'Esta llave de acceso ya está añadida a una cuenta.',
  passkey_limit: `Ya tienes ${PASSKEYS_MAX} llaves de acceso. Quita una que ya no uses para añadir otra.`,
  'auth/two-factor-already-on': 'La verificación en dos pasos ya está activada.',
  'auth/two-factor-off': 'La verificación en dos pasos no está activada.',
  'auth/email-already-in-use': 'Esta dirección de correo ya la usa otra cuenta.',
  'auth/email-verification-failed': 'Se produjo un error al verificar tu correo electrónico.',
  'auth/email-not-verified': 'Primero confirma tu dirección de correo. Te hemos enviado un enlace nuevo.',
  'auth/weak-password': 'La contraseña debe tener al menos 8 caracteres.',
  'auth/invalid-token': 'Este enlace no es válido o ha caducado. Pide uno nuevo.',
  'auth/too-many-attempts': 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',

  // Server codes of the product
  company_account_not_found: 'No se encontró la cuenta de empresa.',
  invite_not_found: 'La invitación no es válida o ha caducado',
  invite_expired: 'La invitación no es válida o ha caducado',
  jira_token_error: 'Se produjo un error al intentar conectar con Jira.',
  jira_error: 'Se produjo un error al intentar conectar con Jira.',
  jira_webhook_invalid:
    'No se pudo verificar la firma del webhook de Jira. Vuelve a copiar el secreto en el webhook de Jira.',
  jira_user_not_found: 'Jira no conoce a este usuario, o puede que la cuenta conectada no lo vea.',
  jira_person_taken: 'Esta persona ya está asociada a otro usuario de Jira en esta integración.',
  jira_person_not_assignable:
    'Solo los miembros que pueden trabajar en tareas pueden asociarse a un usuario de Jira.',
  jira_epic_missing: 'Falta un Epic de Jira. Añade un epic a tu incidencia.',
  subscription_does_not_match: 'Esta suscripción no pertenece a este espacio de trabajo.',
  subscription_not_active: 'La suscripción de este espacio de trabajo no está activa.',
  subscription_not_found: 'No se encontró la suscripción.',
  user_already_invited: 'Este usuario ya ha sido invitado al espacio de trabajo.',
  user_already_in_workspace: 'Este usuario ya es miembro del espacio de trabajo.',
  user_exists: 'Ya existe un usuario con esta dirección de correo.',
  user_not_in_project: 'Este usuario no es miembro del proyecto.',
  workspace_delete_own: 'Solo puedes eliminar los espacios de trabajo de los que eres propietario.',
  workspace_last_user: 'No puedes quitar al último usuario de un espacio de trabajo.',
  workspace_min_one: 'Debe haber al menos 1 administrador en este espacio de trabajo.',
  workspace_no_delete: 'No puedes eliminar tu único espacio de trabajo.',
  workspace_edit_user_failure: 'No se pudo actualizar el usuario en este espacio de trabajo.',
  workspace_name_taken: 'Ya tienes un espacio de trabajo con este nombre. Elige otro nombre.',
  brand_name_taken: 'Este espacio de trabajo ya tiene una marca con este nombre. Elige otro nombre.',
  cant_change_assignee_with_existing_calendar_event:
    'No se puede cambiar el responsable mientras el ticket tenga un evento en el calendario.',
  workspace_no_subscription: 'Este espacio de trabajo no tiene ninguna suscripción activa.',
  // Billing
  billing_disabled: 'La facturación está desactivada en este servidor, así que no hay nada que pagar.',
  // AI
  ai_disabled:
    'La IA no está configurada en este servidor. Un administrador puede conectar un endpoint compatible con OpenAI.',
  ai_rate_limited: 'El servicio de IA está ocupado en este momento. Vuelve a intentarlo en un momento.',
  ai_daily_limit: 'Este espacio de trabajo ha agotado su cupo de IA de hoy. Se renueva a medianoche UTC.',
  ai_unavailable: 'El servicio de IA no pudo responder. No se guardó nada; vuelve a intentarlo más tarde.',
  ai_timeout: 'El servicio de IA tardó demasiado en responder. No se guardó nada; vuelve a intentarlo.',
  ai_bad_reply:
    'El servicio de IA envió una respuesta que no se pudo usar. No se guardó nada; vuelve a intentarlo.',
  // The public builder at /try
  try_draft_not_found: 'Este borrador ha caducado o ya se añadió a una marca. Crea uno nuevo en /try.',
  ai_draft_needs_samples:
    'Primero añade publicaciones de ejemplo (tickets de publicación con texto) a la voz: el borrador se basa en ellas.',
  brand_check_no_caption: 'La publicación aún no tiene texto que revisar.',
  ai_draft_not_a_post: 'Los ganchos y los textos solo se redactan para tickets de publicación.',
  // Recordings: the resumable upload
  upload_not_found: 'No se encontró esta subida.',
  upload_offset_mismatch: 'La subida no está en ese punto: pregunta en qué punto está y continúa desde ahí.',
  upload_too_large: `Una grabación puede ocupar como máximo ${VIDEO_MAX_BYTES / 1024 ** 3} GB.`,
  upload_invalid: 'A la subida le falta su tamaño o indica algo que este servidor no puede leer.',
  upload_type_refused: 'Una grabación debe ser un vídeo WebM o MP4.',
  upload_not_video:
    'Este archivo no es el vídeo WebM o MP4 que dice ser. No se aceptan listas de reproducción, manifiestos ni listas de archivos.',
  tus_version_unsupported: `Este servidor habla tus ${TUS_VERSION}.`,
  // Calendar feeds
  calendar_feed_not_found: 'Esta dirección de calendario ya no funciona. Copia una nueva desde la app.',
  // Recordings: playing, trimming, attaching
  video_not_found: 'No se encontró esta grabación.',
  video_not_ready: 'Esta grabación aún se está subiendo. Vuelve a intentarlo cuando termine la subida.',
  video_link_expired:
    'Este enlace a la grabación ha caducado. Vuelve a abrir la grabación para obtener uno nuevo.',
  video_range_invalid: 'Esa parte de la grabación no existe.',
  video_tools_unavailable:
    'Este servidor no puede editar vídeos: ffmpeg no está instalado. Pregunta a la persona que lo administra.',
  video_trim_out_of_range: 'La parte que quieres conservar debe estar dentro de la grabación.',
  video_processing_failed: 'La grabación no se pudo leer como vídeo. Se conserva tal como se subió.',
  video_no_audio: 'No se oye ninguna voz en esta grabación, así que no hay guion que escribir.',
  video_other_brand: 'Una grabación solo puede adjuntarse a un ticket de la marca para la que se hizo.',
  billing_unavailable: 'No se pudo contactar con el proveedor de pagos. Vuelve a intentarlo en un momento.',
  subscription_already_active:
    'Este espacio de trabajo ya tiene una suscripción en vigor. Cambia sus plazas en la página de facturación.',
  seats_in_use: 'Hay más plazas en uso de las que quedarían. Primero quita miembros o invitaciones abiertas.',
  billing_webhook_invalid: 'No se pudo verificar la firma del webhook.',
  calendar_update_failed: 'No se pudo actualizar el evento del calendario.',
  google_calendar_load_error: 'No se pudo cargar Google Calendar.',
  // Instagram and YouTube import
  social_not_configured:
    'Este servidor no tiene ninguna app para este proveedor. Pide a tu administrador que la configure.',
  social_not_connected: 'Esta cuenta no está conectada.',
  social_denied: 'No se conectó la cuenta: no se permitió el acceso.',
  social_reconnect_needed: 'La conexión ha caducado o se revocó. Vuelve a conectar la cuenta.',
  social_load_error: 'No se pudo cargar la cuenta. Vuelve a intentarlo más tarde.',
  social_post_has_ticket: 'Ya se creó un ticket de publicación a partir de esta publicación.',
  social_post_labelled_on_ticket:
    'Esta publicación tiene un ticket: define su pilar, su propósito y su formato en el ticket.',
  // Google Calendar, connected per person
  google_calendar_not_configured:
    'Este servidor no tiene ninguna app de Google, así que no se puede conectar Google Calendar.',
  google_calendar_not_connected: 'Google Calendar no está conectado.',
  google_calendar_denied: 'No se conectó Google Calendar: no se permitió el acceso en Google.',
  google_calendar_scopes_missing:
    'No se conectó Google Calendar: en la página de Google, permite tanto editar eventos como ver tus calendarios.',
  google_calendar_calendar_not_writable: 'Elige uno de tus calendarios en el que puedas añadir eventos.',
  ticket_create_failed: 'No se pudo crear el ticket.',

  // Limits and imports
  seat_limit_reached:
    'Has alcanzado el límite de plazas de tu plan. Selecciona menos usuarios o mejora tu plan.',
  attachment_too_large: 'Un archivo puede ocupar como máximo 5 MB.',
  // The asset library
  asset_not_found: 'No se encontró este recurso en esta marca.',
  asset_folder_not_found: 'No se encontró esta carpeta en esta marca.',
  asset_folder_cycle:
    'Una carpeta no puede moverse dentro de sí misma ni dentro de una de sus propias carpetas.',
  asset_folder_too_deep: `Las carpetas se anidan como máximo ${ASSET_FOLDER_MAX_DEPTH} niveles: muévela más arriba.`,
  asset_folder_name_taken: 'Ahí ya hay una carpeta con ese nombre: elige otro nombre.',
  asset_folder_not_empty: 'Esta carpeta aún contiene recursos o carpetas: primero muévelos o archívalos.',
  asset_folder_closed:
    'Los colaboradores externos solo pueden subir archivos a carpetas que un administrador de la marca les haya abierto.',
  asset_type_refused:
    'Este tipo de archivo no puede ir a la biblioteca. Se rechazan los programas y los archivos binarios desconocidos, tengan el nombre que tengan.',
  asset_too_large: `Este archivo es demasiado grande: las imágenes pueden ocupar como máximo ${ASSET_MAX_BYTES.image / 1024 ** 2} MB, los PDF ${ASSET_MAX_BYTES.pdf / 1024 ** 2} MB, los vídeos ${ASSET_MAX_BYTES.video / 1024 ** 3} GB y los demás archivos ${ASSET_MAX_BYTES.other / 1024 ** 2} MB.`,
  asset_use_resumable: `Los archivos de más de ${ASSET_RESUMABLE_FROM_BYTES / 1024 ** 2} MB se suben por partes (tus, en …/asset-uploads), para que una conexión interrumpida pueda continuar.`,
  asset_image_too_large: `Esta imagen tiene más de ${ASSET_IMAGE_MAX_PIXELS / 1_000_000} millones de píxeles: primero redúcela.`,
  asset_fetch_failed:
    'No se pudo obtener la imagen de esa dirección. Comprueba que la página sea pública, o guarda la imagen y súbela.',
  // Google Drive import into the library
  drive_link_invalid:
    'Esto no es un enlace de Google Drive: pega el enlace de un archivo o una carpeta de Drive, o de un documento, una hoja de cálculo o una presentación de Google.',
  drive_not_connected:
    'Para importar desde Google Drive necesitas tu conexión con Google con acceso a Drive: conecta Google (o permite Drive) en tu perfil y vuelve a intentarlo.',
  asset_not_from_drive: 'Este recurso no procede de Google Drive, así que no hay nada que comprobar allí.',
  checklist_full: `Esta lista de comprobación ya tiene ${LIMITS.checklistMaxItems} elementos, el máximo de un ticket. Elimina algunos o pasa parte del trabajo a otro ticket.`,
  subtasks_full: `Este ticket ya tiene ${LIMITS.subtasksMax} subtareas, el máximo posible. Elige otro ticket principal o conviértelo en un ticket independiente.`,
  ticket_has_open_subtasks:
    'Este ticket aún tiene subtareas abiertas. Indica si quieres cerrarlas también o dejarlas abiertas.',
  ticket_has_subtasks:
    'Este ticket tiene subtareas. Indica si quieres eliminarlas también o conservarlas como tickets independientes.',
  invalid_recurrence:
    'No se puede leer esta regla de repetición. Revisa la parte indicada o vuelve a crear la regla.',
  recurrence_limit:
    'Una serie se repite como mucho una vez al día, crea como mucho 1.000 tickets y termina en menos de 5 años.',
  recurring_ended: 'Esta serie ha terminado. Crea una nueva para repetir el trabajo otra vez.',
  content_series_name_taken: 'Esta marca ya tiene una serie con ese nombre. Elige otro nombre.',
  content_series_full: `Una marca tiene como máximo ${LIMITS.contentSeriesPerBrand} series, y una serie ${LIMITS.contentSeriesMaxPosts} publicaciones. Elimina una que ya no uses.`,
  ticket_in_series: 'Este ticket ya está en una serie. Quítalo de esa primero.',
  evergreen_not_published:
    'Solo una publicación ya publicada (Publicada o Posteada) puede marcarse como evergreen.',
  not_an_occurrence: 'Ese día no es una de las repeticiones de esta serie. Elige un día en que se repita.',
  occurrence_made: 'Esta repetición ya está creada u omitida. Cambia o elimina su ticket en su lugar.',
  template_name_taken: 'Ya hay una plantilla con ese nombre aquí. Elige otro nombre.',
  templates_full: `Ya hay ${LIMITS.templatesPerBrand} plantillas aquí, el máximo de una marca o un espacio de trabajo. Elimina una que ya no uses.`,
  checklist_order_invalid:
    'El nuevo orden debe nombrar cada elemento de la lista una sola vez. Vuelve a cargar el ticket e inténtalo de nuevo.',
  asset_in_use:
    'Este recurso lo usan tickets o publicaciones, así que no se puede eliminar definitivamente: archívalo en su lugar.',
  asset_rights_expired:
    'Un recurso de esta publicación ya no se puede usar: sus derechos han terminado. Sustitúyelo o amplía sus derechos.',
  asset_network_not_allowed:
    'Según su licencia, un recurso de esta publicación no puede publicarse en esta red. Sustitúyelo o cambia sus derechos.',
  storage_quota_exceeded:
    'Este espacio de trabajo ha usado todo su espacio de almacenamiento, así que el archivo no se guardó. Elimina los archivos que ya no necesites o pide más espacio al administrador del espacio de trabajo.',
  too_many_attachments: 'Puedes adjuntar como máximo 10 archivos.',
  attachment_not_image: 'Aquí solo se pueden adjuntar imágenes (PNG, JPEG, GIF o WebP).',
  attachment_type_not_allowed:
    'No se puede adjuntar este tipo de archivo. Adjunta imágenes, audio, vídeo, PDF, documentos de ofimática o archivos de texto.',
  ticket_edit_conflict: 'Otra persona cambió este campo mientras lo editabas. Elige qué versión conservar.',
  timer_not_running: 'No hay ningún temporizador en marcha en esta tarea.',
  time_entry_running: 'Detén el temporizador antes de editar este registro.',
  csv_no_valid_urls: 'No se encontraron URL válidas en el archivo CSV',
  approval_link_invalid:
    'Este enlace de aprobación no es válido, ha caducado o se retiró. Pide uno nuevo a quien te lo envió.',
  approval_not_post: 'Solo los tickets de publicación de esta marca pueden enviarse a aprobación.',
  approval_workflow_none:
    'Esta marca no usa aprobaciones: un administrador de la marca puede activarlas en sus ajustes de Aprobaciones.',
  approval_not_pending: 'Esta publicación no está esperando tu aprobación.',
  approval_version_changed:
    'La publicación ha cambiado desde que la abriste: mira la nueva versión antes de decidir.',
  approval_no_approvers:
    'Nadie puede aprobar esta publicación: el paso del flujo de trabajo no tiene ningún aprobador que trabaje en la marca.',
  approval_contact_in_use:
    'Este contacto aprueba un paso del flujo de trabajo de la marca: primero quítalo del paso.',
  approval_contacts_full: `Esta marca ya tiene todos los contactos de cliente que puede tener (${APPROVAL_MAX_CONTACTS}).`,
  approval_override_forbidden:
    'Solo los administradores de la marca pueden dar por superado un paso de su aprobación.',
  approval_approvers_forbidden:
    'Solo quien pidió esta aprobación, o un administrador de la marca, puede añadirle aprobadores.',
  approval_step_closed:
    'Ese paso de la aprobación está cerrado: añade aprobadores al paso abierto o a uno que aún esté por llegar.',
  post_locked_approved:
    'Esta publicación está aprobada: su contenido está bloqueado. Edítala con «reabrir la revisión» para cambiarla, y volverá a aprobación.',
  portal_link_invalid:
    'Este enlace no es válido, ha caducado o se ha sustituido. Pide uno nuevo al equipo con el que trabajas.',
  approval_version_unknown: 'Esta publicación no tiene esa versión: elige dos versiones de su historial.',
  push_not_configured:
    'Este servidor no puede enviar notificaciones push a este tipo de dispositivo. Pide a tu administrador que lo configure.',
  push_devices_limit: `Tienes ${PUSH_DEVICES_MAX} dispositivos registrados para notificaciones push. Primero quita uno.`,
  push_claim_invalid:
    'Esta confirmación no corresponde a ningún dispositivo que estés añadiendo. Vuelve a activar las notificaciones push.',
  push_claim_expired: `El dispositivo no confirmó en ${PUSH_CLAIM_TTL_SECONDS} segundos. Vuelve a activar las notificaciones push.`,
  csv_unreadable: 'No se pudo leer el archivo CSV. Revisa el archivo y vuelve a intentarlo.',
  csv_too_many_rows: `El archivo CSV tiene más de ${POST_IMPORT_MAX_ROWS.toLocaleString('es')} filas. Divídelo e importa cada parte.`,
  post_import_not_ready:
    'Las vistas previas de esta importación aún no están listas, o sus publicaciones ya se crearon.',
  invite_daily_limit: `Este espacio de trabajo ya ha enviado sus ${LIMITS.invitesPerWorkspacePerDay} invitaciones de las últimas 24 horas. Vuelve a intentarlo más tarde.`,
  too_many_streams: `Ya tienes ${REALTIME.maxStreamsPerUser} pestañas en directo abiertas. Cierra una y luego recarga esta.`,
  too_many_uploads: `Ya tienes ${LIMITS.uploadsInFlightPerUser} subidas en curso. Espera a que termine una y vuelve a intentarlo.`,
  brand_voice_posts_limit: `Una voz de marca puede guardar hasta ${LIMITS.brandVoiceMaxPosts} publicaciones. Quita una antes de añadir otra.`,
  brand_voice_post_invalid:
    'Una publicación de ejemplo debe ser un ticket de publicación de esta marca, o un enlace.',
  brand_voice_not_found: 'Esa voz de marca no pertenece a esta marca.',
  skills_not_in_industry: 'Las habilidades deben proceder de la lista del sector elegido.',
  // Integrations
  integration_not_found: 'No se encontró esta integración.',
  integration_delivery_not_found: 'No se encontró esta entrega.',
  integration_target_refused:
    'No se puede usar esta dirección. Usa una dirección http(s) pública; se rechazan las direcciones de red privadas, locales y reservadas.',
  integration_disabled: 'Esta integración está desactivada. Actívala para enviar.',
  monday_token_error:
    'monday.com rechazó el token de API. Revísalo, o crea uno nuevo, y vuelve a intentarlo.',
  monday_error: 'Se produjo un error al intentar conectar con monday.com.',
  integration_state_invalid: 'No se pudo confirmar la conexión. Vuelve a empezar a conectar.',
  integration_not_brand_admin:
    'Ya no eres administrador de esta marca. Pide a uno de sus administradores que la conecte.',
  integration_plan_required:
    'Este espacio de trabajo ya no tiene un plan activo. Elige un plan y vuelve a conectar.',
  email_send_failed: 'No se pudo enviar el correo. Vuelve a intentarlo.',
  webhook_send_failed: 'No se pudo enviar la tarea al webhook. Vuelve a intentarlo.',
  slack_send_failed: 'No se pudo enviar la tarea a Slack. Vuelve a intentarlo.',
  slack_install_not_configured:
    'Añadir a Slack no está configurado en este servidor. Pega en su lugar la URL de un webhook entrante.',
  slack_install_denied: 'No se conectó Slack: la solicitud se canceló en Slack.',
  slack_install_failed: 'Slack no confirmó la conexión. Vuelve a intentarlo.',
  jira_install_not_configured:
    'La conexión con una cuenta de Atlassian no está configurada en este servidor. Usa en su lugar un token de API.',
  jira_install_denied: 'No se conectó Jira: la solicitud se canceló en Atlassian.',
  jira_install_failed:
    'Jira no confirmó la conexión, o el sitio no estaba entre los que permitiste. Vuelve a intentarlo.',
  mail_recipient_limit: `Una dirección a la que estás enviando ya ha recibido ${LIMITS.mailsPerRecipientPerDay} correos de este espacio de trabajo en las últimas 24 horas. No se envió nada; vuelve a intentarlo más tarde.`,
  mail_workspace_limit: `Este espacio de trabajo ya ha enviado sus ${LIMITS.mailsPerWorkspacePerDay.toLocaleString('es')} correos (invitaciones, enlaces de aprobación, tareas enviadas por correo y mensajes de la integración de correo) de las últimas 24 horas. No se envió nada; vuelve a intentarlo más tarde.`,
  mail_sender_limit: `Has enviado ${LIMITS.mailsPerSenderPerHour} correos (invitaciones, enlaces de aprobación, tareas enviadas por correo y mensajes de la integración de correo que enviaron tus cambios) en la última hora. No se envió nada; espera un rato y vuelve a intentarlo.`,
  publishing_account_refused:
    'La red rechazó esta cuenta. Revisa el usuario y la contraseña de aplicación y vuelve a intentarlo.',
  publishing_channel_taken: 'Esta cuenta ya está conectada a esta marca.',
  publishing_not_a_post: 'Solo se puede publicar un ticket de publicación.',
  publishing_time_invalid: 'Elige una hora entre ahora y dentro de un año.',
  publishing_host_unreachable:
    'No se pudo contactar con el servidor de la cuenta. Revisa su dirección y vuelve a intentarlo.',
  publishing_network_unavailable: 'No se pudo contactar con la red. Vuelve a intentarlo en un momento.',
  publishing_queue_empty: `Esta marca no tiene ninguna hora de cola libre en las próximas ${QUEUE_HORIZON_WEEKS} semanas. Añade horas de cola en los ajustes de publicación.`,
  publishing_needs_approval:
    'Esta marca exige aprobación: la publicación se podrá programar una vez aprobada.',
  publishing_media_not_on_ticket:
    'Una publicación solo puede llevar las imágenes de referencia de su ticket y las grabaciones terminadas de su marca, un archivo por elemento.',
  publishing_connect_expired: 'Este enlace de conexión ha caducado o ya se usó. Vuelve a empezar a conectar.',
  publishing_connect_cancelled: 'La conexión se canceló en la red. No se conectó nada.',
  publishing_connect_refused:
    'La red no aprobó la conexión. Vuelve a intentarlo o revisa la app configurada para ella.',
  publishing_network_not_set_up:
    'Esta red no está configurada en este servidor: faltan las credenciales de su app de desarrollador. El README explica cómo añadirlas; mientras tanto, usa un canal de envío al teléfono.',
  publishing_no_account:
    'Este inicio de sesión no tiene ninguna cuenta con la que la red nos permita publicar (Instagram necesita una cuenta profesional; Facebook, una página que administres).',
  publishing_file_not_found: 'Este enlace de archivo ha caducado o no existe.',
  invalid_time_zone:
    'No conocemos esta zona horaria: usa un nombre IANA como Europe/Berlin o America/New_York.',
  unsupported_language: `La app no habla este idioma: elige uno de estos: ${Object.values(LANGUAGE_NAMES).join(', ')}.`,
  publishing_newer_not_waiting:
    'Solo una publicación que aún esté esperando para salir puede usar la versión más reciente.',
  publishing_newer_uploaded:
    'La red ya tiene los archivos de esta publicación: quítala de la programación y vuelve a programarla para usar la versión más reciente.',
  publishing_cannot_take_down:
    'Esta red no nos permite eliminar una publicación (o su canal ya no está conectado): retírala a mano en la red. Se ha creado una tarea para ello.',
  invite_recipient_cooldown: `Esta dirección ha sido invitada ${LIMITS.invitesPerRecipientPerDay} veces en las últimas 24 horas. Espera antes de volver a invitarla.`,
};

/** The app's messages in Spanish (messages.ts is the English). */
export const messages: MessageTexts = {
  incompleteData: errors.validation_error,
  inviteInvalid: errors.invite_not_found,
  emailVerifyError: errors['auth/email-verification-failed'],
  csvNoValidUrls: errors.csv_no_valid_urls,
  csvReadError: errors.csv_unreadable,
  bulkImportFailed: 'La importación masiva falló. Vuelve a intentarlo.',
  emailSendSuccess: 'Se envió el correo.',
  emailSendError: errors.email_send_failed,
  jiraSendSuccess: 'Se envió la tarea a Jira.',
  jiraSendError: 'No se pudo enviar la tarea a Jira. Vuelve a intentarlo.',
  webhookSendSuccess: 'Se envió la tarea al webhook.',
  webhookSendError: errors.webhook_send_failed,
  slackSendSuccess: 'Se envió la tarea a Slack.',
  slackSendError: errors.slack_send_failed,
  mondaySendSuccess: 'Se envió la tarea a monday.com.',
  mondaySendError: 'No se pudo enviar la tarea a monday.com. Vuelve a intentarlo.',
  screenShareDenied: 'Se denegó el uso compartido de pantalla. Permítelo para poder grabar.',
  screenShareNotSupported: 'Este navegador no admite compartir la pantalla. Usa Google Chrome.',
  noAudioDetected: 'No se detectó audio. Revisa tu micrófono y vuelve a intentarlo.',
  sceneExtractSuccess: 'Se extrajeron las escenas.',
  sceneExtractError: 'No se pudieron extraer las escenas. Vuelve a intentarlo.',
  scriptExtractSuccess: 'Se extrajo el guion.',
  scriptExtractError: 'No se pudo extraer el guion. Vuelve a intentarlo.',
  subscriptionFetchFailed: 'No se pudo obtener la suscripción',
  seatLimit: errors.seat_limit_reached,
  featureNotBuilt: 'Esta pantalla aún no está creada.',
  notFoundTitle: 'Página no encontrada',
  notFoundText: 'La página que buscas no existe o se ha movido.',
};
