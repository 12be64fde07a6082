import { ERROR_CATALOGUE } from './errors';

/**
 * Texts the client shows that are not server errors (docs/product.md#messages). The web app translates
 * them under `messages.<key>`; these are the English texts. A text that is also an error
 * message comes from the error catalogue, so the two cannot drift apart.
 */
export const MESSAGES = {
  incompleteData: ERROR_CATALOGUE.validation_error.message,
  inviteInvalid: ERROR_CATALOGUE.invite_not_found.message,
  emailVerifyError: ERROR_CATALOGUE['auth/email-verification-failed'].message,
  csvNoValidUrls: ERROR_CATALOGUE.csv_no_valid_urls.message,
  csvReadError: ERROR_CATALOGUE.csv_unreadable.message,
  bulkImportFailed: 'The bulk import failed. Please try again.',
  emailSendSuccess: 'The e-mail was sent.',
  emailSendError: ERROR_CATALOGUE.email_send_failed.message,
  jiraSendSuccess: 'The task was sent to Jira.',
  jiraSendError: 'The task could not be sent to Jira. Please try again.',
  webhookSendSuccess: 'The task was sent to the webhook.',
  webhookSendError: ERROR_CATALOGUE.webhook_send_failed.message,
  slackSendSuccess: 'The task was sent to Slack.',
  slackSendError: ERROR_CATALOGUE.slack_send_failed.message,
  mondaySendSuccess: 'The task was sent to monday.com.',
  mondaySendError: 'The task could not be sent to monday.com. Please try again.',
  screenShareDenied: 'Screen sharing was denied. Please allow screen sharing to record.',
  screenShareNotSupported: 'Screen sharing is not supported in this browser. Please use Google Chrome.',
  noAudioDetected: 'No audio was detected. Please check your microphone and try again.',
  sceneExtractSuccess: 'The scenes were extracted.',
  sceneExtractError: 'The scenes could not be extracted. Please try again.',
  scriptExtractSuccess: 'The script was extracted.',
  scriptExtractError: 'The script could not be extracted. Please try again.',
  subscriptionFetchFailed: "Couldn't fetch subscription",
  seatLimit: ERROR_CATALOGUE.seat_limit_reached.message,
  featureNotBuilt: 'This screen is not built yet.',
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist or has been moved.',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof MESSAGES;

export const MESSAGE_KEYS = Object.keys(MESSAGES) as MessageKey[];

/** The i18n key of a message. */
export function messageI18nKey(key: MessageKey): `messages.${MessageKey}` {
  return `messages.${key}`;
}
