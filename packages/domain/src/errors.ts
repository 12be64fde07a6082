import { LANGUAGE_NAMES } from './languages';
import {
  APPROVAL_MAX_CONTACTS,
  ASSET_FOLDER_MAX_DEPTH,
  ASSET_IMAGE_MAX_PIXELS,
  ASSET_MAX_BYTES,
  ASSET_RESUMABLE_FROM_BYTES,
  LIMITS,
  PASSKEYS_MAX,
  POST_IMPORT_MAX_ROWS,
  PUSH_DEVICES_MAX,
  REALTIME,
  SSO_DOMAINS_MAX,
  TUS_VERSION,
  VIDEO_MAX_BYTES,
} from './limits';
import { QUEUE_HORIZON_WEEKS } from './publishing/queue-slots';
import { PUSH_CLAIM_TTL_SECONDS } from './push-claim';
import { TIME_ZONE_MESSAGE } from './time-zones';

// Free of zod, and so are the modules above: the web app's first screen reads this catalogue
// (its error texts, the API client's errors), and a schema imported here would bring zod with it.
// The error reply's schema, for routes and contracts, is in errors.schema.ts.

/**
 * The error catalogue: every code the server may answer with, its HTTP status and its English
 * message (docs/product.md#messages). The web app translates by code (i18n key `errors.<code>`) and
 * falls back to the message the server sent.
 */
export const ERROR_CATALOGUE = {
  // Generic HTTP errors
  unauthorized: { status: 401, message: 'You are not authorized to access this resource.' },
  forbidden: { status: 403, message: 'You do not have permission to do this.' },
  // API keys (docs/product.md#api-keys)
  api_key_invalid: {
    status: 401,
    message: 'This API key is unknown, revoked or expired. Make a new one in your account.',
  },
  api_key_scope: { status: 403, message: 'This API key lacks the scope this call needs.' },
  // OAuth for the MCP server (docs/product.md#mcp)
  oauth_token_invalid: {
    status: 401,
    message: 'This token is unknown or expired, or its app was disconnected: connect the app again.',
  },
  oauth_token_resource: {
    status: 401,
    message: 'This token was issued for the MCP server (/api/mcp) and works nowhere else.',
  },
  oauth_request_invalid: {
    status: 400,
    message: 'This authorization request is not valid. Start again from the app that sent you here.',
  },
  oauth_grants_limit: {
    status: 409,
    message: 'As many apps as allowed are connected: disconnect one in your account first.',
  },
  api_key_not_allowed: {
    status: 403,
    message: 'This call needs a person signed in: API keys cannot make it.',
  },
  api_keys_limit: { status: 409, message: 'As many API keys as allowed are in force: revoke one first.' },
  idempotency_key_invalid: {
    status: 400,
    message: 'The Idempotency-Key header must be 1 to 255 visible characters, optionally in double quotes.',
  },
  idempotency_key_reused: {
    status: 422,
    message:
      'This Idempotency-Key was already used for a different request: use a new key for a new request.',
  },
  idempotency_key_in_flight: {
    status: 409,
    message: 'The first request with this Idempotency-Key is still running: retry in a moment.',
  },
  idempotency_key_reply_lost: {
    status: 409,
    message:
      'The first request with this Idempotency-Key saved its change, but its reply was lost when the server stopped: read the result instead of retrying.',
  },
  not_found: { status: 404, message: 'The requested resource was not found.' },
  validation_error: {
    status: 400,
    message: 'The entered data is incomplete. Please fill in all the required fields.',
  },
  bad_request: {
    status: 400,
    message: 'The request could not be understood. Please check it and try again.',
  },
  unsupported_media_type: { status: 415, message: 'This kind of content is not accepted here.' },
  conflict: {
    status: 409,
    message: 'This change conflicts with the current state. Please reload and try again.',
  },
  payload_too_large: { status: 413, message: 'The request is too large.' },
  uri_too_long: { status: 414, message: 'The address of this request is too long.' },
  rate_limited: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  internal_error: { status: 500, message: 'Something went wrong on our end. Please try again later.' },
  service_unavailable: {
    status: 503,
    message: 'The service is not available right now. Please try again in a moment.',
  },

  // Identity
  'auth/user-not-found': { status: 401, message: 'The email or password you entered is incorrect.' },
  'auth/wrong-password': { status: 401, message: 'The email or password you entered is incorrect.' },
  // Two-step verification: docs/product.md#two-step-verification.
  'auth/invalid-code': {
    status: 401,
    message: 'That code is not right. Check your authenticator app or recovery codes and try again.',
  },
  'auth/two-factor-expired': {
    status: 401,
    message: 'This sign-in took too long or had too many wrong codes. Sign in again.',
  },
  // docs/product.md#require-two-step-verification
  two_factor_required: {
    status: 403,
    message:
      'This workspace requires two-step verification. Turn it on in Sign-in and security (or sign in with a passkey) to continue.',
  },
  // Single sign-on: docs/product.md#single-sign-on.
  sso_required: {
    status: 403,
    message: 'This workspace requires you to sign in through your company’s single sign-on.',
  },
  sso_config_invalid: {
    status: 400,
    message: 'The identity provider’s settings could not be used. Check the field named and try again.',
  },
  domain_not_verified: {
    status: 409,
    message: 'This domain is not verified yet. Add the DNS TXT record shown, then check again.',
  },
  sso_not_configured: { status: 404, message: 'No single sign-on is set up for this address.' },
  sso_domain_not_found: { status: 404, message: 'This domain is not one of the workspace’s.' },
  sso_domain_taken: {
    status: 409,
    message: 'Another workspace has verified this domain. A domain signs in to one workspace only.',
  },
  sso_domain_limit: { status: 409, message: `A workspace can claim at most ${SSO_DOMAINS_MAX} domains.` },
  // Passkeys: docs/product.md#passkeys.
  'auth/passkey-failed': {
    status: 401,
    message: 'This passkey could not sign you in. Try again, or sign in with your password.',
  },
  passkey_invalid: {
    status: 400,
    message: 'Your device’s answer did not check out, or took too long. Try adding the passkey again.',
  },
  passkey_exists: { status: 409, message: 'This passkey is already added to an account.' },
  passkey_limit: {
    status: 409,
    message: `You have ${PASSKEYS_MAX} passkeys already. Remove one you no longer use to add another.`,
  },
  'auth/two-factor-already-on': { status: 409, message: 'Two-step verification is already on.' },
  'auth/two-factor-off': { status: 409, message: 'Two-step verification is not on.' },
  'auth/email-already-in-use': {
    status: 422,
    message: 'This e-mail address is already in use by another account.',
  },
  'auth/email-verification-failed': { status: 400, message: 'There was an error verifying your e-mail.' },
  'auth/email-not-verified': {
    status: 403,
    message: 'Please confirm your e-mail address first. We have sent you a new link.',
  },
  'auth/weak-password': { status: 400, message: 'The password must be at least 8 characters long.' },
  'auth/invalid-token': {
    status: 400,
    message: 'This link is invalid or has expired. Please request a new one.',
  },
  'auth/too-many-attempts': {
    status: 429,
    message: 'Too many attempts. Please wait a few minutes and try again.',
  },

  // Server codes of the product
  company_account_not_found: { status: 404, message: 'The company account could not be found.' },
  invite_not_found: { status: 404, message: 'Invite is invalid or expired' },
  invite_expired: { status: 410, message: 'Invite is invalid or expired' },
  jira_token_error: { status: 502, message: 'An error occurred while trying to connect to Jira.' },
  jira_error: { status: 502, message: 'An error occurred while trying to connect to Jira.' },
  jira_webhook_invalid: {
    status: 401,
    message: 'The Jira webhook signature could not be verified. Copy the secret into the Jira webhook again.',
  },
  jira_user_not_found: {
    status: 404,
    message: 'Jira does not know this user, or the connected account may not see them.',
  },
  jira_person_taken: {
    status: 409,
    message: 'This person is already associated with another Jira user in this integration.',
  },
  jira_person_not_assignable: {
    status: 400,
    message: 'Only members who can work on tasks can be associated with a Jira user.',
  },
  jira_epic_missing: { status: 422, message: 'A Jira Epic is missing. Please add an epic to your issue.' },
  subscription_does_not_match: {
    status: 409,
    message: 'This subscription does not belong to this workspace.',
  },
  subscription_not_active: { status: 402, message: 'The subscription of this workspace is not active.' },
  subscription_not_found: { status: 404, message: 'The subscription could not be found.' },
  user_already_invited: { status: 409, message: 'This user has already been invited to the workspace.' },
  user_already_in_workspace: { status: 409, message: 'This user is already a member of the workspace.' },
  user_exists: { status: 409, message: 'A user with this e-mail address already exists.' },
  user_not_in_project: { status: 403, message: 'This user is not a member of the project.' },
  workspace_delete_own: { status: 403, message: 'You can only delete workspaces that you own.' },
  workspace_last_user: { status: 409, message: 'You cannot remove the last user of a workspace.' },
  workspace_min_one: { status: 409, message: 'You must have at least 1 admin on this workspace.' },
  workspace_no_delete: { status: 409, message: 'You cannot delete your only workspace.' },
  workspace_edit_user_failure: { status: 400, message: 'The user could not be updated in this workspace.' },
  // Names are unique per owner (workspaces) and per workspace (brands): docs/product.md#unique-names.
  workspace_name_taken: {
    status: 409,
    message: 'You already have a workspace with this name. Please choose another name.',
  },
  brand_name_taken: {
    status: 409,
    message: 'This workspace already has a brand with this name. Please choose another name.',
  },
  cant_change_assignee_with_existing_calendar_event: {
    status: 409,
    message: 'The assignee cannot be changed while the ticket has a calendar event.',
  },
  workspace_no_subscription: { status: 402, message: 'This workspace has no active subscription.' },
  // Billing (docs/product.md#trial-and-plans)
  billing_disabled: {
    status: 409,
    message: 'Billing is off on this server, so there is nothing to pay for.',
  },
  // AI (docs/product.md#ai)
  // 409: the server's set-up, not the request, stands in the way (and it is no server fault).
  ai_disabled: {
    status: 409,
    message: 'AI is not set up on this server. An administrator can connect an OpenAI-compatible endpoint.',
  },
  ai_rate_limited: {
    status: 429,
    message: 'The AI service is busy right now. Please try again in a moment.',
  },
  ai_daily_limit: {
    status: 429,
    message: "This workspace has used today's AI allowance. It renews at midnight UTC.",
  },
  ai_unavailable: {
    status: 502,
    message: 'The AI service could not answer. Nothing was saved; please try again later.',
  },
  ai_timeout: {
    status: 504,
    message: 'The AI service took too long to answer. Nothing was saved; please try again.',
  },
  ai_bad_reply: {
    status: 502,
    message: 'The AI service sent a reply that could not be used. Nothing was saved; please try again.',
  },
  // The public builder at /try (docs/product.md#try)
  try_draft_not_found: {
    status: 404,
    message: 'This draft has expired or was already added to a brand. Make a new one at /try.',
  },
  ai_draft_needs_samples: {
    status: 400,
    message:
      'Add sample posts (post tickets with captions) to the voice first: the draft is drawn from them.',
  },
  brand_check_no_caption: { status: 400, message: 'The post has no caption to check yet.' },
  ai_draft_not_a_post: { status: 400, message: 'Hooks and captions are drafted for post tickets only.' },
  // Recordings (docs/product.md#recordings): the resumable upload
  upload_not_found: { status: 404, message: 'This upload could not be found.' },
  upload_offset_mismatch: {
    status: 409,
    message: 'The upload is not at that place: ask where it stands and go on from there.',
  },
  upload_too_large: {
    status: 413,
    message: `A recording can be at most ${VIDEO_MAX_BYTES / 1024 ** 3} GB.`,
  },
  upload_invalid: {
    status: 400,
    message: 'The upload is missing its length or says something this server cannot read.',
  },
  upload_type_refused: { status: 415, message: 'A recording must be a WebM or MP4 video.' },
  // The bytes are checked, not only the stated type: playlists and manifests name other files.
  upload_not_video: {
    status: 422,
    message:
      'This file is not the WebM or MP4 video it says it is. Playlists, manifests and file lists are not accepted.',
  },
  tus_version_unsupported: { status: 412, message: `This server speaks tus ${TUS_VERSION}.` },
  // Calendar feeds (docs/product.md#calendar-feeds)
  calendar_feed_not_found: {
    status: 404,
    message: 'This calendar address no longer works. Copy a new one from the app.',
  },
  // Recordings: playing, trimming, attaching
  video_not_found: { status: 404, message: 'This recording could not be found.' },
  video_not_ready: {
    status: 409,
    message: 'This recording is still uploading. Try again when the upload has finished.',
  },
  video_link_expired: {
    status: 403,
    message: 'This link to the recording has expired. Open the recording again to get a new one.',
  },
  video_range_invalid: { status: 416, message: 'That part of the recording does not exist.' },
  video_tools_unavailable: {
    status: 503,
    message: 'This server cannot edit videos: ffmpeg is not installed. Ask the person who runs it.',
  },
  video_trim_out_of_range: {
    status: 400,
    message: 'The part to keep must lie within the recording.',
  },
  video_processing_failed: {
    status: 422,
    message: 'The recording could not be read as a video. It is kept as it was uploaded.',
  },
  video_no_audio: {
    status: 422,
    message: 'No speech could be heard in this recording, so there is no script to write.',
  },
  video_other_brand: {
    status: 400,
    message: 'A recording can only be attached to a ticket of the brand it was made for.',
  },
  billing_unavailable: {
    status: 502,
    message: 'The payment provider could not be reached. Please try again in a moment.',
  },
  subscription_already_active: {
    status: 409,
    message:
      'This workspace already has a subscription in effect. Change its seats on the billing page instead.',
  },
  seats_in_use: {
    status: 409,
    message: 'More seats are in use than this would leave. Remove members or open invites first.',
  },
  billing_webhook_invalid: { status: 400, message: 'The webhook signature could not be verified.' },
  calendar_update_failed: { status: 502, message: 'The calendar event could not be updated.' },
  google_calendar_load_error: { status: 502, message: 'Google Calendar could not be loaded.' },
  // Instagram and YouTube import (docs/product.md#instagram-and-youtube-import)
  social_not_configured: {
    status: 404,
    message: 'This server has no app for this provider. Ask your administrator to configure it.',
  },
  social_not_connected: { status: 404, message: 'This account is not connected.' },
  social_denied: { status: 400, message: 'The account was not connected: access was not allowed.' },
  social_reconnect_needed: {
    status: 409,
    message: 'The connection has expired or was revoked. Please connect the account again.',
  },
  social_load_error: { status: 502, message: 'The account could not be loaded. Please try again later.' },
  social_post_has_ticket: { status: 409, message: 'A post ticket was already made from this post.' },
  social_post_labelled_on_ticket: {
    status: 409,
    message: 'This post has a ticket: set its pillar, purpose and format on the ticket.',
  },
  // Google Calendar, connected per person (docs/product.md#integrations)
  google_calendar_not_configured: {
    status: 404,
    message: 'This server has no Google app, so Google Calendar cannot be connected.',
  },
  google_calendar_not_connected: { status: 404, message: 'Google Calendar is not connected.' },
  google_calendar_denied: {
    status: 400,
    message: 'Google Calendar was not connected: access was not allowed on Google.',
  },
  google_calendar_scopes_missing: {
    status: 400,
    message:
      'Google Calendar was not connected: allow both editing events and seeing your calendars on Google’s page.',
  },
  google_calendar_calendar_not_writable: {
    status: 400,
    message: 'Pick one of your calendars that you may add events to.',
  },
  ticket_create_failed: { status: 400, message: 'The ticket could not be created.' },

  // Limits and imports
  seat_limit_reached: {
    status: 402,
    message: 'You have reached the seat limit of your plan. Select fewer users or upgrade your plan.',
  },
  attachment_too_large: { status: 413, message: 'A file can be at most 5 MB.' },
  // The asset library (docs/product.md#asset-library)
  asset_not_found: { status: 404, message: 'This asset could not be found in this brand.' },
  asset_folder_not_found: { status: 404, message: 'This folder could not be found in this brand.' },
  asset_folder_cycle: {
    status: 409,
    message: 'A folder cannot be moved into itself or into one of its own folders.',
  },
  asset_folder_too_deep: {
    status: 409,
    message: `Folders nest at most ${ASSET_FOLDER_MAX_DEPTH} deep: move it higher up.`,
  },
  asset_folder_name_taken: {
    status: 409,
    message: 'A folder of that name is already there: pick another name.',
  },
  asset_folder_not_empty: {
    status: 409,
    message: 'This folder still holds assets or folders: move or archive them first.',
  },
  asset_folder_closed: {
    status: 403,
    message: 'External collaborators can upload only into folders a brand admin has opened to them.',
  },
  asset_type_refused: {
    status: 415,
    message:
      'This kind of file cannot go into the library. Programs and unknown binary files are refused, whatever their name.',
  },
  asset_too_large: {
    status: 413,
    message: `This file is too large: images can be at most ${ASSET_MAX_BYTES.image / 1024 ** 2} MB, PDFs ${ASSET_MAX_BYTES.pdf / 1024 ** 2} MB, videos ${ASSET_MAX_BYTES.video / 1024 ** 3} GB and other files ${ASSET_MAX_BYTES.other / 1024 ** 2} MB.`,
  },
  asset_use_resumable: {
    status: 413,
    message: `Files over ${ASSET_RESUMABLE_FROM_BYTES / 1024 ** 2} MB are uploaded in parts (tus, at …/asset-uploads), so a dropped connection can go on.`,
  },
  asset_image_too_large: {
    status: 422,
    message: `This image has more than ${ASSET_IMAGE_MAX_PIXELS / 1_000_000} million pixels: make it smaller first.`,
  },
  asset_fetch_failed: {
    status: 422,
    message:
      'The image at that address could not be fetched. Check that the page is public, or save the image and upload it.',
  },
  // Google Drive import into the library (docs/product.md#asset-library)
  drive_link_invalid: {
    status: 400,
    message:
      'This is not a Google Drive link: paste the link of a Drive file or folder, or of a Google Doc, Sheet or Slides.',
  },
  drive_not_connected: {
    status: 409,
    message:
      'Importing from Google Drive needs your Google connection with Drive access: connect Google (or allow Drive) in your profile, then try again.',
  },
  asset_not_from_drive: {
    status: 409,
    message: 'This asset did not come from Google Drive, so there is nothing to check there.',
  },
  checklist_full: {
    status: 409,
    message: `This checklist already has ${LIMITS.checklistMaxItems} items, the most a ticket can hold. Remove some, or move part of the work to another ticket.`,
  },
  subtasks_full: {
    status: 409,
    message: `This ticket already has ${LIMITS.subtasksMax} subtasks, the most one can hold. Pick another parent, or make it a ticket of its own.`,
  },
  ticket_has_open_subtasks: {
    status: 409,
    message: 'This ticket still has open subtasks. Say whether to close them too or leave them open.',
  },
  ticket_has_subtasks: {
    status: 409,
    message: 'This ticket has subtasks. Say whether to delete them too or keep them as tickets of their own.',
  },
  invalid_recurrence: {
    status: 400,
    message: 'This repeat rule cannot be read. Check the part named, or build the rule again.',
  },
  recurrence_limit: {
    status: 400,
    message: `A series repeats at most once a day, makes at most ${LIMITS.recurringMaxInstances.toLocaleString('en-US')} tickets and ends within ${LIMITS.recurringMaxYears} years.`,
  },
  recurring_ended: {
    status: 409,
    message: 'This series has ended. Start a new one to repeat the work again.',
  },
  content_series_name_taken: {
    status: 409,
    message: 'This brand already has a series of that name. Choose another name.',
  },
  content_series_full: {
    status: 409,
    message: `A brand keeps at most ${LIMITS.contentSeriesPerBrand} series, and a series ${LIMITS.contentSeriesMaxPosts} posts. Delete one you no longer use.`,
  },
  ticket_in_series: {
    status: 409,
    message: 'This ticket is already in a series. Take it out of that one first.',
  },
  evergreen_not_published: {
    status: 409,
    message: 'Only a post that is out (Published or Posted) can be marked evergreen.',
  },
  not_an_occurrence: {
    status: 400,
    message: 'That day is not one of this series’ occurrences. Choose a day the series repeats on.',
  },
  occurrence_made: {
    status: 409,
    message: 'This occurrence is already made or skipped. Change or delete its ticket instead.',
  },
  template_name_taken: {
    status: 409,
    message: 'A template of that name is already here. Choose another name.',
  },
  templates_full: {
    status: 409,
    message: `There are already ${LIMITS.templatesPerBrand} templates here, the most a brand or workspace keeps. Delete one you no longer use.`,
  },
  checklist_order_invalid: {
    status: 400,
    message: 'The new order must name every item of the checklist once. Reload the ticket and try again.',
  },
  asset_in_use: {
    status: 409,
    message: 'This asset is used by tickets or posts, so it cannot be deleted for good: archive it instead.',
  },
  asset_rights_expired: {
    status: 422,
    message:
      'An asset of this post may no longer be used: its rights have ended. Replace it or extend its rights.',
  },
  asset_network_not_allowed: {
    status: 422,
    message:
      'An asset of this post may not be posted to this network under its licence. Replace it or change its rights.',
  },
  storage_quota_exceeded: {
    status: 413,
    message:
      "This workspace has used all of its storage space, so the file was not saved. Delete files you no longer need, or ask the workspace's admin for more space.",
  },
  too_many_attachments: { status: 400, message: 'You can attach at most 10 files.' },
  attachment_not_image: {
    status: 400,
    message: 'Only images (PNG, JPEG, GIF or WebP) can be attached here.',
  },
  attachment_type_not_allowed: {
    status: 400,
    message:
      'This type of file cannot be attached. Attach images, audio, video, PDFs, office documents or text files.',
  },
  ticket_edit_conflict: {
    status: 409,
    message: 'Someone else changed this field while you were editing it. Choose which version to keep.',
  },
  timer_not_running: { status: 409, message: 'No timer is running on this task.' },
  time_entry_running: { status: 409, message: 'Stop the timer before editing this entry.' },
  csv_no_valid_urls: { status: 400, message: 'No valid URLs found in the CSV file' },
  approval_link_invalid: {
    status: 404,
    message: 'This approval link is invalid, has expired or was withdrawn. Ask the sender for a new one.',
  },
  approval_not_post: { status: 400, message: 'Only post tickets of this brand can be sent for approval.' },
  approval_workflow_none: {
    status: 409,
    message: 'This brand does not use approvals: a brand admin can turn them on in its Approvals settings.',
  },
  approval_not_pending: { status: 409, message: 'This post is not waiting on your approval.' },
  approval_version_changed: {
    status: 409,
    message: 'The post changed since you opened it: look at the new version before deciding.',
  },
  approval_no_approvers: {
    status: 409,
    message: 'No one can approve this post: the workflow’s step has no approver who works on the brand.',
  },
  approval_contact_in_use: {
    status: 409,
    message: 'This contact approves a step of the brand’s workflow: take them out of the step first.',
  },
  approval_contacts_full: {
    status: 409,
    message: `This brand has as many client contacts as it can keep (${APPROVAL_MAX_CONTACTS}).`,
  },
  approval_override_forbidden: {
    status: 403,
    message: 'Only the brand’s admins can pass a step of its approval.',
  },
  approval_approvers_forbidden: {
    status: 403,
    message: 'Only whoever asked for this approval, or a brand admin, can add approvers to it.',
  },
  approval_step_closed: {
    status: 409,
    message: 'That step of the approval is closed: add approvers to the open step or one still to come.',
  },
  post_locked_approved: {
    status: 409,
    message:
      'This post is approved: its content is locked. Edit it with “reopen review” to change it, and it goes back for approval.',
  },
  portal_link_invalid: {
    status: 404,
    message: 'This link is invalid, has expired or was replaced. Ask the team you work with for a new one.',
  },
  approval_version_unknown: {
    status: 400,
    message: 'This post has no such version: choose two versions from its history.',
  },
  push_not_configured: {
    status: 400,
    message: 'This server cannot send pushes to this kind of device. Ask your administrator to configure it.',
  },
  push_devices_limit: {
    status: 409,
    message: `You have ${PUSH_DEVICES_MAX} devices registered for push notifications. Remove one first.`,
  },
  push_claim_invalid: {
    status: 400,
    message: 'This confirmation matches no device you are adding. Turn push notifications on again.',
  },
  push_claim_expired: {
    status: 410,
    message: `The device did not confirm within ${PUSH_CLAIM_TTL_SECONDS} seconds. Turn push notifications on again.`,
  },
  csv_unreadable: {
    status: 400,
    message: 'The CSV file could not be read. Please check the file and try again.',
  },
  csv_too_many_rows: {
    status: 400,
    message: `The CSV file has more than ${POST_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows. Split it and import each part.`,
  },
  post_import_not_ready: {
    status: 409,
    message: 'The previews of this import are not ready yet, or its posts were already created.',
  },
  invite_daily_limit: {
    status: 429,
    message: `This workspace has sent its ${LIMITS.invitesPerWorkspacePerDay} invites for the last 24 hours. Please try again later.`,
  },
  too_many_streams: {
    status: 429,
    message: `You have ${REALTIME.maxStreamsPerUser} live tabs open already. Close one, then reload this one.`,
  },
  too_many_uploads: {
    status: 429,
    message: `You already have ${LIMITS.uploadsInFlightPerUser} uploads in progress. Wait for one to finish, then try again.`,
  },
  brand_voice_posts_limit: {
    status: 400,
    message: `A brand voice can keep up to ${LIMITS.brandVoiceMaxPosts} posts. Remove one before adding another.`,
  },
  brand_voice_post_invalid: {
    status: 400,
    message: 'A sample post must be a post ticket of this brand, or a link.',
  },
  brand_voice_not_found: { status: 400, message: 'That brand voice does not belong to this brand.' },
  skills_not_in_industry: {
    status: 400,
    message: "Skills must come from the chosen industry's list.",
  },
  // Integrations (docs/product.md#integrations)
  integration_not_found: { status: 404, message: 'This integration could not be found.' },
  integration_delivery_not_found: { status: 404, message: 'This delivery could not be found.' },
  integration_target_refused: {
    status: 400,
    message:
      'This address cannot be used. Use a public http(s) address; private, local and reserved network addresses are refused.',
  },
  integration_disabled: { status: 409, message: 'This integration is switched off. Switch it on to send.' },
  monday_token_error: {
    status: 502,
    message: 'monday.com refused the API token. Check it, or make a new one, and try again.',
  },
  monday_error: { status: 502, message: 'An error occurred while trying to connect to monday.com.' },
  integration_state_invalid: {
    status: 400,
    message: 'The connection could not be confirmed. Please start connecting again.',
  },
  // A connect flow's callback asks the start's checks again (docs/product.md#integrations).
  integration_not_brand_admin: {
    status: 403,
    message: 'You are no longer an admin of this brand. Ask one of its admins to connect it.',
  },
  integration_plan_required: {
    status: 402,
    message: 'This workspace no longer has an active plan. Choose a plan, then connect again.',
  },
  email_send_failed: { status: 502, message: 'The e-mail could not be sent. Please try again.' },
  webhook_send_failed: {
    status: 502,
    message: 'The task could not be sent to the webhook. Please try again.',
  },
  slack_send_failed: { status: 502, message: 'The task could not be sent to Slack. Please try again.' },
  slack_install_not_configured: {
    status: 404,
    message: 'Adding to Slack is not set up on this server. Paste an incoming-webhook URL instead.',
  },
  slack_install_denied: {
    status: 400,
    message: 'Slack was not connected: the request was cancelled in Slack.',
  },
  slack_install_failed: {
    status: 502,
    message: 'Slack did not confirm the connection. Please try again.',
  },
  jira_install_not_configured: {
    status: 404,
    message: 'Connecting with an Atlassian account is not set up on this server. Use an API token instead.',
  },
  jira_install_denied: {
    status: 400,
    message: 'Jira was not connected: the request was cancelled at Atlassian.',
  },
  jira_install_failed: {
    status: 502,
    message:
      'Jira did not confirm the connection, or the site was not among those you allowed. Please try again.',
  },
  mail_recipient_limit: {
    status: 429,
    message: `An address you are sending to has already received ${LIMITS.mailsPerRecipientPerDay} e-mails from this workspace in the last 24 hours. Nothing was sent; please try again later.`,
  },
  mail_workspace_limit: {
    status: 429,
    message: `This workspace has sent its ${LIMITS.mailsPerWorkspacePerDay.toLocaleString('en-US')} e-mails (invites, approval links, tasks sent by e-mail and the e-mail integration's messages) for the last 24 hours. Nothing was sent; please try again later.`,
  },
  mail_sender_limit: {
    status: 429,
    message: `You have sent ${LIMITS.mailsPerSenderPerHour} e-mails (invites, approval links, tasks sent by e-mail and e-mail integration messages your changes sent) in the last hour. Nothing was sent; please wait a while and try again.`,
  },
  publishing_account_refused: {
    status: 422,
    message: 'The network refused this account. Check the handle and the app password, then try again.',
  },
  publishing_channel_taken: { status: 409, message: 'This account is already connected to this brand.' },
  publishing_not_a_post: { status: 409, message: 'Only a post ticket can be published.' },
  publishing_time_invalid: {
    status: 400,
    message: 'Choose a time from now to a year ahead.',
  },
  publishing_host_unreachable: {
    status: 422,
    message: "The account's server could not be reached. Check its address and try again.",
  },
  publishing_network_unavailable: {
    status: 502,
    message: 'The network could not be reached. Please try again in a moment.',
  },
  publishing_queue_empty: {
    status: 409,
    message: `This brand has no free queue time in the next ${QUEUE_HORIZON_WEEKS} weeks. Add queue times in the publishing settings.`,
  },
  publishing_needs_approval: {
    status: 409,
    message: 'This brand requires approval: the post can be scheduled once it is approved.',
  },
  publishing_media_not_on_ticket: {
    status: 400,
    message:
      "A post can only carry its ticket's reference images and its brand's finished recordings, one file per item.",
  },
  publishing_connect_expired: {
    status: 400,
    message: 'This connection link has expired or was already used. Start connecting again.',
  },
  publishing_connect_cancelled: {
    status: 400,
    message: 'The connection was cancelled on the network. Nothing was connected.',
  },
  publishing_connect_refused: {
    status: 400,
    message: 'The network did not approve the connection. Try again, or check the app set up for it.',
  },
  publishing_network_not_set_up: {
    status: 409,
    message:
      'This network is not set up on this server: its developer app’s credentials are missing. The README says how to add them; until then, use a phone hand-off channel.',
  },
  publishing_no_account: {
    status: 422,
    message:
      'This login has no account the network lets us publish as (Instagram needs a professional account; Facebook a Page you manage).',
  },
  publishing_file_not_found: {
    status: 404,
    message: 'This file link has expired or does not exist.',
  },
  invalid_time_zone: {
    status: 400,
    message: TIME_ZONE_MESSAGE,
  },
  unsupported_language: {
    status: 400,
    message: `This language is not one the app speaks: choose one of ${Object.values(LANGUAGE_NAMES).join(', ')}.`,
  },
  // A library asset's newer version goes only on a post still waiting, before the network has any of it.
  publishing_newer_not_waiting: {
    status: 409,
    message: 'Only a post still waiting to go out can take the newer version.',
  },
  publishing_newer_uploaded: {
    status: 409,
    message:
      'The network has this post’s files already: take it off the schedule and schedule it again to use the newer version.',
  },
  publishing_cannot_take_down: {
    status: 409,
    message:
      'This network does not let us delete a post (or its channel is no longer connected): take it down by hand on the network. A task is made for it.',
  },
  invite_recipient_cooldown: {
    status: 429,
    message: `This address has been invited ${LIMITS.invitesPerRecipientPerDay} times in the last 24 hours. Please wait before inviting it again.`,
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

/**
 * Input checks whose failure has a code of its own rather than `validation_error`: a schema's
 * refinement fails with the code's catalogue message, and a request refused only for such
 * messages answers with that code (apps/server/src/platform/errors.ts).
 */
const CODED_CHECKS = ['invalid_time_zone'] as const satisfies readonly ErrorCode[];

/** The code a check's failure message stands for, if it is one of CODED_CHECKS'. */
export function codeOfCheckMessage(message: string): ErrorCode | null {
  return CODED_CHECKS.find((code) => ERROR_CATALOGUE[code].message === message) ?? null;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}

export function errorMessage(code: ErrorCode): string {
  return ERROR_CATALOGUE[code].message;
}

export function errorStatus(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}

/** One invalid field of a request, as the server reports it. */
export interface FieldError {
  path: string;
  message: string;
}

/** The body of every error reply (errors.schema.ts is its schema). */
export interface ApiErrorBody {
  code: string;
  message: string;
  details?: FieldError[];
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * An error reply's body when it has the shape every error reply has (anything else: null), with
 * what it carries beyond that left out. The API client reads each error with it.
 */
export function readErrorBody(body: unknown): ApiErrorBody | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, message, details } = body as Record<string, unknown>;
  if (!isText(code) || !isText(message)) return null;
  if (details === undefined) return { code, message };
  if (!Array.isArray(details)) return null;
  const fields: FieldError[] = [];
  for (const detail of details as unknown[]) {
    if (typeof detail !== 'object' || detail === null) return null;
    const { path, message: text } = detail as Record<string, unknown>;
    if (!isText(path) || !isText(text)) return null;
    fields.push({ path, message: text });
  }
  return { code, message, details: fields };
}
