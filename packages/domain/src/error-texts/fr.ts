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

/** The error catalogue in French (errors.ts is the English); machine-drafted, awaiting a fluent speaker's review. */
export const errors: ErrorTexts = {
  // Generic HTTP errors
  unauthorized: 'Vous n’êtes pas autorisé à accéder à cette ressource.',
  forbidden: 'Vous n’avez pas l’autorisation de faire cela.',
  // API keys
  api_key_invalid:
    'Cette clé API est inconnue, révoquée ou expirée. Créez-en une nouvelle dans votre compte.',
  api_key_scope: 'Cette clé API n’a pas la portée dont cet appel a besoin.',
  // OAuth for the MCP server
  oauth_token_invalid:
    'Ce jeton est inconnu ou expiré, ou son application a été déconnectée : connectez l’application à nouveau.',
  oauth_token_resource:
    'Ce jeton a été émis pour le serveur MCP (/api/mcp) et ne fonctionne nulle part ailleurs.',
  oauth_request_invalid:
    'Cette demande d’autorisation n’est pas valide. Recommencez depuis l’application qui vous a envoyé ici.',
  oauth_grants_limit:
    'Le nombre maximal d’applications connectées est atteint : déconnectez-en d’abord une dans votre compte.',
  api_key_not_allowed: 'Cet appel exige une personne connectée : les clés API ne peuvent pas le faire.',
  api_keys_limit: 'Le nombre maximal de clés API actives est atteint : révoquez-en d’abord une.',
  idempotency_key_invalid:
    'L’en-tête Idempotency-Key doit compter de 1 à 255 caractères visibles, éventuellement entre guillemets droits.',
  idempotency_key_reused:
    'Cette Idempotency-Key a déjà servi pour une autre requête : utilisez une nouvelle clé pour une nouvelle requête.',
  idempotency_key_in_flight:
    'La première requête avec cette Idempotency-Key est toujours en cours : réessayez dans un instant.',
  idempotency_key_reply_lost:
    'La première requête avec cette Idempotency-Key a enregistré sa modification, mais sa réponse a été perdue à l’arrêt du serveur : consultez le résultat au lieu de réessayer.',
  not_found: 'La ressource demandée est introuvable.',
  validation_error: 'Les données saisies sont incomplètes. Veuillez remplir tous les champs obligatoires.',
  bad_request: 'La requête n’a pas pu être comprise. Veuillez la vérifier et réessayer.',
  unsupported_media_type: 'Ce type de contenu n’est pas accepté ici.',
  conflict: 'Cette modification est en conflit avec l’état actuel. Veuillez recharger la page et réessayer.',
  payload_too_large: 'La requête est trop volumineuse.',
  uri_too_long: 'L’adresse de cette requête est trop longue.',
  rate_limited: 'Trop de requêtes. Veuillez patienter un instant et réessayer.',
  internal_error: 'Un problème est survenu de notre côté. Veuillez réessayer plus tard.',
  service_unavailable: 'Le service n’est pas disponible pour le moment. Veuillez réessayer dans un instant.',

  // Identity
  'auth/user-not-found': 'L’adresse e-mail ou le mot de passe saisi est incorrect.',
  'auth/wrong-password': 'L’adresse e-mail ou le mot de passe saisi est incorrect.',
  'auth/invalid-code':
    'Ce code n’est pas correct. Vérifiez votre application d’authentification ou vos codes de récupération, puis réessayez.',
  'auth/two-factor-expired':
    'Cette connexion a pris trop de temps ou a reçu trop de codes erronés. Connectez-vous à nouveau.',
  two_factor_required:
    'Cet espace de travail exige la vérification en deux étapes. Activez-la dans Connexion et sécurité (ou connectez-vous avec une clé d’accès) pour continuer.',
  sso_required:
    'Cet espace de travail exige que vous vous connectiez via l’authentification unique de votre entreprise.',
  sso_config_invalid:
    'Les paramètres du fournisseur d’identité n’ont pas pu être utilisés. Vérifiez le champ indiqué et réessayez.',
  domain_not_verified:
    'Ce domaine n’est pas encore vérifié. Ajoutez l’enregistrement DNS TXT indiqué, puis vérifiez à nouveau.',
  sso_not_configured: 'Aucune authentification unique n’est configurée pour cette adresse.',
  sso_domain_not_found: 'Ce domaine ne fait pas partie de ceux de l’espace de travail.',
  sso_domain_taken:
    'Un autre espace de travail a vérifié ce domaine. Un domaine ne permet de se connecter qu’à un seul espace de travail.',
  sso_domain_limit: `Un espace de travail peut revendiquer au plus ${SSO_DOMAINS_MAX} domaines.`,
  'auth/passkey-failed':
    'Cette clé d’accès n’a pas pu vous connecter. Réessayez, ou connectez-vous avec votre mot de passe.',
  passkey_invalid:
    'La réponse de votre appareil n’a pas pu être vérifiée, ou a pris trop de temps. Essayez d’ajouter la clé d’accès à nouveau.',
  passkey_exists: 'Cette clé d’accès est déjà ajoutée à un compte.',
  passkey_limit: `Vous avez déjà ${PASSKEYS_MAX} clés d’accès. Supprimez-en une que vous n’utilisez plus pour en ajouter une autre.`,
  'auth/two-factor-already-on': 'La vérification en deux étapes est déjà activée.',
  'auth/two-factor-off': 'La vérification en deux étapes n’est pas activée.',
  'auth/email-already-in-use': 'Cette adresse e-mail est déjà utilisée par un autre compte.',
  'auth/email-verification-failed': 'Une erreur s’est produite lors de la vérification de votre e-mail.',
  'auth/email-not-verified':
    'Veuillez d’abord confirmer votre adresse e-mail. Nous vous avons envoyé un nouveau lien.',
  'auth/weak-password': 'Le mot de passe doit comporter au moins 8 caractères.',
  'auth/invalid-token': 'Ce lien n’est pas valide ou a expiré. Veuillez en demander un nouveau.',
  'auth/too-many-attempts': 'Trop de tentatives. Veuillez patienter quelques minutes et réessayer.',

  // Server codes of the product
  company_account_not_found: 'Le compte de l’entreprise est introuvable.',
  invite_not_found: 'L’invitation n’est pas valide ou a expiré',
  invite_expired: 'L’invitation n’est pas valide ou a expiré',
  jira_token_error: 'Une erreur s’est produite lors de la connexion à Jira.',
  jira_error: 'Une erreur s’est produite lors de la connexion à Jira.',
  jira_webhook_invalid:
    'La signature du webhook Jira n’a pas pu être vérifiée. Copiez à nouveau le secret dans le webhook Jira.',
  jira_user_not_found:
    'Jira ne connaît pas cet utilisateur, ou le compte connecté ne peut peut-être pas le voir.',
  jira_person_taken: 'Cette personne est déjà associée à un autre utilisateur Jira dans cette intégration.',
  jira_person_not_assignable:
    'Seuls les membres qui peuvent travailler sur des tâches peuvent être associés à un utilisateur Jira.',
  jira_epic_missing: 'Il manque un Epic Jira. Veuillez ajouter un epic à votre ticket.',
  subscription_does_not_match: 'Cet abonnement n’appartient pas à cet espace de travail.',
  subscription_not_active: 'L’abonnement de cet espace de travail n’est pas actif.',
  subscription_not_found: 'L’abonnement est introuvable.',
  user_already_invited: 'Cet utilisateur a déjà été invité dans l’espace de travail.',
  user_already_in_workspace: 'Cet utilisateur est déjà membre de l’espace de travail.',
  user_exists: 'Un utilisateur avec cette adresse e-mail existe déjà.',
  user_not_in_project: 'Cet utilisateur n’est pas membre du projet.',
  workspace_delete_own: 'Vous ne pouvez supprimer que les espaces de travail dont vous êtes propriétaire.',
  workspace_last_user: 'Vous ne pouvez pas retirer le dernier utilisateur d’un espace de travail.',
  workspace_min_one: 'Cet espace de travail doit compter au moins 1 administrateur.',
  workspace_no_delete: 'Vous ne pouvez pas supprimer votre seul espace de travail.',
  workspace_edit_user_failure: 'L’utilisateur n’a pas pu être mis à jour dans cet espace de travail.',
  workspace_name_taken: 'Vous avez déjà un espace de travail portant ce nom. Veuillez choisir un autre nom.',
  brand_name_taken: 'Cet espace de travail a déjà une marque portant ce nom. Veuillez choisir un autre nom.',
  cant_change_assignee_with_existing_calendar_event:
    'La personne assignée ne peut pas être changée tant que le ticket a un événement de calendrier.',
  workspace_no_subscription: 'Cet espace de travail n’a pas d’abonnement actif.',
  // Billing
  billing_disabled: 'La facturation est désactivée sur ce serveur : il n’y a donc rien à payer.',
  // AI
  ai_disabled:
    'L’IA n’est pas configurée sur ce serveur. Un administrateur peut connecter un point de terminaison compatible OpenAI.',
  ai_rate_limited: 'Le service d’IA est occupé pour le moment. Veuillez réessayer dans un instant.',
  ai_daily_limit: 'Cet espace de travail a épuisé son quota d’IA du jour. Il se renouvelle à minuit UTC.',
  ai_unavailable:
    'Le service d’IA n’a pas pu répondre. Rien n’a été enregistré ; veuillez réessayer plus tard.',
  ai_timeout: 'Le service d’IA a mis trop de temps à répondre. Rien n’a été enregistré ; veuillez réessayer.',
  ai_bad_reply:
    'Le service d’IA a envoyé une réponse inutilisable. Rien n’a été enregistré ; veuillez réessayer.',
  // The public builder at /try
  try_draft_not_found:
    'Ce brouillon a expiré ou a déjà été ajouté à une marque. Créez-en un nouveau sur /try.',
  ai_draft_needs_samples:
    'Ajoutez d’abord des exemples de publications (des tickets de publication avec légende) à la voix : le brouillon s’en inspire.',
  brand_check_no_caption: 'La publication n’a pas encore de légende à vérifier.',
  ai_draft_not_a_post: 'Les accroches et les légendes ne sont rédigées que pour les tickets de publication.',
  // Recordings: the resumable upload
  upload_not_found: 'Cet envoi est introuvable.',
  upload_offset_mismatch:
    'L’envoi n’en est pas à cet endroit : demandez où il en est et reprenez à partir de là.',
  upload_too_large: `Un enregistrement peut faire au plus ${VIDEO_MAX_BYTES / 1024 ** 3} Go.`,
  upload_invalid:
    'Il manque la taille de l’envoi, ou il contient quelque chose que ce serveur ne sait pas lire.',
  upload_type_refused: 'Un enregistrement doit être une vidéo WebM ou MP4.',
  upload_not_video:
    'Ce fichier n’est pas la vidéo WebM ou MP4 qu’il prétend être. Les playlists, manifestes et listes de fichiers ne sont pas acceptés.',
  tus_version_unsupported: `Ce serveur utilise tus ${TUS_VERSION}.`,
  // Calendar feeds
  calendar_feed_not_found:
    'Cette adresse de calendrier ne fonctionne plus. Copiez-en une nouvelle depuis l’application.',
  // Recordings: playing, trimming, attaching
  video_not_found: 'Cet enregistrement est introuvable.',
  video_not_ready: 'Cet enregistrement est encore en cours d’envoi. Réessayez une fois l’envoi terminé.',
  video_link_expired:
    'Ce lien vers l’enregistrement a expiré. Ouvrez à nouveau l’enregistrement pour en obtenir un nouveau.',
  video_range_invalid: 'Cette partie de l’enregistrement n’existe pas.',
  video_tools_unavailable:
    'Ce serveur ne peut pas modifier de vidéos : ffmpeg n’est pas installé. Adressez-vous à la personne qui le gère.',
  video_trim_out_of_range: 'La partie à garder doit se situer dans l’enregistrement.',
  video_processing_failed:
    'L’enregistrement n’a pas pu être lu comme une vidéo. Il est conservé tel qu’il a été envoyé.',
  video_no_audio:
    'Aucune parole n’a été détectée dans cet enregistrement : il n’y a donc pas de script à écrire.',
  video_other_brand:
    'Un enregistrement ne peut être joint qu’à un ticket de la marque pour laquelle il a été fait.',
  billing_unavailable: 'Le prestataire de paiement est injoignable. Veuillez réessayer dans un instant.',
  subscription_already_active:
    'Cet espace de travail a déjà un abonnement en cours. Modifiez plutôt ses sièges sur la page de facturation.',
  seats_in_use:
    'Plus de sièges sont utilisés que ce qu’il en resterait. Retirez d’abord des membres ou des invitations en attente.',
  billing_webhook_invalid: 'La signature du webhook n’a pas pu être vérifiée.',
  calendar_update_failed: 'L’événement de calendrier n’a pas pu être mis à jour.',
  google_calendar_load_error: 'Google Agenda n’a pas pu être chargé.',
  // Instagram and YouTube import
  social_not_configured:
    'Ce serveur n’a pas d’application pour ce fournisseur. Demandez à votre administrateur de la configurer.',
  social_not_connected: 'Ce compte n’est pas connecté.',
  social_denied: 'Le compte n’a pas été connecté : l’accès n’a pas été autorisé.',
  social_reconnect_needed: 'La connexion a expiré ou a été révoquée. Veuillez connecter le compte à nouveau.',
  social_load_error: 'Le compte n’a pas pu être chargé. Veuillez réessayer plus tard.',
  social_post_has_ticket: 'Un ticket de publication a déjà été créé à partir de cette publication.',
  social_post_labelled_on_ticket:
    'Cette publication a un ticket : définissez son pilier, son objectif et son format sur le ticket.',
  // Google Calendar, connected per person
  google_calendar_not_configured:
    'Ce serveur n’a pas d’application Google : Google Agenda ne peut donc pas être connecté.',
  google_calendar_not_connected: 'Google Agenda n’est pas connecté.',
  google_calendar_denied: 'Google Agenda n’a pas été connecté : l’accès n’a pas été autorisé sur Google.',
  google_calendar_scopes_missing:
    'Google Agenda n’a pas été connecté : autorisez à la fois la modification des événements et l’affichage de vos agendas sur la page de Google.',
  google_calendar_calendar_not_writable:
    'Choisissez un de vos agendas dans lequel vous pouvez ajouter des événements.',
  ticket_create_failed: 'Le ticket n’a pas pu être créé.',

  // Limits and imports
  seat_limit_reached:
    'Vous avez atteint la limite de sièges de votre formule. Sélectionnez moins d’utilisateurs ou passez à une formule supérieure.',
  attachment_too_large: 'Un fichier peut faire au plus 5 Mo.',
  // The asset library
  asset_not_found: 'Ce média est introuvable dans cette marque.',
  asset_folder_not_found: 'Ce dossier est introuvable dans cette marque.',
  asset_folder_cycle:
    'Un dossier ne peut pas être déplacé dans lui-même ni dans l’un de ses propres sous-dossiers.',
  asset_folder_too_deep: `Les dossiers s’imbriquent sur ${ASSET_FOLDER_MAX_DEPTH} niveaux au plus : déplacez-le plus haut.`,
  asset_folder_name_taken: 'Un dossier de ce nom existe déjà ici : choisissez un autre nom.',
  asset_folder_not_empty:
    'Ce dossier contient encore des médias ou des dossiers : déplacez-les ou archivez-les d’abord.',
  asset_folder_closed:
    'Les collaborateurs externes ne peuvent importer que dans les dossiers qu’un administrateur de la marque leur a ouverts.',
  asset_type_refused:
    'Ce type de fichier ne peut pas entrer dans la médiathèque. Les programmes et les fichiers binaires inconnus sont refusés, quel que soit leur nom.',
  asset_too_large: `Ce fichier est trop volumineux : les images peuvent faire au plus ${ASSET_MAX_BYTES.image / 1024 ** 2} Mo, les PDF ${ASSET_MAX_BYTES.pdf / 1024 ** 2} Mo, les vidéos ${ASSET_MAX_BYTES.video / 1024 ** 3} Go et les autres fichiers ${ASSET_MAX_BYTES.other / 1024 ** 2} Mo.`,
  asset_use_resumable: `Les fichiers de plus de ${ASSET_RESUMABLE_FROM_BYTES / 1024 ** 2} Mo sont importés en plusieurs parties (tus, sur …/asset-uploads), afin qu’une connexion interrompue puisse reprendre.`,
  asset_image_too_large: `Cette image dépasse ${ASSET_IMAGE_MAX_PIXELS / 1_000_000} millions de pixels : réduisez-la d’abord.`,
  asset_fetch_failed:
    'L’image à cette adresse n’a pas pu être récupérée. Vérifiez que la page est publique, ou enregistrez l’image et importez-la.',
  // Google Drive import into the library
  drive_link_invalid:
    'Ce n’est pas un lien Google Drive : collez le lien d’un fichier ou d’un dossier Drive, ou d’un document Google Docs, Sheets ou Slides.',
  drive_not_connected:
    'L’import depuis Google Drive nécessite votre connexion Google avec l’accès à Drive : connectez Google (ou autorisez Drive) dans votre profil, puis réessayez.',
  asset_not_from_drive:
    'Ce média ne provient pas de Google Drive : il n’y a donc rien à vérifier de ce côté.',
  checklist_full: `Cette checklist compte déjà ${LIMITS.checklistMaxItems} éléments, le maximum pour un ticket. Supprimez-en ou déplacez une partie du travail vers un autre ticket.`,
  subtasks_full: `Ce ticket a déjà ${LIMITS.subtasksMax} sous-tâches, le maximum possible. Choisissez un autre ticket parent ou faites-en un ticket indépendant.`,
  ticket_has_open_subtasks:
    'Ce ticket a encore des sous-tâches ouvertes. Indiquez s’il faut les fermer aussi ou les laisser ouvertes.',
  ticket_has_subtasks:
    'Ce ticket a des sous-tâches. Indiquez s’il faut les supprimer aussi ou les garder comme tickets indépendants.',
  invalid_recurrence:
    'Cette règle de répétition est illisible. Vérifiez la partie indiquée ou recréez la règle.',
  recurrence_limit:
    'Une série se répète au plus une fois par jour, crée au plus 1 000 tickets et se termine dans les 5 ans.',
  recurring_ended: 'Cette série est terminée. Créez-en une nouvelle pour répéter le travail à nouveau.',
  content_series_name_taken: 'Cette marque a déjà une série de ce nom. Choisissez un autre nom.',
  content_series_full: `Une marque garde au plus ${LIMITS.contentSeriesPerBrand} séries, et une série ${LIMITS.contentSeriesMaxPosts} publications. Supprimez-en une que vous n’utilisez plus.`,
  ticket_in_series: 'Ce ticket est déjà dans une série. Retirez-le d’abord de celle-ci.',
  evergreen_not_published:
    'Seule une publication déjà parue (Publiée ou Postée) peut être marquée evergreen.',
  not_an_occurrence:
    'Ce jour n’est pas une des occurrences de cette série. Choisissez un jour où elle se répète.',
  occurrence_made: 'Cette occurrence est déjà créée ou ignorée. Modifiez ou supprimez plutôt son ticket.',
  template_name_taken: 'Un modèle porte déjà ce nom ici. Choisissez un autre nom.',
  templates_full: `Il y a déjà ${LIMITS.templatesPerBrand} modèles ici, le maximum pour une marque ou un espace de travail. Supprimez-en un que vous n’utilisez plus.`,
  checklist_order_invalid:
    'Le nouvel ordre doit citer chaque élément de la checklist une seule fois. Rechargez le ticket et réessayez.',
  asset_in_use:
    'Ce média est utilisé par des tickets ou des publications : il ne peut donc pas être supprimé définitivement. Archivez-le plutôt.',
  asset_rights_expired:
    'Un média de cette publication ne peut plus être utilisé : ses droits ont pris fin. Remplacez-le ou prolongez ses droits.',
  asset_network_not_allowed:
    'Un média de cette publication ne peut pas être publié sur ce réseau selon sa licence. Remplacez-le ou modifiez ses droits.',
  storage_quota_exceeded:
    'Cet espace de travail a utilisé tout son espace de stockage : le fichier n’a donc pas été enregistré. Supprimez les fichiers dont vous n’avez plus besoin, ou demandez plus d’espace à l’administrateur de l’espace de travail.',
  too_many_attachments: 'Vous pouvez joindre au plus 10 fichiers.',
  attachment_not_image: 'Seules des images (PNG, JPEG, GIF ou WebP) peuvent être jointes ici.',
  attachment_type_not_allowed:
    'Ce type de fichier ne peut pas être joint. Joignez des images, de l’audio, de la vidéo, des PDF, des documents bureautiques ou des fichiers texte.',
  ticket_edit_conflict:
    'Quelqu’un d’autre a modifié ce champ pendant que vous le modifiiez. Choisissez la version à garder.',
  timer_not_running: 'Aucun chronomètre n’est en cours sur cette tâche.',
  time_entry_running: 'Arrêtez le chronomètre avant de modifier cette entrée.',
  csv_no_valid_urls: 'Aucune URL valide trouvée dans le fichier CSV',
  approval_link_invalid:
    'Ce lien de validation n’est pas valide, a expiré ou a été retiré. Demandez-en un nouveau à l’expéditeur.',
  approval_not_post: 'Seuls les tickets de publication de cette marque peuvent être envoyés en validation.',
  approval_workflow_none:
    'Cette marque n’utilise pas les validations : un administrateur de la marque peut les activer dans ses paramètres Validations.',
  approval_not_pending: 'Cette publication n’attend pas votre validation.',
  approval_version_changed:
    'La publication a changé depuis que vous l’avez ouverte : regardez la nouvelle version avant de décider.',
  approval_no_approvers:
    'Personne ne peut valider cette publication : l’étape du circuit de validation n’a aucun validateur qui travaille sur la marque.',
  approval_contact_in_use:
    'Ce contact valide une étape du circuit de validation de la marque : retirez-le d’abord de l’étape.',
  approval_contacts_full: `Cette marque a autant de contacts client qu’elle peut en garder (${APPROVAL_MAX_CONTACTS}).`,
  approval_override_forbidden:
    'Seuls les administrateurs de la marque peuvent passer une étape de sa validation.',
  approval_approvers_forbidden:
    'Seule la personne qui a demandé cette validation, ou un administrateur de la marque, peut y ajouter des validateurs.',
  approval_step_closed:
    'Cette étape de la validation est close : ajoutez des validateurs à l’étape en cours ou à une étape à venir.',
  post_locked_approved:
    'Cette publication est validée : son contenu est verrouillé. Modifiez-la avec « Modifier et rouvrir la relecture » pour la changer : elle repart alors en validation.',
  portal_link_invalid:
    'Ce lien n’est pas valide, a expiré ou a été remplacé. Demandez-en un nouveau à l’équipe avec laquelle vous travaillez.',
  approval_version_unknown:
    'Cette publication n’a pas cette version : choisissez deux versions dans son historique.',
  push_not_configured:
    'Ce serveur ne peut pas envoyer de notifications push à ce type d’appareil. Demandez à votre administrateur de le configurer.',
  push_devices_limit: `Vous avez ${PUSH_DEVICES_MAX} appareils enregistrés pour les notifications push. Supprimez-en d’abord un.`,
  push_claim_invalid:
    'Cette confirmation ne correspond à aucun appareil que vous ajoutez. Activez à nouveau les notifications push.',
  push_claim_expired: `L’appareil n’a pas confirmé dans les ${PUSH_CLAIM_TTL_SECONDS} secondes. Activez à nouveau les notifications push.`,
  csv_unreadable: 'Le fichier CSV n’a pas pu être lu. Veuillez vérifier le fichier et réessayer.',
  csv_too_many_rows: `Le fichier CSV compte plus de ${POST_IMPORT_MAX_ROWS.toLocaleString('fr-FR')} lignes. Découpez-le et importez chaque partie.`,
  post_import_not_ready:
    'Les aperçus de cet import ne sont pas encore prêts, ou ses publications ont déjà été créées.',
  invite_daily_limit: `Cet espace de travail a envoyé ses ${LIMITS.invitesPerWorkspacePerDay} invitations des dernières 24 heures. Veuillez réessayer plus tard.`,
  too_many_streams: `Vous avez déjà ${REALTIME.maxStreamsPerUser} onglets en direct ouverts. Fermez-en un, puis rechargez celui-ci.`,
  too_many_uploads: `Vous avez déjà ${LIMITS.uploadsInFlightPerUser} envois en cours. Attendez que l’un d’eux se termine, puis réessayez.`,
  brand_voice_posts_limit: `Une voix de marque peut garder jusqu’à ${LIMITS.brandVoiceMaxPosts} publications. Retirez-en une avant d’en ajouter une autre.`,
  brand_voice_post_invalid:
    'Un exemple de publication doit être un ticket de publication de cette marque, ou un lien.',
  brand_voice_not_found: 'Cette voix de marque n’appartient pas à cette marque.',
  skills_not_in_industry: 'Les compétences doivent provenir de la liste du secteur choisi.',
  // Integrations
  integration_not_found: 'Cette intégration est introuvable.',
  integration_delivery_not_found: 'Cet envoi est introuvable.',
  integration_target_refused:
    'Cette adresse ne peut pas être utilisée. Utilisez une adresse http(s) publique ; les adresses de réseau privées, locales et réservées sont refusées.',
  integration_disabled: 'Cette intégration est désactivée. Activez-la pour envoyer.',
  monday_token_error:
    'monday.com a refusé le jeton d’API. Vérifiez-le, ou créez-en un nouveau, puis réessayez.',
  monday_error: 'Une erreur s’est produite lors de la connexion à monday.com.',
  integration_state_invalid: 'La connexion n’a pas pu être confirmée. Veuillez recommencer la connexion.',
  integration_not_brand_admin:
    'Vous n’êtes plus administrateur de cette marque. Demandez à l’un de ses administrateurs de la connecter.',
  integration_plan_required:
    'Cet espace de travail n’a plus de formule active. Choisissez une formule, puis connectez à nouveau.',
  email_send_failed: 'L’e-mail n’a pas pu être envoyé. Veuillez réessayer.',
  webhook_send_failed: 'La tâche n’a pas pu être envoyée au webhook. Veuillez réessayer.',
  slack_send_failed: 'La tâche n’a pas pu être envoyée à Slack. Veuillez réessayer.',
  slack_install_not_configured:
    'L’ajout à Slack n’est pas configuré sur ce serveur. Collez plutôt une URL de webhook entrant.',
  slack_install_denied: 'Slack n’a pas été connecté : la demande a été annulée dans Slack.',
  slack_install_failed: 'Slack n’a pas confirmé la connexion. Veuillez réessayer.',
  jira_install_not_configured:
    'La connexion avec un compte Atlassian n’est pas configurée sur ce serveur. Utilisez plutôt un jeton d’API.',
  jira_install_denied: 'Jira n’a pas été connecté : la demande a été annulée chez Atlassian.',
  jira_install_failed:
    'Jira n’a pas confirmé la connexion, ou le site ne faisait pas partie de ceux que vous avez autorisés. Veuillez réessayer.',
  mail_recipient_limit: `Une adresse à laquelle vous écrivez a déjà reçu ${LIMITS.mailsPerRecipientPerDay} e-mails de cet espace de travail au cours des dernières 24 heures. Rien n’a été envoyé ; veuillez réessayer plus tard.`,
  mail_workspace_limit: `Cet espace de travail a envoyé ses ${LIMITS.mailsPerWorkspacePerDay.toLocaleString('fr-FR')} e-mails (invitations, liens de validation, tâches envoyées par e-mail et messages de l’intégration e-mail) des dernières 24 heures. Rien n’a été envoyé ; veuillez réessayer plus tard.`,
  mail_sender_limit: `Vous avez envoyé ${LIMITS.mailsPerSenderPerHour} e-mails (invitations, liens de validation, tâches envoyées par e-mail et messages d’intégration e-mail envoyés par vos modifications) au cours de la dernière heure. Rien n’a été envoyé ; veuillez patienter un moment et réessayer.`,
  publishing_account_refused:
    'Le réseau a refusé ce compte. Vérifiez l’identifiant et le mot de passe d’application, puis réessayez.',
  publishing_channel_taken: 'Ce compte est déjà connecté à cette marque.',
  publishing_not_a_post: 'Seul un ticket de publication peut être publié.',
  publishing_time_invalid: 'Choisissez une heure entre maintenant et dans un an.',
  publishing_host_unreachable: 'Le serveur du compte est injoignable. Vérifiez son adresse et réessayez.',
  publishing_network_unavailable: 'Le réseau est injoignable. Veuillez réessayer dans un instant.',
  publishing_queue_empty: `Cette marque n’a aucun créneau de file libre dans les ${QUEUE_HORIZON_WEEKS} prochaines semaines. Ajoutez des créneaux dans les paramètres de publication.`,
  publishing_needs_approval:
    'Cette marque exige une validation : la publication pourra être programmée une fois validée.',
  publishing_media_not_on_ticket:
    'Une publication ne peut contenir que les images de référence de son ticket et les enregistrements terminés de sa marque, un fichier par élément.',
  publishing_connect_expired:
    'Ce lien de connexion a expiré ou a déjà été utilisé. Recommencez la connexion.',
  publishing_connect_cancelled: 'La connexion a été annulée sur le réseau. Rien n’a été connecté.',
  publishing_connect_refused:
    'Le réseau n’a pas approuvé la connexion. Réessayez, ou vérifiez l’application configurée pour lui.',
  publishing_network_not_set_up:
    'Ce réseau n’est pas configuré sur ce serveur : les identifiants de son app de développeur manquent. Le README explique comment les ajouter ; en attendant, utilisez un canal de relais par téléphone.',
  publishing_no_account:
    'Cette connexion n’a aucun compte au nom duquel le réseau nous laisse publier (Instagram exige un compte professionnel ; Facebook, une Page que vous gérez).',
  publishing_file_not_found: 'Ce lien de fichier a expiré ou n’existe pas.',
  invalid_time_zone:
    'Ce fuseau horaire nous est inconnu : utilisez un nom IANA, par exemple Europe/Berlin ou America/New_York.',
  unsupported_language: `Cette langue ne fait pas partie de celles de l’application : choisissez parmi ${Object.values(LANGUAGE_NAMES).join(', ')}.`,
  publishing_newer_not_waiting:
    'Seule une publication encore en attente de parution peut recevoir la nouvelle version.',
  publishing_newer_uploaded:
    'Le réseau a déjà les fichiers de cette publication : retirez-la du programme et programmez-la à nouveau pour utiliser la nouvelle version.',
  publishing_cannot_take_down:
    'Ce réseau ne nous permet pas de supprimer une publication (ou son canal n’est plus connecté) : retirez-la à la main sur le réseau. Une tâche est créée à cet effet.',
  invite_recipient_cooldown: `Cette adresse a été invitée ${LIMITS.invitesPerRecipientPerDay} fois au cours des dernières 24 heures. Veuillez patienter avant de l’inviter à nouveau.`,
};

/** The app's messages in French (messages.ts is the English). */
export const messages: MessageTexts = {
  incompleteData: errors.validation_error,
  inviteInvalid: errors.invite_not_found,
  emailVerifyError: errors['auth/email-verification-failed'],
  csvNoValidUrls: errors.csv_no_valid_urls,
  csvReadError: errors.csv_unreadable,
  bulkImportFailed: 'L’import groupé a échoué. Veuillez réessayer.',
  emailSendSuccess: 'L’e-mail a été envoyé.',
  emailSendError: errors.email_send_failed,
  jiraSendSuccess: 'La tâche a été envoyée à Jira.',
  jiraSendError: 'La tâche n’a pas pu être envoyée à Jira. Veuillez réessayer.',
  webhookSendSuccess: 'La tâche a été envoyée au webhook.',
  webhookSendError: errors.webhook_send_failed,
  slackSendSuccess: 'La tâche a été envoyée à Slack.',
  slackSendError: errors.slack_send_failed,
  mondaySendSuccess: 'La tâche a été envoyée à monday.com.',
  mondaySendError: 'La tâche n’a pas pu être envoyée à monday.com. Veuillez réessayer.',
  screenShareDenied:
    'Le partage d’écran a été refusé. Veuillez autoriser le partage d’écran pour enregistrer.',
  screenShareNotSupported:
    'Le partage d’écran n’est pas pris en charge par ce navigateur. Veuillez utiliser Google Chrome.',
  noAudioDetected: 'Aucun son n’a été détecté. Veuillez vérifier votre micro et réessayer.',
  sceneExtractSuccess: 'Les scènes ont été extraites.',
  sceneExtractError: 'Les scènes n’ont pas pu être extraites. Veuillez réessayer.',
  scriptExtractSuccess: 'Le script a été extrait.',
  scriptExtractError: 'Le script n’a pas pu être extrait. Veuillez réessayer.',
  subscriptionFetchFailed: 'Impossible de récupérer l’abonnement',
  seatLimit: errors.seat_limit_reached,
  featureNotBuilt: 'Cet écran n’est pas encore disponible.',
  notFoundTitle: 'Page introuvable',
  notFoundText: 'La page que vous cherchez n’existe pas ou a été déplacée.',
};
