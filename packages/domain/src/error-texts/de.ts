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

/** The error catalogue in German (errors.ts is the English); machine-drafted, awaiting a fluent speaker's review. */
export const errors: ErrorTexts = {
  // Generic HTTP errors
  unauthorized: 'Sie sind nicht berechtigt, auf diese Ressource zuzugreifen.',
  forbidden: 'Sie haben keine Berechtigung dafür.',
  // API keys
  api_key_invalid:
    'Dieser API-Schlüssel ist unbekannt, widerrufen oder abgelaufen. Erstellen Sie in Ihrem Konto einen neuen.',
  api_key_scope: 'Diesem API-Schlüssel fehlt die Berechtigung, die dieser Aufruf braucht.',
  // OAuth for the MCP server
  oauth_token_invalid:
    'Dieses Token ist unbekannt oder abgelaufen, oder seine App wurde getrennt: Verbinden Sie die App erneut.',
  oauth_token_resource:
    'Dieses Token wurde für den MCP-Server (/api/mcp) ausgestellt und funktioniert nirgendwo sonst.',
  oauth_request_invalid:
    'Diese Autorisierungsanfrage ist ungültig. Beginnen Sie erneut in der App, die Sie hierher geschickt hat.',
  oauth_grants_limit:
    'Es sind bereits so viele Apps verbunden wie erlaubt: Trennen Sie zuerst eine in Ihrem Konto.',
  api_key_not_allowed:
    'Für diesen Aufruf muss eine Person angemeldet sein: API-Schlüssel können ihn nicht ausführen.',
  api_keys_limit: 'Es sind bereits so viele API-Schlüssel aktiv wie erlaubt: Widerrufen Sie zuerst einen.',
  idempotency_key_invalid:
    'Der Header Idempotency-Key muss aus 1 bis 255 sichtbaren Zeichen bestehen, optional in doppelten Anführungszeichen.',
  idempotency_key_reused:
    'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet: Verwenden Sie für eine neue Anfrage einen neuen Schlüssel.',
  idempotency_key_in_flight:
    'Die erste Anfrage mit diesem Idempotency-Key läuft noch: Versuchen Sie es gleich noch einmal.',
  idempotency_key_reply_lost:
    'Die erste Anfrage mit diesem Idempotency-Key hat ihre Änderung gespeichert, aber ihre Antwort ging verloren, als der Server anhielt: Lesen Sie das Ergebnis ab, statt es erneut zu versuchen.',
  not_found: 'Die angeforderte Ressource wurde nicht gefunden.',
  validation_error: 'Die eingegebenen Daten sind unvollständig. Bitte füllen Sie alle Pflichtfelder aus.',
  bad_request:
    'Die Anfrage konnte nicht verstanden werden. Bitte prüfen Sie sie und versuchen Sie es erneut.',
  unsupported_media_type: 'Diese Art von Inhalt wird hier nicht akzeptiert.',
  conflict:
    'Diese Änderung steht im Konflikt mit dem aktuellen Stand. Bitte laden Sie neu und versuchen Sie es erneut.',
  payload_too_large: 'Die Anfrage ist zu groß.',
  uri_too_long: 'Die Adresse dieser Anfrage ist zu lang.',
  rate_limited: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  internal_error: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es später erneut.',
  service_unavailable:
    'Der Dienst ist gerade nicht verfügbar. Bitte versuchen Sie es in einem Moment erneut.',

  // Identity
  'auth/user-not-found': 'Die eingegebene E-Mail-Adresse oder das Passwort ist falsch.',
  'auth/wrong-password': 'Die eingegebene E-Mail-Adresse oder das Passwort ist falsch.',
  'auth/invalid-code':
    'Dieser Code stimmt nicht. Prüfen Sie Ihre Authenticator-App oder Ihre Wiederherstellungscodes und versuchen Sie es erneut.',
  'auth/two-factor-expired':
    'Diese Anmeldung hat zu lange gedauert oder enthielt zu viele falsche Codes. Melden Sie sich erneut an.',
  two_factor_required:
    'Dieser Workspace verlangt die Zwei-Schritt-Verifizierung. Schalten Sie sie unter „Anmeldung und Sicherheit“ ein (oder melden Sie sich mit einem Passkey an), um fortzufahren.',
  // Single sign-on
  sso_required:
    'Dieser Workspace verlangt, dass Sie sich über das Single Sign-on Ihres Unternehmens anmelden.',
  sso_config_invalid:
    'Die Einstellungen des Identitätsanbieters konnten nicht verwendet werden. Prüfen Sie das genannte Feld und versuchen Sie es erneut.',
  domain_not_verified:
    'Diese Domain ist noch nicht verifiziert. Fügen Sie den angezeigten DNS-TXT-Eintrag hinzu und prüfen Sie dann erneut.',
  sso_not_configured: 'Für diese Adresse ist kein Single Sign-on eingerichtet.',
  sso_domain_not_found: 'Diese Domain gehört nicht zu denen des Workspace.',
  sso_domain_taken:
    'Ein anderer Workspace hat diese Domain verifiziert. Eine Domain meldet sich nur bei einem Workspace an.',
  sso_domain_limit: `Ein Workspace kann höchstens ${SSO_DOMAINS_MAX} Domains beanspruchen.`,
  // Passkeys
  'auth/passkey-failed':
    'Mit diesem Passkey konnten Sie nicht angemeldet werden. Versuchen Sie es erneut oder melden Sie sich mit Ihrem Passwort an.',
  passkey_invalid:
    'Die Antwort Ihres Geräts war nicht gültig oder kam zu spät. Versuchen Sie erneut, den Passkey hinzuzufügen.',
  passkey_exists: 'Dieser Passkey ist bereits zu einem Konto hinzugefügt.',
  passkey_limit: `Sie haben bereits ${PASSKEYS_MAX} Passkeys. Entfernen Sie einen, den Sie nicht mehr verwenden, um einen weiteren hinzuzufügen.`,
  'auth/two-factor-already-on': 'Die Zwei-Schritt-Verifizierung ist bereits eingeschaltet.',
  'auth/two-factor-off': 'Die Zwei-Schritt-Verifizierung ist nicht eingeschaltet.',
  'auth/email-already-in-use': 'Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet.',
  'auth/email-verification-failed': 'Beim Bestätigen Ihrer E-Mail-Adresse ist ein Fehler aufgetreten.',
  'auth/email-not-verified':
    'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Wir haben Ihnen einen neuen Link gesendet.',
  'auth/weak-password': 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  'auth/invalid-token': 'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  'auth/too-many-attempts':
    'Zu viele Versuche. Bitte warten Sie ein paar Minuten und versuchen Sie es erneut.',

  // Server codes of the product
  company_account_not_found: 'Das Unternehmenskonto wurde nicht gefunden.',
  invite_not_found: 'Die Einladung ist ungültig oder abgelaufen.',
  invite_expired: 'Die Einladung ist ungültig oder abgelaufen.',
  jira_token_error: 'Beim Verbinden mit Jira ist ein Fehler aufgetreten.',
  jira_error: 'Beim Verbinden mit Jira ist ein Fehler aufgetreten.',
  jira_webhook_invalid:
    'Die Signatur des Jira-Webhooks konnte nicht geprüft werden. Kopieren Sie das Secret erneut in den Jira-Webhook.',
  jira_user_not_found: 'Jira kennt diesen Benutzer nicht, oder das verbundene Konto darf ihn nicht sehen.',
  jira_person_taken: 'Diese Person ist in dieser Integration bereits einem anderen Jira-Benutzer zugeordnet.',
  jira_person_not_assignable:
    'Nur Mitglieder, die an Aufgaben arbeiten können, lassen sich einem Jira-Benutzer zuordnen.',
  jira_epic_missing: 'Ein Jira-Epic fehlt. Bitte fügen Sie Ihrem Vorgang ein Epic hinzu.',
  subscription_does_not_match: 'Dieses Abonnement gehört nicht zu diesem Workspace.',
  subscription_not_active: 'Das Abonnement dieses Workspace ist nicht aktiv.',
  subscription_not_found: 'Das Abonnement wurde nicht gefunden.',
  user_already_invited: 'Dieser Benutzer wurde bereits in den Workspace eingeladen.',
  user_already_in_workspace: 'Dieser Benutzer ist bereits Mitglied des Workspace.',
  user_exists: 'Es gibt bereits einen Benutzer mit dieser E-Mail-Adresse.',
  user_not_in_project: 'Dieser Benutzer ist kein Mitglied des Projekts.',
  workspace_delete_own: 'Sie können nur Workspaces löschen, deren Inhaber Sie sind.',
  workspace_last_user: 'Sie können den letzten Benutzer eines Workspace nicht entfernen.',
  workspace_min_one: 'Dieser Workspace muss mindestens 1 Admin haben.',
  workspace_no_delete: 'Sie können Ihren einzigen Workspace nicht löschen.',
  workspace_edit_user_failure: 'Der Benutzer konnte in diesem Workspace nicht aktualisiert werden.',
  workspace_name_taken:
    'Sie haben bereits einen Workspace mit diesem Namen. Bitte wählen Sie einen anderen Namen.',
  brand_name_taken:
    'Dieser Workspace hat bereits eine Marke mit diesem Namen. Bitte wählen Sie einen anderen Namen.',
  cant_change_assignee_with_existing_calendar_event:
    'Die zuständige Person kann nicht geändert werden, solange das Ticket einen Kalendertermin hat.',
  workspace_no_subscription: 'Dieser Workspace hat kein aktives Abonnement.',
  // Billing
  billing_disabled: 'Die Abrechnung ist auf diesem Server ausgeschaltet, es gibt also nichts zu bezahlen.',
  // AI
  ai_disabled:
    'KI ist auf diesem Server nicht eingerichtet. Ein Administrator kann einen OpenAI-kompatiblen Endpunkt verbinden.',
  ai_rate_limited: 'Der KI-Dienst ist gerade ausgelastet. Bitte versuchen Sie es in einem Moment erneut.',
  ai_daily_limit:
    'Dieser Workspace hat sein KI-Kontingent für heute aufgebraucht. Es erneuert sich um Mitternacht UTC.',
  ai_unavailable:
    'Der KI-Dienst konnte nicht antworten. Es wurde nichts gespeichert; bitte versuchen Sie es später erneut.',
  ai_timeout:
    'Der KI-Dienst hat zu lange für eine Antwort gebraucht. Es wurde nichts gespeichert; bitte versuchen Sie es erneut.',
  ai_bad_reply:
    'Der KI-Dienst hat eine unbrauchbare Antwort gesendet. Es wurde nichts gespeichert; bitte versuchen Sie es erneut.',
  // The public builder at /try
  try_draft_not_found:
    'Dieser Entwurf ist abgelaufen oder wurde bereits einer Marke hinzugefügt. Erstellen Sie unter /try einen neuen.',
  ai_draft_needs_samples:
    'Fügen Sie der Stimme zuerst Beispielbeiträge hinzu (Beitragstickets mit Beitragstext): Der Entwurf beruht auf ihnen.',
  brand_check_no_caption: 'Der Beitrag hat noch keinen Beitragstext, der sich prüfen ließe.',
  ai_draft_not_a_post: 'Hooks und Beitragstexte werden nur für Beitragstickets entworfen.',
  // Recordings: the resumable upload
  upload_not_found: 'Dieser Upload wurde nicht gefunden.',
  upload_offset_mismatch:
    'Der Upload steht nicht an dieser Stelle: Fragen Sie ab, wo er steht, und machen Sie von dort aus weiter.',
  upload_too_large: `Eine Aufnahme darf höchstens ${VIDEO_MAX_BYTES / 1024 ** 3} GB groß sein.`,
  upload_invalid:
    'Dem Upload fehlt seine Länge, oder er enthält Angaben, die dieser Server nicht lesen kann.',
  upload_type_refused: 'Eine Aufnahme muss ein WebM- oder MP4-Video sein.',
  upload_not_video:
    'Diese Datei ist nicht das WebM- oder MP4-Video, das sie vorgibt zu sein. Playlists, Manifeste und Dateilisten werden nicht akzeptiert.',
  tus_version_unsupported: `Dieser Server spricht tus ${TUS_VERSION}.`,
  // Calendar feeds
  calendar_feed_not_found:
    'Diese Kalenderadresse funktioniert nicht mehr. Kopieren Sie eine neue aus der App.',
  // Recordings: playing, trimming, attaching
  video_not_found: 'Diese Aufnahme wurde nicht gefunden.',
  video_not_ready:
    'Diese Aufnahme wird noch hochgeladen. Versuchen Sie es erneut, wenn der Upload abgeschlossen ist.',
  video_link_expired:
    'Dieser Link zur Aufnahme ist abgelaufen. Öffnen Sie die Aufnahme erneut, um einen neuen zu erhalten.',
  video_range_invalid: 'Dieser Teil der Aufnahme existiert nicht.',
  video_tools_unavailable:
    'Dieser Server kann keine Videos bearbeiten: ffmpeg ist nicht installiert. Wenden Sie sich an die Person, die ihn betreibt.',
  video_trim_out_of_range: 'Der Teil, der erhalten bleiben soll, muss innerhalb der Aufnahme liegen.',
  video_processing_failed:
    'Die Aufnahme konnte nicht als Video gelesen werden. Sie bleibt so erhalten, wie sie hochgeladen wurde.',
  video_no_audio: 'In dieser Aufnahme war keine Sprache zu hören, daher gibt es kein Skript zu schreiben.',
  video_other_brand:
    'Eine Aufnahme kann nur an ein Ticket der Marke angehängt werden, für die sie erstellt wurde.',
  billing_unavailable:
    'Der Zahlungsanbieter war nicht erreichbar. Bitte versuchen Sie es in einem Moment erneut.',
  subscription_already_active:
    'Dieser Workspace hat bereits ein laufendes Abonnement. Ändern Sie stattdessen seine Plätze auf der Abrechnungsseite.',
  seats_in_use:
    'Es sind mehr Plätze belegt, als danach übrig blieben. Entfernen Sie zuerst Mitglieder oder offene Einladungen.',
  billing_webhook_invalid: 'Die Webhook-Signatur konnte nicht geprüft werden.',
  calendar_update_failed: 'Der Kalendertermin konnte nicht aktualisiert werden.',
  google_calendar_load_error: 'Google Calendar konnte nicht geladen werden.',
  // Instagram and YouTube import
  social_not_configured:
    'Dieser Server hat keine App für diesen Anbieter. Bitten Sie Ihren Administrator, sie einzurichten.',
  social_not_connected: 'Dieses Konto ist nicht verbunden.',
  social_denied: 'Das Konto wurde nicht verbunden: Der Zugriff wurde nicht erlaubt.',
  social_reconnect_needed:
    'Die Verbindung ist abgelaufen oder wurde widerrufen. Bitte verbinden Sie das Konto erneut.',
  social_load_error: 'Das Konto konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
  social_post_has_ticket: 'Aus diesem Beitrag wurde bereits ein Beitragsticket erstellt.',
  social_post_labelled_on_ticket:
    'Dieser Beitrag hat ein Ticket: Legen Sie Säule, Zweck und Format im Ticket fest.',
  // Google Calendar, connected per person
  google_calendar_not_configured:
    'Dieser Server hat keine Google-App, daher kann Google Calendar nicht verbunden werden.',
  google_calendar_not_connected: 'Google Calendar ist nicht verbunden.',
  google_calendar_denied:
    'Google Calendar wurde nicht verbunden: Der Zugriff wurde bei Google nicht erlaubt.',
  google_calendar_scopes_missing:
    'Google Calendar wurde nicht verbunden: Erlauben Sie auf der Seite von Google sowohl das Bearbeiten von Terminen als auch das Ansehen Ihrer Kalender.',
  google_calendar_calendar_not_writable:
    'Wählen Sie einen Ihrer Kalender, in den Sie Termine eintragen dürfen.',
  ticket_create_failed: 'Das Ticket konnte nicht erstellt werden.',

  // Limits and imports
  seat_limit_reached:
    'Sie haben das Platzlimit Ihres Tarifs erreicht. Wählen Sie weniger Benutzer aus oder wechseln Sie zu einem größeren Tarif.',
  attachment_too_large: 'Eine Datei darf höchstens 5 MB groß sein.',
  // The asset library
  asset_not_found: 'Dieses Medium wurde in dieser Marke nicht gefunden.',
  asset_folder_not_found: 'Dieser Ordner wurde in dieser Marke nicht gefunden.',
  asset_folder_cycle:
    'Ein Ordner kann nicht in sich selbst oder in einen seiner eigenen Unterordner verschoben werden.',
  asset_folder_too_deep: `Ordner lassen sich höchstens ${ASSET_FOLDER_MAX_DEPTH} Ebenen tief verschachteln: Verschieben Sie ihn weiter nach oben.`,
  asset_folder_name_taken:
    'Dort gibt es bereits einen Ordner mit diesem Namen: Wählen Sie einen anderen Namen.',
  asset_folder_not_empty:
    'Dieser Ordner enthält noch Medien oder Ordner: Verschieben oder archivieren Sie sie zuerst.',
  asset_folder_closed: 'Externe können nur in Ordner hochladen, die ein Marken-Admin für sie geöffnet hat.',
  asset_type_refused:
    'Diese Art von Datei kann nicht in die Medienbibliothek. Programme und unbekannte Binärdateien werden abgelehnt, unabhängig von ihrem Namen.',
  asset_too_large: `Diese Datei ist zu groß: Bilder dürfen höchstens ${ASSET_MAX_BYTES.image / 1024 ** 2} MB groß sein, PDFs ${ASSET_MAX_BYTES.pdf / 1024 ** 2} MB, Videos ${ASSET_MAX_BYTES.video / 1024 ** 3} GB und andere Dateien ${ASSET_MAX_BYTES.other / 1024 ** 2} MB.`,
  asset_use_resumable: `Dateien über ${ASSET_RESUMABLE_FROM_BYTES / 1024 ** 2} MB werden in Teilen hochgeladen (tus, unter …/asset-uploads), damit es nach einem Verbindungsabbruch weitergehen kann.`,
  asset_image_too_large: `Dieses Bild hat mehr als ${ASSET_IMAGE_MAX_PIXELS / 1_000_000} Millionen Pixel: Verkleinern Sie es zuerst.`,
  asset_fetch_failed:
    'Das Bild unter dieser Adresse konnte nicht abgerufen werden. Prüfen Sie, ob die Seite öffentlich ist, oder speichern Sie das Bild und laden Sie es hoch.',
  // Google Drive import into the library
  drive_link_invalid:
    'Das ist kein Google-Drive-Link: Fügen Sie den Link einer Drive-Datei oder eines Drive-Ordners ein oder den eines Dokuments aus Google Docs, Sheets oder Slides.',
  drive_not_connected:
    'Für den Import aus Google Drive brauchen Sie Ihre Google-Verbindung mit Drive-Zugriff: Verbinden Sie Google (oder erlauben Sie Drive) in Ihrem Profil und versuchen Sie es dann erneut.',
  asset_not_from_drive: 'Dieses Medium stammt nicht aus Google Drive, daher gibt es dort nichts zu prüfen.',
  checklist_full: `Diese Checkliste hat bereits ${LIMITS.checklistMaxItems} Punkte, mehr kann ein Ticket nicht haben. Entfernen Sie Punkte oder verschieben Sie einen Teil der Arbeit in ein anderes Ticket.`,
  subtasks_full: `Dieses Ticket hat bereits ${LIMITS.subtasksMax} Unteraufgaben, mehr geht nicht. Wählen Sie ein anderes übergeordnetes Ticket oder machen Sie es zu einem eigenständigen Ticket.`,
  ticket_has_open_subtasks:
    'Dieses Ticket hat noch offene Unteraufgaben. Geben Sie an, ob sie ebenfalls geschlossen werden oder offen bleiben sollen.',
  ticket_has_subtasks:
    'Dieses Ticket hat Unteraufgaben. Geben Sie an, ob sie mitgelöscht oder als eigenständige Tickets behalten werden sollen.',
  invalid_recurrence:
    'Diese Wiederholungsregel ist nicht lesbar. Prüfen Sie den genannten Teil oder erstellen Sie die Regel neu.',
  recurrence_limit:
    'Eine Serie wiederholt sich höchstens einmal am Tag, erzeugt höchstens 1.000 Tickets und endet innerhalb von 5 Jahren.',
  recurring_ended: 'Diese Serie ist beendet. Starten Sie eine neue, um die Arbeit wieder zu wiederholen.',
  content_series_name_taken:
    'Diese Marke hat schon eine Serie mit diesem Namen. Wählen Sie einen anderen Namen.',
  content_series_full: `Eine Marke hat höchstens ${LIMITS.contentSeriesPerBrand} Serien und eine Serie ${LIMITS.contentSeriesMaxPosts} Beiträge. Löschen Sie eine, die Sie nicht mehr nutzen.`,
  ticket_in_series: 'Dieses Ticket gehört schon zu einer Serie. Nehmen Sie es zuerst dort heraus.',
  evergreen_not_published:
    'Nur ein veröffentlichter Beitrag (Veröffentlicht oder Gepostet) kann als Evergreen markiert werden.',
  not_an_occurrence:
    'Dieser Tag gehört nicht zu den Terminen dieser Serie. Wählen Sie einen Tag, an dem sie sich wiederholt.',
  occurrence_made:
    'Dieser Termin ist schon angelegt oder übersprungen. Ändern oder löschen Sie stattdessen sein Ticket.',
  template_name_taken: 'Hier gibt es bereits eine Vorlage mit diesem Namen. Wählen Sie einen anderen Namen.',
  templates_full: `Hier gibt es bereits ${LIMITS.templatesPerBrand} Vorlagen, mehr kann eine Marke oder ein Workspace nicht haben. Löschen Sie eine, die Sie nicht mehr brauchen.`,
  checklist_order_invalid:
    'Die neue Reihenfolge muss jeden Punkt der Checkliste genau einmal nennen. Laden Sie das Ticket neu und versuchen Sie es erneut.',
  asset_in_use:
    'Dieses Medium wird von Tickets oder Beiträgen verwendet und kann daher nicht endgültig gelöscht werden: Archivieren Sie es stattdessen.',
  asset_rights_expired:
    'Ein Medium dieses Beitrags darf nicht mehr verwendet werden: Seine Rechte sind abgelaufen. Ersetzen Sie es oder verlängern Sie seine Rechte.',
  asset_network_not_allowed:
    'Ein Medium dieses Beitrags darf laut seiner Lizenz nicht in diesem Netzwerk gepostet werden. Ersetzen Sie es oder ändern Sie seine Rechte.',
  storage_quota_exceeded:
    'Dieser Workspace hat seinen gesamten Speicherplatz belegt, daher wurde die Datei nicht gespeichert. Löschen Sie Dateien, die Sie nicht mehr brauchen, oder bitten Sie den Admin des Workspace um mehr Speicherplatz.',
  too_many_attachments: 'Sie können höchstens 10 Dateien anhängen.',
  attachment_not_image: 'Hier können nur Bilder (PNG, JPEG, GIF oder WebP) angehängt werden.',
  attachment_type_not_allowed:
    'Dieser Dateityp kann nicht angehängt werden. Hängen Sie Bilder, Audio, Videos, PDFs, Office-Dokumente oder Textdateien an.',
  ticket_edit_conflict:
    'Jemand anderes hat dieses Feld geändert, während Sie es bearbeitet haben. Wählen Sie, welche Version erhalten bleiben soll.',
  timer_not_running: 'Für diese Aufgabe läuft kein Timer.',
  time_entry_running: 'Stoppen Sie den Timer, bevor Sie diesen Eintrag bearbeiten.',
  csv_no_valid_urls: 'In der CSV-Datei wurden keine gültigen URLs gefunden.',
  approval_link_invalid:
    'Dieser Freigabelink ist ungültig, abgelaufen oder wurde zurückgezogen. Bitten Sie den Absender um einen neuen.',
  approval_not_post: 'Nur Beitragstickets dieser Marke können zur Freigabe gesendet werden.',
  approval_workflow_none:
    'Diese Marke verwendet keine Freigaben: Ein Marken-Admin kann sie in ihren Freigabe-Einstellungen einschalten.',
  approval_not_pending: 'Dieser Beitrag wartet nicht auf Ihre Freigabe.',
  approval_version_changed:
    'Der Beitrag hat sich geändert, seit Sie ihn geöffnet haben: Sehen Sie sich die neue Version an, bevor Sie entscheiden.',
  approval_no_approvers:
    'Niemand kann diesen Beitrag freigeben: Der Schritt des Workflows hat keine Freigebenden, die an der Marke arbeiten.',
  approval_contact_in_use:
    'Dieser Kontakt gibt einen Schritt im Workflow der Marke frei: Nehmen Sie ihn zuerst aus dem Schritt heraus.',
  approval_contacts_full: `Diese Marke hat so viele Kundenkontakte, wie sie haben kann (${APPROVAL_MAX_CONTACTS}).`,
  approval_override_forbidden: 'Nur die Admins der Marke können einen Schritt ihrer Freigabe überspringen.',
  approval_approvers_forbidden:
    'Nur wer diese Freigabe angefragt hat oder ein Marken-Admin kann Freigebende hinzufügen.',
  approval_step_closed:
    'Dieser Schritt der Freigabe ist abgeschlossen: Fügen Sie Freigebende dem offenen Schritt oder einem noch folgenden hinzu.',
  post_locked_approved:
    'Dieser Beitrag ist freigegeben: Sein Inhalt ist gesperrt. Bearbeiten Sie ihn mit „Prüfung neu öffnen“, um ihn zu ändern; er geht dann erneut zur Freigabe.',
  portal_link_invalid:
    'Dieser Link ist ungültig, abgelaufen oder wurde ersetzt. Bitten Sie das Team, mit dem Sie arbeiten, um einen neuen.',
  approval_version_unknown:
    'Dieser Beitrag hat keine solche Version: Wählen Sie zwei Versionen aus seinem Verlauf.',
  push_not_configured:
    'Dieser Server kann keine Push-Benachrichtigungen an diese Art von Gerät senden. Bitten Sie Ihren Administrator, das einzurichten.',
  push_devices_limit: `Sie haben ${PUSH_DEVICES_MAX} Geräte für Push-Benachrichtigungen registriert. Entfernen Sie zuerst eines.`,
  push_claim_invalid:
    'Diese Bestätigung passt zu keinem Gerät, das Sie gerade hinzufügen. Schalten Sie die Push-Benachrichtigungen erneut ein.',
  push_claim_expired: `Das Gerät hat nicht innerhalb von ${PUSH_CLAIM_TTL_SECONDS} Sekunden bestätigt. Schalten Sie die Push-Benachrichtigungen erneut ein.`,
  csv_unreadable:
    'Die CSV-Datei konnte nicht gelesen werden. Bitte prüfen Sie die Datei und versuchen Sie es erneut.',
  csv_too_many_rows: `Die CSV-Datei hat mehr als ${POST_IMPORT_MAX_ROWS.toLocaleString('de-DE')} Zeilen. Teilen Sie sie auf und importieren Sie jeden Teil einzeln.`,
  post_import_not_ready:
    'Die Vorschauen dieses Imports sind noch nicht fertig, oder seine Beiträge wurden bereits erstellt.',
  invite_daily_limit: `Dieser Workspace hat in den letzten 24 Stunden bereits seine ${LIMITS.invitesPerWorkspacePerDay} Einladungen versendet. Bitte versuchen Sie es später erneut.`,
  too_many_streams: `Sie haben bereits ${REALTIME.maxStreamsPerUser} Live-Tabs geöffnet. Schließen Sie einen und laden Sie diesen dann neu.`,
  too_many_uploads: `Sie haben bereits ${LIMITS.uploadsInFlightPerUser} laufende Uploads. Warten Sie, bis einer abgeschlossen ist, und versuchen Sie es dann erneut.`,
  brand_voice_posts_limit: `Eine Markenstimme kann bis zu ${LIMITS.brandVoiceMaxPosts} Beiträge enthalten. Entfernen Sie einen, bevor Sie einen weiteren hinzufügen.`,
  brand_voice_post_invalid: 'Ein Beispielbeitrag muss ein Beitragsticket dieser Marke oder ein Link sein.',
  brand_voice_not_found: 'Diese Markenstimme gehört nicht zu dieser Marke.',
  skills_not_in_industry: 'Die Fähigkeiten müssen aus der Liste der gewählten Branche stammen.',
  // Integrations
  integration_not_found: 'Diese Integration wurde nicht gefunden.',
  integration_delivery_not_found: 'Diese Zustellung wurde nicht gefunden.',
  integration_target_refused:
    'Diese Adresse kann nicht verwendet werden. Verwenden Sie eine öffentliche http(s)-Adresse; private, lokale und reservierte Netzwerkadressen werden abgelehnt.',
  integration_disabled: 'Diese Integration ist ausgeschaltet. Schalten Sie sie ein, um zu senden.',
  monday_token_error:
    'monday.com hat das API-Token abgelehnt. Prüfen Sie es oder erstellen Sie ein neues und versuchen Sie es erneut.',
  monday_error: 'Beim Verbinden mit monday.com ist ein Fehler aufgetreten.',
  integration_state_invalid:
    'Die Verbindung konnte nicht bestätigt werden. Bitte beginnen Sie erneut mit dem Verbinden.',
  integration_not_brand_admin:
    'Sie sind kein Admin dieser Marke mehr. Bitten Sie einen ihrer Admins, sie zu verbinden.',
  integration_plan_required:
    'Dieser Workspace hat keinen aktiven Tarif mehr. Wählen Sie einen Tarif und verbinden Sie dann erneut.',
  email_send_failed: 'Die E-Mail konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  webhook_send_failed:
    'Die Aufgabe konnte nicht an den Webhook gesendet werden. Bitte versuchen Sie es erneut.',
  slack_send_failed: 'Die Aufgabe konnte nicht an Slack gesendet werden. Bitte versuchen Sie es erneut.',
  slack_install_not_configured:
    'Das Hinzufügen zu Slack ist auf diesem Server nicht eingerichtet. Fügen Sie stattdessen eine Incoming-Webhook-URL ein.',
  slack_install_denied: 'Slack wurde nicht verbunden: Die Anfrage wurde in Slack abgebrochen.',
  slack_install_failed: 'Slack hat die Verbindung nicht bestätigt. Bitte versuchen Sie es erneut.',
  jira_install_not_configured:
    'Das Verbinden mit einem Atlassian-Konto ist auf diesem Server nicht eingerichtet. Verwenden Sie stattdessen ein API-Token.',
  jira_install_denied: 'Jira wurde nicht verbunden: Die Anfrage wurde bei Atlassian abgebrochen.',
  jira_install_failed:
    'Jira hat die Verbindung nicht bestätigt, oder die Site gehörte nicht zu denen, die Sie erlaubt haben. Bitte versuchen Sie es erneut.',
  mail_recipient_limit: `Eine Adresse, an die Sie senden, hat in den letzten 24 Stunden bereits ${LIMITS.mailsPerRecipientPerDay} E-Mails von diesem Workspace erhalten. Es wurde nichts gesendet; bitte versuchen Sie es später erneut.`,
  mail_workspace_limit: `Dieser Workspace hat in den letzten 24 Stunden bereits seine ${LIMITS.mailsPerWorkspacePerDay.toLocaleString('de-DE')} E-Mails versendet (Einladungen, Freigabelinks, per E-Mail gesendete Aufgaben und Nachrichten der E-Mail-Integration). Es wurde nichts gesendet; bitte versuchen Sie es später erneut.`,
  mail_sender_limit: `Sie haben in der letzten Stunde ${LIMITS.mailsPerSenderPerHour} E-Mails gesendet (Einladungen, Freigabelinks, per E-Mail gesendete Aufgaben und Nachrichten der E-Mail-Integration, die Ihre Änderungen ausgelöst haben). Es wurde nichts gesendet; bitte warten Sie eine Weile und versuchen Sie es dann erneut.`,
  publishing_account_refused:
    'Das Netzwerk hat dieses Konto abgelehnt. Prüfen Sie das Handle und das App-Passwort und versuchen Sie es dann erneut.',
  publishing_channel_taken: 'Dieses Konto ist bereits mit dieser Marke verbunden.',
  publishing_not_a_post: 'Nur ein Beitragsticket kann veröffentlicht werden.',
  publishing_time_invalid: 'Wählen Sie einen Zeitpunkt zwischen jetzt und einem Jahr im Voraus.',
  publishing_host_unreachable:
    'Der Server des Kontos war nicht erreichbar. Prüfen Sie seine Adresse und versuchen Sie es erneut.',
  publishing_network_unavailable:
    'Das Netzwerk war nicht erreichbar. Bitte versuchen Sie es in einem Moment erneut.',
  publishing_queue_empty: `Diese Marke hat in den nächsten ${QUEUE_HORIZON_WEEKS} Wochen keine freie Warteschlangenzeit. Fügen Sie in den Veröffentlichungseinstellungen Warteschlangenzeiten hinzu.`,
  publishing_needs_approval:
    'Diese Marke verlangt eine Freigabe: Der Beitrag kann geplant werden, sobald er freigegeben ist.',
  publishing_media_not_on_ticket:
    'Ein Beitrag kann nur die Referenzbilder seines Tickets und die fertigen Aufnahmen seiner Marke enthalten, eine Datei pro Element.',
  publishing_connect_expired:
    'Dieser Verbindungslink ist abgelaufen oder wurde bereits verwendet. Beginnen Sie erneut mit dem Verbinden.',
  publishing_connect_cancelled: 'Die Verbindung wurde im Netzwerk abgebrochen. Es wurde nichts verbunden.',
  publishing_connect_refused:
    'Das Netzwerk hat die Verbindung nicht genehmigt. Versuchen Sie es erneut oder prüfen Sie die dafür eingerichtete App.',
  publishing_network_not_set_up:
    'Dieses Netzwerk ist auf diesem Server nicht eingerichtet: Die Zugangsdaten seiner Entwickler-App fehlen. Die README erklärt, wie Sie sie hinzufügen; verwenden Sie bis dahin einen Kanal mit Smartphone-Übergabe.',
  publishing_no_account:
    'Dieses Login hat kein Konto, in dessen Namen das Netzwerk uns veröffentlichen lässt (Instagram braucht ein professionelles Konto, Facebook eine Seite, die Sie verwalten).',
  publishing_file_not_found: 'Dieser Dateilink ist abgelaufen oder existiert nicht.',
  invalid_time_zone:
    'Diese Zeitzone kennen wir nicht: Verwenden Sie einen IANA-Namen wie Europe/Berlin oder America/New_York.',
  unsupported_language: `Diese Sprache spricht die App nicht: Wählen Sie eine von ${Object.values(LANGUAGE_NAMES).join(', ')}.`,
  publishing_newer_not_waiting:
    'Nur ein Beitrag, der noch auf seine Veröffentlichung wartet, kann die neuere Version übernehmen.',
  publishing_newer_uploaded:
    'Das Netzwerk hat die Dateien dieses Beitrags bereits: Nehmen Sie ihn aus dem Zeitplan und planen Sie ihn erneut, um die neuere Version zu verwenden.',
  publishing_cannot_take_down:
    'Dieses Netzwerk lässt uns keinen Beitrag löschen (oder sein Kanal ist nicht mehr verbunden): Nehmen Sie ihn im Netzwerk von Hand offline. Dafür wurde eine Aufgabe erstellt.',
  invite_recipient_cooldown: `Diese Adresse wurde in den letzten 24 Stunden ${LIMITS.invitesPerRecipientPerDay}-mal eingeladen. Bitte warten Sie, bevor Sie sie erneut einladen.`,
};

/** The app's messages in German (messages.ts is the English). */
export const messages: MessageTexts = {
  incompleteData: errors.validation_error,
  inviteInvalid: errors.invite_not_found,
  emailVerifyError: errors['auth/email-verification-failed'],
  csvNoValidUrls: errors.csv_no_valid_urls,
  csvReadError: errors.csv_unreadable,
  bulkImportFailed: 'Der Massenimport ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  emailSendSuccess: 'Die E-Mail wurde gesendet.',
  emailSendError: errors.email_send_failed,
  jiraSendSuccess: 'Die Aufgabe wurde an Jira gesendet.',
  jiraSendError: 'Die Aufgabe konnte nicht an Jira gesendet werden. Bitte versuchen Sie es erneut.',
  webhookSendSuccess: 'Die Aufgabe wurde an den Webhook gesendet.',
  webhookSendError: errors.webhook_send_failed,
  slackSendSuccess: 'Die Aufgabe wurde an Slack gesendet.',
  slackSendError: errors.slack_send_failed,
  mondaySendSuccess: 'Die Aufgabe wurde an monday.com gesendet.',
  mondaySendError: 'Die Aufgabe konnte nicht an monday.com gesendet werden. Bitte versuchen Sie es erneut.',
  screenShareDenied:
    'Die Bildschirmfreigabe wurde verweigert. Bitte erlauben Sie die Bildschirmfreigabe, um aufzunehmen.',
  screenShareNotSupported:
    'Die Bildschirmfreigabe wird in diesem Browser nicht unterstützt. Bitte verwenden Sie Google Chrome.',
  noAudioDetected: 'Es wurde kein Ton erkannt. Bitte prüfen Sie Ihr Mikrofon und versuchen Sie es erneut.',
  sceneExtractSuccess: 'Die Szenen wurden extrahiert.',
  sceneExtractError: 'Die Szenen konnten nicht extrahiert werden. Bitte versuchen Sie es erneut.',
  scriptExtractSuccess: 'Das Skript wurde extrahiert.',
  scriptExtractError: 'Das Skript konnte nicht extrahiert werden. Bitte versuchen Sie es erneut.',
  subscriptionFetchFailed: 'Das Abonnement konnte nicht abgerufen werden.',
  seatLimit: errors.seat_limit_reached,
  featureNotBuilt: 'Diese Ansicht ist noch nicht fertig.',
  notFoundTitle: 'Seite nicht gefunden',
  notFoundText: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
};
